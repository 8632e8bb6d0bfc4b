// Values the pipeline makes up for a parameter, a body or an example, and the
// check that each one validates. openapi-sampler (Redocly's, deterministic,
// within limits: ./sampler.ts) builds the value; it is given a view of the
// spec in which what it does not know is already settled:
// - a `pattern` gets an example string made by randexp, the same every build
//   (./pattern-values.ts);
// - a discriminator's property holds a value its mapping names, and the value
//   follows that variant (a `oneOf` with a discriminator, or a base schema
//   whose children extend it with `allOf`);
// - a property that is readOnly (in a request) or writeOnly (in a response) is
//   not required, as OpenAPI says, so that leaving it out is valid.
// Ajv (JSON Schema 2020-12, with formats) then checks the value against the
// schema. Where it fails, the spec's own examples are set aside and the value
// is made again, then with only the required fields, at the usual depth and
// deeper, then every field deeper; for a `oneOf` or `anyOf`, each branch is
// tried in turn; last, the first value with no item repeated in an array.
// A value that still fails is returned with Ajv's messages, which the model
// turns into a warning naming the schema's place.
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {discriminatorValue, type JsonSchema} from './schema';
import {isObject, maxRefHops, refName, resolvePointer} from '../load/json';
import {specPattern} from '../load/patterns';
import {patternValue} from './pattern-values';
import {deeperDepth, distinctItems, requiredDepth, sampleDepth, sampled} from './sampler';

export type ValueDirection = 'request' | 'response';

/** The id under which Ajv knows the document, so that `#/components/...` resolves. */
const BASE = 'openapi.json';

/** Keys whose value maps names to schemas (or examples): the names are not keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'schemas', 'dependentSchemas', 'examples', 'mapping']);

/** `#/components/schemas/Pet` → the schema, following `$ref`s to `$ref`s. */
function resolveLocal(doc: JsonSchema, node: unknown): JsonSchema | undefined {
  let current = node;
  for (let hops = 0; hops < maxRefHops && isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (!current.$ref.startsWith('#/')) return undefined;
    current = resolvePointer(doc, current.$ref);
  }
  return isObject(current) ? current : undefined;
}

/** JSON Schema's `false`, by itself or by `$ref`, or `not: {}`: no value satisfies it. */
function isNeverSchema(doc: JsonSchema, node: unknown): boolean {
  if (node === false) return true;
  if (!isObject(node)) return false;
  if (isObject(node.not) && Object.keys(node.not).length === 0) return true;
  if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return false;
  return resolvePointer(doc, node.$ref) === false;
}

/** A value of each format Ajv checks (openapi-sampler's own, where it has them, are older or refused by Ajv). */
const formatValues: Record<string, string> = {
  date: '2026-01-31',
  'date-time': '2026-01-31T09:00:00Z',
  time: '09:00:00Z',
  email: 'name@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  uri: 'https://example.com/',
  'uri-reference': '/items/1',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'ZXhhbXBsZQ==',
  url: 'https://example.com/',
  duration: 'P1D',
  'json-pointer': '/items/0',
  'relative-json-pointer': '0/items',
  int32: '1',
  int64: '1',
  'iso-country-code': 'NL',
};

/** Keywords that describe a schema and constrain no value. */
const annotations = new Set(['description', 'title', '$comment', 'deprecated', 'externalDocs', 'xml']);

const safeTest = (pattern: string, text: string) => {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
};

interface Context {
  doc: JsonSchema;
  direction: ValueDirection;
  /** Drop the spec's own schema examples (`example`, `examples`): the second try. */
  bare: boolean;
  /** Settle patterns and discriminators for the sampler; off for the view Ajv checks against. */
  sampling: boolean;
  /** Base schemas with a discriminator whose children extend them: name → the name of the copy the children extend. */
  bases: Map<string, string>;
}

