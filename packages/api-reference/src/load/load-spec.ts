/**
 * Reads an OpenAPI description, whatever its shape, into one document the
 * rest of the pipeline reads: OpenAPI 3.1, every file bundled into one.
 *
 * - YAML or JSON, one file or many: relative `$ref`s to other files (schemas,
 *   path items, Markdown descriptions) are bundled by @redocly/openapi-core,
 *   which keeps internal `$ref`s as they are, so a recursive schema stays a link.
 * - Swagger 2.0 and OpenAPI 3.0 are upgraded to 3.1 on the way in by Scalar's
 *   @scalar/openapi-upgrader (`nullable`, boolean `exclusiveMinimum`, `example`,
 *   `definitions`, …); the download keeps the spec as it was given.
 * - A spec that cannot be read stops with `file:line:col: place: what`, every
 *   problem at once. Examples that do not match their schema, and 3.0
 *   keywords in a 3.1 spec, are errors under the house rules (`strict`, this
 *   repo's own spec) and warnings for anyone else's.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {bundle, createConfig, YamlParseError} from '@redocly/openapi-core';
import {upgrade} from '@scalar/openapi-upgrader';
import {isObject, maxRefHops, pointerKeys, resolvePointer} from './json';
import {inlineBodyParameterRefs} from './swagger-body-refs';
import {SpecError, type JsonPath, type SpecValue} from './spec-error';
import {slowPatternSaid, specPattern, takeUnchecked} from './patterns';
import {parseFile, shownPath, SpecResolver, tooDeepMessage, type ParsedFile} from './parse';

export {SpecError, type SpecValue};
export {readYaml} from './parse';

export type OpenApiDoc = {openapi: string; info: {title: string; version: string; description?: string}; [key: string]: SpecValue};
/** One example that was checked (what and where), for the tests' counts and messages. */
export type CheckedExample = {label: string; at: string};


export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
// Values that are data, not spec: a `$ref` or `nullable` inside them is not ours to judge.
// (`examples` is data in a schema, where it is an array; in a media type it maps Example Objects.)
const DATA_KEYS = new Set(['example', 'value', 'enum', 'const', 'default']);
// JSON Schema keywords holding sub-schemas: maps of them, lists of them, or one.
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_ONE = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties', 'propertyNames'];
const BASE = 'openapi.json'; // the id under which Ajv knows the whole document

/** Follows a local `#/...` JSON pointer; undefined when it does not resolve. */
export const resolveRef = (doc: unknown, ref: string): SpecValue => resolvePointer(doc, ref);

/** Follows a chain of `$ref`s, returning the target and its JSON path (for line numbers). */
function deref(doc: OpenApiDoc, value: SpecValue, at: JsonPath): [SpecValue, JsonPath] {
  for (let hops = 0; isObject(value) && typeof value.$ref === 'string' && hops < maxRefHops; hops++) {
    [value, at] = [resolveRef(doc, value.$ref), pointerKeys(value.$ref)];
  }
  return [value, at];
}

/**
 * The checks that catch what would silently produce wrong pages: every local
 * `$ref` resolves, no OpenAPI 3.0 `nullable` in 3.1, and every example (of a
 * schema, a parameter, a header, a request or response body) matches its schema.
 * `locate` names the place of a JSON path in the file.
 */
