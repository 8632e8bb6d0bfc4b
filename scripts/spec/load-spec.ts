/**
 * Loads the OpenAPI spec and refuses a broken one before any page is generated from it.
 * Redocly lint checks style; this checks what would silently produce wrong pages: YAML syntax,
 * dangling local $refs, OpenAPI 3.0 `nullable`, and examples that do not match their schema.
 * Every problem is collected and reported as `file:line:col: place: what`, all at once, so a
 * reader fixes them in one go.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument, isMap, isSeq, type Node as YamlNode} from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** Loose on purpose: the plugin and our generators read it as plain JSON. */
export type OpenApiDoc = {openapi: string; info: {title: string; version: string; description?: string}; [key: string]: any};
/** One example that was checked (what and where), for the tests' counts and messages. */
export type CheckedExample = {label: string; at: string};
type JsonPath = (string | number)[];

export class SpecError extends Error {
  override name = 'SpecError';
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
// Values that are data, not spec: a `$ref` or `nullable` inside them is not ours to judge.
// (`examples` is data in a schema, where it is an array; in a media type it maps Example Objects.)
const DATA_KEYS = new Set(['example', 'value', 'enum', 'const']);
// JSON Schema keywords holding sub-schemas: maps of them, lists of them, or one.
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_ONE = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties', 'propertyNames'];
const BASE = 'openapi.json'; // the id under which Ajv knows the whole document

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);
const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');
const refPath = (ref: string): JsonPath => ref.slice(1).split('/').slice(1).map((s) => unescape(decodeURIComponent(s)));

/** Follows a local `#/...` JSON pointer; undefined when it does not resolve. */
export function resolveRef(doc: unknown, ref: string): any {
  if (!ref.startsWith('#')) return undefined;
  return refPath(ref).reduce<any>((node, key) => (isObject(node) || Array.isArray(node) ? (node as any)[key] : undefined), doc);
}

/** Follows a chain of `$ref`s, returning the target and its JSON path (for line numbers). */
function deref(doc: OpenApiDoc, value: any, at: JsonPath): [any, JsonPath] {
  for (let hops = 0; isObject(value) && typeof value.$ref === 'string' && hops < 20; hops++) {
    [value, at] = [resolveRef(doc, value.$ref), refPath(value.$ref)];
  }
  return [value, at];
}