const schemaRef = (name: string) => `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The names of the fields a schema describes: its properties and, through `$ref`s, those of its allOf's parts (and of any branch of a oneOf or anyOf). */
function describedFields(schema: JsonSchema, doc: JsonSchema, seen = new Set<unknown>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(schema)) return names;
  seen.add(schema);
  if (isObject(schema.properties)) for (const name of Object.keys(schema.properties)) names.add(name);
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    if (!Array.isArray(schema[key])) continue;
    for (const part of schema[key]) {
      const target = resolveLocal(doc, part) ?? part;
      if (isObject(target)) for (const name of describedFields(target, doc, seen)) names.add(name);
    }
  }
  return names;
}

/** The value a discriminator gives the schema at `ref`, as its page names it (model/schema.ts). */
const valueFor = (discriminator: JsonSchema, ref: string, doc: JsonSchema): string => discriminatorValue(discriminator, {$ref: ref}, doc) ?? refName(ref);

/** One branch of a discriminated union, with the discriminator's property set to the value that selects it. */
const selected = (branch: JsonSchema, property: string, value: string): JsonSchema => ({
  allOf: [branch, {type: 'object', properties: {[property]: {const: value}}}],
});

/** Base schemas (under components.schemas) with a discriminator and no union of their own: their children. */
function discriminatedBases(doc: JsonSchema): Map<string, {property: string; children: {ref: string; value: string}[]}> {
  const schemas = (isObject(doc.components?.schemas) ? doc.components.schemas : {}) as Record<string, JsonSchema>;
  const bases = new Map<string, {property: string; children: {ref: string; value: string}[]}>();
  for (const [name, schema] of Object.entries(schemas)) {
    const discriminator = schema.discriminator;
    if (!isObject(discriminator) || typeof discriminator.propertyName !== 'string' || schema.oneOf || schema.anyOf) continue;
    const ref = schemaRef(name);
    const mapping = (isObject(discriminator.mapping) ? discriminator.mapping : {}) as Record<string, string>;
    const mapped = Object.entries(mapping).map(([value, target]) => ({ref: target.startsWith('#') ? target : schemaRef(target), value}));
    const extending = Object.entries(schemas)
      .filter(([, child]) => Array.isArray(child.allOf) && child.allOf.some((part: JsonSchema) => part?.$ref === ref))
      .map(([child]) => ({ref: schemaRef(child), value: valueFor(discriminator, schemaRef(child), doc)}));
    const children = (mapped.length ? mapped : extending).filter((child) => child.ref !== ref);
    bases.set(name, {property: discriminator.propertyName, children});
  }
  return bases;
}

/** The view of one schema (or of the whole document) that the sampler or Ajv reads. */
function view(node: unknown, context: Context, parentKey = ''): unknown {
  if (Array.isArray(node)) {
    return node.map((item) => {
      // A child's `allOf` names its base: the copy, not the union the base stands for elsewhere.
      if (parentKey === 'allOf' && isObject(item) && typeof item.$ref === 'string') {
        const base = [...context.bases.entries()].find(([name]) => schemaRef(name) === item.$ref)?.[1];
        if (base) return {...item, $ref: schemaRef(base)};
      }
      return view(item, context);
    });
  }
  if (!isObject(node)) return node;
  if (NAME_MAPS.has(parentKey)) return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, view(value, context)]));
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (context.bare && (key === 'example' || key === 'default' || (key === 'examples' && Array.isArray(value)))) continue;
    out[key] = view(value, context, key);
  }
  // Required, except what this direction leaves out (OpenAPI: readOnly is not sent, writeOnly not returned).
  if (Array.isArray(out.required) && isObject(out.properties)) {
    const skipped = context.direction === 'request' ? 'readOnly' : 'writeOnly';
    out.required = out.required.filter((name: string) => {
      const property = out.properties[name];
      return !(isObject(property) && (property[skipped] === true || resolveLocal(context.doc, property)?.[skipped] === true));
    });
  }
  // A discriminated union: each branch with the value that selects it (for Ajv too: that is what the discriminator means).
  const discriminator = out.discriminator;
  const union = Array.isArray(out.oneOf) ? 'oneOf' : Array.isArray(out.anyOf) ? 'anyOf' : undefined;
  if (isObject(discriminator) && typeof discriminator.propertyName === 'string' && union) {
    out[union] = out[union].map((branch: JsonSchema) =>
      typeof branch?.$ref === 'string' ? selected(branch, discriminator.propertyName, valueFor(discriminator, branch.$ref, context.doc)) : branch,
    );
  }
  if (!context.sampling) return out;
  // An allOf's parts that only annotate (AWS's `allOf: [{$ref: DateTime}, {description}]`): the sampler
  // makes a value of each part, typed as the first, and keeps the last: a plain "string" for the date.
  if (Array.isArray(out.allOf)) {
    const kept = out.allOf.filter((part: unknown) => !isObject(part) || !Object.keys(part).every((key) => annotations.has(key)));
    if (kept.length < out.allOf.length) {
      if (kept.length) out.allOf = kept;
      else delete out.allOf;
    }
  }
  // A field no value satisfies (`false`, `not: {}`) is left out: the sampler would write null.
  if (isObject(out.properties)) {
    out.properties = Object.fromEntries(Object.entries(out.properties as JsonSchema).filter(([, property]) => !isNeverSchema(context.doc, property)));
  }
  // A required field an object's schema does not describe among its fields, nor its allOf's parts
  // (DigitalOcean's uptime check requires a `method` it never describes): a value of additionalProperties,
  // or any value. (Not in a bare `required`, as `then` has: its fields are elsewhere.)
  if (Array.isArray(out.required) && (isObject(out.properties) || Array.isArray(out.allOf)) && out.additionalProperties !== false) {
    const described = describedFields(out, context.doc);
    const missing = out.required.filter((name: string) => !described.has(name));
    if (missing.length) {
      const extra = isObject(out.additionalProperties) ? out.additionalProperties : {example: 'value'};
      out.properties = {...out.properties, ...Object.fromEntries(missing.map((name: string) => [name, extra]))};
    }
  }
  if (out.example !== undefined || out.const !== undefined || Array.isArray(out.enum)) return out;
  // Bytes in a JSON document (3.0's `format: binary` or `byte`, upgraded): a string, base64 where it says so (the sampler writes null).
  const bytes = typeof out.contentMediaType === 'string' || typeof out.contentEncoding === 'string';
  if (out.default === undefined && ((out.type === undefined && bytes) || (out.type === 'string' && out.contentEncoding === 'base64' && out.pattern === undefined))) {
    out.example = out.contentEncoding === 'base64' ? formatValues.byte : 'example';
    return out;
  }
  // A multiple within the limits (the sampler takes the minimum as it is).
  if ((out.type === 'number' || out.type === 'integer') && typeof out.multipleOf === 'number' && out.multipleOf > 0) {
    const low = typeof out.minimum === 'number' ? out.minimum : typeof out.exclusiveMinimum === 'number' ? out.exclusiveMinimum + out.multipleOf / 2 : out.multipleOf;
    out.example = Math.ceil(low / out.multipleOf) * out.multipleOf;
    return out;
  }
  // Items that must differ (the sampler repeats one value): plain strings numbered, numbers counted up.
  if (out.uniqueItems === true && Number(out.minItems ?? 0) > 1) {
    const items = resolveLocal(context.doc, out.items) ?? {};
    const count = Number(out.minItems);
    const plain = items.pattern === undefined && items.format === undefined && items.enum === undefined && items.const === undefined;
    if (plain && items.type === 'string') out.example = Array.from({length: count}, (_, index) => `item-${index + 1}`.padEnd(Number(items.minLength ?? 0), '0'));
    else if (plain && (items.type === 'integer' || items.type === 'number')) out.example = Array.from({length: count}, (_, index) => Number(items.minimum ?? 1) + index);
    return out;
  }
  const isString = out.type === undefined || out.type === 'string' || (Array.isArray(out.type) && out.type.includes('string'));
  const pattern = typeof out.pattern === 'string' ? out.pattern : undefined;
  const format = typeof out.format === 'string' && isString ? formatValues[out.format] : undefined;
  if (format !== undefined && (pattern === undefined || safeTest(pattern, format))) out.example = format;
  else if (pattern !== undefined && isString) {
    const made = patternValue(pattern, Number(out.minLength ?? 0), Number(out.maxLength ?? Infinity));
    if (made !== undefined) out.example = made;
  }
  return out;
}

interface Prepared {
  /** The document the sampler reads (examples kept, then set aside). */
  sampling: {given: JsonSchema; bare: JsonSchema};
  bases: Map<string, string>;
  validator: Ajv2020;
  compiled: WeakMap<object, ValidateFunction | Error>;
  made: WeakMap<object, MadeValue>;
  /** The same, for values sent as text (parameters). */
  madeAsText: WeakMap<object, MadeValue>;
  /**
   * The same three by the schema's text: a schema written again is made and compiled once (each
   * operation's own `{$ref: …}` to a component; Microsoft Graph's collection schemas, written inline
   * in each of the 11,422 operations that list one: modelling them took 129 s, 29 s so), and, where
   * the live preview reuses them (reuseAcrossDocuments), for a next document.
   */
  byText: {compiled: Map<string, ValidateFunction | Error>; made: Map<string, MadeValue>; madeAsText: Map<string, MadeValue>};
}

const prepared = new WeakMap<JsonSchema, Record<ValueDirection, Prepared>>();

/**
 * The live preview (packages/api-reference/src/site/plugin.ts) models the spec again after each edit. An edit
 * that changes only prose, descriptions and summaries, changes no value and no check: the next document
 * is then checked with the validators compiled, and given the values made, for the last one (by each
 * schema's text). Off unless asked for: a build models one document.
 */
let reuse: {fingerprint: string; both: Record<ValueDirection, Prepared>} | undefined;
let reusing = false;

export function reuseAcrossDocuments(on: boolean): void {
  reusing = on;
  reuse = undefined;
}

/** Keys whose value is data (a value, a name's target), kept whole in a fingerprint. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'mapping']);

/** The document as JSON without its prose: the descriptions and summaries outside of values. */
export function fingerprintOf(doc: JsonSchema): string {
  const data = new WeakSet<object>();
  const markData = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || data.has(node)) return;
    data.add(node);
    for (const child of Object.values(node)) markData(child);
  };
  return JSON.stringify(doc, function (this: object, key: string, value: unknown) {
    if (DATA_KEYS.has(key)) markData(value);
    if ((key === 'description' || key === 'summary') && typeof value === 'string' && !data.has(this)) return undefined;
    return value;
  });
}

function prepare(doc: JsonSchema, direction: ValueDirection): Prepared {
  let both = prepared.get(doc);
  if (!both) {
    const fingerprint = reusing ? fingerprintOf(doc) : '';
    both = reuse?.fingerprint === fingerprint ? reuse.both : {request: build(doc, 'request'), response: build(doc, 'response')};
    if (reusing) {
      // The values and validators of the last document, found again by each schema's text.
      for (const state of Object.values(both)) Object.assign(state, {compiled: new WeakMap(), made: new WeakMap(), madeAsText: new WeakMap()});
      reuse = {fingerprint, both};
    }
    prepared.set(doc, both);
  }
  return both[direction];
}

function build(doc: JsonSchema, direction: ValueDirection): Prepared {
  const discriminated = discriminatedBases(doc);
  const bases = new Map([...discriminated.keys()].map((name) => [name, `${name} (base)`]));
  const sampling = (bare: boolean) => {
    const context: Context = {doc, direction, bare, sampling: true, bases};
    const viewed = view(doc, context) as JsonSchema;
    const schemas = viewed.components?.schemas as Record<string, JsonSchema> | undefined;
    for (const [name, {property, children}] of discriminated) {
      if (!schemas) break;
      const own = {...schemas[name]};
      schemas[`${name} (base)`] = own;
      // A base whose children extend it stands for one of them; a base with none, for itself.
      schemas[name] = children.length
        ? {oneOf: children.map((child) => selected({$ref: child.ref}, property, child.value))}
        : selected(own, property, valueFor(own.discriminator, schemaRef(name), doc));
    }
    // A child named by itself (a oneOf of Cat and Dog, each extending Pet) holds the value that selects it too.
    for (const [, {property, children}] of discriminated) {
      for (const child of children) {
        const childName = child.ref.startsWith('#/components/schemas/') ? refName(child.ref) : undefined;
        if (schemas && childName && schemas[childName] && !discriminated.has(childName)) schemas[childName] = selected(schemas[childName], property, child.value);
      }
    }
    return viewed;
  };
  // inlineRefs off: a component is compiled once and called from every schema that names it, not
  // compiled again into each (GitHub's description: the pages generated in 16.5 s instead of 20.8 s).
  const validator = new Ajv2020({strict: false, allErrors: true, validateSchema: false, logger: false, inlineRefs: false, code: {regExp: specPattern}});
  addFormats(validator);
  validator.addSchema(view(doc, {doc, direction, bare: false, sampling: false, bases: new Map()}) as JsonSchema, BASE);
  return {
    sampling: {given: sampling(false), bare: sampling(true)},
    bases,
    validator,
    compiled: new WeakMap(),
    made: new WeakMap(),
    madeAsText: new WeakMap(),
    byText: {compiled: new Map(), made: new Map(), madeAsText: new Map()},
  };
}


/** `#/…` → `openapi.json#/…`, so that a schema compiled on its own resolves into the document. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (!isObject(node)) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${BASE}${value}` : anchored(value)]));
}