export function checkDocument(doc: OpenApiDoc, locate: (at: JsonPath) => string): {problems: string[]; examples: CheckedExample[]} {
  const problems: string[] = [];
  // `place` names the object at fault; `pin` is where line:col points (the offending key's value).
  const report = (place: JsonPath, what: string, pin = place) => problems.push(`${locate(pin)}: ${place.join('.')}: ${what}`);

  /** Each pattern's first place: where a slow one is named. */
  const patterns = new Map<string, JsonPath>();
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
      if (key === 'pattern' && typeof child === 'string') patterns.set(child, [...at, key]);
      if (!DATA_KEYS.has(key) && !(key === 'examples' && Array.isArray(child))) walk(child, [...at, key]);
    }
  };
  walk(doc, []);
  // Stop here: Ajv cannot compile schemas with dangling refs, and the messages above say why.
  if (problems.length > 0) return {problems, examples: []};

  // The whole document is registered with Ajv so that `#/components/...` resolves,
  // and each schema is addressed by its JSON pointer in it.
  const ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false, logger: false, code: {regExp: specPattern}});
  takeUnchecked();
  addFormats(ajv);
  ajv.addSchema(doc, BASE);
  const examples: CheckedExample[] = [];
  const seen = new Set<string>();
  const check = (schemaAt: JsonPath, value: unknown, valueAt: JsonPath, label: string) => {
    const at = locate(valueAt);
    if (seen.has(at)) return; // a shared response is checked once, under its first operation
    seen.add(at);
    examples.push({label, at});
    try {
      // A schema that is only a `$ref` is validated as its target, compiled once for every place that uses it.
      const target = schemaAt.reduce<SpecValue>((node, key) => node?.[key], doc);
      if (isObject(target) && typeof target.$ref === 'string' && target.$ref.startsWith('#/') && Object.keys(target).length === 1) schemaAt = pointerKeys(target.$ref);
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
  /** A media type, parameter or header: a `schema` with an `example` or named `examples`. */
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
  const checkContent = (content: unknown, at: JsonPath, label: string) => {
    // An XML or text example is the body as written, not a value JSON Schema can check.
    for (const type of Object.keys(isObject(content) ? content : {}).filter((name) => !/[/+]xml\b/.test(name))) {
      checkHolder((content as SpecValue)[type], [...at, type], `${label} (${type})`);
    }
  };
  const checkOperation = (op: SpecValue, opAt: JsonPath, name: string, pathItem: SpecValue, pathAt: JsonPath) => {
    const param = (p: unknown) => `parameter "${deref(doc, p, [])[0]?.name}" of ${name}`;
    (pathItem.parameters ?? []).forEach((p: unknown, i: number) => checkHolder(p, [...pathAt, 'parameters', i], param(p)));
    (op.parameters ?? []).forEach((p: unknown, i: number) => checkHolder(p, [...opAt, 'parameters', i], param(p)));
    const [body, bodyAt] = deref(doc, op.requestBody, [...opAt, 'requestBody']);
    if (isObject(body)) checkContent(body.content, [...bodyAt, 'content'], `${name} request body`);
    for (const [status, raw] of Object.entries<SpecValue>(isObject(op.responses) ? op.responses : {})) {
      const [response, responseAt] = deref(doc, raw, [...opAt, 'responses', status]);
      if (!isObject(response)) continue;
      checkContent(response.content, [...responseAt, 'content'], `${name} ${status}`);
      for (const [header, rawHeader] of Object.entries(isObject(response.headers) ? response.headers : {})) {
        checkHolder(rawHeader, [...responseAt, 'headers', header], `header ${header} of ${name} ${status}`);
      }
    }
    for (const [callback, rawCallback] of Object.entries(isObject(op.callbacks) ? op.callbacks : {})) {
      const [item, itemAt] = deref(doc, rawCallback, [...opAt, 'callbacks', callback]);
      for (const [expression, cbItem] of Object.entries(isObject(item) ? item : {})) {
        checkPathItem(cbItem, [...itemAt, expression], `callback ${callback} of ${name}:`);
      }
    }
  };
  const checkPathItem = (raw: SpecValue, rawAt: JsonPath, prefix: string) => {
    const [item, at] = deref(doc, raw, rawAt);
    if (!isObject(item)) return;
    for (const method of HTTP_METHODS.filter((m) => isObject(item[m]))) {
      checkOperation(item[method], [...at, method], `${prefix}${method.toUpperCase()} ${String(rawAt[rawAt.length - 1])}`, item, at);
    }
  };
  for (const route of Object.keys(isObject(doc.paths) ? doc.paths : {})) checkPathItem(doc.paths[route], ['paths', route], '');
  for (const name of Object.keys(isObject(doc.webhooks) ? doc.webhooks : {})) checkPathItem(doc.webhooks[name], ['webhooks', name], 'webhook ');
  for (const key of Object.keys(doc.components?.parameters ?? {})) {
    checkHolder(doc.components.parameters[key], ['components', 'parameters', key], `parameter components.parameters.${key}`);
  }
  for (const [key, schema] of Object.entries(doc.components?.schemas ?? {})) walkSchema(schema, ['components', 'schemas', key]);
  // A pattern that went past its time budget (patterns.ts) checked nothing: say where it is.
  const unchecked = takeUnchecked();
  for (const [pattern, at] of patterns) if (unchecked.has(pattern)) report(at.slice(0, -1), slowPatternSaid(pattern), at);

  return {problems, examples};
}

export interface LoadedSpec {
  /** The root file as shown in messages (relative to the working directory). */
  shown: string;
  /** The root file's text. */
  source: string;
  /** Every file bundled, the root first (a dev server watches them). */
  files: string[];
  /** As given (its own version), all files bundled into one: what the spec download serves. */
  original: OpenApiDoc;
  /** The same, upgraded to OpenAPI 3.1: what every page is made from. */
  doc: OpenApiDoc;
  /** `Swagger 2.0` or `OpenAPI 3.0.3` when the spec was upgraded on the way in. */
  convertedFrom?: string;
  /** What the house rules would refuse; empty under `strict`, where they are errors. */
  warnings: string[];
  examples: CheckedExample[];
}

export interface ReadOptions {
  /** The house rules (this repo's own spec): examples and 3.0 keywords are errors, not warnings. */
  strict: boolean;
  /** Directory messages name files relative to; the working directory by default. */
  cwd?: string;
  /** More operations and webhooks than this: refused at `paths`, before the pages' model is built (operationsUpTo). */
  maxOperations?: number;
}

/**
 * A reference site is built from at most this many operations and webhooks
 * unless `--max-operations` says otherwise. Its model and pages take about
 * 0.5 MB an operation (APIs.guru's directory: autotask.net.json's 2,958
 * generated and compiled in 1,782 MB; Microsoft Graph's 11,422 took 5.9 GB
 * and 291 s for the model alone, and its 22,361 of the beta ran a 3 GB heap
 * out after 476 s): past this, the 3 GB a build is given would end in a crash
 * minutes later, where a sentence now says so at once.
 */
export const operationsUpTo = 5000;

function versionOf(root: ParsedFile, shown: string): {kind: 'swagger' | 'openapi'; version: string} {
  const value = root.value;
  if (!isObject(value)) throw new SpecError(`${shown}:1:1: the spec is not a YAML or JSON mapping`);
  if (value.swagger !== undefined) {
    if (String(value.swagger) === '2.0') return {kind: 'swagger', version: '2.0'};
    throw new SpecError(`${root.locate(['swagger'])}: swagger: expected "2.0", found ${JSON.stringify(value.swagger)}`);
  }
  const version = String(value.openapi ?? '');
  if (/^3\.[01]\.\d+$/.test(version)) return {kind: 'openapi', version};
  throw new SpecError(
    `${root.locate(value.openapi === undefined ? [] : ['openapi'])}: openapi: expected a 3.0.x or 3.1.x version (or swagger: "2.0"), found ${JSON.stringify(value.openapi ?? null)}`,
  );
}

/**
 * A `$ref` whose chain comes back to it without passing through anything but
 * `$ref`s and `allOf`/`anyOf`/`oneOf` (a schema that is only a `$ref` to
 * itself, parameters P1 → P2 → P1, A = {allOf: [B]} with B = A) names a value
 * made only of itself, which no page can show: refused at its place, before
 * the bundler stops on it without one (or the schema model recurses into it
 * until the stack runs out). A schema that refers to itself from a property
 * or an item, a recursive schema, is not such a loop.
 */
function checkRefCycles(root: ParsedFile): void {
  const doc = root.value;
  const problems: string[] = [];
  /** Where a pointer's value leads without a property between: its $ref, and its allOf/anyOf/oneOf members. */
  const edges = (pointer: string): string[] => {
    const node: SpecValue = resolveRef(doc, pointer);
    if (!isObject(node)) return [];
    const next: string[] = typeof node.$ref === 'string' && node.$ref.startsWith('#') ? [node.$ref] : [];
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[key])) node[key].forEach((_: unknown, i: number) => next.push(`${pointer}/${key}/${i}`));
    return next;
  };
  const reaches = new Map<string, string[] | null>(); // a loop the pointer leads into, or null
  const path: string[] = [];
  const loopFrom = (pointer: string): string[] | null => {
    const known = reaches.get(pointer);
    if (known !== undefined) return known;
    const index = path.indexOf(pointer);
    if (index >= 0) return [...path.slice(index), pointer];
    if (path.length > 10_000) return null;
    path.push(pointer);
    let found: string[] | null = null;
    for (const next of edges(pointer)) if ((found = loopFrom(next))) break;
    path.pop();
    reaches.set(pointer, found);
    return found;
  };
  const stack: [SpecValue, JsonPath][] = [[doc, []]];
  while (stack.length > 0 && problems.length < 20) {
    const [node, at] = stack.pop()!;
    if (Array.isArray(node)) node.forEach((child, i) => stack.push([child, [...at, i]]));
    if (!isObject(node)) continue;
    // An empty $ref is the whole file, which holds itself: as a schema, a loop that never ends (Ajv's validation recursed until the stack ran out).
    if (node.$ref === '') problems.push(`${root.locate([...at, '$ref'])}: ${at.join('.')}: $ref '' names the whole file, not a part of it: give the part, such as '#/components/schemas/Pet'`);
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
      const loop = loopFrom(node.$ref);
      if (loop) problems.push(`${root.locate([...at, '$ref'])}: ${at.join('.')}: $ref '${node.$ref}' is a loop of $refs (${loop.join(' → ')}) that never reaches a value`);
    }
    for (const [key, child] of Object.entries(node)) if (!DATA_KEYS.has(key) && typeof child === 'object') stack.push([child, [...at, key]]);
  }
  if (problems.length > 0) throw new SpecError(problems.join('\n'));
}

