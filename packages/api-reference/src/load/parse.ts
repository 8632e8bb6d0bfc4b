// A spec file's text read with positions, so that every message names
// file:line:col: JSON by jsonc-parser (fast, for large specs), YAML by the
// yaml package, and the values as js-yaml 4 reads them (what the bundler and
// most of the ecosystem read); with the limits that keep a hostile file from
// exhausting the process (nesting, YAML aliases), each told as a sentence.
import {lstatSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument, isMap, isSeq, type Node as YamlNode} from 'yaml';
import {parseTree, type Node as JsonNode, type ParseError as JsonParseError} from 'jsonc-parser';
import {BaseResolver, Source, YamlParseError, type Document} from '@redocly/openapi-core';
import jsYaml, {CORE_SCHEMA, load as loadYaml, type Type} from 'js-yaml';
import {SpecError, type JsonPath, type SpecValue} from './spec-error';

/** A YAML (or JSON) file parsed with positions: `locate` turns a JSON path into `file:line:col`. */
export interface ParsedFile {
  value: SpecValue;
  locate: (at: JsonPath) => string;
  /** Whether the path exists in this file (a bundled or upgraded document may have moved it). */
  has: (at: JsonPath) => boolean;
}

/** Redocly's YAML schema (YAML 1.2 core, merge keys, binary, ordered maps, pairs and sets; timestamps stay text), read by js-yaml 4. */
// js-yaml 4 exports its types; @types/js-yaml leaves them out.
const yamlTypes = (jsYaml as unknown as {types: Record<'merge' | 'binary' | 'omap' | 'pairs' | 'set', Type>}).types;
const yamlSchema = CORE_SCHEMA.extend([yamlTypes.merge, yamlTypes.binary, yamlTypes.omap, yamlTypes.pairs, yamlTypes.set]);

/**
 * A spec file's text as js-yaml 4 reads it: what most of the ecosystem reads
 * (Redocly's CLI before js-yaml 5, Swagger's and Stoplight's tools, PyYAML).
 */
export function readYaml(text: string): SpecValue {
  return loadYaml(text, {schema: yamlSchema});
}

/** Redocly's resolver, reading every file of the spec with readYaml. */
export class SpecResolver extends BaseResolver {
  /** `folder`: the root file's; the spec's other files are read from it and below it, and nothing from the network. */
  constructor(config: ConstructorParameters<typeof BaseResolver>[0], private readonly folder: string) {
    super(config);
  }

  /**
   * A spec is untrusted input: its `$ref`s (and the examples' `externalValue`s and the
   * discriminators' mappings the bundler follows like them) may not make the build fetch
   * a URL (the cloud's metadata address, an intranet) or read a file beside the spec's
   * folder (a key in the home folder) into the pages.
   */
  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(absoluteRef)) {
      throw new Error(`not fetched: a spec's references are read from its own files, never from the network; download it beside the spec and refer to the file`);
    }
    const inside = path.relative(this.folder, absoluteRef);
    if (inside.startsWith('..') || path.isAbsolute(inside)) {
      throw new Error(`not read: ${absoluteRef} is outside the spec's folder (${this.folder}), from which its files are read`);
    }
    return (parsedFiles && readSourceFile(absoluteRef)) || super.loadExternalRef(absoluteRef);
  }

  override parseDocument(source: Source, isRoot = false): Document {
    if (!isRoot && !/\.(ya?ml|json)$/i.test(source.absoluteRef)) return super.parseDocument(source, isRoot);
    // The bundler changes what it is given (it rewrites $refs): a file read before is given as a copy.
    const before = parsedFiles?.get(source.absoluteRef);
    if (before?.body === source.body) return {source, parsed: structuredClone(before.parsed)};
    let parsed: SpecValue;
    try {
      parsed = readYaml(source.body);
    } catch (error) {
      throw new YamlParseError(error as Error, source);
    }
    // Its aliases, before the bundler walks them (the root file was checked when it was first read).
    if (!isRoot) checkAliases(parsed, shownPath(source.absoluteRef), () => `${shownPath(source.absoluteRef)}:1:1`);
    parsedFiles?.set(source.absoluteRef, {body: source.body, parsed: structuredClone(parsed)});
    return {source, parsed};
  }
}