/** Ajv's messages for a value against a schema of the document (as this direction reads it); empty when it validates. */
export function validationErrors(raw: JsonSchema | undefined, doc: JsonSchema, direction: ValueDirection, value: unknown): string[] {
  if (!isObject(raw)) return [];
  const state = prepare(doc, direction);
  let validate = state.compiled.get(raw);
  if (!validate) {
    const schema = anchored(view(raw, {doc, direction, bare: false, sampling: false, bases: new Map()})) as JsonSchema;
    const text = JSON.stringify(schema);
    validate = state.byText.compiled.get(text);
    if (!validate) {
      try {
        validate = state.validator.compile(schema);
      } catch (error) {
        validate = error as Error;
      }
      state.byText.compiled.set(text, validate);
    }
    state.compiled.set(raw, validate);
  }
  // A schema Ajv cannot compile cannot be checked: its problem is reported by the loader.
  if (validate instanceof Error) return [];
  try {
    if (validate(value)) return [];
  } catch {
    // Nor one that reaches a schema whose compile failed before (a pattern JavaScript cannot read): Ajv left it half compiled.
    return [];
  }
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
}

export interface MadeValue {
  value: unknown;
  /** Ajv's messages where no value could be made that validates. */
  errors: string[];
}

/**
 * A number or boolean sent as text (a parameter) whose text also validates as
 * a string: against a `oneOf` of a number and a string (GitHub's
 * `pages_deployment_id`), the server reads `0` as both, and refuses it.
 */