/** Reads, bundles, upgrades and checks a spec; throws one SpecError listing every problem, one per line. */
/** C0 control characters but tab, line feed and carriage return, and DEL: what HTML may not hold as text. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// eslint-disable-next-line no-control-regex
const hasControlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The document with every control character of its strings and keys (a JSON
 * spec's `\u0000`, a YAML one's `"\a"`) as U+FFFD, the replacement character:
 * HTML may not hold them, and the pages showed invalid markup. The same object
 * where it has none; a copy (`copy`) where it is also the spec as given, which
 * the downloads keep.
 */
function withoutControlCharacters(doc: OpenApiDoc, copy: boolean): OpenApiDoc {
  const has = (value: unknown, seen = new Set<object>()): boolean => {
    if (typeof value === 'string') return hasControlCharacter.test(value);
    if (typeof value !== 'object' || value === null || seen.has(value)) return false;
    seen.add(value);
    return Object.entries(value).some(([key, child]) => has(key) || has(child, seen));
  };
  if (!has(doc)) return doc;
  const target = copy ? structuredClone(doc) : doc;
  const clean = (text: string) => text.replace(controlCharacters, '\uFFFD');
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (typeof child === 'string') record[key] = clean(child);
      else walk(child);
      if (!Array.isArray(value) && clean(key) !== key) {
        record[clean(key)] = record[key];
        delete record[key];
      }
    }
  };
  walk(target);
  return target;
}

