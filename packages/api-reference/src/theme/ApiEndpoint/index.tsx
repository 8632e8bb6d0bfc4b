import React, {useEffect, type ReactNode} from 'react';
import {expandUrl, isSubdomain, valueOf, type EndpointData} from '../../browser/server-variables';
import {registerServers, serversAdded, serverVariableOptions, storageKey, useServerVariables} from '../../browser/useServerVariables';
import ServerVariableSetting from '../ServerVariableSetting';
import MarkdownTwin from '../MarkdownTwin';
import styles from './styles.module.css';

export interface Props {
  /** The operation's method and path; empty on the overview, which lists the servers alone. */
  method: string;
  path: string;
  servers: {url: string; description: string; variables: {name: string; defaultValue: string; enum?: string[]; description: string}[]}[];
  /** The path of the operation's Markdown twin from the site's root; the overview has none. */
  markdown?: string;
  /** What each URL variable means (but those the site keeps as placeholders): a list, in Markdown from the spec's descriptions. */
  children?: ReactNode;
}

/** A server's name: its description up to the first full stop or comma ("Production. Use it once…"), or its URL. */
const serverName = (server: Props['servers'][number]) => server.description.split(/[.,]/)[0] || 'Server';

/** What the static pages' script needs of the endpoint (packages/api-reference/src/browser/static-server-variables.ts). */
function endpointData(servers: Props['servers'], path: string): EndpointData {
  const names = [...new Set(servers.flatMap((server) => server.variables.map((variable) => variable.name)))];
  return {
    path,
    servers: servers.map(({url, variables}) => ({url, variables: variables.map(({name, defaultValue, enum: values}) => ({name, defaultValue, ...(values ? {enum: values} : {})}))})),
    options: Object.fromEntries(names.flatMap((name) => (serverVariableOptions[name] ? [[name, serverVariableOptions[name]]] : []))),
    keys: Object.fromEntries(names.map((name) => [name, storageKey(name)])),
  };
}

// The full URL of the operation on every server, with the reader's values in
// place of its variables once they have set them, what each variable means,
// and a form for each to set it.
export default function ApiEndpoint({method, path, servers, markdown, children}: Props): ReactNode {
  const values = useServerVariables();
  // In render, so that the samples after it on the page find them; a code block before it renders again.
  const added = registerServers(servers);
  useEffect(() => {
    if (added) serversAdded();
  }, [added]);
  const variables = servers.flatMap((server) => server.variables).filter((variable, index, all) => all.findIndex((other) => other.name === variable.name) === index);
  return (
    <section
      className={styles.endpoint}
      aria-label={method ? 'Endpoint' : 'Servers'}
      data-server-variables={variables.length ? JSON.stringify(endpointData(servers, path)) : undefined}>
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
              <code>{`${expandUrl(server, (variable) => (values && valueOf(variable, values)) || `{${variable.name}}`)}${path}`}</code>
            </dd>
          </div>
        ))}
      </dl>
      {children ? (
        <div className={styles.variables} role="group" aria-label="URL variables">
          {children}
        </div>
      ) : null}
      {variables.map((variable) => (
        <ServerVariableSetting key={variable.name} variable={variable} subdomain={isSubdomain(variable.name, servers)} />
      ))}
    </section>
  );
}
