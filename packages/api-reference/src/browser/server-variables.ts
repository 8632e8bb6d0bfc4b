// The variables of a spec's server URLs (`https://{environment}.shop.example.com/{version}`)
// as the reader sets them: once, on any page, for every URL and sample of the
// site. What the pages show before, and without JavaScript, is what the
// generator wrote: each variable's default, or its `{name}` where the site
// keeps it as a placeholder (ReferenceSettings.serverVariables). Once the
// reader has set a value, the text the samples show for a server's URL is
// put in place by the URL with the reader's values, and a placeholder
// anywhere (a guide's code too) by its value.
//
// No React and no DOM here: the router's pages use it through
// ./useServerVariables, the static pages through ./static-server-variables.
import type {ServerVariableOption} from '../model/api';

export interface ServerVariable {
  name: string;
  defaultValue: string;
  enum?: string[];
}

export interface Server {
  url: string;
  variables: ServerVariable[];
}

/** The site's options by variable name (its config's customFields.serverVariables). */
export type ServerVariableOptions = Readonly<Record<string, ServerVariableOption>>;

/** The values the reader has set, by variable name. */
export type ServerVariableValues = Readonly<Record<string, string>>;

/** The text a server URL's variable has before the reader sets it: the site's placeholder, else its default. */
export const shownValue = (variable: ServerVariable, options: ServerVariableOptions): string =>
  options[variable.name]?.placeholder ? `{${variable.name}}` : variable.defaultValue;

/** The host of a server URL (`https://{region}.api.example.com/v1` → `{region}.api.example.com`); none for a relative URL. */
const hostOf = (url: string): string => /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';

/** Whether a variable is a subdomain of a server's host: followed by a dot there. */
export const isSubdomain = (name: string, servers: readonly Server[]): boolean => servers.some((server) => hostOf(server.url).includes(`{${name}}.`));

/**
 * A value the reader may type for a variable: a safe part of a URL, never a
 * path, query, fragment, user or scheme (`/`, `?`, `#`, `@`, `:`, spaces).
 * A subdomain is dot-separated DNS labels (`us.east1`), lower case.
 */
export function isSafeValue(value: string, subdomain: boolean): boolean {
  if (subdomain) return value.length <= 63 && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(value);
  return value.length <= 100 && /^[A-Za-z0-9._~-]+$/.test(value);
}

/** The reader's value of a variable, where it is one the variable takes: one of its enum, else a safe value. */
export function valueOf(variable: ServerVariable, values: ServerVariableValues): string | undefined {
  const value = values[variable.name];
  if (value === undefined) return undefined;
  return (variable.enum?.length ? variable.enum.includes(value) : isSafeValue(value, false)) ? value : undefined;
}

/** A server's URL with each of its variables as `text` gives it (a name the server does not define stays as it is). */
export function expandUrl(server: Server, text: (variable: ServerVariable) => string): string {
  return server.url.replace(/\/$/, '').replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables.find((candidate) => candidate.name === name);
    return variable ? text(variable) : whole;
  });
}

/**
 * What the reader's values change in a text: each server's URL as the
 * samples show it → with the reader's values (the longest first; a relative
 * URL's text is too short to be told from a path), then each placeholder the
 * site keeps → its value.
 */
export function replacements(servers: readonly Server[], options: ServerVariableOptions, values: ServerVariableValues): [from: string, to: string][] {
  const pairs: [string, string][] = [];
  for (const server of servers) {
    if (!server.variables.length || !hostOf(server.url)) continue;
    const from = expandUrl(server, (variable) => shownValue(variable, options));
    const to = expandUrl(server, (variable) => valueOf(variable, values) ?? shownValue(variable, options));
    if (from !== to && !pairs.some(([known]) => known === from)) pairs.push([from, to]);
  }
  pairs.sort(([a], [b]) => b.length - a.length);
  for (const [name, option] of Object.entries(options)) {
    const value = values[name];
    if (option.placeholder && value !== undefined && isSafeValue(value, false)) pairs.push([`{${name}}`, value]);
  }
  return pairs;
}

export const replaceAll = (text: string, pairs: readonly [string, string][]): string => pairs.reduce((current, [from, to]) => current.split(from).join(to), text);

/**
 * Text as the browser's innerHTML writes a text node: `&`, `<` and `>` as
 * references and a quote as it is (not packages/api-reference/src/text/escape-html.ts, which
 * escapes quotes for attributes), so that it is found in a code block's markup.
 */
export const asInnerHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the setting form says under its field. */
export const settingHint = (value: string | undefined, shown: string): string => (value ? `Samples use ${value}.` : `Samples show ${shown} until you set it.`);

/** What the setting form says of a value it refuses, ending with the site's hint or one of ours. */
export function refusal(value: string, variable: ServerVariable, subdomain: boolean, hint: string | undefined): string {
  const what = subdomain ? `a ${variable.name} subdomain` : `a ${variable.name} for the URL`;
  const ours = subdomain
    ? `Use the ${variable.name} part of the API's host name, e.g. ${variable.defaultValue}.`
    : `Use letters, digits, dots, hyphens, underscores or tildes, e.g. ${variable.defaultValue}.`;
  return `"${value}" is not ${what}. ${hint ?? ours}`;
}

/** What the form takes as the reader's value: trimmed; a subdomain in lower case, as host names are. */
export const typedValue = (raw: string, subdomain: boolean): string => (subdomain ? raw.trim().toLowerCase() : raw.trim());

/** The localStorage key of a variable's value: the site's, else one of the site's title and the variable's name. */
export const storageKeyOf = (name: string, options: ServerVariableOptions, siteKey: string): string => options[name]?.storageKey ?? `${siteKey}-${name}`;

/** The data an endpoint's markup carries for the static pages' script (packages/api-reference/src/browser/static-server-variables.ts). */
export interface EndpointData {
  /** The operation's path after each server's URL; empty on the overview. */
  path: string;
  servers: Server[];
  options: ServerVariableOptions;
  /** The localStorage key of each variable's value. */
  keys: Record<string, string>;
}
