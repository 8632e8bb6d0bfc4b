import React, {type ReactNode} from 'react';
import {useRegion, withRegion} from '../../browser/useRegion';
import RegionSetting from '../RegionSetting';
import MarkdownTwin from '../MarkdownTwin';
import styles from './styles.module.css';

export interface Props {
  /** The operation's method and path; empty on the overview, which lists the servers alone. */
  method: string;
  path: string;
  servers: {url: string; description: string; variables: {name: string; defaultValue: string; enum?: string[]; description: string}[]}[];
  /** The path of the operation's Markdown twin from the site's root; the overview has none. */
  markdown?: string;
  /** What each URL variable other than `{region}` means: a list, in Markdown from the spec's descriptions. */
  children?: ReactNode;
}

/** A server's name: its description up to the first full stop or comma ("Production. Use it once…"), or its URL. */
const serverName = (server: Props['servers'][number]) => server.description.split(/[.,]/)[0] || 'Server';

// The full URL of the operation on every server, with the reader's region in
// place of `{region}` once they have set it, and what each other URL variable
// means.
export default function ApiEndpoint({method, path, servers, markdown, children}: Props): ReactNode {
  const region = useRegion();
  return (
    <section className={styles.endpoint} aria-label={method ? 'Endpoint' : 'Servers'}>
      {method ? (
        <p className={styles.line}>
          <span className={`${styles.method} ${styles[method.toLowerCase()] ?? ''}`}>{method}</span>
          <code className={styles.path}>{path}</code>
          {markdown ? (
            <span className={styles.twin}>
              <MarkdownTwin href={markdown} />
            </span>
          ) : null}
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
      {children ? (
        <div className={styles.variables} role="group" aria-label="URL variables">
          {children}
        </div>
      ) : null}
      {servers.some((server) => server.url.includes('{region}')) ? <RegionSetting /> : null}
    </section>
  );
}
