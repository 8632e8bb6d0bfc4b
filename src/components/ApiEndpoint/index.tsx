import React, {type ReactNode} from 'react';
import {useRegion, withRegion} from '@site/src/hooks/useRegion';
import RegionSetting from '@site/src/components/RegionSetting';
import styles from './styles.module.css';

export interface Props {
  method: string;
  path: string;
  servers: {url: string; description: string}[];
}

// The full URL of the operation on every server, with the reader's region in
// place of `{region}` once they have set it.
export default function ApiEndpoint({method, path, servers}: Props): ReactNode {
  const region = useRegion();
  return (
    <section className={styles.endpoint} aria-label="Endpoint">
      <p className={styles.line}>
        <span className={`${styles.method} ${styles[method.toLowerCase()] ?? ''}`}>{method}</span>
        <code className={styles.path}>{path}</code>
      </p>
      <dl className={styles.servers}>
        {servers.map((server) => (
          <div key={server.url}>
            {/* "Production. Use it once…" reads as a label up to its first full stop or comma. */}
            <dt>{server.description.split(/[.,]/)[0]}</dt>
            <dd>
              <code>{withRegion(`${server.url.replace(/\/$/, '')}${path}`, region)}</code>
            </dd>
          </div>
        ))}
      </dl>
      <RegionSetting />
    </section>
  );
}
