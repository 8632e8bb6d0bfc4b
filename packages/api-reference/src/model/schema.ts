// Turns a JSON Schema of the spec (OpenAPI 3.1, bundled: `$ref`s kept and
// local) into the plain tree that the reference pages, the Markdown twins and
// the data dictionary all render, so that the three can never disagree about
// a field. `$ref` identity is kept: a schema that contains itself is shown
// once and linked where it recurs, never inlined without end; `oneOf`/`anyOf`
// become variants a reader can tell apart, with their discriminator values.

import {plain} from './plain-text';
import {limitKeys, type Limits} from './schema-limits';
import {isObject, maxRefHops, refName, resolvePointer} from '../load/json';
import {anchorPart, fieldAnchor} from './anchors';

// The spec is user data: its schemas are loose JSON objects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonSchema = Record<string, any>;

export interface EnumValue {
  value: string;
  meaning?: string;
}

/** One alternative of a `oneOf`/`anyOf`. */
export interface VariantNode {
  /** What tells it apart: its title, its schema's name, or "Option N". */
  title: string;
  /** The discriminator's value that selects it, when the union has one. */
  discriminatorValue?: string;
  node: SchemaNode;
}

export interface SchemaNode {
  /** Property name; empty for the root of a body. */
  name: string;
  /** Stable anchor, e.g. `response-200-data-mis_id`. */
  anchor: string;
  /** Human-readable type: `integer`, `string`, `User`, `array of CheckInReason`. */
  type: string;
  /** For an array: the type of its items (`CheckInReason`), which its nested fields belong to. */
  itemType?: string;
  format?: string;
  nullable: boolean;
  required: boolean;
  /** Marked deprecated by the spec: readers must not build on it. */
  deprecated: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  description?: string;
  enum?: EnumValue[];
  /** The one value allowed (`const`), as JSON. */
  constValue?: string;
  /** The default value, as JSON. */
  defaultValue?: string;
  /** Validation limits (minimum, maxLength, …); rendered in words by the components. */
  limits: Limits;
  /** Properties of an object, or of the items of an array of objects. */
  children: SchemaNode[];
  /** `oneOf` (exactly one) or `anyOf` (one or more) alternatives, of the value or of its items. */
  variants?: {kind: 'oneOf' | 'anyOf'; discriminator?: string; options: VariantNode[]};
  /** Set on the `*` child that stands for `additionalProperties`. */
  additional?: boolean;
  /** A schema that recurs inside itself: the anchor of the node above where it is shown in full. */
  recursiveOf?: string;
  /** A named schema already shown in full higher up the page: the anchor of the node there. */
  shownAt?: string;
  /** A named schema reached through another named schema, where schema pages are made: its page, instead of its fields. */
  schemaPage?: SchemaPageLink;
}

/** A named schema's page (packages/api-reference/src/model/api.ts, schemaPagesOf): what a field that links there shows. */
export interface SchemaPageLink {
  /** The page's id (`schemas/customer`, anchors.ts schemaPageIds). */
  id: string;
  /** Its route: the reference's route base and its id. */
  href: string;
  /** Its name in the spec. */
  name: string;
  /** The first line of its description, as plain text. */
  summary: string;
}

/** Which way the value travels: `readOnly` fields are left out of requests, `writeOnly` out of responses. */
export type Direction = 'request' | 'response';

/** Where a named schema is shown in full on a page, and how many fields that took. */
export interface ShownSchema {
  anchor: string;
  size: number;
}

/**
 * The named schemas a page has shown in full, by direction and name
 * (`response repository`), in the order the page shows its bodies: a later
 * use of one larger than `repeatUpTo` fields links to the first instead of
 * repeating it. Without this, a schema used twice inside a schema used twice
 * … is written out 2^depth times: GitHub's timeline page came to 836 KB of
 * MDX (README, "Size").
 */
export type ShownSchemas = Map<string, ShownSchema>;

/** A named schema this small is written again where it recurs on a page: a link would cost the reader more than it saves. */
export const repeatUpTo = 12;

