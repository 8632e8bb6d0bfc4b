// The generator as someone else installs it: packages/api-reference packed by
// `npm pack` (its prepack compiles lib/ from packages/api-reference/src/), the tarball
// installed into an empty folder with nothing else, and its command run there
// as a provider would: build a real spec's site, check a breaking change,
// follow an edit and a broken one in the live preview in Chromium. None of it reads this
// repository: the installed package has only its own files and the npm
// registry's packages.
import {spawnSync} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {testChromePath, chromiumArgs} from '../../scripts/chromium';
import {freePort} from '../tools';
import {headingOf, siteDir, start, stop, waitFor, waitForHeading, type Run} from './site-copy';

const packageDir = path.join(siteDir, 'packages/api-reference');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  license?: string;
  engines?: {node?: string};
  bin?: Record<string, string>;
  files?: string[];
  exports?: unknown;
  dependencies: Record<string, string>;
};

let folder = '';
let project = '';
let tarball = '';
const cache = () => path.join(folder, 'cache');
const stackFrame = /^\s+at .+\(.+:\d+:\d+\)$/m;
/** The real spec the installed command builds, previews and plugs in: Petstore of @readme/oas-examples. */
const petstoreSpec = require.resolve('@readme/oas-examples/3.0/yaml/petstore.yaml');

/** The installed command, run in the project folder. */
function apiReference(args: string[]): {status: number | null; output: string} {
  const run = spawnSync(path.join(project, 'node_modules/.bin/api-reference'), args, {
    cwd: project,
    encoding: 'utf8',
    env: {...process.env, BASE_URL: '/', SITE_URL: 'http://localhost:3000', API_REFERENCE_CACHE: cache(), FORCE_COLOR: '0'},
    timeout: 300_000,
  });
  return {status: run.status, output: `${run.stdout}${run.stderr}`};
}