/** The operations of the paths and the webhooks. */
function countOperations(doc: OpenApiDoc): number {
  const items = [...Object.values(isObject(doc.paths) ? doc.paths : {}), ...Object.values(isObject(doc.webhooks) ? doc.webhooks : {})];
  return items.reduce((sum: number, item) => sum + (isObject(item) ? HTTP_METHODS.filter((method) => isObject(item[method])).length : 0), 0);
}

export async function readSpec(file: string, options: ReadOptions): Promise<LoadedSpec> {
  const cwd = options.cwd ?? process.cwd();
  const absolute = path.resolve(cwd, file);
  const shown = shownPath(absolute, cwd);
  let source: string;
  try {
    source = readFileSync(absolute, 'utf8');
  } catch (error) {
    throw new SpecError(`${shown}: cannot read the spec: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const root = parseFile(source, shown);
  const {kind, version} = versionOf(root, shown);

  checkRefCycles(root);

  // Bundle every file into one; internal $refs stay, so schemas keep their names.
  const config = await createConfig({});
  let bundled: Awaited<ReturnType<typeof bundle>>;
  try {
    bundled = await bundle({ref: absolute, config, dereference: false, externalRefResolver: new SpecResolver(config.resolve, path.dirname(absolute))});
  } catch (error) {
    if (error instanceof SpecError) throw error;
    // Anything else the bundler stops on (a $ref cycle through another file): a sentence naming the spec.
    if (!(error instanceof YamlParseError)) throw new SpecError(`${shown}: the spec's files cannot be bundled into one: ${(error as Error).message}`);
    // A file that a $ref includes and that is not YAML: its place, without the parser's stack.
    const {line, col} = error;
    throw new SpecError(`${shownPath(error.source.absoluteRef, cwd)}:${line || 1}:${col || 1}: ${tooDeepMessage(error.message.replace(/ in "[^"]*"/, '').replace(/ \(\d+:\d+\)$/, ''))}`);
  }
  // The bundler follows an example's externalValue and a discriminator's mapping as it follows a $ref, but neither
  // includes anything in the document: one it cannot reach (a URL, a file not published with the spec:
  // cpy.re/peertube.json, digitalocean.com.json) is not a $ref that does not resolve.
  const named = (problem: (typeof bundled.problems)[number]) => {
    const location = problem.location[0];
    return /^Can't resolve \$ref/.test(problem.message) && /\/(examples\/[^/]+|example|discriminator\/mapping\/[^/]+)$/.test(location?.pointer ?? '');
  };
  const errors = bundled.problems.filter((problem) => problem.severity === 'error' && !named(problem));
  if (errors.length > 0) {
    throw new SpecError(errors.map((problem) => {
      const location = problem.location[0];
      const at = pointerKeys(location?.pointer ?? '#');
      const where = location?.source.absoluteRef ?? absolute;
      const parsed = where === absolute ? root : parseFile(location?.source.body ?? '', shownPath(where, cwd));
      const ref: unknown = at.reduce<SpecValue>((node, key) => node?.[key], parsed.value)?.$ref;
      const what = /^Can't resolve \$ref/.test(problem.message)
        ? `$ref '${String(ref)}' does not resolve${problem.message.includes(':') ? ` (${problem.message.split(': ').slice(1).join(': ').replace(/ '.*'$/, '')})` : ''}`
        : problem.message;
      return `${parsed.locate(typeof ref === 'string' ? [...at, '$ref'] : at)}: ${at.join('.') || 'the spec'}: ${what}`;
    }).join('\n'));
  }
  const original = bundled.bundle.parsed as OpenApiDoc;
  const files = [absolute, ...[...bundled.fileDependencies].filter((dependency) => dependency !== absolute)];

  let doc = original;
  let convertedFrom: string | undefined;
  if (!(kind === 'openapi' && version.startsWith('3.1'))) {
    convertedFrom = kind === 'swagger' ? 'Swagger 2.0' : `OpenAPI ${version}`;
    try {
      doc = upgrade(inlineBodyParameterRefs(structuredClone(original)), '3.1') as unknown as OpenApiDoc;
    } catch (error) {
      throw new SpecError(`${shown}:1:1: the spec could not be upgraded from ${convertedFrom} to OpenAPI 3.1: ${(error as Error).message}`);
    }
  }
  if (!isObject(doc.info)) throw new SpecError(`${root.locate([])}: info: the spec has no info object (title and version)`);
  doc = withoutControlCharacters(doc, doc === original);

  // A place in the document: in the file it was written in, following `$ref`s to other files
  // as the bundler did; where the bundler moved it (a shared schema), as a pointer.
  const parsedFiles = new Map<string, ParsedFile>([[absolute, root]]);
  const fileOf = (file: string) => {
    if (!parsedFiles.has(file)) parsedFiles.set(file, parseFile(readFileSync(file, 'utf8'), shownPath(file, cwd)));
    return parsedFiles.get(file)!;
  };
  const locate = (at: JsonPath): string => {
    let file = absolute;
    let rest = [...at];
    let inFile: JsonPath = [];
    for (let hops = 0; hops < 64; hops++) {
      const parsed = fileOf(file);
      let node: SpecValue = inFile.reduce<SpecValue>((value, key) => value?.[key], parsed.value);
      let index = 0;
      for (; index < rest.length && isObject(node) && typeof node.$ref !== 'string'; index++) node = node?.[rest[index]];
      if (!(isObject(node) && typeof node.$ref === 'string' && !node.$ref.startsWith('#'))) {
        const here = [...inFile, ...rest];
        return parsed.has(here) ? parsed.locate(here) : `${shown}#/${at.map((key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
      }
      const [target, fragment = ''] = node.$ref.split('#');
      inFile = fragment ? pointerKeys(`#${fragment}`) : [];
      rest = rest.slice(index);
      file = path.resolve(path.dirname(file), target);
      if (!existsSync(file)) return parsed.locate([...inFile, ...rest]);
    }
    return `${shown}#/${at.join('/')}`;
  };
  const count = countOperations(doc);
  if (options.maxOperations !== undefined && count > options.maxOperations) {
    throw new SpecError(`${root.has(['paths']) ? root.locate(['paths']) : `${shown}:1:1`}: paths: ${count.toLocaleString('en')} operations and webhooks, more than the ${options.maxOperations.toLocaleString('en')} a reference site is built from (each takes about 0.5 MB of memory to build). Document a part of the description, or give --max-operations ${Math.ceil(count / 1000) * 1000} where the machine has about ${Math.ceil(count / 2000)} GB for it`);
  }
  const {problems, examples} = checkDocument(doc, files.length > 1 || convertedFrom ? locate : root.locate);
  if (options.strict && problems.length > 0) throw new SpecError(problems.join('\n'));
  // A $ref that does not resolve is an error whatever the rules: the bundler refuses one in 3.1, and one
  // that the upgrade from 2.0 or 3.0 leaves pointing nowhere (`#/definitions`) stopped the samples with a stack trace.
  const unresolved = problems.filter((problem) => / \$ref '[^']*' does not resolve$/.test(problem));
  if (unresolved.length > 0) throw new SpecError(unresolved.join('\n'));
  return {shown, source, files, original, doc, convertedFrom, warnings: options.strict ? [] : problems, examples};
}