/**
 * The live preview (packages/api-reference/src/site/plugin.ts) reads the spec again after each
 * edit, which changes one of its files: the others are not parsed again but copied from what the
 * last reading parsed (DigitalOcean's 2,850 files: 216 ms of js-yaml's parsing, of a 3 s
 * regeneration). Off unless asked for: a build reads the spec once. And the files are read at once
 * rather than through a promise each (166 ms for those 2,850).
 */
let parsedFiles: Map<string, {body: string; parsed: SpecValue}> | undefined;

export function reuseParsedFiles(on: boolean): void {
  parsedFiles = on ? new Map() : undefined;
}

/** A file of the spec read as the bundler reads one (its line ends as \n), at once; undefined where the bundler should say why it cannot. */
function readSourceFile(absoluteRef: string): Source | undefined {
  try {
    if (lstatSync(absoluteRef).isDirectory()) return undefined;
    return new Source(absoluteRef, readFileSync(absoluteRef, 'utf8').replace(/\r\n/g, '\n'));
  } catch {
    return undefined;
  }
}

/** How deep a spec's mappings and lists may nest: js-yaml's limit (maxDepth), with which the bundler reads every file. */
export const maxNesting = 100;
/** How many values YAML aliases may add to a file, expanded: an alias of aliases of aliases ("billion laughs") would add billions, and every later step walks them. */
export const maxAliasValues = 1_000_000;

/**
 * Where a JSON text nests deeper than maxNesting (an offset), by its brackets
 * outside strings: found before a parser recurses into it.
 */
function tooDeepAt(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > maxNesting) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return undefined;
}

/**
 * The values a parsed YAML file holds with its aliases expanded, counted
 * once per value written (a value an alias repeats is the same object): an
 * alias of aliases that expands without end is refused at the alias whose
 * value is largest, before anything walks it.
 */
export function checkAliases(value: SpecValue, shown: string, locate: (at: JsonPath) => string): void {
  const sizes = new Map<object, number>();
  const at: JsonPath = [];
  let written = 0;
  let largest: {at: JsonPath; size: number} | undefined;
  const size = (node: unknown): number => {
    written++;
    if (typeof node !== 'object' || node === null) return 1;
    const known = sizes.get(node);
    if (known === -1) throw new SpecError(`${locate(at)}: ${at.join('.')}: this YAML alias refers to a value that holds it; a spec cannot contain itself`);
    if (known !== undefined) {
      written--;
      if (!largest || known > largest.size) largest = {at: [...at], size: known};
      return known;
    }
    sizes.set(node, -1);
    let total = 1;
    for (const [key, child] of Object.entries(node)) {
      at.push(Array.isArray(node) ? Number(key) : key);
      total += size(child);
      at.pop();
    }
    sizes.set(node, total);
    return total;
  };
  const expanded = size(value);
  if (expanded - written > maxAliasValues && largest) {
    throw new SpecError(
      `${locate(largest.at)}: ${largest.at.join('.')}: this YAML alias repeats ${largest.size.toLocaleString('en-US')} values, and the file's aliases expand it to ${expanded.toExponential(1)} values ` +
        `(aliases of aliases, "billion laughs"); at most ${maxAliasValues.toLocaleString('en-US')} values may come from aliases: write the values out, or alias fewer`,
    );
  }
}

/** A parser's message for nesting it cannot read, in the spec's terms. */
export const tooDeepSentence = `nested more than ${maxNesting} levels deep (mappings and lists within each other), deeper than a spec can be read`;
export const tooDeepMessage = (message: string) => (/Maximum call stack size exceeded|nesting exceeded maxDepth/.test(message) ? tooDeepSentence : message);

/**
 * A JSON file, read as JSON with its positions (jsonc-parser's tree, without
 * comments or trailing commas): the yaml package read GitHub's 13 MB
 * description in 3.1 s, this in 0.3 s. Undefined for a file that is not
 * strict JSON, which the YAML reader then reads (YAML holds JSON).
 */