/** Every file under a folder, relative. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** The files under a folder whose text the pattern finds. */
const filesMentioning = (dir: string, pattern: RegExp): string[] => filesUnder(dir).filter((file) => pattern.test(readFileSync(path.join(dir, file), 'latin1')));

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'api-reference-package-'));
  const pack = spawnSync('npm', ['pack', '--pack-destination', folder], {cwd: packageDir, encoding: 'utf8'});
  if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stdout}${pack.stderr}`);
  tarball = path.join(folder, `${manifest.name}-${manifest.version}.tgz`);
  project = path.join(folder, 'project');
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), `${JSON.stringify({name: 'a-provider-api', private: true}, null, 2)}\n`);
  // --prefer-offline: the versions npm ci put in npm's cache are taken from it, without asking the registry again.
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {cwd: project, encoding: 'utf8', timeout: 600_000});
  if (install.status !== 0) throw new Error(`npm install of the tarball failed:\n${install.stdout}${install.stderr}`);
}, 660_000);

afterAll(() => {
  if (folder) rmSync(folder, {recursive: true, force: true});
}, 120_000);

describe('the package, packed', () => {
  it('is ready to publish: licence, engines, bin, files, exports, a README; its runtime dependencies declared', () => {
    expect(manifest.license).toBe('MIT');
    expect(manifest.engines?.node).toBe('>=22.12');
    expect(manifest.bin).toEqual({'api-reference': 'lib/cli.js'});
    expect(manifest.files).toEqual(['lib/', 'README.md', 'LICENSE']);
    expect(manifest.exports).toBeTruthy();
    const listed = spawnSync('tar', ['tzf', tarball], {encoding: 'utf8'}).stdout.trim().split('\n');
    expect(listed).toEqual(expect.arrayContaining(['package/package.json', 'package/README.md', 'package/LICENSE', 'package/lib/cli.js']));
    expect(listed.filter((file) => !/^package\/(lib\/|README\.md$|LICENSE$|package\.json$)/.test(file))).toEqual([]);
    // No TypeScript at run time: the command and everything it loads is JavaScript.
    expect(listed.filter((file) => /\.tsx?$/.test(file))).toEqual([]);
  });

  it('mentions neither Komodo nor schools in any file', () => {
    const installed = path.join(project, 'node_modules', manifest.name);
    const mentions = filesMentioning(installed, /komodo|school/i);
    expect(mentions).toEqual([]);
  });

  it('answers --version and --help', () => {
    expect(apiReference(['--version'])).toEqual({status: 0, output: `${manifest.version}\n`});
    const help = apiReference(['--help']);
    expect(help.status).toBe(0);
    expect(help.output).toMatch(/build <spec> --out <dir>[\s\S]*dev <spec>[\s\S]*check <spec>/);
  });
});

describe('the installed command', () => {
  it('builds the site of a real spec: every operation a page, its samples, search and security headers; nothing of Komodo\'s', () => {
    copyFileSync(petstoreSpec, path.join(project, 'petstore.yaml'));
    const {status, output} = apiReference(['build', 'petstore.yaml', '--out', 'site']);
    expect(output).toContain(`reference: built ${path.join(project, 'site')} (serve it under /)`);
    expect(output).not.toMatch(stackFrame);
    expect(status).toBe(0);
    const site = path.join(project, 'site');
    const page = readFileSync(path.join(site, 'update-pet/index.html'), 'utf8');
    expect(page).toContain('<h1>Update an existing pet</h1>');
    expect(page).toContain('id=request-body');
    expect(page).toMatch(/curl<\/span>/);
    const files = filesUnder(site);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'search/index.html', 'pagefind/pagefind.js', '_headers', 'llms.txt', 'update-pet.md', 'openapi/petstore.yaml']));
    expect(files.filter((file) => file.endsWith('/index.html') && !file.startsWith('search/')).length).toBe(20);
    expect(filesMentioning(site, /komodo/i)).toEqual([]);
    // Its work folder is in the cache it was given: the project has the site and what npm put there.
    expect(readdirSync(project).sort()).toEqual(['node_modules', 'package-lock.json', 'package.json', 'petstore.yaml', 'site']);
  }, 300_000);

  // A spec with a region in its server's host, as Komodo's has: the region the reader sets is kept under this site's name.
  it('builds another spec into the same folder: the second build replaces the first, and keeps nothing of it; nothing of Komodo\'s', () => {
    writeFileSync(
      path.join(project, 'things.yaml'),
      "openapi: 3.1.0\ninfo: {title: Things API, version: '1'}\nservers:\n  - url: 'https://{region}.things.example/v1'\n    variables: {region: {default: eu.west1}}\npaths:\n  /things:\n    get:\n      operationId: listThings\n      responses:\n        '200': {description: The things.}\n",
    );
    const {status, output} = apiReference(['build', 'things.yaml', '--out', 'site']);
    expect(output).not.toMatch(stackFrame);
    expect(status).toBe(0);
    const site = path.join(project, 'site');
    const marker = JSON.parse(readFileSync(path.join(site, '.api-reference-build.json'), 'utf8')) as {spec: string; files: string[]};
    expect(marker.spec).toBe('things.yaml');
    expect(marker.files).toContain('list-things/index.html');
    expect(filesUnder(site).filter((file) => /^(update-pet|openapi\/petstore)/.test(file))).toEqual([]);
    expect(readFileSync(path.join(site, 'search/index.html'), 'utf8')).toContain('content="Search the Things API documentation."');
    expect(filesMentioning(site, /komodo/i)).toEqual([]);
    rmSync(path.join(project, 'things.yaml'));
  }, 300_000);

  it('check --since exits 1 on a breaking change and names it', () => {
    const spec = (required: string) => `openapi: 3.1.0\ninfo: {title: Things API, version: '1'}\npaths:\n  /things:\n    get:\n      operationId: listThings\n      parameters:\n        - {name: limit, in: query, schema: {type: integer}}${required}\n      responses:\n        '200': {description: The things.}\n`;
    writeFileSync(path.join(project, 'old.yaml'), spec(''));
    writeFileSync(path.join(project, 'new.yaml'), spec('\n        - {name: colour, in: query, required: true, schema: {type: string}}'));
    const {status, output} = apiReference(['check', 'new.yaml', '--since', 'old.yaml']);
    expect(output).toMatch(/check: since old\.yaml: 1 breaking/);
    expect(output).toContain('colour');
    expect(output).not.toMatch(stackFrame);
    expect(status).toBe(1);
    expect(apiReference(['check', 'old.yaml', '--since', 'old.yaml']).status).toBe(0);
  });

  // The live preview, as a provider's writer uses it on their spec: an edit shows on the open page
  // without a restart; a broken edit is told as file:line:col in the terminal while the last good
  // page is still served; its work files go to the cache it is given, nowhere else.
  describe('dev', () => {
    let server: Run;
    let browser: Browser;
    let page: Page;
    /** The project's files before dev started. */
    let held: string[] = [];
    const spec = () => path.join(project, 'petstore.yaml');
    const editSpec = (from: string, to: string) => writeFileSync(spec(), readFileSync(spec(), 'utf8').replace(from, to));

    beforeAll(async () => {
      copyFileSync(petstoreSpec, spec());
      held = readdirSync(project).sort();
      const port = await freePort();
      server = start(path.join(project, 'node_modules/.bin/api-reference'), ['dev', 'petstore.yaml', '--port', String(port), '--host', '127.0.0.1'], project, {
        BASE_URL: '/',
        SITE_URL: 'http://localhost:3000',
        API_REFERENCE_CACHE: cache(),
      });
      browser = await chromium.launch({executablePath: testChromePath, args: chromiumArgs});
      await waitFor('the first compilation', () => /compiled successfully/i.test(server.output()), 240_000, server.output);
      page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/update-pet`);
      await waitFor('the page', async () => (await headingOf(page)) === 'Update an existing pet', 60_000, server.output);
    }, 360_000);

    afterAll(async () => {
      await browser?.close();
      if (server) stop(server);
    });

    it('follows an edit to the spec on the open page in Chromium, without a restart', async () => {
      editSpec('summary: Update an existing pet', 'summary: Replace a pet');
      await waitForHeading(page, 'Replace a pet', 30_000, server.output);
      expect(server.child.exitCode).toBeNull();
    }, 45_000);

    it('tells a broken edit as file:line:col and keeps serving the last good page', async () => {
      const before = server.output().length;
      editSpec("'#/components/schemas/Pet'", "'#/components/schemas/Nobody'");
      const message = await waitFor(
        'the error in the terminal',
        () => /petstore\.yaml:\d+:\d+: .*'#\/components\/schemas\/Nobody' does not resolve/.exec(server.output().slice(before))?.[0],
        15_000,
        server.output,
      );
      expect(message).toMatch(/petstore\.yaml:\d+:\d+:/);
      expect(server.output().slice(before)).not.toMatch(/^\s+at /m);
      await page.reload();
      await waitFor('the last good page', async () => (await headingOf(page)) === 'Replace a pet', 15_000, server.output);
      expect(server.child.exitCode).toBeNull();
    }, 45_000);

    it('writes nothing beside the spec: its work folder is in the cache', () => {
      expect(held).toContain('petstore.yaml');
      expect(readdirSync(project).sort()).toEqual(held);
    });
  });

  it('is a Docusaurus plugin: an existing site adds it with a spec and a route, and gets the pages, samples, twins and search beside its own', () => {
    const site = path.join(project, 'docs-site');
    mkdirSync(path.join(site, 'docs'), {recursive: true});
    copyFileSync(petstoreSpec, path.join(site, 'petstore.yaml'));
    mkdirSync(path.join(site, 'src/pages'), {recursive: true});
    writeFileSync(path.join(site, 'src/pages/index.md'), '# Pets\n\nRead [our guide](/docs/intro).\n');
    writeFileSync(path.join(site, 'docs/intro.md'), '# Our guide\n\nStart with [the pet store API](/api/).\n');
    writeFileSync(
      path.join(site, 'docusaurus.config.js'),
      [
        'module.exports = {',
        "  title: 'Pets', url: 'http://localhost:3000', baseUrl: '/', onBrokenLinks: 'throw', onBrokenAnchors: 'throw',",
        '  future: {v4: true, faster: true},',
        "  presets: [['classic', {docs: {sidebarPath: undefined}, blog: false}]],",
        "  plugins: [['openapi-reference-site/docusaurus', {spec: 'petstore.yaml', route: '/api/'}]],",
        '};',
        '',
      ].join('\n'),
    );
    const run = spawnSync(path.join(project, 'node_modules/.bin/docusaurus'), ['build'], {cwd: site, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}, timeout: 300_000});
    const output = `${run.stdout}${run.stderr}`;
    expect(output).not.toMatch(stackFrame);
    expect(run.status, output).toBe(0);
    const built = path.join(site, 'build');
    // The site's own page, and the reference at its route: the overview, an operation with its samples, its twin.
    expect(readFileSync(path.join(built, 'docs/intro/index.html'), 'utf8')).toMatch(/href="?\/api\/"?>the pet store API/);
    expect(readFileSync(path.join(built, 'api/index.html'), 'utf8')).toMatch(/<h1[^>]*>Swagger Petstore/);
    const page = readFileSync(path.join(built, 'api/update-pet/index.html'), 'utf8');
    expect(page).toContain('<h1>Update an existing pet</h1>');
    expect(page).toContain('id=request-body');
    // The code samples, in the page's HTML: a tab per language, the request in curl's.
    expect([...page.matchAll(/role=tab [^>]*>(\w+)</g)].map((match) => match[1])).toEqual(['curl', 'JavaScript', 'Python', 'Go', 'PHP', 'Ruby', 'Java']);
    expect(page).toContain('curl --fail-with-body "http://petstore.swagger.io/v2/pet"');
    expect(readFileSync(path.join(built, 'api/update-pet.md'), 'utf8')).toMatch(/^# Update an existing pet/m);
    expect(filesUnder(built)).toEqual(expect.arrayContaining(['search/index.html', 'pagefind/pagefind.js', 'llms.txt', 'openapi/petstore.yaml']));
    // What it generated is in Docusaurus's own generated folder: the site has only its files and the build's.
    expect(readdirSync(site).sort()).toEqual(['.docusaurus', 'build', 'docs', 'docusaurus.config.js', 'node_modules', 'petstore.yaml', 'src']);
  }, 300_000);
});
