// The loader on the inputs `npm run bench:fuzz` (scripts/bench/fuzz.ts) found
// or tries, as tiny inline specs: each either documents (generate() succeeds)
// or is refused with a SpecError that names the file and its line:col, and
// none takes long. Written into a temporary folder, generated into another.
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SpecError} from '../../packages/api-reference/src/load/load-spec';
import {generate} from '../../packages/api-reference/src/outputs';
import {scratchFolder} from '../scratch';

const dir = scratchFolder('fuzz-fixed-');

/** A spec of one operation whose 200 response has `schema`, as YAML (JSON is YAML). */
const withSchema = (schema: unknown, extra = '') =>
  `openapi: 3.1.0\ninfo: {title: Fuzz, version: '1'}\npaths:\n  /things:\n    get:\n      operationId: getThings\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema: ${JSON.stringify(schema)}\n${extra}`;

/** `bytes` written as `name` and generated as a reference site into a new folder: the generation, and that folder. */
async function generateInto(name: string, bytes: string | Buffer) {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  const siteDir = mkdtempSync(path.join(dir, 'site-'));
  const generated = await generate({
    siteDir,
    specFile: file,
    siteUrl: 'http://localhost:3000',
    baseUrl: '/',
    reference: {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'openapi', strict: false},
    staticDir: '.generated/static',
  });
  return {...generated, siteDir};
}

/** What generating `bytes` as `name` ends in: the operations documented, or the SpecError's message. */
async function outcome(name: string, bytes: string | Buffer): Promise<{documented: number} | {refused: string}> {
  try {
    const {model} = await generateInto(name, bytes);
    return {documented: model.operations.length};
  } catch (error) {
    if (error instanceof SpecError) return {refused: error.message};
    throw error;
  }
}

/** The file as messages name it: relative to the working directory. */
const shown = (name: string) => path.relative(process.cwd(), path.join(dir, name));

/** Runs `bytes` as `name` and times it: none of these may take more than `seconds`. */
async function timed(name: string, bytes: string | Buffer, seconds = 5) {
  const started = Date.now();
  const result = await outcome(name, bytes);
  expect((Date.now() - started) / 1000).toBeLessThan(seconds);
  return result;
}

const laughs = ['x-lol0: &lol0 "lol"', ...Array.from({length: 9}, (_, i) => `x-lol${i + 1}: &lol${i + 1} [${Array(10).fill(`*lol${i}`).join(', ')}]`)].join('\n');
// 5,000 nested `items`, written as text: JSON.stringify of it overflows Node 22's stack.
const deepItems = `${'{"type":"array","items":'.repeat(5000)}{"type":"string"}${'}'.repeat(5000)}`;
const deepJson = `{"openapi":"3.1.0","info":{"title":"Fuzz","version":"1"},"paths":{"/things":{"get":{"responses":{"200":{"description":"OK","content":{"application/json":{"schema":${deepItems}}}}}}}}}`;
const withParameter = (parameter: string) => withSchema({type: 'string'}).replace('operationId: getThings\n', `operationId: getThings\n      parameters: [${parameter}]\n`);

