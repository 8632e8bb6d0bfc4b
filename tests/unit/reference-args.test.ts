// The options of `npm run reference` (packages/api-reference/src/reference.ts) and of
// `api-reference build` and `dev` (packages/api-reference/src/cli.ts): the provider's site that
// the paths of a spec's descriptions are pages of, and when schemas get pages.
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {parseArgs, prepareSite} from '../../packages/api-reference/src/reference';
import {parseDevArgs} from '../../packages/api-reference/src/cli/dev';
import {parseCheckArgs} from '../../packages/api-reference/src/cli/check';
import {run} from '../../packages/api-reference/src/cli';

describe('npm run reference --links-base', () => {
  it('takes the provider\'s site as an http(s) URL, in either spelling', () => {
    expect(parseArgs(['spec.yaml', '--out', 'out', '--links-base', 'https://docs.example.com/']).linksBase).toBe('https://docs.example.com/');
    expect(parseArgs(['spec.yaml', '--out=out', '--links-base=http://localhost:8080/docs/']).linksBase).toBe('http://localhost:8080/docs/');
    expect(parseArgs(['spec.yaml', '--out', 'out'])).toEqual({spec: path.resolve('spec.yaml'), out: path.resolve('out'), strict: false, staticPages: undefined, linksBase: undefined});
  });

  it('refuses anything else, saying what to give', () => {
    expect(() => parseArgs(['spec.yaml', '--out', 'out', '--links-base', '/docs'])).toThrow("--links-base /docs: give the provider's site as an http(s) URL");
    expect(() => parseArgs(['spec.yaml', '--out', 'out', '--links-base'])).toThrow('--links-base');
  });
});

