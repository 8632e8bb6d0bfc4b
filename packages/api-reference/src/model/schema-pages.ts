// A page per named schema (ARCHITECTURE.md, "Schema pages"): which named
// schemas the operations and webhooks reach (through other named schemas too),
// each one's link (id, name, one line of its description), and its page: its
// fields, a made-up example checked against it, and the operations and schemas
// that use it.
import type {OpenApiDoc} from '../load/load-spec';
import type {OperationModel, OperationRef} from './operation';
import type {ExampleModel} from './examples';
import {normalise, toNode, type JsonSchema, type SchemaNode, type SchemaPageLink} from './schema';
import {isObject, refName, resolvePointer} from '../load/json';
import {schemaPageIds} from './anchors';
import {madeUpValue} from './values';
import {pushTo} from './group';
import {plain} from './plain-text';

/**
 * From this many named schemas reached by the operations and webhooks, each
 * gets a page of its own (ARCHITECTURE.md, "Schema pages"). Below it, the
 * pages stay as they were: every schema written out where it is used, which
 * a small API's reader prefers to a click. Reached: the Komodo API 35 (its
 * largest page 15.5 KB of MDX written inline), the kitchen sink 18,
 * Train Travel 9, Petstore 6; STAPI 193, GitHub's 964, Stripe's 775.
 */
export const schemaPagesFrom = 100;

/** A named schema's own page: its fields, its example, and the pages that use it. */
export interface SchemaPageModel extends SchemaPageLink {
  /** Its title: the schema's name. */
  title: string;
  description: string;
  deprecated: boolean;
  /** Its fields, as a response carries them; a named schema inside it links to its own page. */
  root: SchemaNode;
  /** A value made up for it (values.ts), checked against it: labelled so, with Ajv's messages where even that fails. */
  example?: ExampleModel;
  /** The operations and webhooks whose pages write it out or link to it, in sidebar order. */
  usedBy: OperationRef[];
  /** The schema pages whose schema refers to it directly. */
  usedIn: SchemaPageLink[];
}

const schemaPrefix = '#/components/schemas/';

/** `#/components/schemas/Pet` → `Pet`; undefined for a `$ref` to anything else (or into a schema). */
function schemaRefName(ref: unknown): string | undefined {
  if (typeof ref !== 'string' || !ref.startsWith(schemaPrefix) || ref.slice(schemaPrefix.length).includes('/')) return undefined;
  return refName(ref);
}

/**
 * Every `$ref` to a named schema in `value`, following `$ref`s to anything
 * else (a response, a parameter, a request body) but not into named schemas:
 * `found` gets the names. Examples are values, not schemas: not read.
 */
function schemaRefsIn(doc: OpenApiDoc, value: unknown, found: Set<string>, seen: Set<unknown> = new Set()): void {
  if (Array.isArray(value)) {
    for (const item of value) schemaRefsIn(doc, item, found, seen);
    return;
  }
  if (!isObject(value) || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'example' || key === 'examples') continue;
    if (key === '$ref' && typeof child === 'string') {
      const name = schemaRefName(child);
      if (name !== undefined) found.add(name);
      else if (child.startsWith('#/')) schemaRefsIn(doc, resolvePointer(doc, child), found, seen);
      continue;
    }
    schemaRefsIn(doc, child, found, seen);
  }
}

/**
 * The named schemas the operations and webhooks reach, directly or through
 * other named schemas, in the order of components.schemas; and for each, the
 * named schemas whose definition refers to it directly.
 */
export function reachedSchemas(doc: OpenApiDoc, operations: {operation: JsonSchema; pathItem: JsonSchema}[]): {names: string[]; referredBy: Map<string, Set<string>>} {
  const direct = new Set<string>();
  for (const {operation, pathItem} of operations) {
    schemaRefsIn(doc, operation, direct);
    schemaRefsIn(doc, pathItem.parameters, direct);
  }
  const schemas = (isObject(doc.components?.schemas) ? doc.components.schemas : {}) as Record<string, JsonSchema>;
  const reached = new Set<string>();
  const referredBy = new Map<string, Set<string>>();
  const queue = [...direct].filter((name) => name in schemas);
  while (queue.length) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const inside = new Set<string>();
    schemaRefsIn(doc, schemas[name], inside);
    for (const other of inside) {
      if (!(other in schemas)) continue;
      if (other !== name) referredBy.set(other, (referredBy.get(other) ?? new Set()).add(name));
      if (!reached.has(other)) queue.push(other);
    }
  }
  return {names: Object.keys(schemas).filter((name) => reached.has(name)), referredBy};
}

/** The first line of a description, as plain text: what a link to a schema page says of it. */
function summaryOf(description: unknown): string {
  if (typeof description !== 'string') return '';
  const line = plain(description.trim().split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, ' '));
  return line.length > 200 ? `${line.slice(0, 199).trimEnd()}…` : line;
}

/** The link of each named schema that gets a page: its id, name and one-line description. */
export function schemaLinks(doc: OpenApiDoc, names: string[], routeBase: string): Map<string, SchemaPageLink> {
  const ids = schemaPageIds(names);
  const schemas = doc.components.schemas as Record<string, JsonSchema>;
  return new Map(names.map((name, index) => [name, {id: ids[index], href: `${routeBase}${ids[index]}`, name, summary: summaryOf(normalise(schemas[name], doc).schema.description)}]));
}

/** The schema pages: each schema's fields (response direction), a made-up example, and what uses it. */
export function schemaPagesOf(doc: OpenApiDoc, links: Map<string, SchemaPageLink>, referredBy: Map<string, Set<string>>, operations: OperationModel[]): SchemaPageModel[] {
  const usedBy = new Map<string, OperationRef[]>();
  for (const op of operations) {
    for (const name of op.schemaUses) {
      // Pushed, not copied: Microsoft Graph's error schema is used by each of its 22,361 operations.
      if (links.has(name)) pushTo(usedBy, name, {id: op.id, title: op.title, method: op.kind === 'webhook' ? 'WEBHOOK' : op.method, path: op.path});
    }
  }
  const pages = [...links.values()].map((link): SchemaPageModel => {
    const ref = {$ref: `${schemaPrefix}${link.name.replace(/~/g, '~0').replace(/\//g, '~1')}`};
    const {schema} = normalise(ref, doc);
    const root = toNode(ref, '', 'schema', true, {doc, direction: 'response', schemaPages: links});
    const {value, errors} = madeUpValue(ref, doc, 'response');
    return {
      ...link,
      title: link.name,
      description: typeof schema.description === 'string' ? schema.description : '',
      deprecated: Boolean(schema.deprecated),
      root,
      example: value === undefined ? undefined : {name: 'schema', value, generated: true, ...(errors.length ? {invalid: errors} : {})},
      usedBy: usedBy.get(link.name) ?? [],
      usedIn: [...(referredBy.get(link.name) ?? [])]
        .flatMap((name) => (links.has(name) ? [links.get(name)!] : []))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}) || a.name.localeCompare(b.name)),
    };
  });
  return pages.sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}) || a.name.localeCompare(b.name));
}
