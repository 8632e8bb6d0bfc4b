// What the samples send to authenticate, decided once for every language:
// each security scheme of the operation's first alternative becomes one
// credential (Basic, an Authorization header, an API key in a header, the
// query or a cookie, a client certificate), its secrets named as environment
// variables, never literals. Each language only writes these down.
import type {SecuritySchemeModel} from '../model/security';

/** Environment variables whose values, joined by `:`, are the secret sent (`KOMODO_USERNAME:KOMODO_PASSWORD`, or one key). */
export type SecretParts = string[];

export type Credential =
  | {kind: 'basic'; scheme: SecuritySchemeModel; username: string; password: string}
  /** `Authorization: <prefix> <secret>`: Bearer (also OAuth 2.0 and OpenID Connect access tokens), or another HTTP scheme. */
  | {kind: 'authorization'; scheme: SecuritySchemeModel; prefix: string; secret: SecretParts}
  | {kind: 'header' | 'query' | 'cookie'; scheme: SecuritySchemeModel; name: string; secret: SecretParts}
  /** Files named by two variables, `<PREFIX>_CERT` and `<PREFIX>_KEY`. */
  | {kind: 'clientCertificate'; scheme: SecuritySchemeModel; certificate: string; key: string};

/** The first alternative the operation accepts; `[]` where it needs none. */
export function authOf(security: SecuritySchemeModel[][]): SecuritySchemeModel[] {
  return security[0] ?? [];
}

const secretOf = (scheme: SecuritySchemeModel): SecretParts => {
  const {username, password, secret} = scheme.variables;
  return username && password ? [username, password] : [secret ?? 'API_KEY'];
};

/** `MUTUAL_TLS_TOKEN` → `MUTUAL_TLS`: the prefix of a client certificate's two variables. */
const certificatePrefix = (scheme: SecuritySchemeModel) => (scheme.variables.secret ?? 'CLIENT').replace(/_(TOKEN|KEY)$/, '');

export function credentialsOf(auth: SecuritySchemeModel[]): Credential[] {
  return auth.flatMap((scheme): Credential[] => {
    if (scheme.type === 'http' && scheme.scheme === 'basic') {
      return [{kind: 'basic', scheme, username: scheme.variables.username ?? 'USERNAME', password: scheme.variables.password ?? 'PASSWORD'}];
    }
    if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      const prefix = scheme.type === 'http' && scheme.scheme !== 'bearer' ? String(scheme.scheme) : 'Bearer';
      return [{kind: 'authorization', scheme, prefix, secret: secretOf(scheme)}];
    }
    if (scheme.type === 'apiKey') {
      const kind = scheme.in ?? 'header';
      return [{kind, scheme, name: scheme.name ?? (kind === 'query' ? 'api_key' : 'x-api-key'), secret: secretOf(scheme)}];
    }
    if (scheme.type === 'mutualTLS') {
      const prefix = certificatePrefix(scheme);
      return [{kind: 'clientCertificate', scheme, certificate: `${prefix}_CERT`, key: `${prefix}_KEY`}];
    }
    return [];
  });
}

/** Comments for what a sample cannot do alone: where an OAuth token comes from, a client certificate. */
export function authNotes(auth: SecuritySchemeModel[], comment: string): string[] {
  return auth.flatMap((scheme) => {
    if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      const scopes = scheme.scopes.length ? ` with the scopes ${scheme.scopes.join(', ')}` : '';
      return [`${comment} ${scheme.variables.secret}: an access token from the ${scheme.key} ${scheme.type === 'oauth2' ? 'OAuth 2.0' : 'OpenID Connect'} flow${scopes}.`];
    }
    if (scheme.type === 'mutualTLS') return [`${comment} ${scheme.key}: this API also needs a client TLS certificate (mutual TLS).`];
    return [];
  });
}