/** Reads `$ref`s of the spec the schemas come from. */
export interface SchemaContext {
  doc: JsonSchema;
  direction: Direction;
  /** One page's schemas shown so far; without it, every use is written in full (the data dictionary). */
  shown?: ShownSchemas;
  /**
   * The named schemas that have pages of their own, by name. A named schema
   * reached through another named schema links to its page instead of being
   * written out (ARCHITECTURE.md, "Schema pages"); one the walk reaches
   * without passing through another is written in full, as is a schema with
   * no fields of its own (an enum, a scalar).
   */
  schemaPages?: Map<string, SchemaPageLink>;
  /** Every named schema the walk meets, written out or linked: what a page uses. */
  uses?: Set<string>;
}


/**
 * Follows `$ref`s (keywords beside a `$ref` win over the target's, as 3.1
 * allows); returns the schema and the name of the last reference followed.
 */
export function deref(doc: JsonSchema | undefined, schema: JsonSchema | undefined): {schema: JsonSchema; ref?: string} {
  let current: JsonSchema = schema ?? {};
  let ref: string | undefined;
  for (let hops = 0; typeof current.$ref === 'string' && hops < maxRefHops; hops++) {
    const {$ref, ...siblings} = current;
    const target = doc ? resolvePointer(doc, $ref) : undefined;
    if (!isObject(target)) return {schema: siblings, ref: refName($ref)};
    ref = $ref;
    current = {...target, ...siblings};
  }
  return {schema: current, ref: ref && refName(ref)};
}

/** Keywords that say something of a value without shaping it. */
const annotationKeys = new Set(['description', 'title', 'summary', 'example', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', 'externalDocs', '$comment', 'xml']);

/** A part of an `allOf` that only annotates (`{description: …}`): no `$ref`, type, field or constraint. */
function isAnnotation(part: unknown): boolean {
  return isObject(part) && Object.keys(part).every((key) => annotationKeys.has(key) || key.startsWith('x-'));
}

/**
 * Merges `allOf` and folds `null` alternatives into a `nullable` flag; a
 * union with one non-null branch becomes that branch. `name` is the schema's
 * name when it was reached by a `$ref`.
 */
export function normalise(raw: JsonSchema | undefined, doc?: JsonSchema): {schema: JsonSchema; nullable: boolean; name?: string} {
  // A schema that is not an object (`true`, and what an invalid spec has: `null`, a string) says nothing: any value.
  const followed = deref(doc, raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw)) ? {} : raw);
  let name = followed.ref;
  let current = followed.schema;
  let nullable = false;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options: JsonSchema[] | undefined = current[key];
    if (!Array.isArray(options)) continue;
    const nonNull = options.filter((option) => deref(doc, option).schema.type !== 'null');
    if (nonNull.length < options.length) nullable = true;
    if (nonNull.length === 1) {
      const {[key]: _dropped, ...rest} = current;
      const inner = normalise(nonNull[0], doc);
      nullable ||= inner.nullable;
      name = inner.name ?? name;
      current = {...inner.schema, ...rest, title: rest.title ?? inner.schema.title};
    } else if (nonNull.length < options.length) {
      current = {...current, [key]: nonNull};
    }
  }
  if (Array.isArray(current.allOf)) {
    const merged: JsonSchema = {...current, properties: {...current.properties}, required: [...(current.required ?? [])]};
    delete merged.allOf;
    // `allOf: [{$ref: Statement}, {description: …}]` (AWS's every property) is the named schema with a word of its own: it keeps the name, so a page links it and a recursion stops.
    // Its own words come first: they win over the named schema's (`merged[key] ??=`).
    const parts = current.allOf as JsonSchema[];
    const shaping = parts.filter((part) => !isAnnotation(part));
    for (const part of [...parts.filter(isAnnotation), ...shaping]) {
      const inner = normalise(part, doc);
      nullable ||= inner.nullable && shaping.length === 1;
      Object.assign(merged.properties, inner.schema.properties);
      merged.required.push(...(inner.schema.required ?? []));
      for (const key of ['type', 'title', 'description', 'discriminator', 'items', 'additionalProperties', 'oneOf', 'anyOf', 'enum', 'format', 'const', 'deprecated']) {
        merged[key] ??= inner.schema[key];
      }
      for (const key of limitKeys) merged[key] ??= inner.schema[key];
      if (shaping.length === 1 && shaping[0] === part) name ??= inner.name;
    }
    if (Object.keys(merged.properties).length === 0) delete merged.properties;
    if (merged.required.length === 0) delete merged.required;
    current = merged;
  }
  if (Array.isArray(current.type)) {
    const types = (current.type as string[]).filter((type) => type !== 'null');
    if (types.length < current.type.length) nullable = true;
    current = {...current, type: types.length === 1 ? types[0] : types};
    if (current.enum) current = {...current, enum: (current.enum as unknown[]).filter((value) => value !== null)};
  }
  return {schema: current, nullable, name};
}

