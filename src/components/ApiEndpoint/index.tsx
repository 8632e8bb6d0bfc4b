import React, {type ReactNode} from 'react';
import {useRegion, withRegion} from '@site/src/hooks/useRegion';
import RegionSetting from '@site/src/components/RegionSetting';
import styles from './styles.module.css';

export interface Props {
  /** The operation's method and path; empty on the overview, which lists the servers alone. */
  method: string;
  path: string;
  servers: {url: string; description: string; variables: {name: string; defaultValue: string; enum?: string[]; description: string}[]}[];
}

/** A server's name: its description up to the first full stop or comma ("Production. Use it once…"), or its URL. */
const serverName = (server: Props['servers'][number]) => server.description.split(/[.,]/)[0] || 'Server';

// The full URL of the operation on every server, with the reader's region in
// place of `{region}` once they have set it, and what each URL variable means.
export default function ApiEndpoint({method, path, servers}: Props): ReactNode {
  const region = useRegion();
  // `{region}` has its own setting below; any other variable is explained in words.
  const variables = servers
    .flatMap((server) => server.variables)
    .filter((variable, index, all) => variable.name !== 'region' && all.findIndex((other) => other.name === variable.name) === index);
  return (
    <section className={styles.endpoint} aria-label={method ? 'Endpoint' : 'Servers'}>
      {method ? (
        <p className={styles.line}>
          <span className={`${styles.method} ${styles[method.toLowerCase()] ?? ''}`}>{method}</span>
          <code className={styles.path}>{path}</code>
        </p>
      ) : null}
      <dl className={styles.servers}>
        {servers.map((server) => (
          <div key={server.url}>
            <dt>{serverName(server)}</dt>
            <dd>
              <code>{withRegion(`${server.url.replace(/\/$/, '')}${path}`, region)}</code>
            </dd>
          </div>
        ))}
      </dl>
      {variables.length ? (
        <ul className={styles.variables} aria-label="URL variables">
          {variables.map((variable) => (
            <li key={variable.name}>
              <code>{`{${variable.name}}`}</code>: {variable.description} Default <code>{variable.defaultValue}</code>
              {variable.enum ? <>; one of {variable.enum.map((value) => `"${value}"`).join(', ')}</> : null}.
            </li>
          ))}
        </ul>
      ) : null}
      {servers.some((server) => server.url.includes('{region}')) ? <RegionSetting /> : null}
    </section>
  );
}
