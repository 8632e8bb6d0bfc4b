// A security scheme as the pages and the samples see it: its kind, where its
// secret goes, its OAuth flows and scopes, and the environment variables a
// sample reads the secrets from (never literals).
import {deref, type JsonSchema} from './schema';
import {isObject} from '../load/json';

export interface OAuthFlowModel {
  /** `authorizationCode`, `clientCredentials`, `implicit`, `password` (or `deviceAuthorization`). */
  kind: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes: {name: string; description: string}[];
}

/** Where a sample reads a scheme's secrets from: environment variables, never literals. */
export interface CredentialVariables {
  username?: string;
  password?: string;
  /** A key, token or access token sent as it is. */
  secret?: string;
}

export interface SecuritySchemeModel {
  key: string;
  type: string;
  /** HTTP: `basic`, `bearer`, or another scheme name. */
  scheme?: string;
  bearerFormat?: string;
  /** API key: where it goes, and its name there. */
  in?: 'header' | 'query' | 'cookie';
  name?: string;
  flows: OAuthFlowModel[];
  openIdConnectUrl?: string;
  /** The scopes (OAuth 2, OpenID Connect) or roles this operation needs. */
  scopes: string[];
  description: string;
  variables: CredentialVariables;
}

/** `BasicAuth` → `BASIC_AUTH`, `petstore_auth` → `PETSTORE_AUTH`. */
export function envName(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
}

/**
 * The environment variables a sample reads a scheme's secrets from: named
 * after the scheme (`BASIC_AUTH_USERNAME`), unless the spec names them in
 * `x-credential-variables` (Komodo's: one pair of credentials for every scheme).
 */
function credentialVariables(key: string, scheme: JsonSchema): CredentialVariables {
  const given = isObject(scheme['x-credential-variables']) ? (scheme['x-credential-variables'] as CredentialVariables) : {};
  const base = envName(key);
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
    return {username: given.username ?? `${base}_USERNAME`, password: given.password ?? `${base}_PASSWORD`};
  }
  if (given.username && given.password) return {username: given.username, password: given.password};
  const suffix = scheme.type === 'apiKey' ? (base.endsWith('KEY') ? '' : '_KEY') : base.endsWith('TOKEN') ? '' : '_TOKEN';
  return {secret: given.secret ?? `${base}${suffix}`};
}

export function securityScheme(doc: JsonSchema, key: string, scopes: string[]): SecuritySchemeModel {
  const scheme = deref(doc, doc.components?.securitySchemes?.[key]).schema;
  const flows = Object.entries((isObject(scheme.flows) ? scheme.flows : {}) as Record<string, JsonSchema>).map(([kind, flow]) => ({
    kind,
    authorizationUrl: flow.authorizationUrl,
    tokenUrl: flow.tokenUrl,
    refreshUrl: flow.refreshUrl,
    scopes: Object.entries((flow.scopes ?? {}) as Record<string, string>).map(([name, description]) => ({name, description})),
  }));
  return {
    key,
    type: String(scheme.type ?? 'unknown'),
    scheme: scheme.scheme === undefined ? undefined : String(scheme.scheme).toLowerCase(),
    bearerFormat: scheme.bearerFormat,
    in: scheme.type === 'apiKey' ? scheme.in : undefined,
    name: scheme.type === 'apiKey' ? scheme.name : undefined,
    flows,
    openIdConnectUrl: scheme.openIdConnectUrl,
    scopes,
    description: scheme.description ?? '',
    variables: credentialVariables(key, scheme),
  };
}
