// `npm run bench:fuzz [-- --seed N] [-- --count N] [-- --only <kind>] [-- --replay <file>]`:
// the reference generator on broken OpenAPI descriptions. It must never print
// a stack trace or hang, whatever the input: it documents the spec, or it
// refuses it in a sentence that names the file (and line:col where there is one).
//
// Seeds: every spec of @readme/oas-examples (Swagger 2.0, OpenAPI 3.0 and 3.1,
// YAML and JSON) and GitHub's description (github-spec.ts: 13 MB of JSON,
// fetched once into .cache/specs/), the latter for a small share of the
// mutations (--github-share, 3% by default: each of its runs takes a minute).
// Each mutation (seeded: mulberry32, the same seed makes the same files) is
// written to .cache/fuzz/work/ and run in a child process
// (fuzz-child.mts: `npm run reference`'s path up to the Docusaurus build,
// generate() and the MDX compile of up to --pages pages), bounded by
// --timeout seconds (60; 4 times as long for GitHub's) and a 2 GB heap. Each run is classified:
// documented (exit 0), refused (exit 1, a sentence naming the file, no stack
// trace), fault (exit 1, a sentence naming the file and an operation, from
// the generator's RenderError: a bug of the renderer, told as one), stack
// trace, MDX (a page that does not compile), crash (another exit or a
// signal: out of memory), hang (timeout). Exits 1 on any stack trace, MDX,
// crash or hang; each failing mutation is kept in .cache/fuzz/failures/ and
// can be run again with --replay <file>.
import {spawn} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {dump} from 'js-yaml';
import {readYaml} from '../../packages/api-reference/src/load/load-spec';
import {githubSpec} from './github-spec';
import {mulberry32, option, traceLine} from './spec-pages';

const repo = path.resolve(__dirname, '../..');
const cacheDir = path.join(repo, '.cache/fuzz');
const workDir = path.join(cacheDir, 'work');
const failuresDir = path.join(cacheDir, 'failures');
const child = path.join(__dirname, 'fuzz-child.mts');

// ---------------------------------------------------------------- randomness

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const int = (random: Random, from: number, to: number) => from + Math.floor(random() * (to - from + 1));

// ---------------------------------------------------------------- the specs