function variantsOf(s: JsonSchema): {kind: 'oneOf' | 'anyOf'; options: JsonSchema[]} | undefined {
  for (const kind of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[kind]) && s[kind].length > 1) return {kind, options: s[kind]};
  }
  return undefined;
}

/** JSON Schema's `false` (directly or by `$ref`): no value is valid, so the field must be left out. */
export function isNever(schema: JsonSchema | undefined, doc?: JsonSchema): boolean {
  // deref() reads a `$ref` to a non-object as its siblings alone; this looks at the target.
  const target = isObject(schema) && typeof schema.$ref === 'string' && doc ? (resolvePointer(doc, schema.$ref) as unknown) : undefined;
  if (target === false) return true;
  const found = deref(doc, schema).schema as unknown;
  // `{not: {}}` says the same, with room for a description.
  return found === false || (isObject(found) && isObject(found.not) && Object.keys(found.not).length === 0);
}

export function typeLabel(schema: JsonSchema, doc?: JsonSchema, within: ReadonlySet<unknown> = new Set()): string {
  if (isNever(schema, doc)) return 'never (leave it out)';
  const {schema: s, name} = normalise(schema, doc);
  // A schema inside itself (A: a string or an array of A): its name there, where the label would never end.
  const key = typeof schema?.$ref === 'string' ? schema.$ref : s;
  if (within.has(key)) return name ?? 'object';
  const inside = new Set(within).add(key);
  const label = (inner: JsonSchema) => typeLabel(inner, doc, inside);
  const union = variantsOf(s);
  if (union) return union.options.map(label).join(' or ');
  // A tuple: each position its own type (and `items: false`, nothing after them).
  if (Array.isArray(s.prefixItems)) return `array [${s.prefixItems.map(label).join(', ')}${s.items === false ? '' : ', …'}]`;
  if (s.type === 'array' || (s.items && !s.type)) return `array of ${label(s.items ?? {})}`;
  if (s.type === 'object' || s.properties) return (typeof s.title === 'string' ? plain(s.title) : undefined) || name || 'object';
  if (Array.isArray(s.type)) return s.type.join(' or ');
  if (s.const !== undefined && !s.type) return typeof s.const;
  // Bytes, not text: a file part of a multipart body, or a binary string of 3.0 (`format: binary`).
  if (s.contentMediaType && (!s.type || s.type === 'string')) return `file (${s.contentMediaType})`;
  if (s.format === 'binary' && (!s.type || s.type === 'string')) return 'file';
  if (!s.type && isObject(s.not) && typeof s.not.type === 'string') return `any but ${s.not.type}`;
  return s.type ?? (name && Object.keys(s).length ? name : 'any');
}

/** The limits the schema states, as numbers (and a pattern); words are made when rendering. */
export function limitsOf(schema: JsonSchema, doc?: JsonSchema): Limits {
  const {schema: s} = normalise(schema, doc);
  return Object.fromEntries(limitKeys.filter((key) => typeof s[key] === 'number' || typeof s[key] === 'string' || s[key] === true).map((key) => [key, s[key]])) as Limits;
}

function enumOf(schema: JsonSchema): EnumValue[] | undefined {
  if (!Array.isArray(schema.enum)) return undefined;
  const meanings: Record<string, string> = schema['x-enumDescriptions'] ?? {};
  return schema.enum.map((value: unknown) => ({value: typeof value === 'string' ? value : JSON.stringify(value), meaning: meanings[String(value)]}));
}


/** Whether a schema (already normalised) has fields or alternatives a page would list: an object's properties, a map's values, a union. */
export function hasFields(s: JsonSchema, doc?: JsonSchema): boolean {
  if (isObject(s.properties) && Object.keys(s.properties).length) return true;
  if (isObject(s.additionalProperties) && (s.type === 'object' || s.properties)) return true;
  if (variantsOf(s)) return true;
  // A named array of objects (`items: {$ref}` behind a name) is listed by its items.
  if ((s.type === 'array' || s.items) && isObject(s.items)) return hasFields(normalise(s.items, doc).schema, doc);
  return false;
}