describe('the loader on broken specs (npm run bench:fuzz, fixed inputs)', () => {
  it('refuses YAML aliases of aliases ("billion laughs", 10^9 values) at the alias, at once', async () => {
    expect(await timed('laughs.yaml', `${laughs}\n${withSchema({type: 'string'})}`)).toEqual({
      refused: `${shown('laughs.yaml')}:10:16: x-lol9.0: this YAML alias repeats 111,111,111 values, and the file's aliases expand it to 1.2e+9 values (aliases of aliases, "billion laughs"); at most 1,000,000 values may come from aliases: write the values out, or alias fewer`,
    });
  });

  it('refuses 5,000 nested items where they pass 100 levels, in JSON and in YAML', async () => {
    expect(await timed('deep.json', deepJson)).toEqual({refused: `${shown('deep.json')}:1:2372: nested more than 100 levels deep (mappings and lists within each other), deeper than a spec can be read`});
    // The same nesting in a YAML file: YAML's flow style, after block mappings.
    expect(await timed('deep.yaml', withSchema({type: 'string'}).replace('schema: {"type":"string"}', `schema: ${deepItems}`))).toEqual({
      refused: expect.stringMatching(new RegExp(`^${shown('deep.yaml').replace(/[.]/g, '\\.')}:12:\\d+: nested more than 100 levels deep`)) as unknown as string,
    });
  });

  it('refuses a loop of parameter $refs (P1 → P2 → P1) at each $ref of it', async () => {
    const spec = `${withParameter("{$ref: '#/components/parameters/P1'}")}components:\n  parameters:\n    P1: {$ref: '#/components/parameters/P2'}\n    P2: {$ref: '#/components/parameters/P1'}\n`;
    const result = await timed('cycle.yaml', spec);
    expect('refused' in result && result.refused.split('\n')).toEqual([
      `${shown('cycle.yaml')}:17:16: components.parameters.P2: $ref '#/components/parameters/P1' is a loop of $refs (#/components/parameters/P1 → #/components/parameters/P2 → #/components/parameters/P1) that never reaches a value`,
      `${shown('cycle.yaml')}:16:16: components.parameters.P1: $ref '#/components/parameters/P2' is a loop of $refs (#/components/parameters/P1 → #/components/parameters/P2 → #/components/parameters/P1) that never reaches a value`,
      `${shown('cycle.yaml')}:7:27: paths./things.get.parameters.0: $ref '#/components/parameters/P1' is a loop of $refs (#/components/parameters/P1 → #/components/parameters/P2 → #/components/parameters/P1) that never reaches a value`,
    ]);
  });

  it('refuses a schema that is a $ref to itself (Redocly stopped on it with a stack trace)', async () => {
    const result = await timed('self.yaml', withSchema({$ref: '#/components/schemas/Loop'}, 'components:\n  schemas:\n    Loop: {$ref: "#/components/schemas/Loop"}\n'));
    expect('refused' in result && result.refused.split('\n')[0]).toBe(
      `${shown('self.yaml')}:15:18: components.schemas.Loop: $ref '#/components/schemas/Loop' is a loop of $refs (#/components/schemas/Loop → #/components/schemas/Loop) that never reaches a value`,
    );
  });

  it('refuses schemas made only of each other through allOf (the schema model recursed until the stack ran out)', async () => {
    const result = await timed('allof.yaml', withSchema({$ref: '#/components/schemas/A'}, 'components:\n  schemas:\n    A: {$ref: "#/components/schemas/B"}\n    B: {allOf: [{$ref: "#/components/schemas/A"}]}\n'));
    expect('refused' in result && result.refused.split('\n')[0]).toBe(
      `${shown('allof.yaml')}:16:24: components.schemas.B.allOf.0: $ref '#/components/schemas/A' is a loop of $refs (#/components/schemas/A → #/components/schemas/B → #/components/schemas/B/allOf/0 → #/components/schemas/A) that never reaches a value`,
    );
  });

  it('refuses an empty $ref (the whole file: Ajv recursed until the stack ran out)', async () => {
    expect(await timed('empty-ref.yaml', withSchema({$ref: ''}))).toEqual({
      refused: `${shown('empty-ref.yaml')}:12:31: paths./things.get.responses.200.content.application/json.schema: $ref '' names the whole file, not a part of it: give the part, such as '#/components/schemas/Pet'`,
    });
  });

  it('refuses a Swagger 2.0 $ref that the upgrade to 3.1 leaves pointing nowhere (the samples stopped with a stack trace)', async () => {
    const spec = 'swagger: "2.0"\ninfo: {title: Fuzz, version: "1"}\npaths:\n  /pets:\n    get:\n      responses:\n        "200": {description: OK, schema: {$ref: "#/definitions/Pet"}}\ndefinitions:\n  Pet: {type: object, properties: {all: {type: array, items: {$ref: "#/definitions"}}}}\n';
    expect(await timed('swagger.yaml', spec)).toEqual({
      refused: `${shown('swagger.yaml')}#/components/schemas/Pet/properties/all/items/$ref: components.schemas.Pet.properties.all.items: $ref '#/definitions' does not resolve`,
    });
  });

  it('still documents a recursive schema (a $ref to itself from inside)', async () => {
    expect(await timed('tree.yaml', withSchema({$ref: '#/components/schemas/Tree'}, 'components:\n  schemas:\n    Tree: {type: object, properties: {children: {type: array, items: {$ref: "#/components/schemas/Tree"}}}}\n'))).toEqual({documented: 1});
  });

  it('refuses a $ref to a file that does not exist, at the $ref', async () => {
    expect(await timed('missing.yaml', withSchema({$ref: './nowhere.yaml#/Pet'}))).toEqual({
      refused: `${shown('missing.yaml')}:12:31: paths./things.get.responses.200.content.application/json.schema: $ref './nowhere.yaml#/Pet' does not resolve (ENOENT: no such file or directory)`,
    });
  });

  it('documents a description with bytes that are not UTF-8 (read as U+FFFD)', async () => {
    const [before, after] = withSchema({type: 'string', description: 'caf@@ au lait'}).split('@@');
    expect(await timed('bytes.yaml', Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from(after)]))).toEqual({documented: 1});
  });

  it('documents a 4 MB description and a 4 MB enum value', async () => {
    expect(await timed('big.yaml', withSchema({type: 'string', description: 'lorem ipsum '.repeat(350_000), enum: ['x'.repeat(4 << 20)]}), 30)).toEqual({documented: 1});
  });

  it('documents huge numbers in a schema', async () => {
    expect(await timed('numbers.yaml', withSchema({type: 'array', maxItems: 1e308, items: {type: 'number', minimum: -1e308, maximum: 1e308, multipleOf: 5e-324}}))).toEqual({documented: 1});
  });

  it('documents no operations where paths is a number or a list', async () => {
    expect(await timed('paths.yaml', 'openapi: 3.1.0\ninfo: {title: Fuzz, version: "1"}\npaths: 42\n')).toEqual({documented: 0});
    expect(await timed('paths-list.yaml', 'openapi: 3.1.0\ninfo: {title: Fuzz, version: "1"}\npaths: [1, two]\n')).toEqual({documented: 0});
  });

  it('refuses an empty file and a file that is only a scalar, at 1:1', async () => {
    expect(await timed('empty.yaml', '')).toEqual({refused: `${shown('empty.yaml')}:1:1: the spec is not a YAML or JSON mapping`});
    expect(await timed('scalar.json', '42')).toEqual({refused: `${shown('scalar.json')}:1:1: the spec is not a YAML or JSON mapping`});
  });

  it('refuses duplicate keys at the second one, in YAML and in JSON', async () => {
    expect(await timed('dup.yaml', `${withSchema({type: 'string'})}info: {title: Again, version: '2'}\n`)).toEqual({refused: `${shown('dup.yaml')}:13:1: duplicated mapping key`});
    expect(await timed('dup.json', '{"openapi": "3.1.0", "openapi": "3.0.0", "info": {"title": "Fuzz", "version": "1"}, "paths": {}}')).toEqual({refused: `${shown('dup.json')}:1:22: duplicated mapping key`});
  });

  // What the fuzzer found past the loader, in the model and the pages.
  it('documents a property whose schema is null, a description that is a list, and an array too long to make up', async () => {
    expect(await timed('null-property.yaml', withSchema({type: 'object', properties: {scope: null, name: {type: 'string'}}}))).toEqual({documented: 1});
    expect(await timed('list-description.yaml', withSchema({type: 'string'}).replace("operationId: getThings\n", "operationId: getThings\n      description: []\n"))).toEqual({documented: 1});
    expect(await timed('huge-array.yaml', withSchema({type: 'array', minItems: 1000000000, items: {type: 'string'}}))).toEqual({documented: 1});
  });

  it('documents control characters in a spec\'s text as U+FFFD (HTML may not hold them), and keeps the download as given', async () => {
    const {siteDir} = await generateInto('controls.yaml', withSchema({type: 'object', properties: {'na\u0000me': {type: 'string', description: 'bell \u0007 here'}}}).replace("operationId: getThings\n", 'operationId: getThings\n      summary: "Get \\0 things \\a"\n'));
    const page = readFileSync(path.join(siteDir, 'docs/get-things.api.mdx'), 'utf8');
    expect(page).toContain('title: "Get \uFFFD things \uFFFD"');
    expect(page).toContain('na\uFFFDme');
    expect(page).toContain('bell \uFFFD here');
    // eslint-disable-next-line no-control-regex
    expect(page).not.toMatch(/[\u0000-\u0008]/);
    expect(readFileSync(path.join(siteDir, '.generated/static/openapi/openapi.json'), 'utf8')).toContain('"Get \\u0000 things \\u0007"');
  });
});
