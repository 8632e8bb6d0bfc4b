// `npm run reference` ends every failure in a sentence that names the spec's
// place and what to do, and exits 1: never a stack trace, whether the YAML
// parser, the bundler or the MDX compiler inside Docusaurus failed.
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiReferenceBin} from '../../scripts/reference-specs';
import {copySite, siteDir, start} from './site-copy';
import {scratchFolder} from '../scratch';

const scratch = scratchFolder('reference-cli-');

/** Runs `npm run reference` (its script) on a spec, in the repository or a copy of it. */
async function reference(spec: string, cwd = siteDir, options: string[] = []): Promise<{status: number | null; output: string}> {
  // Its work folders in the scratch folder: a test leaves nothing in the user's cache.
  const run = start('npx', ['tsx', 'packages/api-reference/src/reference.ts', spec, '--out', path.join(scratch, 'out', path.basename(spec)), ...options], cwd, {API_REFERENCE_CACHE: path.join(scratch, 'cache')});
  return {status: await run.exited, output: run.output()};
}

/** A line of a stack trace, as Node, Docusaurus and Vitest print them. */
const stackFrame = /^\s*(?:│\s*)?at\s+\S/m;

describe('npm run reference on a spec that cannot be built', () => {
  it('a YAML syntax error: its file:line:col, the parser\'s reason, exit 1', async () => {
    const {status, output} = await reference('openapi/examples/invalid-yaml.yaml');
    expect(status).toBe(1);
    expect(output).toContain('reference: the spec cannot be read:\nopenapi/examples/invalid-yaml.yaml:12:7: Flow sequence in block collection must be sufficiently indented and end with a ]');
    expect(output).not.toMatch(stackFrame);
  });

  it('a YAML error in a file that a $ref includes: that file\'s line and column', async () => {
    mkdirSync(path.join(scratch, 'included'), {recursive: true});
    writeFileSync(path.join(scratch, 'included/openapi.yaml'), "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    $ref: ./a.yaml\n");
    writeFileSync(path.join(scratch, 'included/a.yaml'), "get:\n  responses:\n    '200': {description: [OK}\n");
    const {status, output} = await reference(path.join(scratch, 'included/openapi.yaml'));
    expect(status).toBe(1);
    expect(output).toMatch(/reference: the spec cannot be read:\n\S*included\/a\.yaml:3:\d+: /);
    expect(output).not.toMatch(stackFrame);
  });

  // The generator makes every description safe for MDX (tests/unit/rest-generator.test.ts),
  // so the MDX compiler is made to fail in a copy of the site whose escaping is taken out.
  // As a page of the router, and as a static page, whose MDX worker threads compile (packages/api-reference/src/site/static-pages/mdx-compile.js).
  it.each(['--app-pages', '--static-pages'])('a page that does not compile as MDX (%s): the operation, the field and its line in the spec, what to do, exit 1', async (pages) => {
    const copy = copySite();
    try {
      const mdx = path.join(copy, 'packages/api-reference/src/render/mdx.ts');
      writeFileSync(mdx, readFileSync(mdx, 'utf8').replace('export function markdownText(text: string | undefined): string {', 'export function markdownText(text: string | undefined): string {\n  if (text?.includes("<div>")) return text;'));
      writeFileSync(
        path.join(copy, 'broken-mdx.yaml'),
        [
          'openapi: 3.1.0',
          "info: {title: Things, version: '1'}",
          'paths:',
          '  /things:',
          '    post:',
          '      operationId: createThing',
          '      requestBody:',
          '        content:',
          '          application/json:',
          '            schema:',
          '              type: object',
          '              properties:',
          '                note:',
          '                  type: string',
          '                  description: "A note, <div>in a box that is never closed."',
          '      responses:',
          "        '201': {description: Created.}",
          '',
        ].join('\n'),
      );
      const {status, output} = await reference('broken-mdx.yaml', copy, [pages]);
      expect(status).toBe(1);
      expect(output).toContain('reference: broken-mdx.yaml:15:33: POST /things (operationId createThing), request body field note: its description does not compile as MDX: ');
      expect(output).toContain('close each HTML tag it opens');
      expect(output).not.toMatch(stackFrame);
    } finally {
      rmSync(copy, {recursive: true, force: true});
    }
  }, 300_000);
});

/**
 * Runs the package's bin, `api-reference` (packages/api-reference/lib/cli.js, which `npm run gen`
 * and `npm run build:references` compile), for a site served at the root of the provider's own host.
 */
async function apiReference(args: string[], cwd = siteDir): Promise<{status: number | null; output: string}> {
  const run = start(process.execPath, [apiReferenceBin, ...args], cwd, {BASE_URL: '/', SITE_URL: 'https://docs.things.example', API_REFERENCE_CACHE: path.join(scratch, 'cache')});
  return {status: await run.exited, output: run.output()};
}

/** A spec of another provider, with a region in its server's host, as the Komodo spec has. */
const thingsSpec = (extra: {parameters?: string; required?: string} = {}) =>
  [
    'openapi: 3.1.0',
    "info: {title: Things API, version: '1'}",
    'servers:',
    "  - url: 'https://{region}.things.example/v1'",
    '    variables: {region: {default: eu.west1}}',
    'paths:',
    '  /things:',
    '    get:',
    '      operationId: listThings',
    '      parameters:',
    '        - {name: limit, in: query, schema: {type: integer}}',
    ...(extra.parameters ? [extra.parameters] : []),
    '      responses:',
    "        '200':",
    '          description: The things.',
    '          content:',
    '            application/json:',
    '              schema:',
    '                type: object',
    `                required: [${extra.required ?? 'id, name'}]`,
    '                properties:',
    '                  id: {type: string}',
    ...(extra.required ? [] : ['                  name: {type: string}']),
    '',
  ].join('\n');