/** Fields in a node's tree, the node included. */
function sizeOf(node: SchemaNode): number {
  return 1 + node.children.reduce((sum, child) => sum + sizeOf(child), 0) + (node.variants?.options.reduce((sum, option) => sum + sizeOf(option.node), 0) ?? 0);
}

/**
 * At most this many fields, none a map or a union: a body's named schema that
 * only wraps what it carries (`{movie: MovieFull}`, `{data: [User], cursor}`).
 * What it carries is the operation's, written out on its page.
 */
export const envelopeFields = 3;

function isEnvelope(s: JsonSchema): boolean {
  const fields = Object.keys(isObject(s.properties) ? s.properties : {}).length;
  return fields > 0 && fields <= envelopeFields && !isObject(s.additionalProperties) && !variantsOf(s);
}

/** The fields a named schema shows when written out in place of its link to its page, by document, direction and name (`response Address`). */
const smallSizes = new WeakMap<JsonSchema, Map<string, number>>();

/** Deeper than this, a field shows its type only: the page stays readable and bounded. */
const maxDepth = 12;

/** A new walk of one body: which named schemas are open above the current node, and where. */
interface Walk {
  context: SchemaContext;
  /** Name of a schema being shown → the anchor of the node that shows it. */
  open: Map<string, string>;
  depth: number;
  /** Inside a named schema's fields (below the node that shows it): a named schema met here links to its page, where there are schema pages. */
  inNamed: boolean;
  /** Inside a small named schema written out in place of its link: the named schemas in it are linked, however small. */
  small?: boolean;
}

/** The one string a schema allows (a `const`, or an `enum` of one), if so. */
function soleString(schema: JsonSchema): string | undefined {
  const allowed = schema.const !== undefined ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : [];
  return allowed.length === 1 && typeof allowed[0] === 'string' ? allowed[0] : undefined;
}

/**
 * The value a discriminator gives one of its variants, for the page and for the made-up values alike
 * (model/values.ts): the mapping's key that names it; else the one string the variant's property allows,
 * where OpenAPI implies the variant's name but the variant cannot hold it (Spotify's ArtistObject,
 * `type: {enum: [artist]}`); else its name.
 */
export function discriminatorValue(discriminator: JsonSchema, option: JsonSchema, doc?: JsonSchema): string | undefined {
  const {schema: inner, name} = normalise(option, doc);
  const ref = typeof option.$ref === 'string' ? option.$ref : undefined;
  const mapping = Object.entries((isObject(discriminator.mapping) ? discriminator.mapping : {}) as Record<string, string>);
  return mapping.find(([, target]) => target === ref || refName(target) === name)?.[0] ?? soleString(normalise(inner.properties?.[discriminator.propertyName], doc).schema) ?? name;
}

function unionOf(s: JsonSchema, walk: Walk, anchor: string): SchemaNode['variants'] {
  const union = variantsOf(s);
  if (!union) return undefined;
  const {doc} = walk.context;
  const discriminator: JsonSchema | undefined = isObject(s.discriminator) ? s.discriminator : undefined;
  const used = new Set<string>();
  const options = union.options.map((option, index) => {
    const {schema: inner, name} = normalise(option, doc);
    const value = discriminator ? discriminatorValue(discriminator, option, doc) : undefined;
    const title = plain(String(option.title ?? inner.title ?? name ?? `Option ${index + 1}`));
    let key = anchorPart(title) || 'option';
    while (used.has(key)) key = `${key}-${index + 1}`;
    used.add(key);
    return {title, discriminatorValue: value, node: nodeOf(option, '', fieldAnchor(anchor, key), true, walk)};
  });
  return {kind: union.kind, discriminator: discriminator?.propertyName, options};
}

