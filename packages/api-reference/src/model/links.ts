// Links in the spec's descriptions, made to land. A spec written for Redoc
// links Redoc's anchors (`#tag/Domain-Records`, `#operation/createRecord`,
// `#section/Pagination`, `#schema/Record`), a spec written for ReadMe its
// operations as `/reference/<operationId>`; a provider's spec links pages of
// its own site (`/docs/pagination`). Here each becomes a link to the page of
// this reference that answers it, or, for a spec that is not the site's own,
// a link to the provider's site (`linksBase`, else the spec's
// `externalDocs`), or its text when no site is known: Docusaurus rejects a
// link that no page answers, and a spec of someone else's must still build.
// A link or image whose scheme could run a script (`javascript:`, `data:`)
// is shown as its text, in every spec (./safe-url.ts).
// Each link that leaves the reference is listed once, with its file:line:col.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {kebab, responseAnchor} from './anchors';
import type {MediaModel, OperationModel} from './operation';
import type {SchemaNode, SchemaPageLink} from './schema';
import {unescapeKey} from '../load/json';
import {safeUrl, unsafeUrlNote} from './safe-url';

/** What the links of a reference can land on. */
export interface LinkTargets {
  /** The route of the overview, e.g. `/` or `/docs/rest/v1/overview`. */
  overview: string;
  /** The route of the operation pages, e.g. `/docs/rest/v1/`. */
  routeBase: string;
  operations: OperationModel[];
  /** Tags by name and label, each with the id of its heading on the overview. */
  tags: {name: string; label: string; anchor: string}[];
  /** The headings of the overview's description, with their ids. */
  sections: Heading[];
  /** The security schemes' sections of the overview (none where the overview has no Authentication section): Redoc's `#section/Authentication/<key>`. */
  schemes?: {key: string; anchor: string}[];
  /** The schema pages by the schema's name (none without schema pages, api.ts schemaPagesFrom): a `#schema/Name` link lands on its page. */
  schemaPages?: Map<string, SchemaPageLink>;
  /**
   * Links to paths (`/docs/pagination`): the site's own pages (`site`, whose
   * build fails on a broken one), or the provider's, resolved against `base`
   * or, without one, shown as text.
   */
  paths: {kind: 'site'} | {kind: 'provider'; base?: string; baseFrom?: string};
}

export interface Heading {
  text: string;
  id: string;
}

/** A link as the page gets it: a new address, or its text only (`undefined`). */
type Resolution = {href: string | undefined; note?: string};

/** A fragment's part with its %-escapes decoded; as written where one is malformed (`#tag/100%`). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Redoc's slug of a name, compared loosely: `Domain Records`, `Domain-Records` and `domain_records` are one, and so are `Flags & Settings` and `Flags-and-Settings` (Redoc's slugify writes `&` as `and`). */
const loose = (text: string): string => decoded(text).toLowerCase().replace(/&/g, 'and').replace(/[^\p{L}\p{N}]+/gu, '');

/** Lines of a Markdown text outside fenced code blocks, with their index. */
function proseLines(text: string): {line: string; index: number}[] {
  const lines = text.split('\n');
  const result: {line: string; index: number}[] = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && /^\s*[`~]+\s*$/.test(line)) fence = undefined;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    result.push({line, index});
  });
  return result;
}

const atxHeading = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;

/**
 * The headings of the overview's description and the id each gets: its
 * words in kebab case, as Docusaurus would slug most of them, unless the
 * page has that id already (an overview section or a tag's heading).
 */
export function headingsOf(description: string, taken: Iterable<string>): Heading[] {
  const used = new Set(taken);
  return proseLines(description).flatMap(({line}) => {
    const match = atxHeading.exec(line);
    if (!match || /\{#[^}]*\}\s*$/.test(match[2])) return [];
    const text = match[2].replace(/[`*_]/g, '');
    const base = kebab(text) || 'section';
    let id = used.has(base) ? `section-${base}` : base;
    for (let n = 2; used.has(id); n++) id = `section-${base}-${n}`;
    used.add(id);
    return [{text, id}];
  });
}