function ambiguousAsText(raw: JsonSchema, doc: JsonSchema, direction: ValueDirection, value: unknown): boolean {
  if (typeof value !== 'number' && typeof value !== 'boolean') return false;
  if (!Array.isArray(resolveLocal(doc, raw)?.oneOf ?? raw.oneOf)) return false;
  return validationErrors(raw, doc, direction, String(value)).length === 0;
}

/**
 * A value of the schema, made up for a sample or an example, checked by Ajv.
 * `asText`: the value is sent as text (a parameter), so it must not be one that
 * its text would make match a second branch of a `oneOf`.
 */
export function madeUpValue(raw: JsonSchema | undefined, doc: JsonSchema, direction: ValueDirection, options: {asText?: boolean} = {}): MadeValue {
  if (!isObject(raw)) return {value: undefined, errors: []};
  const state = prepare(doc, direction);
  const cache = options.asText ? state.madeAsText : state.made;
  const byText = options.asText ? state.byText.madeAsText : state.byText.made;
  let cached = cache.get(raw);
  if (cached) return cached;
  const text = JSON.stringify(raw);
  cached = byText.get(text);
  if (cached) {
    cache.set(raw, cached);
    return cached;
  }
  // The spec's examples, then without them; every field, then only the required ones (an optional
  // field can make a value match a second branch of a oneOf); then only the required ones, deeper, and
  // every field, deeper (./sampler.ts says why); for a union, each branch first in turn; last, the first
  // value with no item repeated in an array.
  const candidates = function* (): Generator<unknown> {
    const tries: [bare: boolean, onlyRequired: boolean, depth: number][] = [
      [false, false, sampleDepth],
      [true, false, sampleDepth],
      [true, true, sampleDepth],
      [false, true, requiredDepth],
      [true, true, requiredDepth],
      [false, false, deeperDepth],
    ];
    let firstValue: unknown;
    for (const [bare, onlyRequired, depth] of tries) {
      const schema = view(raw, {doc, direction, bare, sampling: true, bases: state.bases}) as JsonSchema;
      const document = bare ? state.sampling.bare : state.sampling.given;
      const value = sampled(schema, document, direction, onlyRequired, depth);
      firstValue ??= value;
      yield value;
      const target = resolveLocal(document, schema) ?? schema;
      const union = Array.isArray(target.oneOf) ? 'oneOf' : Array.isArray(target.anyOf) ? 'anyOf' : undefined;
      if (union) {
        for (let index = 1; index < target[union].length; index++) {
          const rest = target[union].filter((_: unknown, at: number) => at !== index);
          yield sampled({...target, [union]: [target[union][index], ...rest]}, document, direction, onlyRequired, depth);
        }
      }
    }
    // The first value with its arrays' repeated items told apart (`uniqueItems`).
    yield distinctItems(firstValue);
  };
  let found: MadeValue | undefined;
  // Valid, but read as two branches when sent as text: only where no other value will do.
  let ambiguous: MadeValue | undefined;
  let first: MadeValue | undefined;
  for (const value of candidates()) {
    const errors = validationErrors(raw, doc, direction, value);
    first ??= {value, errors};
    if (errors.length) continue;
    if (options.asText && ambiguousAsText(raw, doc, direction, value)) ambiguous ??= {value, errors};
    else {
      found = {value, errors};
      break;
    }
  }
  const made = found ?? ambiguous ?? first ?? {value: undefined, errors: []};
  cache.set(raw, made);
  byText.set(text, made);
  return made;
}