function parseJsonFile(text: string, shown: string): ParsedFile | undefined {
  if (!/^\s*\{/.test(text)) return undefined;
  const errors: JsonParseError[] = [];
  const tree = parseTree(text, errors, {disallowComments: true, allowTrailingComma: false, allowEmptyContent: false});
  if (!tree || errors.length > 0) return undefined;
  let lineStarts: number[] | undefined;
  const position = (offset: number) => {
    lineStarts ??= [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return {line: low + 1, col: offset - lineStarts[low] + 1};
  };
  /** The deepest node on the path: the value, which is where the fault is. */
  const walk = (at: JsonPath): {found: JsonNode; whole: boolean} => {
    let found = tree;
    for (const key of at) {
      const next =
        found.type === 'object'
          ? found.children?.find((property) => property.children?.[0]?.value === String(key))?.children?.[1]
          : found.type === 'array'
            ? found.children?.[Number(key)]
            : undefined;
      if (!next) return {found, whole: false};
      found = next;
    }
    return {found, whole: true};
  };
  return {
    value: JSON.parse(text) as SpecValue,
    locate: (at) => {
      const {line, col} = position(walk(at).found.offset);
      return `${shown}:${line}:${col}`;
    },
    has: (at) => walk(at).whole,
  };
}

export function parseFile(text: string, shown: string): ParsedFile {
  const deep = /^\s*[{[]/.test(text) ? tooDeepAt(text) : undefined;
  if (deep !== undefined) {
    const before = text.slice(0, deep);
    const line = before.split('\n').length;
    throw new SpecError(`${shown}:${line}:${deep - before.lastIndexOf('\n')}: ${tooDeepSentence}`);
  }
  try {
    return parseText(text, shown);
  } catch (error) {
    // A parser's recursion that the stack does not hold (a YAML file nested thousands deep).
    if (error instanceof RangeError) throw new SpecError(`${shown}: ${tooDeepSentence}`);
    throw error;
  }
}

function parseText(text: string, shown: string): ParsedFile {
  const json = parseJsonFile(text, shown);
  if (json) return json;
  const lineCounter = new LineCounter();
  const yaml = parseDocument(text, {lineCounter, uniqueKeys: false});
  // What the spec says is what js-yaml reads, as the bundler reads it: the
  // yaml package, used here for its positions, refuses some YAML that
  // js-yaml 4 and PyYAML read (a double-quoted string continued on a line
  // indented no further than its key); places are then found in its best
  // reading of the file.
  let lenient: {value: SpecValue} | undefined;
  if (yaml.errors.length > 0) {
    try {
      lenient = {value: readYaml(text)};
    } catch {
      lenient = undefined;
    }
  }
  if (yaml.errors.length > 0 && !lenient) {
    // The yaml package knows where the syntax broke; keep the first line of its message only.
    throw new SpecError(yaml.errors.map((e) => {
      const {line, col} = e.linePos?.[0] ?? {line: 1, col: 1};
      return `${shown}:${line}:${col}: ${tooDeepMessage(e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''))}`;
    }).join('\n'));
  }
  /** The deepest YAML node on the path: the value, which is where the fault is. */
  const walk = (at: JsonPath): {found: YamlNode | undefined; whole: boolean} => {
    let node = yaml.contents as YamlNode | undefined;
    let found = node;
    for (const key of at) {
      if (isMap(node)) node = node.items.find((p) => String((p.key as SpecValue)?.value ?? p.key) === String(key))?.value as YamlNode;
      else if (isSeq(node)) node = node.items[Number(key)] as YamlNode;
      else node = undefined;
      if (!node) return {found, whole: false};
      found = node;
    }
    return {found, whole: true};
  };
  const parsed: ParsedFile = {
    value: lenient ? lenient.value : yaml.toJS({maxAliasCount: -1}),
    locate: (at) => {
      const {line, col} = lineCounter.linePos(walk(at).found?.range?.[0] ?? 0);
      return `${shown}:${line}:${col}`;
    },
    has: (at) => walk(at).whole,
  };
  checkAliases(parsed.value, shown, parsed.locate);
  return parsed;
}

export const shownPath = (file: string, cwd = process.cwd()) => path.relative(cwd, path.resolve(file)).split(path.sep).join('/');