describe('--schema-pages auto|always|never', () => {
  const usage = 'usage: api-reference dev <spec>';

  it('build and dev take it in either spelling: always, never, or auto (the number of schemas decides)', () => {
    const build = (...options: string[]) => parseArgs(['spec.yaml', '--out', 'out', ...options]).schemaPages;
    expect([build('--schema-pages', 'always'), build('--schema-pages=never'), build('--schema-pages', 'auto'), build()]).toEqual([true, false, undefined, undefined]);
    const dev = (...options: string[]) => parseDevArgs(['spec.yaml', ...options], usage).schemaPages;
    expect([dev('--schema-pages=always'), dev('--schema-pages', 'never'), dev('--schema-pages=auto'), dev()]).toEqual([true, false, undefined, undefined]);
  });

  it('refuses any other value with one sentence, saying what to give, then the usage', () => {
    const sentence = '--schema-pages sometimes: give auto (a page per named schema from 100 named schemas reached), always or never';
    expect(() => parseArgs(['spec.yaml', '--out', 'out', '--schema-pages', 'sometimes'])).toThrow(`${sentence}\nusage: npm run reference`);
    expect(() => parseDevArgs(['spec.yaml', '--schema-pages=sometimes'], usage)).toThrow(`${sentence}\n${usage}`);
    expect(() => parseArgs(['spec.yaml', '--out', 'out', '--schema-pages'])).toThrow('--schema-pages : give auto');
    expect(() => parseDevArgs(['spec.yaml', '--schema-pages=100'], usage)).toThrow('--schema-pages 100: give auto');
  });

  it('is in the --help of build and dev', async () => {
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
    try {
      await run(['build', '--help']);
      await run(['dev', '--help']);
    } finally {
      log.mockRestore();
    }
    expect(printed[0]).toContain('[--schema-pages auto|always|never]');
    expect(printed[0]).toMatch(/--schema-pages <when> +A page per named schema, which the operation pages link to: auto \(the default: from 100 named\n +schemas reached by the operations\), always or never/);
    expect(printed[1]).toContain('[--schema-pages auto|always|never]');
    expect(printed[1]).toMatch(/--schema-pages <when> +A page per named schema: auto \(from 100 named schemas reached\), always or never\./);
  });

  it('makes the pages of a build: a spec of two named schemas gets a page for each with always, none by default', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'schema-pages-'));
    try {
      const spec = path.join(dir, 'pets.json');
      writeFileSync(spec, JSON.stringify({
        openapi: '3.1.0',
        info: {title: 'Pets', version: '1'},
        paths: {'/pets': {get: {operationId: 'listPets', responses: {'200': {description: 'The pets.', content: {'application/json': {schema: {type: 'array', items: {$ref: '#/components/schemas/Pet'}}}}}}}}},
        components: {schemas: {Pet: {type: 'object', properties: {name: {type: 'string'}, owner: {$ref: '#/components/schemas/Owner'}}}, Owner: {type: 'object', properties: {name: {type: 'string'}}}}},
      }));
      const pages = async (schemaPages: boolean | undefined, name: string) => {
        const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
        try {
          const {siteDir} = await prepareSite({spec, strict: false, schemaPages}, path.join(dir, name));
          return readdirSync(path.join(siteDir, 'docs'), {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx')).sort();
        } finally {
          log.mockRestore();
        }
      };
      expect(await pages(true, 'always')).toEqual(['list-pets.api.mdx', 'overview.info.mdx', 'schemas/owner.schema.mdx', 'schemas/pet.schema.mdx']);
      expect(await pages(undefined, 'auto')).toEqual(['list-pets.api.mdx', 'overview.info.mdx']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the browsers of a reference site', () => {
  it('are the Komodo site\'s, so that both sites\' CSS is written for the same browsers', async () => {
    const {siteBrowsers} = await import('../../packages/api-reference/src/reference');
    const {readFileSync} = await import('node:fs');
    const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {browserslist: string[]};
    expect(siteBrowsers).toEqual(root.browserslist);
  });
});

describe('build, dev and check read their command lines one way (packages/api-reference/src/cli/options.ts)', () => {
  const usage = 'usage: api-reference <command> <spec>';
  const commands = {
    build: (argv: string[]) => parseArgs([...argv, '--out', 'out'], usage),
    dev: (argv: string[]) => parseDevArgs(argv, usage),
    check: (argv: string[]) => parseCheckArgs(argv, usage),
  };

  it.each(Object.entries(commands))('%s: --since v and --since=v alike; a flag; the same sentences for an unknown option, two specs, none, a file that is not a spec', (_name, parse) => {
    expect(path.basename(parse(['new.yaml', '--since', 'old.yaml']).since!)).toBe('old.yaml');
    expect(parse(['new.yaml', '--since=old.yaml']).since).toBe(parse(['new.yaml', '--since', 'old.yaml']).since);
    expect(parse(['new.yaml', '--strict']).strict).toBe(true);
    expect(() => parse(['new.yaml', '--since'])).toThrow(`--since needs the older spec's file\n${usage}`);
    expect(() => parse(['new.yaml', '--colour'])).toThrow(`unknown option --colour\n${usage}`);
    expect(() => parse(['new.yaml', '--strict=yes'])).toThrow('unknown option --strict=yes');
    expect(() => parse(['a.yaml', 'b.yaml'])).toThrow(`one spec at a time, got a.yaml and b.yaml\n${usage}`);
    expect(() => parse([])).toThrow(`no spec file given\n${usage}`);
    expect(() => parse(['notes.txt'])).toThrow(`notes.txt: give an OpenAPI file ending in .yaml, .yml or .json\n${usage}`);
  });

  it("dev's port and host, build's output folder and page kinds", () => {
    expect(parseDevArgs(['a.yaml', '--port=4000', '--host', '0.0.0.0'], usage)).toMatchObject({port: 4000, host: '0.0.0.0'});
    expect(() => parseDevArgs(['a.yaml', '--port', 'x'], usage)).toThrow('--port x: give a port number from 1 to 65535');
    expect(() => parseArgs(['a.yaml'], usage)).toThrow('no output folder given (--out <dir>)');
    expect(parseArgs(['a.yaml', '--out=o', '--app-pages'], usage).staticPages).toBe(false);
    expect(() => parseArgs(['a.yaml', '--out', 'o', '--app-pages', '--static-pages'], usage)).toThrow('--static-pages and --app-pages: one or the other');
  });
});
