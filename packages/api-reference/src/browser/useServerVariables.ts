import {useSyncExternalStore} from 'react';
import siteConfig from '@generated/docusaurus.config';
import {kebab} from '../model/anchors';
import {isSafeValue, replacements, storageKeyOf, type Server, type ServerVariableOptions, type ServerVariableValues} from './server-variables';

// The reader's server variables on the router's pages (see ./server-variables),
// remembered in localStorage, per site and variable, so that every URL and
// sample on every page uses them. On the server, and while the page hydrates,
// there are none: pages show what the generator wrote. The site's options
// (which variables stay placeholders, their hints and storage keys) are its
// config's customFields.serverVariables: the Docusaurus plugin's
// `reference.serverVariables` (packages/api-reference/src/site/docusaurus-plugin.ts), a
// reference site's from its settings (packages/api-reference/src/site/reference.config.ts).

export const serverVariableOptions = (siteConfig.customFields?.serverVariables ?? {}) as ServerVariableOptions;
/** The key of a variable's value: the site's, else `<the site's title>-<name>`. */
export const storageKey = (name: string): string => storageKeyOf(name, serverVariableOptions, kebab(siteConfig.title) || 'api');
const changeEvent = 'server-variable-change';

// The servers of the endpoints rendered so far, by URL. An endpoint comes
// before its page's samples, so a sample finds its page's servers here.
const known = new Map<string, Server>();

/** Adds an endpoint's servers; whether any was new (code blocks rendered before it then need to render again: serversAdded). */
export function registerServers(servers: readonly Server[]): boolean {
  let added = false;
  for (const server of servers) {
    if (known.has(server.url)) continue;
    known.set(server.url, server);
    added = true;
  }
  return added;
}

// The store's snapshot is a count of the changes: the values themselves are
// read from localStorage when a component renders.
let version = 0;
const listeners = new Set<() => void>();
function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** After an endpoint with new servers commits: the code blocks render again with them. */
export function serversAdded(): void {
  changed();
}

function subscribe(onChange: () => void): () => void {
  if (!listeners.size) {
    window.addEventListener('storage', changed); // other tabs
    window.addEventListener(changeEvent, changed); // this tab
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size) return;
    window.removeEventListener('storage', changed);
    window.removeEventListener(changeEvent, changed);
  };
}

function readValues(): ServerVariableValues {
  const names = new Set([...Object.keys(serverVariableOptions), ...[...known.values()].flatMap((server) => server.variables.map((variable) => variable.name))]);
  const values: Record<string, string> = {};
  for (const name of names) {
    try {
      const value = window.localStorage.getItem(storageKey(name));
      if (value && isSafeValue(value, false)) values[name] = value;
    } catch {
      return values; // storage blocked: keep what the pages show
    }
  }
  return values;
}

export function saveServerVariable(name: string, value: string | null): void {
  try {
    if (value) window.localStorage.setItem(storageKey(name), value);
    else window.localStorage.removeItem(storageKey(name));
  } catch {
    // storage blocked: the choice lasts until the page is left
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** The reader's values by name; null on the server and while the page hydrates. */
export function useServerVariables(): ServerVariableValues | null {
  const current = useSyncExternalStore(subscribe, () => version, () => -1);
  return current < 0 ? null : readValues();
}

/** What the reader's values change in a code block's text (see replacements). */
export function useServerVariableReplacements(): [string, string][] {
  const values = useServerVariables();
  return values ? replacements([...known.values()], serverVariableOptions, values) : [];
}
