// `npm run reference` ends every failure in a sentence that names the spec's
// place and what to do, and exits 1: never a stack trace, whether the YAML
// parser, the bundler or the MDX compiler inside Docusaurus failed.
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {copySite, siteDir, start} from './site-copy';

const scratch = mkdtempSync(path.join(tmpdir(), 'reference-cli-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

/** Runs `npm run reference` (its script) on a spec, in the repository or a copy of it. */
async function reference(spec: string, cwd = siteDir, options: string[] = []): Promise<{status: number | null; output: string}> {
  const run = start('npx', ['tsx', 'generator/reference.ts', spec, '--out', path.join(scratch, 'out', path.basename(spec)), ...options], cwd);
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
  // As a page of the router, and as a static page, whose MDX worker threads compile (generator/site/static-pages/mdx-compile.js).
  it.each(['--app-pages', '--static-pages'])('a page that does not compile as MDX (%s): the operation, the field and its line in the spec, what to do, exit 1', async (pages) => {
    const copy = copySite();
    try {
      const mdx = path.join(copy, 'generator/render/mdx.ts');
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