interface Seed {
  name: string;
  format: 'yaml' | 'json';
  /** The parsed spec, fresh on each call (mutations change it). */
  load: () => Json;
  large: boolean;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a spec is any JSON
type Json = any;
type Path = (string | number)[];

function seeds(): {small: Seed[]; github: Seed} {
  const root = path.dirname(require.resolve('@readme/oas-examples/package.json'));
  const small: Seed[] = [];
  for (const version of ['2.0', '3.0', '3.1']) {
    for (const format of ['yaml', 'json'] as const) {
      for (const file of readdirSync(path.join(root, version, format)).filter((name) => name.endsWith(`.${format}`)).sort()) {
        const text = readFileSync(path.join(root, version, format, file), 'utf8');
        small.push({name: `${version}/${format}/${file}`, format, large: false, load: () => (format === 'json' ? JSON.parse(text) : readYaml(text))});
      }
    }
  }
  let text: string | undefined;
  const github: Seed = {name: 'github/api.github.com.json', format: 'json', large: true, load: () => JSON.parse((text ??= readFileSync(githubSpec(), 'utf8')))};
  return {small, github};
}

// ---------------------------------------------------------------- where to mutate

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
const pointer = (at: Path) => `#/${at.map(escape).join('/')}`;
const get = (doc: Json, at: Path): Json => at.reduce((node, key) => node?.[key], doc);

/** A random node: a walk down from the root that stops at each level with probability 1/4 (or at a leaf). */
function randomNode(random: Random, doc: Json): Path {
  const at: Path = [];
  let node = doc;
  for (;;) {
    const keys: (string | number)[] = isObject(node) ? Object.keys(node) : Array.isArray(node) ? node.map((_, i) => i) : [];
    if (keys.length === 0 || (at.length > 0 && random() < 0.25)) return at;
    const key = pick(random, keys);
    at.push(key);
    node = node[key];
  }
}

/** Places that hold a schema: `components.schemas.*`, `definitions.*` and every `schema` (at most 2,000 of them, in document order). */
function schemaPlaces(doc: Json): Path[] {
  const found: Path[] = [];
  const stack: [Json, Path][] = [[doc, []]];
  while (stack.length && found.length < 2000) {
    const [node, at] = stack.pop()!;
    if (!isObject(node) && !Array.isArray(node)) continue;
    const parent = at[at.length - 2];
    if (at.length > 0 && isObject(node) && (at[at.length - 1] === 'schema' || ((parent === 'schemas' || parent === 'definitions') && at.length <= 3))) found.push(at);
    for (const [key, value] of Object.entries(node).reverse()) stack.push([value, [...at, Array.isArray(node) ? Number(key) : key]]);
  }
  return found;
}

function randomSchema(random: Random, doc: Json): Path {
  const places = schemaPlaces(doc);
  if (places.length) return pick(random, places);
  // A spec without schemas gets one, where an operation's response would have it.
  doc.components = isObject(doc.components) ? doc.components : {};
  doc.components.schemas = isObject(doc.components.schemas) ? doc.components.schemas : {};
  doc.components.schemas.Fuzz = {type: 'object'};
  return ['components', 'schemas', 'Fuzz'];
}

const componentsKey = (doc: Json) => (doc.swagger ? 'definitions' : 'components');
/** Where the spec's named schemas are: `#/definitions` (2.0) or `#/components/schemas`. */
function schemasOf(doc: Json): {at: Path; map: Record<string, Json>} {
  if (doc.swagger) {
    doc.definitions = isObject(doc.definitions) ? doc.definitions : {};
    return {at: ['definitions'], map: doc.definitions};
  }
  doc.components = isObject(doc.components) ? doc.components : {};
  doc.components.schemas = isObject(doc.components.schemas) ? doc.components.schemas : {};
  return {at: ['components', 'schemas'], map: doc.components.schemas};
}

/** The operations of the spec, as paths; one made at /fuzz when there are none. */
function operations(doc: Json): Path[] {
  const found: Path[] = [];
  for (const [route, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) if (isObject((item as Json)?.[method])) found.push(['paths', route, method]);
  }
  if (found.length) return found;
  doc.paths = isObject(doc.paths) ? doc.paths : {};
  doc.paths['/fuzz'] = {get: {responses: {200: {description: 'OK'}}}};
  return [['paths', '/fuzz', 'get']];
}

function set(doc: Json, at: Path, value: Json): void {
  if (at.length === 0) return;
  const parent = get(doc, at.slice(0, -1));
  if (isObject(parent) || Array.isArray(parent)) (parent as Json)[at[at.length - 1]] = value;
}

// ---------------------------------------------------------------- mutations

interface Mutation {
  kind: string;
  /** What was done, for the table. */
  what: string;
  /** The file's bytes. */
  bytes: Buffer;
  ext: 'yaml' | 'json';
}

const megabytes = (random: Random, size: number) => {
  const word = pick(random, ['lorem ipsum ', 'a', '{braces} <b>html</b> `code` ', '\u00e9\u4e2d\u{1f600} ', '| table | ']);
  return word.repeat(Math.ceil(size / word.length)).slice(0, size);
};

/** The nesting-deep mutation's value, written where the document holds deepMark (in flow style: JSON, which YAML reads). */
let deepText = '';
const deepMark = 'FUZZ-DEEP-VALUE';

function serialise(doc: Json, format: 'yaml' | 'json', compact = false): Buffer {
  const text = format === 'json' ? (compact ? JSON.stringify(doc) : JSON.stringify(doc, null, 2)) : dump(doc, {noRefs: true, lineWidth: -1});
  return Buffer.from(text.includes(deepMark) ? text.replace(format === 'json' ? `"${deepMark}"` : deepMark, () => deepText) : text);
}

type Structural = (random: Random, doc: Json) => {what: string};

const structural: Record<string, Structural> = {
  'type swapped': (random, doc) => {
    const done: string[] = [];
    for (let i = int(random, 1, 3); i > 0; i--) {
      const at = i === 1 && random() < 0.3 ? [pick(random, ['paths', 'info', 'components', 'servers', 'tags', 'openapi', 'security', 'webhooks'])] : randomNode(random, doc);
      const value = pick(random, ['text', {fuzz: true}, [1, 'two'], 42, null, true, [], {}]);
      set(doc, at, value);
      done.push(`${pointer(at)} = ${JSON.stringify(value)}`);
    }
    return {what: done.join(', ')};
  },
  'key removed': (random, doc) => {
    const done: string[] = [];
    for (let i = int(random, 1, 4); i > 0; i--) {
      const at = randomNode(random, doc);
      if (at.length === 0) continue;
      const parent = get(doc, at.slice(0, -1));
      if (isObject(parent)) delete parent[at[at.length - 1]];
      else if (Array.isArray(parent)) parent.splice(Number(at[at.length - 1]), 1);
      done.push(pointer(at));
    }
    return {what: `removed ${done.join(', ')}`};
  },
  '$ref broken': (random, doc) => {
    const at = randomSchema(random, doc);
    const ref = pick(random, ['#/components/schemas/Nowhere', '#/definitions/Nowhere', './missing.yaml#/Pet', 'missing.json', '#/info', '#/paths', '#/info/title', '#', '#/components/schemas/%ZZ', 'http://127.0.0.1:9/unreachable.yaml', '#/servers/0', '', '#/paths/~1nowhere/get']);
    set(doc, at, {$ref: ref});
    return {what: `${pointer(at)} = {$ref: ${JSON.stringify(ref)}}`};
  },
  '$ref circular': (random, doc) => {
    const choice = int(random, 0, 4);
    const {at: schemasAt, map} = schemasOf(doc);
    const op = pick(random, operations(doc));
    const opValue = get(doc, op);
    if (choice === 0) {
      map.Loop = {$ref: pointer([...schemasAt, 'Loop'])};
      opValue.responses = {200: {description: 'OK', ...(doc.swagger ? {schema: {$ref: pointer([...schemasAt, 'Loop'])}} : {content: {'application/json': {schema: {$ref: pointer([...schemasAt, 'Loop'])}}}})}};
      return {what: 'a schema that is a $ref to itself, used by a response'};
    }
    if (choice === 1) {
      map.LoopA = {$ref: pointer([...schemasAt, 'LoopB'])};
      map.LoopB = {allOf: [{$ref: pointer([...schemasAt, 'LoopA'])}]};
      opValue.parameters = [{name: 'q', in: 'query', ...(doc.swagger ? {type: 'string'} : {schema: {$ref: pointer([...schemasAt, 'LoopA'])}})}];
      return {what: 'schemas A → B → A (allOf), used by a parameter'};
    }
    if (choice === 2) {
      const at = randomSchema(random, doc);
      const schema = get(doc, at);
      if (isObject(schema)) schema.properties = {...(isObject(schema.properties) ? schema.properties : {}), parent: {$ref: pointer(at)}, items: {type: 'array', items: {$ref: pointer(at.slice(0, -1))}}};
      return {what: `${pointer(at)}: a property that is a $ref to it and one to its parent`};
    }
    if (choice === 3) {
      const key = componentsKey(doc) === 'definitions' ? ['parameters'] : ['components', 'parameters'];
      if (key.length === 2) doc.components.parameters = {...doc.components.parameters};
      const holder = key.length === 2 ? doc.components.parameters : (doc.parameters = {...doc.parameters});
      holder.P1 = {$ref: pointer([...key, 'P2'])};
      holder.P2 = {$ref: pointer([...key, 'P1'])};
      opValue.parameters = [...(Array.isArray(opValue.parameters) ? opValue.parameters : []), {$ref: pointer([...key, 'P1'])}];
      return {what: `a parameter $ref cycle P1 → P2 → P1 at ${pointer(op)}`};
    }
    doc.paths['/loop'] = {$ref: pointer(['paths', '/loop'])};
    doc.paths['/loop2'] = {$ref: pointer(['paths', '/loop3'])};
    doc.paths['/loop3'] = {$ref: pointer(['paths', '/loop2'])};
    return {what: 'path items that are $refs to themselves and to each other'};
  },
  'nesting deep': (random, doc) => {
    const depth = pick(random, [150, 500, 2000, 5000]);
    const kind = pick(random, ['items', 'properties', 'allOf', 'plain']);
    // Written as text (open × depth, the bottom, close × depth): the writers recurse, and would not hold it.
    const [open, close] = {items: ['{"type":"array","items":', '}'], properties: ['{"type":"object","properties":{"a":', '}}'], allOf: ['{"allOf":[', ']}'], plain: ['{"x":', '}']}[kind]!;
    deepText = `${open.repeat(depth)}${kind === 'plain' ? '"bottom"' : '{"type":"string"}'}${close.repeat(depth)}`;
    if (kind === 'plain') {
      doc['x-deep'] = deepMark;
      return {what: `x-deep: ${depth} nested mappings`};
    }
    const at = randomSchema(random, doc);
    set(doc, at, deepMark);
    return {what: `${pointer(at)}: ${depth} nested ${kind}`};
  },
  'string of megabytes': (random, doc) => {
    const size = pick(random, [1, 4]) * 1024 * 1024;
    const where = int(random, 0, 3);
    if (where === 0) {
      doc.info = isObject(doc.info) ? doc.info : {};
      doc.info.description = megabytes(random, size);
      return {what: `info.description of ${size / 1024 / 1024} MB`};
    }
    const at = randomSchema(random, doc);
    const schema = get(doc, at);
    if (!isObject(schema)) return {what: 'nothing (no schema object)'};
    if (where === 1) schema.description = megabytes(random, size);
    else if (where === 2) Object.assign(schema, {type: 'string', enum: [megabytes(random, size), 'b']});
    else Object.assign(schema, {type: 'string', example: megabytes(random, size), pattern: '^a+$'});
    return {what: `${pointer(at)}: ${['', 'a description', 'an enum value', 'an example'][where]} of ${size / 1024 / 1024} MB`};
  },
  'numbers huge': (random, doc) => {
    const at = randomSchema(random, doc);
    const schema = get(doc, at);
    if (!isObject(schema)) return {what: 'nothing (no schema object)'};
    const key = pick(random, ['minItems', 'maxItems', 'minLength', 'maxLength', 'minimum', 'maximum', 'multipleOf', 'minProperties', 'exclusiveMinimum']);
    const value = pick(random, [1e308, -1e308, 2 ** 53 + 2, 1e9, 5e-324, 1.2345678901234568e29, -1]);
    const type = {minItems: 'array', maxItems: 'array', minLength: 'string', maxLength: 'string', minProperties: 'object'}[key as string] ?? 'number';
    for (const name of Object.keys(schema)) delete schema[name];
    Object.assign(schema, {type, [key]: value, ...(type === 'array' ? {items: {type: 'integer'}} : {})});
    return {what: `${pointer(at)} = {type: ${type}, ${key}: ${value}}`};
  },
};

type Raw = (random: Random, text: Buffer, format: 'yaml' | 'json') => {what: string; bytes: Buffer; ext?: 'yaml' | 'json'};

const raw: Record<string, Raw> = {
  'non-UTF-8 bytes': (random, text) => {
    const bad = pick(random, [[0xff, 0xfe], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0x80], [0xc0, 0xaf], [0x00]]);
    const at = int(random, 0, text.length);
    return {what: `bytes ${bad.map((b) => b.toString(16)).join(' ')} at byte ${at}`, bytes: Buffer.concat([text.subarray(0, at), Buffer.from(bad), text.subarray(at)])};
  },
  'file truncated': (random, text) => {
    const at = int(random, 1, Math.max(1, text.length - 1));
    return {what: `cut at byte ${at} of ${text.length}`, bytes: text.subarray(0, at)};
  },
  'billion laughs': (random, text, format) => {
    const levels = int(random, 6, 10);
    const lines = ['x-lol0: &lol0 "lol"'];
    for (let i = 1; i <= levels; i++) lines.push(`x-lol${i}: &lol${i} [${Array.from({length: 10}, () => `*lol${i - 1}`).join(', ')}]`);
    const merge = random() < 0.5;
    if (merge) lines.push(`x-merge: &m0 {a: *lol${levels}}`, ...Array.from({length: 5}, (_, i) => `x-merge${i + 1}: &m${i + 1} {<<: [*m${i}], b${i}: [*m${i}, *m${i}, *m${i}]}`));
    const yaml = format === 'json' ? Buffer.from(dump(JSON.parse(text.toString('utf8')), {lineWidth: -1})) : text;
    return {what: `${levels} levels of 10 aliases${merge ? ' and merge keys' : ''} (10^${levels} values)`, bytes: Buffer.concat([Buffer.from(`${lines.join('\n')}\n`), yaml]), ext: 'yaml'};
  },
  'keys duplicated': (random, text, format) => {
    const key = pick(random, ['openapi', 'info', 'paths', 'components']);
    if (format === 'json') return {what: `"${key}" twice`, bytes: Buffer.concat([Buffer.from(`{"${key}": 1, `), text.subarray(text.indexOf('{') + 1)])};
    return {what: `${key}: twice`, bytes: Buffer.concat([text, Buffer.from(`\n${key}: {}\n${key}: 2\n`)])};
  },
  'file empty': (random) => {
    const bytes = pick(random, ['', '\n', '   \n\t\n', '\ufeff', '---\n', '---\n...\n', '# only a comment\n']);
    return {what: JSON.stringify(bytes), bytes: Buffer.from(bytes)};
  },
  'file a scalar': (random, _text, format) => {
    const bytes = pick(random, format === 'json' ? ['42', '"openapi"', 'null', 'true', '[]', '[{"openapi": "3.1.0"}]', '1e999'] : ['42', 'openapi', '~', 'true', '- a\n- b\n', '"3.1.0"', '!!binary aGVsbG8=', '!!js/function "x"', '.inf']);
    return {what: JSON.stringify(bytes), bytes: Buffer.from(bytes)};
  },
};