/** Parses and checks the spec; returns it with every problem found and every example checked. */
export function inspectSpec(
  file: string,
  shown = path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/'),
): {doc: OpenApiDoc; problems: string[]; examples: CheckedExample[]} {
  const lineCounter = new LineCounter();
  const yaml = parseDocument(readFileSync(file, 'utf8'), {lineCounter});
  if (yaml.errors.length > 0) {
    // The yaml package knows where the syntax broke; keep the first line of its message only.
    throw new SpecError(yaml.errors.map((e) => {
      const {line, col} = e.linePos?.[0] ?? {line: 1, col: 1};
      return `${shown}:${line}:${col}: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`;
    }).join('\n'));
  }

  /** file:line:col of the deepest YAML node on the path: the value, which is where the fault is. */
  const locate = (at: JsonPath): string => {
    let node = yaml.contents as YamlNode | undefined;
    let found = node;
    for (const key of at) {
      if (isMap(node)) node = node.items.find((p) => String((p.key as any)?.value ?? p.key) === String(key))?.value as YamlNode;
      else if (isSeq(node)) node = node.items[Number(key)] as YamlNode;
      else break;
      if (!node) break;
      found = node;
    }
    const {line, col} = lineCounter.linePos(found?.range?.[0] ?? 0);
    return `${shown}:${line}:${col}`;
  };

  const doc = yaml.toJS() as OpenApiDoc;
  if (!isObject(doc)) throw new SpecError(`${shown}:1:1: the spec is not a YAML mapping`);
  if (!/^3\.1\.\d+$/.test(String(doc.openapi ?? ''))) {
    throw new SpecError(`${locate(['openapi'])}: openapi: expected a 3.1.x version, found ${JSON.stringify(doc.openapi ?? null)}`);
  }

  const problems: string[] = [];
  // `place` names the object at fault; `pin` is where line:col points (the offending key's value).
  const report = (place: JsonPath, what: string, pin = place) => problems.push(`${locate(pin)}: ${place.join('.')}: ${what}`);

  // 1. Structure: every local $ref resolves, and no OpenAPI 3.0 `nullable` (3.1 uses type arrays).
  const walk = (value: unknown, at: JsonPath) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, [...at, i]));
    if (!isObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#') && resolveRef(doc, child) === undefined) {
        report(at, `$ref '${child}' does not resolve`, [...at, key]);
      }
      // A property *named* nullable is legitimate; the keyword is not.
      if (key === 'nullable' && at[at.length - 1] !== 'properties') {
        report(at, `"nullable" is OpenAPI 3.0; use a 3.1 type array such as [string, "null"]`, [...at, key]);
      }
      if (!DATA_KEYS.has(key) && !(key === 'examples' && Array.isArray(child))) walk(child, [...at, key]);
    }
  };
  walk(doc, []);
  // Stop here: Ajv cannot compile schemas with dangling refs, and the messages above say why.
  if (problems.length > 0) throw new SpecError(problems.join('\n'));

  // 2. Examples. The whole document is registered with Ajv so that `#/components/...` resolves,
  //    and each schema is addressed by its JSON pointer in it.
  const ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false});
  addFormats(ajv);
  ajv.addSchema(doc, BASE);
  const examples: CheckedExample[] = [];
  const check = (schemaAt: JsonPath, value: unknown, valueAt: JsonPath, label: string) => {
    const at = locate(valueAt);
    if (examples.some((e) => e.at === at)) return; // a shared response is checked once, under its first operation
    examples.push({label, at});
    try {
      const pointer = schemaAt.map((s) => encodeURIComponent(String(s).replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
      const validate = ajv.getSchema(`${BASE}#/${pointer}`);
      if (!validate) return report(schemaAt, `the schema of ${label} cannot be found`);
      if (validate(value)) return;
      for (const e of validate.errors ?? []) {
        const where = [...valueAt, ...e.instancePath.split('/').slice(1).map(unescape)];
        problems.push(`${locate(where)}: ${label} is invalid at ${e.instancePath || '/'}: ${e.message}`);
      }
    } catch (error) {
      report(schemaAt, `the schema of ${label} is not valid JSON Schema: ${(error as Error).message}`);
    }
  };
  /** Schema-level `examples` (a JSON Schema array), in a schema and all its sub-schemas. */
  const walkSchema = (schema: unknown, at: JsonPath) => {
    if (!isObject(schema)) return;
    (Array.isArray(schema.examples) ? schema.examples : []).forEach((v: unknown, i: number) =>
      check(at, v, [...at, 'examples', i], `examples[${i}] of schema ${at.join('.')}`));
    for (const k of SUBSCHEMA_MAPS) for (const [n, s] of Object.entries(isObject(schema[k]) ? schema[k] : {})) walkSchema(s, [...at, k, n]);
    for (const k of SUBSCHEMA_LISTS) (Array.isArray(schema[k]) ? schema[k] : []).forEach((s: unknown, i: number) => walkSchema(s, [...at, k, i]));
    for (const k of SUBSCHEMA_ONE) walkSchema(schema[k], [...at, k]);
  };
  /** A media type or parameter: a `schema` with an `example` or named `examples`. */
  const checkHolder = (raw: unknown, rawAt: JsonPath, label: string) => {
    const [holder, at] = deref(doc, raw, rawAt);
    if (!isObject(holder) || !isObject(holder.schema)) return;
    walkSchema(holder.schema, [...at, 'schema']);
    if ('example' in holder) check([...at, 'schema'], holder.example, [...at, 'example'], `example of ${label}`);
    for (const [name, rawExample] of Object.entries(isObject(holder.examples) ? holder.examples : {})) {
      const [ex, exAt] = deref(doc, rawExample, [...at, 'examples', name]);
      if (isObject(ex) && 'value' in ex) check([...at, 'schema'], ex.value, [...exAt, 'value'], `example "${name}" of ${label}`);
    }
  };

  for (const [route, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS.filter((m) => isObject(item?.[m]))) {
      const op = item[method];
      const name = `${method.toUpperCase()} ${route}`;
      const opAt = ['paths', route, method];
      const param = (p: unknown) => `parameter "${deref(doc, p, [])[0]?.name}" of ${name}`;
      (item.parameters ?? []).forEach((p: unknown, i: number) => checkHolder(p, ['paths', route, 'parameters', i], param(p)));
      (op.parameters ?? []).forEach((p: unknown, i: number) => checkHolder(p, [...opAt, 'parameters', i], param(p)));
      // (The API has no request bodies and no response headers; add them here if it gets some.)
      for (const [status, raw] of Object.entries<any>(op.responses ?? {})) {
        const [response, responseAt] = deref(doc, raw, [...opAt, 'responses', status]);
        for (const type of Object.keys(response?.content ?? {})) {
          checkHolder(response.content[type], [...responseAt, 'content', type], `${name} ${status} (${type})`);
        }
      }
    }
  }
  for (const key of Object.keys(doc.components?.parameters ?? {})) {
    checkHolder(doc.components.parameters[key], ['components', 'parameters', key], `parameter components.parameters.${key}`);
  }
  for (const [key, schema] of Object.entries(doc.components?.schemas ?? {})) walkSchema(schema, ['components', 'schemas', key]);

  return {doc, problems, examples};
}

/** The spec, checked; throws one SpecError listing every problem found, one per line. */
export function loadSpec(file: string): OpenApiDoc {
  const {doc, problems} = inspectSpec(file);
  if (problems.length > 0) throw new SpecError(problems.join('\n'));
  return doc;
}