/** The description with each heading's id written out (`## Pagination {#pagination}`), so that `#section/Pagination` lands on it. */
export function withHeadingIds(description: string, headings: Heading[]): string {
  const lines = description.split('\n');
  let next = 0;
  for (const {line, index} of proseLines(description)) {
    const match = atxHeading.exec(line);
    if (!match || /\{#[^}]*\}\s*$/.test(match[2]) || next >= headings.length) continue;
    lines[index] = `${match[1]} ${match[2]} {#${headings[next++].id}}`;
  }
  return lines.join('\n');
}

/** A schema's name as it ends a `$ref` (`#/components/schemas/Pet` → `Pet`), loosely. */
const refIs = (ref: unknown, name: string): boolean => typeof ref === 'string' && loose(ref.split('/').pop() ?? '') === loose(name);

/** The pages of an operation's callbacks are part of its page. */
const withCallbacks = (op: OperationModel): OperationModel[] => [op, ...op.callbacks.flatMap((callback) => callback.operations)];

/**
 * The first field or alternative below a body's root that writes the schema
 * out (its type is the schema's name, and its fields are listed there rather
 * than linked to another place): its anchor, which the page's components give
 * an id (SchemaProperty, SchemaVariant).
 */
function writtenOutAt(root: SchemaNode, name: string): string | undefined {
  const queue: SchemaNode[] = [...root.children, ...(root.variants?.options.map((option) => option.node) ?? [])];
  while (queue.length) {
    const node = queue.shift()!;
    const isIt = (node.type !== '' && loose(node.type) === loose(name)) || (node.itemType !== undefined && loose(node.itemType) === loose(name));
    if (isIt && !node.recursiveOf && !node.shownAt && !node.schemaPage && (node.children.length || node.variants)) return node.anchor;
    queue.push(...node.children, ...(node.variants?.options.map((option) => option.node) ?? []));
  }
  return undefined;
}

/**
 * Where a schema is shown: its own page where it has one; else the first
 * request or response body that is it; else the first field that writes it
 * out; else the first page that shows it at all (its fields inside another
 * schema's, or by a type that is not its name). Undefined when no page
 * shows it: a link to it is then treated as any anchor no page has.
 */
function schemaPlace(name: string, targets: LinkTargets): string | undefined {
  const pages = targets.schemaPages;
  const page = pages?.get(name) ?? [...(pages?.values() ?? [])].find((candidate) => loose(candidate.name) === loose(name));
  if (page) return page.href;
  const isIt = (media: MediaModel) => refIs(media.schema?.$ref, name);
  for (const op of targets.operations) {
    if (op.requestBody?.contents.some(isIt)) return `${targets.routeBase}${op.id}#request-body`;
    const response = op.responses.find((candidate) => candidate.contents.some(isIt));
    if (response) return `${targets.routeBase}${op.id}#${responseAnchor(response.status)}`;
  }
  for (const op of targets.operations) {
    for (const part of withCallbacks(op)) {
      const roots = [...(part.requestBody?.contents ?? []), ...part.responses.flatMap((response) => response.contents)].flatMap((media) => (media.root ? [media.root] : []));
      for (const root of roots) {
        const anchor = writtenOutAt(root, name);
        if (anchor) return `${targets.routeBase}${op.id}#${anchor}`;
      }
    }
  }
  const user = targets.operations.find((op) => op.schemaUses.some((used) => loose(used) === loose(name)));
  return user && `${targets.routeBase}${user.id}`;
}

/** A schema's name in Redoc's schema anchors: `#schema/Pet`, `#tag/Models/Pet`, `#tag/Models/schema/Pet`, `#tag/pet_model` (Redoc's demo: a tag per model). */
function schemaOfTag(parts: string[]): string[] {
  if (parts.length === 2) return [parts[1], parts[1].replace(/[_-]?model$/i, '')].filter(Boolean);
  return [parts[parts.length - 1]];
}

/**
 * Redoc's anchors, on this reference's pages; undefined for a fragment that is
 * not one of them or names nothing here. A fragment whose `/` are escaped
 * (`#tag/Message%2Fpaths%2F~1messages%2Fget`, as Redoc's own links write a
 * tag's operation) is read again unescaped.
 */
function redocAnchor(fragment: string, targets: LinkTargets): string | undefined {
  const place = redocPlace(fragment, targets);
  if (place || !/%2f/i.test(fragment)) return place;
  return redocPlace(fragment.replace(/%2f/gi, '/'), targets);
}

function redocPlace(fragment: string, targets: LinkTargets): string | undefined {
  const parts = fragment.split('/');
  const operation = (id: string) => targets.operations.find((op) => op.operationId !== '' && loose(op.operationId) === loose(id));
  const page = (op: OperationModel | undefined) => op && `${targets.routeBase}${op.id}`;
  if (parts[0] === 'operation' && parts[1]) return page(operation(parts.slice(1).join('/')));
  if (parts[0] === 'tag' && parts[2] === 'operation' && parts[3]) return page(operation(parts.slice(3).join('/')));
  if (parts[0] === 'tag' && parts[2] === 'paths' && parts.length >= 5) {
    const route = unescapeKey(parts[3]);
    return page(targets.operations.find((op) => op.path === route && op.method.toLowerCase() === parts[4].toLowerCase()));
  }
  if (parts[0] === 'tag' && parts[1]) {
    const tag = targets.tags.find((candidate) => loose(candidate.name) === loose(parts[1]) || loose(candidate.label) === loose(parts[1]));
    const tagPlace = tag && `${targets.overview}#${tag.anchor}`;
    if (tagPlace && !parts.slice(2).join('')) return tagPlace;
    // Redoc's models under a tag (schemaDefinitionsTagName: `#tag/Models/Pet`), or a tag per model that has no operations (`#tag/pet_model`).
    for (const name of schemaOfTag(parts.filter(Boolean))) {
      const place = schemaPlace(name, targets);
      if (place) return place;
    }
    return tagPlace;
  }
  if (parts[0] === 'section' && parts.length > 1) {
    const last = parts[parts.length - 1];
    const heading = targets.sections.find((candidate) => loose(candidate.text) === loose(last));
    if (heading) return `${targets.overview}#${heading.id}`;
    // Redoc's own section of the security schemes, `#section/Authentication/<key>`: the overview's.
    const scheme = targets.schemes?.find((candidate) => loose(candidate.key) === loose(last));
    if (scheme) return `${targets.overview}#${scheme.anchor}`;
    return targets.schemes?.length && loose(parts[1]) === 'authentication' ? `${targets.overview}#authentication` : undefined;
  }
  if (parts[0] === 'schema' && parts[1]) return schemaPlace(parts.slice(1).join('/'), targets);
  // A JSON pointer to the schema (`#/components/schemas/Pet`, Swagger 2.0's `#/definitions/Pet`).
  const pointer = /^\/(?:components\/schemas|definitions)\/([^/]+)$/.exec(fragment);
  if (pointer) return schemaPlace(unescapeKey(pointer[1]), targets);
  return undefined;
}

/** Where a link of a description lands; undefined for a link that stays as written. */
export function resolveLink(href: string, targets: LinkTargets): Resolution | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  const provider = targets.paths.kind === 'provider' ? targets.paths : undefined;
  if (href.startsWith('#')) {
    const place = redocAnchor(href.slice(1), targets);
    if (place) return {href: place};
    // A fragment of a page of someone else's: no page here has it.
    return provider ? {href: undefined, note: 'no place on these pages has this anchor; shown as text'} : undefined;
  }
  if (!provider) return undefined;
  // ReadMe links an operation of its reference as /reference/<operationId> (lower case): that is a page here.
  const readme = /^\/?reference\/([^/?#]+)\/?(#.*)?$/.exec(href);
  const operation = readme && targets.operations.find((op) => op.operationId !== '' && loose(op.operationId) === loose(readme[1]));
  if (operation) return {href: `${targets.routeBase}${operation.id}`};
  const url = provider.base && new URL(href, provider.base).href;
  if (url) return {href: url, note: `not a page of this reference; linked to ${url}, the provider's site (from ${provider.baseFrom})`};
  return {href: undefined, note: 'not a page of this reference, and the spec names no site of its provider (externalDocs); shown as text. Give --links-base <url> to link it there'};
}

/** `[text](href "title")`, `[text](<href>)`, and images (`![alt](src)`). */
const inlineLink = /(!?)\[((?:[^[\]\\]|\\.|\[[^\]]*\])*)\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** `[label]: href`, a link reference definition. */
const definition = /^( {0,3}\[[^\]]+\]:\s*)(<[^>\n]*>|\S+)(.*)$/;

/** A description with each link resolved; `found` hears of every link that left the reference. */
export function rewriteLinks(text: string, targets: LinkTargets, found: (href: string, note: string) => void): string {
  if (!text.includes('](') && !text.includes(']:')) return text;
  const lines = text.split('\n');
  const inline = (whole: string, bang: string, label: string, target: string, title = '') => {
    const href = target.replace(/^<|>$/g, '');
    // A script's URL (`javascript:`, `data:`, …) is never a link or an image here: its text is shown.
    if (safeUrl(href) === undefined) {
      found(href, unsafeUrlNote(href));
      return label;
    }
    if (bang) {
      // An image of the provider's site: Docusaurus would look for it among this site's files.
      if (targets.paths.kind === 'site' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#')) return whole;
      const base = targets.paths.base;
      const url = base && new URL(href, base).href;
      found(href, url ? `an image of the provider's site; shown from ${url} (from ${targets.paths.baseFrom})` : 'an image of the provider\'s site, which the spec does not name (externalDocs); its description is shown instead. Give --links-base <url> to show it');
      return url ? `![${label}](${url}${title})` : label;
    }
    const resolved = resolveLink(href, targets);
    if (!resolved) return whole;
    if (resolved.note) found(href, resolved.note);
    return resolved.href ? `[${label}](${resolved.href}${title})` : label;
  };
  // A link's text may run over lines of its paragraph (`[Update a webhook\nconfiguration](/rest/…)`):
  // links are read in each run of prose lines that no blank line or code block breaks.
  let run: number[] = [];
  const flush = () => {
    if (!run.length) return;
    const rewritten = run.map((index) => lines[index]).join('\n').replace(inlineLink, inline).split('\n');
    run.forEach((index, at) => (lines[index] = rewritten[at]));
    run = [];
  };
  for (const {line, index} of proseLines(text)) {
    if (run.length && (index !== run[run.length - 1] + 1 || !line.trim())) flush();
    const defined = definition.exec(line);
    if (defined) {
      flush();
      const href = defined[2].replace(/^<|>$/g, '');
      if (safeUrl(href) === undefined) {
        found(href, unsafeUrlNote(href));
        lines[index] = '';
        continue;
      }
      const resolved = resolveLink(href, targets);
      if (!resolved) continue;
      if (resolved.note) found(href, resolved.note);
      // Without an address, the references to it read as their text.
      lines[index] = resolved.href ? `${defined[1]}${resolved.href}${defined[3]}` : '';
      continue;
    }
    if (line.trim()) run.push(index);
  }
  flush();
  return lines.join('\n');
}

/** Where a text first appears in the spec's files, as `file:line:col`; `skip` characters into it. */
export function placeOf(needle: string, files: string[], skip = 0, cwd = process.cwd()): string | undefined {
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const at = text.indexOf(needle);
    if (at < 0) continue;
    const before = text.slice(0, at + skip).split('\n');
    return `${path.relative(cwd, file).split(path.sep).join('/')}:${before.length}:${before[before.length - 1].length + 1}`;
  }
  return undefined;
}

/** Where a link's address is written in the spec: as a Markdown link's target or a definition's, else anywhere. */
export function linkPlace(href: string, files: string[]): string | undefined {
  for (const before of ['](', ']: ', '](<']) {
    const at = placeOf(`${before}${href}`, files, before.length);
    if (at) return at;
  }
  return placeOf(href, files);
}

/**
 * Rewrites, in place, every `description` of the model (operations, their
 * fields and responses, the overview, its tags): objects of the spec itself
 * (`raw`) are never changed, the spec downloads are what was given.
 * Returns one line per link that left the reference, with its place.
 */
export function resolveModelLinks(roots: object[], raw: Set<object>, targets: LinkTargets, files: string[]): string[] {
  const reported = new Map<string, string>();
  const found = (href: string, note: string) => {
    if (!reported.has(href)) reported.set(href, note);
  };
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value) || raw.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(walk);
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      if (key === 'description' && typeof child === 'string') record[key] = rewriteLinks(child, targets, found);
      else walk(child);
    }
  };
  roots.forEach(walk);
  return [...reported].map(([href, note]) => `${linkPlace(href, files) ?? files[0]}: link "${href}": ${note}`);
}

/** Every object and array of the spec as read: what resolveModelLinks must leave as it is. */
export function objectsOf(...docs: unknown[]): Set<object> {
  const objects = new Set<object>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || objects.has(value)) return;
    objects.add(value);
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child);
  };
  docs.forEach(walk);
  return objects;
}
