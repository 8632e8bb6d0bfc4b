/**
 * Small helpers for the guides tests to walk the OpenAPI spec the way the REST
 * pages do: `$ref`, `allOf`/`anyOf`/`oneOf` and array levels are transparent,
 * so `['follow_up', 'note']` under GET /check_ins/{id} reaches PastoralNote.
 */
import {resolveRef, type SpecValue} from '../../packages/api-reference/src/load/load-spec';
import {spec} from './guides-blocks';
import {model as komodoModel} from '../komodo-model';

type Schema = Record<string, SpecValue>;

/** The schemas a schema stands for, with the component names passed on the way. */
function expand(schema: Schema | undefined, refs: string[] = []): Array<{schema: Schema; refs: string[]}> {
  if (!schema || typeof schema !== 'object') return [];
  if (typeof schema.$ref === 'string') {
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    return expand(resolveRef(spec, schema.$ref), name ? [...refs, name] : refs);
  }
  const parts = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (Array.isArray(schema[k]) ? schema[k] : []));
  return [{schema, refs}, ...parts.flatMap((s: Schema) => expand(s, refs))];
}

/** Component schema names that a schema is (through refs and combinators, not properties). */
export function namesOf(schema: Schema | undefined): Set<string> {
  return new Set(expand(schema).flatMap((e) => e.refs));
}

/** The same schema with array levels removed. */
export function unarray(schema: Schema | undefined): Schema | undefined {
  const withItems = expand(schema).find((e) => e.schema.items);
  return withItems ? unarray(withItems.schema.items) : schema;
}

/** The schema of property `name`, through refs, combinators and arrays. */
export function property(schema: Schema | undefined, name: string): Schema | undefined {
  return expand(unarray(schema)).map((e) => e.schema.properties?.[name]).find(Boolean);
}

/** Every property path (array levels transparent) below a schema, e.g. `follow_up-note-quick_note`. */
export function propertyPaths(schema: Schema | undefined, prefix: string[] = [], seen = new Set<Schema>()): string[] {
  const target = unarray(schema);
  if (!target || seen.has(target)) return [];
  const next = new Set(seen).add(target);
  const paths: string[] = [];
  for (const e of expand(target)) {
    for (const [name, child] of Object.entries<Schema>(e.schema.properties ?? {})) {
      paths.push([...prefix, name].join('-'), ...propertyPaths(child, [...prefix, name], next));
    }
  }
  return paths;
}

export interface Operation {
  method: string;
  path: string;
  pageId: string;
  op: Schema;
}

/** Every operation of the spec, with the id the plugin gives its page (from the one model). */
export const operations: Operation[] = (komodoModel).operations.map((model) => ({
  method: model.method,
  path: model.path,
  pageId: model.id,
  op: spec.paths[model.path][model.method.toLowerCase()],
}));

/** The JSON body schema of a response, with a shared `$ref` response followed. */
export function responseSchema(op: Schema, status: string): Schema | undefined {
  let response = op.responses?.[status];
  if (typeof response?.$ref === 'string') response = resolveRef(spec, response.$ref);
  return response?.content?.['application/json']?.schema;
}

/** Anchors that a REST operation page has: headings, parameters and response properties. */
export function anchorsOf(operation: Operation): Set<string> {
  const anchors = new Set(['authentication', 'parameters', 'responses', 'code-samples']);
  for (const raw of operation.op.parameters ?? []) {
    const parameter = typeof raw.$ref === 'string' ? resolveRef(spec, raw.$ref) : raw;
    anchors.add(`param-${parameter.name}`);
  }
  for (const status of Object.keys(operation.op.responses ?? {})) {
    anchors.add(`response-${status}`);
    for (const path of propertyPaths(responseSchema(operation.op, status))) anchors.add(`response-${status}-${path}`);
  }
  return anchors;
}

/** The schemas of all properties of a schema, through refs, combinators and arrays. */
export function children(schema: Schema | undefined): Schema[] {
  return expand(unarray(schema)).flatMap((e) => Object.values<Schema>(e.schema.properties ?? {}));
}