describe('api-reference', () => {
  const specs = path.join(scratch, 'things');
  mkdirSync(specs, {recursive: true});
  writeFileSync(path.join(specs, 'old.yaml'), thingsSpec());
  writeFileSync(path.join(specs, 'new.yaml'), thingsSpec({parameters: '        - {name: colour, in: query, required: true, schema: {type: string}}', required: 'id'}));

  it('build refuses a folder with a user\'s files before any work, in a sentence, and leaves them as they were', async () => {
    const out = path.join(scratch, 'my-notes');
    mkdirSync(out);
    const readme = '# My API notes\n\nNothing here may be lost.\n';
    writeFileSync(path.join(out, 'README.md'), readme);
    const {status, output} = await apiReference(['build', path.join(specs, 'old.yaml'), '--out', out]);
    expect(status).toBe(1);
    expect(output).toContain(`api-reference: --out ${out}: the folder holds files that no build of api-reference wrote (README.md), and the build would mix the site with them. Give a new or empty folder`);
    expect(output).not.toMatch(stackFrame);
    expect(readFileSync(path.join(out, 'README.md'), 'utf8')).toBe(readme);
    expect(readdirSync(out)).toEqual(['README.md']);
  });

  it('build refuses the current folder', async () => {
    const {status, output} = await apiReference(['build', path.join(specs, 'old.yaml'), '--out', '.']);
    expect(status).toBe(1);
    expect(output).toContain(`api-reference: --out ${siteDir}: that is the current folder`);
    expect(output).not.toMatch(stackFrame);
  });

  it('check of a readable spec: its warnings and a summary, exit 0', async () => {
    const {status, output} = await apiReference(['check', path.join(specs, 'old.yaml')]);
    expect(output).toMatch(/^check: \S*old\.yaml: 1 operation, 0 webhooks, 0 schemas, 0 warnings$/m);
    expect(status).toBe(0);
  });

  it('check --strict: an example its schema refuses is a warning (exit 0), and under --strict an error with its place (exit 1)', async () => {
    const spec = path.join(specs, 'bad-example.yaml');
    writeFileSync(spec, thingsSpec().replace('              schema:\n', '              example: {id: 42, name: Box}\n              schema:\n'));
    const lenient = await apiReference(['check', spec]);
    expect(lenient.output).toMatch(/warning: \S*bad-example\.yaml:\d+:\d+: /);
    expect(lenient.output).toMatch(/1 operation, 0 webhooks, 0 schemas, 1 warning$/m);
    expect(lenient.status).toBe(0);
    const strict = await apiReference(['check', spec, '--strict']);
    expect(strict.output).toMatch(/api-reference: the spec cannot be read:\n\S*bad-example\.yaml:\d+:\d+: /);
    expect(strict.output).not.toMatch(stackFrame);
    expect(strict.status).toBe(1);
  });

  it('check --since: the differences grouped, each breaking one named, exit 1', async () => {
    const {status, output} = await apiReference(['check', path.join(specs, 'new.yaml'), '--since', path.join(specs, 'old.yaml')]);
    expect(output).toContain('check: since old.yaml: 2 breaking, 0 non-breaking, 0 documentation only\nBreaking:\n');
    expect(output).toContain('  - GET /things: New required query parameter `colour`.');
    expect(output).toContain('  - GET /things: Response 200 field `name` is removed.');
    expect(status).toBe(1);
    const same = await apiReference(['check', path.join(specs, 'old.yaml'), '--since', path.join(specs, 'old.yaml')]);
    expect(same.output).toContain('check: since old.yaml: no difference');
    expect(same.status).toBe(0);
  });

  it('check of a YAML syntax error: its file:line:col, exit 1, no stack trace', async () => {
    const {status, output} = await apiReference(['check', 'openapi/examples/invalid-yaml.yaml']);
    expect(status).toBe(1);
    expect(output).toContain('api-reference: the spec cannot be read:\nopenapi/examples/invalid-yaml.yaml:12:7: Flow sequence in block collection must be sufficiently indented');
    expect(output).not.toMatch(stackFrame);
  });

  it('--help, a command\'s --help and --version exit 0; a usage error exits 2', async () => {
    const help = await apiReference(['--help']);
    expect(help.status).toBe(0);
    expect(help.output).toContain('usage: api-reference <command> [options]');
    expect(help.output).toContain('Exit codes: 0 fine');
    const buildHelp = await apiReference(['build', '--help']);
    expect(buildHelp.status).toBe(0);
    expect(buildHelp.output).toContain('usage: api-reference build <spec> --out <dir>');
    // The command's version is its package's, run from the sources in the package as from the installed package.
    const version = await apiReference(['--version']);
    expect(version.status).toBe(0);
    expect(version.output.trim()).toBe((JSON.parse(readFileSync(path.join(siteDir, 'packages/api-reference/package.json'), 'utf8')) as {version: string}).version);
    const usage = await apiReference(['check']);
    expect(usage.status).toBe(2);
    expect(usage.output).toContain('api-reference: no spec file given\nusage: api-reference check <spec>');
    expect(existsSync(path.join(siteDir, 'check'))).toBe(false);
  });
});
