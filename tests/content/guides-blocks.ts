/**
 * Shared by the guides-*.test.ts files: the hand-written pages and the code
 * blocks in them, each with the file and line it starts on, so a failure
 * message points at the exact block to fix.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse as parseYaml} from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {resolveRef} from '../../packages/api-reference/src/load/load-spec';

export const siteDir = fileURLToPath(new URL('../../', import.meta.url));
const docsDir = path.join(siteDir, 'docs');
/** Generated from the spec, and checked by the spec tests. */
const generatedDir = path.join(docsDir, 'rest', 'v1');

export interface Page {
  /** Relative to the site, e.g. docs/cube/load.mdx. */
  file: string;
  text: string;
}

export interface CodeBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  /** Everything after the language on the fence line, e.g. `schema="cube:query"`. */
  meta: string;
  code: string;
}

/** Every hand-written page under docs/, skipping the generated REST pages. */
export function handWrittenPages(): Page[] {
  const found: Page[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== generatedDir) walk(full);
      } else if (/\.mdx?$/.test(entry.name)) {
        found.push({file: path.relative(siteDir, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8')});
      }
    }
  };
  walk(docsDir);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/** Fenced code blocks (``` or ~~~, indented or not, e.g. inside <TabItem>). */
export function codeBlocks(page: Page): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = page.text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    if (j === lines.length) throw new Error(`${page.file}:${i + 1}: code block is never closed`);
    blocks.push({file: page.file, line: i + 1, lang, meta: meta.trim(), code: body.join('\n')});
    i = j;
  }
  return blocks;
}

export const allBlocks = (): CodeBlock[] => handWrittenPages().flatMap(codeBlocks);

/** The value of `key="..."` in a fence's meta string. */
export function metaValue(block: CodeBlock, key: string): string | undefined {
  return new RegExp(`(?:^|\\s)${key}="([^"]*)"`).exec(block.meta)?.[1];
}

export const where = (b: CodeBlock) => `${b.file}:${b.line}`;

/** The spec as plain JSON (the spec tests check it is sound). */
export const spec = parseYaml(readFileSync(path.join(siteDir, 'openapi/rest-v1.yaml'), 'utf8'));

/** One Ajv (draft 2020-12, formats on) that knows the spec and the Cube schemas. */
export function makeAjv(): Ajv2020 {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  ajv.addSchema(spec, 'openapi.json');
  for (const name of ['query', 'load-response', 'meta-response', 'error']) {
    const schema = JSON.parse(readFileSync(path.join(siteDir, `src/data/cube/${name}.schema.json`), 'utf8'));
    ajv.addSchema(schema, `cube:${name}`);
  }
  return ajv;
}

/** A JSON pointer, URI-encoded as Ajv wants it in a schema key. */
const pointer = (parts: string[]) =>
  parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/**
 * The Ajv key of a schema named in a fence's meta:
 * `rest:GET /users 200` (a response body), `rest:Error` (a component schema)
 * or `cube:query`, `cube:load-response`, `cube:meta-response`, `cube:error`.
 */
export function schemaKey(name: string): string {
  if (name.startsWith('cube:')) return name;
  const operation = /^rest:(GET|POST|PUT|PATCH|DELETE) (\S+) (\d{3})$/.exec(name);
  if (operation) {
    const [, method, route, status] = operation;
    let at = ['paths', route, method.toLowerCase(), 'responses', status];
    let response = resolveRef(spec, `#/${pointer(at)}`);
    // A shared response (`$ref: '#/components/responses/X'`) is validated where it is defined.
    if (typeof response?.$ref === 'string') {
      at = response.$ref.slice(2).split('/').map((p: string) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
      response = resolveRef(spec, response.$ref);
    }
    if (!response) throw new Error(`the spec has no response ${status} for ${method} ${route}`);
    if (!response.content?.['application/json']?.schema) throw new Error(`${method} ${route} ${status} has no JSON body`);
    return `openapi.json#/${pointer([...at, 'content', 'application/json', 'schema'])}`;
  }
  const component = /^rest:([A-Za-z]+)$/.exec(name);
  if (component) {
    if (!spec.components?.schemas?.[component[1]]) throw new Error(`the spec has no schema ${component[1]}`);
    return `openapi.json#/components/schemas/${component[1]}`;
  }
  throw new Error(`unknown schema name "${name}"`);
}
