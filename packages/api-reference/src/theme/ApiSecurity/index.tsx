import React, {type ReactNode} from 'react';
import type {SecuritySchemeModel} from '../../model/security';
import styles from './styles.module.css';

/** A scheme as the page shows it: the model's (packages/api-reference/src/model/security.ts), its description written beside it in the page's Markdown. */
export type Scheme = Omit<SecuritySchemeModel, 'description'>;

export interface Props {
  /** Each alternative is a set of schemes sent together; an empty set means no authentication. */
  alternatives: Scheme[][];
  /** The overview: each scheme's flows and their URLs in full. */
  details?: boolean;
}

const flowNames: Record<string, string> = {
  authorizationCode: 'authorization code',
  clientCredentials: 'client credentials',
  implicit: 'implicit',
  password: 'password',
  deviceAuthorization: 'device authorization',
};

// What to send, as the headers a reader types, not as scheme names.
function headerOf(scheme: Scheme): ReactNode {
  const key = scheme.variables.username && scheme.variables.password ? 'username:password' : '<key>';
  if (scheme.type === 'http' && scheme.scheme === 'basic') {
    return <code>Authorization: Basic base64(username:password)</code>;
  }
  if (scheme.type === 'http' && scheme.scheme === 'bearer') {
    return <code>Authorization: Bearer &lt;{scheme.bearerFormat ? `${scheme.bearerFormat} token` : 'token'}&gt;</code>;
  }
  if (scheme.type === 'http') return <code>Authorization: {scheme.scheme} &lt;credentials&gt;</code>;
  if (scheme.type === 'apiKey' && scheme.in === 'query') return <code>?{scheme.name}={key}</code>;
  if (scheme.type === 'apiKey' && scheme.in === 'cookie') return <code>Cookie: {scheme.name}={key}</code>;
  if (scheme.type === 'apiKey') return <code>{scheme.name}: {key}</code>;
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
    return (
      <>
        <code>Authorization: Bearer &lt;access token&gt;</code> from {scheme.type === 'oauth2' ? 'OAuth 2.0' : 'OpenID Connect'}
      </>
    );
  }
  if (scheme.type === 'mutualTLS') return <>a client TLS certificate (mutual TLS)</>;
  return <code>{scheme.key}</code>;
}

function Scopes({scopes}: {scopes: string[]}): ReactNode {
  if (!scopes.length) return null;
  return (
    <>
      {' '}
      with {scopes.length === 1 ? 'scope' : 'scopes'}{' '}
      {scopes.map((scope, index) => (
        <React.Fragment key={scope}>
          {index > 0 ? ', ' : null}
          <code>{scope}</code>
        </React.Fragment>
      ))}
    </>
  );
}

/** Where the token comes from: each OAuth flow's URLs, and the OpenID Connect discovery URL. */
function Flows({scheme, details}: {scheme: Scheme; details?: boolean}): ReactNode {
  if (scheme.openIdConnectUrl) {
    return (
      <p>
        OpenID Connect discovery: <code className={styles.url}>{scheme.openIdConnectUrl}</code>
      </p>
    );
  }
  if (!scheme.flows.length) return null;
  return (
    <ul className={styles.flows}>
      {scheme.flows.map((flow) => (
        <li key={flow.kind}>
          {flowNames[flow.kind] ?? flow.kind} flow
          {flow.authorizationUrl ? <>; authorise at <code className={styles.url}>{flow.authorizationUrl}</code></> : null}
          {flow.tokenUrl ? <>; token from <code className={styles.url}>{flow.tokenUrl}</code></> : null}
          {flow.refreshUrl ? <>; refresh at <code className={styles.url}>{flow.refreshUrl}</code></> : null}
          {details && flow.scopes.length ? (
            <dl className={styles.scopes} aria-label={`Scopes of the ${flowNames[flow.kind] ?? flow.kind} flow`}>
              {flow.scopes.map((scope) => (
                <div key={scope.name}>
                  <dt>
                    <code>{scope.name}</code>
                  </dt>
                  <dd>{scope.description}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Alternative({schemes, details}: {schemes: Scheme[]; details?: boolean}): ReactNode {
  if (schemes.length === 0) return <>no authentication</>;
  return (
    <>
      {schemes.map((scheme, index) => (
        <React.Fragment key={scheme.key}>
          {index > 0 ? ' and ' : null}
          {headerOf(scheme)}
          <Scopes scopes={scheme.scopes} />
        </React.Fragment>
      ))}
      <span className={styles.keys}> ({schemes.map((scheme) => scheme.key).join(' + ')})</span>
      {schemes.map((scheme) => (
        <Flows key={scheme.key} scheme={scheme} details={details} />
      ))}
    </>
  );
}

export default function ApiSecurity({alternatives, details}: Props): ReactNode {
  if (alternatives.length === 0) return <p>No authentication.</p>;
  const lead = details ? 'Send:' : alternatives.length > 1 ? 'Send one of these on every request:' : 'Send on this request:';
  return (
    <div className={styles.security}>
      <p>{lead}</p>
      <ul>
        {alternatives.map((schemes) => (
          <li key={schemes.map((scheme) => scheme.key).join('+') || 'none'}>
            <Alternative schemes={schemes} details={details} />
          </li>
        ))}
      </ul>
    </div>
  );
}