function nodeOf(raw: JsonSchema, name: string, anchor: string, required: boolean, walk: Walk): SchemaNode {
  // A schema that is not an object (`true`, an invalid spec's `null`) says nothing: any value.
  const schema: JsonSchema = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  const {doc, direction} = walk.context;
  const {schema: s, nullable, name: schemaName} = normalise(schema, doc);
  const isArray = s.type === 'array' || (s.items !== undefined && s.type === undefined);
  const items = isArray ? normalise(s.items, doc) : undefined;
  const behind = items ?? {schema: s, name: schemaName};
  const node: SchemaNode = {
    name,
    anchor,
    type: typeLabel(schema, doc),
    itemType: items ? typeLabel(s.items ?? {}, doc) : undefined,
    format: s.format ?? items?.schema.format,
    nullable,
    required,
    // On the property (`tier: {deprecated: true, allOf: [Tier]}`) or on the schema it holds.
    deprecated: Boolean(schema.deprecated || s.deprecated),
    readOnly: s.readOnly ? true : undefined,
    writeOnly: s.writeOnly ? true : undefined,
    description: schema.description ?? s.description,
    enum: enumOf(s) ?? (items ? enumOf(items.schema) : undefined),
    constValue: s.const === undefined ? undefined : JSON.stringify(s.const),
    defaultValue: s.default === undefined ? undefined : JSON.stringify(s.default),
    limits: limitsOf(s),
    children: [],
  };
  // A named schema already open above this node: link to it rather than repeat it.
  const named = behind.name;
  if (named) walk.context.uses?.add(named);
  if (named && walk.open.has(named)) return {...node, recursiveOf: walk.open.get(named)};
  // Reached through another named schema: its own page holds its fields (a body's root is never linked).
  const page = named && walk.inNamed && walk.depth > 0 ? walk.context.schemaPages?.get(named) : undefined;
  if (page && hasFields(behind.schema, doc)) {
    // Written out where it is small (repeatUpTo fields, the named schemas inside it linked): a link would cost the reader more than it saves.
    const sizes = smallSizes.get(doc) ?? smallSizes.set(doc, new Map()).get(doc)!;
    const known = sizes.get(`${direction} ${named}`);
    if (walk.small || (known !== undefined && known > repeatUpTo)) return {...node, schemaPage: page};
    const uses = new Set<string>();
    const full = nodeOf(schema, name, anchor, required, {...walk, context: {...walk.context, shown: undefined, uses}, inNamed: false, small: true});
    const size = sizeOf(full) - 1;
    sizes.set(`${direction} ${named}`, size);
    if (size > repeatUpTo) return {...node, schemaPage: page};
    for (const use of uses) walk.context.uses?.add(use);
    return full;
  }
  // Shown in full higher up the page: link there unless it is small. A body's root is always written (it has no anchor of its own).
  const key = named && walk.depth > 0 && walk.context.shown ? `${direction} ${named}` : undefined;
  const earlier = key ? walk.context.shown!.get(key) : undefined;
  if (earlier && earlier.size > repeatUpTo) return {...node, shownAt: earlier.anchor};
  if (walk.depth >= maxDepth) return node;
  // Below a named schema, named schemas link to their pages; an envelope at a body's root (`{movie: MovieFull}`) is passed through as if it were not named.
  const enveloped = walk.depth === 0 && named !== undefined && isEnvelope(behind.schema);
  const inner: Walk = {...walk, depth: walk.depth + 1, open: named ? new Map(walk.open).set(named, anchor) : walk.open, inNamed: walk.inNamed || (Boolean(named) && !enveloped)};
  const object = behind.schema;
  const requiredNames = new Set<string>(Array.isArray(object.required) ? object.required : []);
  node.children = Object.entries((isObject(object.properties) ? object.properties : {}) as Record<string, JsonSchema>)
    .filter(([, child]) => {
      const {schema: c} = normalise(child, doc);
      return !((direction === 'request' && c.readOnly) || (direction === 'response' && c.writeOnly));
    })
    .map(([child, childSchema]) => nodeOf(childSchema, child, fieldAnchor(anchor, child), requiredNames.has(child), inner));
  if (isObject(object.additionalProperties) && (object.type === 'object' || object.properties)) {
    node.children.push({...nodeOf(object.additionalProperties, '*', fieldAnchor(anchor, 'additional'), false, inner), additional: true});
  }
  node.variants = unionOf(object, inner, anchor);
  if (key && !earlier && (node.children.length || node.variants)) walk.context.shown!.set(key, {anchor, size: sizeOf(node)});
  return node;
}

/** The tree of a body or a field. `context` resolves `$ref`s and says which way the value travels. */
export function toNode(schema: JsonSchema, name: string, anchor: string, required: boolean, context?: SchemaContext): SchemaNode {
  return nodeOf(schema, name, anchor, required, {context: context ?? {doc: {}, direction: 'response'}, open: new Map(), depth: 0, inNamed: false});
}