export const kinds = [...Object.keys(structural), ...Object.keys(raw)];

/** Mutation number `index` of a run: its kind, seed spec and bytes, from (seed, index) alone. */
function mutate(seed: number, index: number, specs: {small: Seed[]; github: Seed}, only: string | undefined, githubShare: number): Mutation & {seed: string; large: boolean} {
  const random = mulberry32((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const kind = only ?? pick(random, kinds);
  const spec = random() < githubShare ? specs.github : pick(random, specs.small);
  const doc = spec.load();
  if (kind in structural) {
    const {what} = structural[kind](random, doc);
    return {kind, seed: spec.name, what, bytes: serialise(doc, spec.format, spec.large), ext: spec.format, large: spec.large};
  }
  const {what, bytes, ext} = raw[kind](random, serialise(doc, spec.format, spec.large), spec.format);
  return {kind, seed: spec.name, what, bytes, ext: ext ?? spec.format, large: spec.large};
}

// ---------------------------------------------------------------- running

export type Outcome = 'documented' | 'refused' | 'fault' | 'stack trace' | 'MDX' | 'crash' | 'hang';
const failing: Outcome[] = ['stack trace', 'MDX', 'crash', 'hang'];

interface RunResult {
  outcome: Outcome;
  /** The first line of what it said, or the signal. */
  said: string;
  /** Whether a refusal names `file:line:col`. */
  placed: boolean;
  seconds: number;
  rssMb?: number;
}

/** How a run ended, from its exit and output. */
export function classify(file: string, exit: {code: number | null; signal: string | null; timedOut: boolean}, stdout: string, stderr: string): Omit<RunResult, 'seconds' | 'rssMb'> {
  const name = path.basename(file);
  const first = stderr.split('\n').find((line) => line.trim() && !/^(warning|unknown format)/.test(line))?.trim() ?? '';
  if (exit.timedOut) return {outcome: 'hang', said: 'timed out', placed: false};
  if (traceLine.test(stderr)) return {outcome: 'stack trace', said: first, placed: false};
  if (exit.code === 0) return {outcome: 'documented', said: stdout.match(/fuzz-result (.*)/)?.[1] ?? '', placed: false};
  if (exit.code === 3) return {outcome: 'MDX', said: first, placed: false};
  if (exit.code === 1 && stderr.includes(name)) {
    const message = stderr.slice(stderr.indexOf('reference:'));
    return {outcome: /RenderError|could not be written: .*report it/.test(message) ? 'fault' : 'refused', said: message.split('\n').filter(Boolean).slice(0, 2).join(' / ').slice(0, 300), placed: new RegExp(`${name.replace(/[.]/g, '\\.')}:\\d+:\\d+`).test(message)};
  }
  if (exit.code === 1) return {outcome: 'stack trace', said: `a sentence without the file: ${first}`, placed: false};
  return {outcome: 'crash', said: `${exit.signal ?? `exit ${exit.code}`}: ${(/FATAL ERROR.*|heap out of memory.*/.exec(stderr)?.[0] ?? first).slice(0, 200)}`, placed: false};
}

function run(file: string, timeoutS: number, pages: number, memoryMb: number): Promise<RunResult & {stdout: string; stderr: string}> {
  const work = `${file}.site`;
  rmSync(work, {recursive: true, force: true});
  const started = Date.now();
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [`--max-old-space-size=${memoryMb}`, '--import', 'tsx', child, file, work, String(pages)], {cwd: repo, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    const cap = 1 << 20;
    proc.stdout.on('data', (chunk: Buffer) => { if (stdout.length < cap) stdout += chunk.toString('utf8'); });
    proc.stderr.on('data', (chunk: Buffer) => { if (stderr.length < cap) stderr += chunk.toString('utf8'); });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      proc.kill('SIGKILL');
    }, timeoutS * 1000);
    proc.on('close', (code, signal) => {
      clearTimeout(timer);
      rmSync(work, {recursive: true, force: true});
      const rss = /fuzz-rss (\d+)/.exec(stdout);
      resolve({...classify(file, {code, signal, timedOut}, stdout, stderr), seconds: (Date.now() - started) / 1000, rssMb: rss ? Number(rss[1]) / 1024 : undefined, stdout, stderr});
    });
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const timeoutS = Number(option(args, '--timeout') ?? 60);
  const pages = Number(option(args, '--pages') ?? 20);
  const memoryMb = Number(option(args, '--memory') ?? 2048);
  const replay = option(args, '--replay');
  if (replay) {
    const result = await run(path.resolve(replay), timeoutS, pages, memoryMb);
    console.log(`${result.outcome} in ${result.seconds.toFixed(1)} s${result.rssMb ? `, ${result.rssMb.toFixed(0)} MB` : ''}: ${result.said}\n--- stdout\n${result.stdout.slice(0, 4000)}\n--- stderr\n${result.stderr.slice(0, 8000)}`);
    process.exit(failing.includes(result.outcome) ? 1 : 0);
  }
  const seed = Number(option(args, '--seed') ?? Math.floor(Math.random() * 2 ** 31));
  const count = Number(option(args, '--count') ?? 300);
  const only = option(args, '--only');
  const jobs = Number(option(args, '--jobs') ?? 1);
  const githubShare = Number(option(args, '--github-share') ?? 0.03);
  if (only && !kinds.includes(only)) throw new Error(`--only ${only}: one of ${kinds.map((kind) => `"${kind}"`).join(', ')}`);
  console.log(`fuzz: seed ${seed}, ${count} mutations${only ? ` (${only} only)` : ''}, ${jobs} at a time, ${timeoutS} s and ${memoryMb} MB each, up to ${pages} pages compiled each`);
  console.log(`fuzz: again with npm run bench:fuzz -- --seed ${seed} --count ${count}${only ? ` --only "${only}"` : ''}`);
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});
  mkdirSync(failuresDir, {recursive: true});
  const specs = seeds();
  const started = Date.now();
  const results: (RunResult & {kind: string; seed: string; what: string; index: number})[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const mutation = mutate(seed, index, specs, only, githubShare);
      const file = path.join(workDir, `m${index}.${mutation.ext}`);
      writeFileSync(file, mutation.bytes);
      // GitHub's description takes 20 s alone and over a minute on a loaded machine: its runs get 4 times as long.
      const result = await run(file, mutation.large ? timeoutS * 4 : timeoutS, pages, memoryMb);
      results.push({...result, kind: mutation.kind, seed: mutation.seed, what: mutation.what, index});
      const mb = (mutation.bytes.length / 1024 / 1024).toFixed(1);
      console.log(`${String(index).padStart(4)} ${result.outcome.padEnd(11)} ${result.seconds.toFixed(1).padStart(5)} s ${(result.rssMb ?? 0).toFixed(0).padStart(5)} MB ${mutation.kind}: ${mutation.seed} (${mb} MB): ${mutation.what.slice(0, 120)} → ${result.said.slice(0, 160)}`);
      if (failing.includes(result.outcome) || result.outcome === 'fault') {
        const kept = path.join(failuresDir, `${seed}-${index}-${mutation.kind.replace(/[^a-z0-9]+/gi, '-')}.${mutation.ext}`);
        copyFileSync(file, kept);
        writeFileSync(`${kept}.txt`, `${result.outcome}: ${mutation.kind} of ${mutation.seed}: ${mutation.what}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
        console.log(`     kept: ${path.relative(repo, kept)} (npm run bench:fuzz -- --replay ${path.relative(repo, kept)})`);
      }
      rmSync(file, {force: true});
    }
  };
  await Promise.all(Array.from({length: jobs}, worker));
  const seconds = (Date.now() - started) / 1000;

  const outcomes: Outcome[] = ['documented', 'refused', 'fault', 'stack trace', 'MDX', 'crash', 'hang'];
  const byKind = new Map<string, Map<Outcome, number>>();
  for (const result of results) {
    const row = byKind.get(result.kind) ?? new Map<Outcome, number>();
    row.set(result.outcome, (row.get(result.outcome) ?? 0) + 1);
    byKind.set(result.kind, row);
  }
  const total = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  const lines = [
    `| Mutation | Tried | ${outcomes.join(' | ')} |`,
    `| --- | ---: | ${outcomes.map(() => '---:').join(' | ')} |`,
    ...[...byKind].sort(([a], [b]) => kinds.indexOf(a) - kinds.indexOf(b)).map(([kind, row]) => `| ${kind} | ${[...row.values()].reduce((a, b) => a + b, 0)} | ${outcomes.map((outcome) => row.get(outcome) ?? 0).join(' | ')} |`),
    `| **All** | ${results.length} | ${outcomes.map(total).join(' | ')} |`,
  ];
  const refused = results.filter((result) => result.outcome === 'refused');
  const rss = Math.max(...results.map((result) => result.rssMb ?? 0));
  const largest = results.reduce((a, b) => (a.seconds > b.seconds ? a : b), results[0]);
  console.log(`\n${lines.join('\n')}\n`);
  console.log(`fuzz: seed ${seed}: ${results.length} mutations in ${seconds.toFixed(0)} s (slowest ${largest?.seconds.toFixed(1)} s, #${largest?.index}), peak memory of a run ${rss.toFixed(0)} MB; ${refused.filter((result) => result.placed).length} of ${refused.length} refusals name file:line:col`);
  const bad = results.filter((result) => failing.includes(result.outcome));
  if (bad.length) {
    console.log(`fuzz: ${bad.length} failed (${failing.map((outcome) => `${total(outcome)} ${outcome}`).join(', ')}); kept in ${path.relative(repo, failuresDir)}/`);
    process.exit(1);
  }
}

if (require.main === module) {
  if (!existsSync(child)) throw new Error(`${child} is missing`);
  main().catch((error: unknown) => {
    console.error(`fuzz: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}
