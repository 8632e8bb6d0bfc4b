import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Scheme {
  key: string;
  type: string;
  scheme?: string;
  header?: string;
  description: string;
}

export interface Props {
  /** Each alternative is a set of schemes sent together. */
  alternatives: Scheme[][];
}

// What to send, as the headers a reader types, not as scheme names.
function headerOf(scheme: Scheme): ReactNode {
  if (scheme.type === 'http' && scheme.scheme === 'basic') {
    return <code>Authorization: Basic base64(username:password)</code>;
  }
  if (scheme.type === 'http' && scheme.scheme === 'bearer') return <code>Authorization: Bearer &lt;token&gt;</code>;
  if (scheme.type === 'apiKey') return <code>{scheme.header}: username:password</code>;
  return <code>{scheme.key}</code>;
}

function Alternative({schemes}: {schemes: Scheme[]}): ReactNode {
  return (
    <>
      {schemes.map((scheme, index) => (
        <React.Fragment key={scheme.key}>
          {index > 0 ? ' and ' : null}
          {headerOf(scheme)}
        </React.Fragment>
      ))}
      <span className={styles.keys}> ({schemes.map((scheme) => scheme.key).join(' + ')})</span>
    </>
  );
}

export default function ApiSecurity({alternatives}: Props): ReactNode {
  if (alternatives.length === 0) return <p>No authentication.</p>;
  return (
    <div className={styles.security}>
      <p>{alternatives.length > 1 ? 'Send one of these on every request:' : 'Send on this request:'}</p>
      <ul>
        {alternatives.map((schemes) => (
          <li key={schemes.map((scheme) => scheme.key).join('+')}>
            <Alternative schemes={schemes} />
          </li>
        ))}
      </ul>
      <p>
        Get a token from <Link to="/docs/rest/v1/authenticate">Authenticate</Link>; see{' '}
        <Link to="/docs/getting-started">Getting started</Link> for how to get credentials.
      </p>
    </div>
  );
}
