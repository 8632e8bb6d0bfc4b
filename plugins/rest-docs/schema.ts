// Turns a dereferenced JSON Schema (OpenAPI 3.1) into the plain tree that the
// reference pages, the Markdown twins and the data dictionary all render, so
// that the three can never disagree about a field.

import {limitKeys, type Limits} from '../../src/schema-limits';

// The spec is user data: its schemas are loose JSON objects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonSchema = Record<string, any>;

export interface EnumValue {
  value: string;
  meaning?: string;
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
  /** Still sent, pending removal: readers must not rely on it. */
  deprecated: boolean;
  description?: string;
  enum?: EnumValue[];
  /** Validation limits (minimum, maxLength, …); rendered in words by the components. */
  limits: Limits;
  /** Properties of an object, or of the items of an array of objects. */
  children: SchemaNode[];
}

/** Merges `allOf` and folds `null` alternatives into a `nullable` flag. */
export function normalise(schema: JsonSchema | undefined): {schema: JsonSchema; nullable: boolean} {
  if (!schema) return {schema: {}, nullable: false};
  let nullable = false;
  let current: JsonSchema = schema;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options: JsonSchema[] | undefined = current[key];
    if (!options) continue;
    const nonNull = options.filter((option) => option.type !== 'null');
    if (nonNull.length < options.length) nullable = true;
    if (nonNull.length === 1) {
      const {[key]: _dropped, ...rest} = current;
      const inner = normalise(nonNull[0]);
      nullable ||= inner.nullable;
      current = {...inner.schema, ...rest, title: rest.title ?? inner.schema.title};
    }
  }
  if (current.allOf) {
    const merged: JsonSchema = {...current, allOf: undefined, properties: {...current.properties}, required: [...(current.required ?? [])]};
    for (const part of current.allOf as JsonSchema[]) {
      const {schema: inner} = normalise(part);
      Object.assign(merged.properties, inner.properties);
      merged.required.push(...(inner.required ?? []));
      merged.type ??= inner.type;
      merged.title ??= inner.title;
      merged.description ??= inner.description;
    }
    delete merged.allOf;
    current = merged;
  }
  if (Array.isArray(current.type)) {
    const types = (current.type as string[]).filter((type) => type !== 'null');
    if (types.length < current.type.length) nullable = true;
    current = {...current, type: types.length === 1 ? types[0] : types};
    if (current.enum) current = {...current, enum: (current.enum as unknown[]).filter((value) => value !== null)};
  }
  return {schema: current, nullable};
}

export function typeLabel(schema: JsonSchema): string {
  const {schema: s} = normalise(schema);
  if (s.type === 'array') return `array of ${typeLabel(s.items ?? {})}`;
  if (s.type === 'object' || s.properties) return s.title ?? 'object';
  if (Array.isArray(s.type)) return s.type.join(' or ');
  return s.type ?? 'any';
}

/** The limits the schema states, as numbers (and a pattern); words are made when rendering. */
export function limitsOf(schema: JsonSchema): Limits {
  const {schema: s} = normalise(schema);
  return Object.fromEntries(limitKeys.filter((key) => s[key] !== undefined).map((key) => [key, s[key]])) as Limits;
}

function enumOf(schema: JsonSchema): EnumValue[] | undefined {
  if (!Array.isArray(schema.enum)) return undefined;
  const meanings: Record<string, string> = schema['x-enumDescriptions'] ?? {};
  return schema.enum.map((value: unknown) => ({value: String(value), meaning: meanings[String(value)]}));
}

/** The object whose properties are listed under a node: itself, or its array items. */
function objectBehind(schema: JsonSchema): JsonSchema | undefined {
  const {schema: s} = normalise(schema);
  if (s.type === 'array') return objectBehind(s.items ?? {});
  return s.properties ? s : undefined;
}

export function toNode(schema: JsonSchema, name: string, anchor: string, required: boolean): SchemaNode {
  const {schema: s, nullable} = normalise(schema);
  const {schema: items} = normalise(s.items);
  const object = objectBehind(s);
  const requiredNames = new Set<string>(object?.required ?? []);
  return {
    name,
    anchor,
    type: typeLabel(s),
    itemType: s.type === 'array' ? typeLabel(items) : undefined,
    format: s.format ?? (s.type === 'array' ? items.format : undefined),
    nullable,
    required,
    // On the property (`tier: {deprecated: true, allOf: [Tier]}`) or on the schema it holds.
    deprecated: Boolean(schema.deprecated || s.deprecated),
    description: s.description,
    enum: enumOf(s) ?? (s.type === 'array' ? enumOf(items) : undefined),
    limits: limitsOf(s),
    children: Object.entries((object?.properties ?? {}) as Record<string, JsonSchema>).map(([child, childSchema]) =>
      toNode(childSchema, child, `${anchor}-${child}`, requiredNames.has(child)),
    ),
  };
}
