// `api-reference dev <spec>` (packages/api-reference/src/cli/dev.ts), as a provider's writer
// uses it on a spec of their own: the reference is served, an edit to the
// spec shows on the open page in Chromium without a restart, and a broken
// edit is told as file:line:col in the terminal while the last good page is
// still served. Its work files go to the cache it is given, nowhere else.
import {copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {testChromePath, chromiumArgs} from '../../scripts/chromium';
import {freePort} from '../tools';
import {headingOf, siteDir, start, stop, waitFor, waitForHeading, type Run} from './site-copy';

let folder = '';
let spec = '';
let server: Run | undefined;
let browser: Browser | undefined;
let page: Page;

const heading = () => headingOf(page);
const editSpec = (from: string, to: string) => writeFileSync(spec, readFileSync(spec, 'utf8').replace(from, to));

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'reference-dev-'));
  spec = path.join(folder, 'petstore.yaml');
  copyFileSync(require.resolve('@readme/oas-examples/3.0/yaml/petstore.yaml'), spec);
  const port = await freePort();
  server = start(process.execPath, [path.join(siteDir, 'node_modules/tsx/dist/cli.mjs'), path.join(siteDir, 'packages/api-reference/src/cli.ts'), 'dev', 'petstore.yaml', '--port', String(port), '--host', '127.0.0.1'], folder, {
    BASE_URL: '/',
    SITE_URL: 'http://localhost:3000',
    API_REFERENCE_CACHE: path.join(folder, 'cache'),
  });
  await waitFor('the dev server', () => server!.output().includes('Docusaurus website is running'), 240_000, server.output);
  await waitFor('the first compilation', () => /compiled successfully/i.test(server!.output()), 240_000, server.output);
  browser = await chromium.launch({executablePath: testChromePath, args: chromiumArgs});
  page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/update-pet`);
  await waitFor('the page', async () => (await heading()) === 'Update an existing pet', 60_000, server.output);
}, 360_000);

afterAll(async () => {
  await browser?.close();
  if (server) stop(server);
  if (folder) rmSync(folder, {recursive: true, force: true});
});

describe('api-reference dev follows the spec', () => {
  it('shows an edit to the spec on the open page without a restart', async () => {
    editSpec('summary: Update an existing pet', 'summary: Replace a pet');
    await waitForHeading(page, 'Replace a pet', 30_000, server!.output);
    expect(server!.child.exitCode).toBeNull();
  }, 45_000);

  it('tells a broken edit as file:line:col and keeps serving the last good page', async () => {
    const before = server!.output().length;
    editSpec("'#/components/schemas/Pet'", "'#/components/schemas/Nobody'");
    const message = await waitFor(
      'the error in the terminal',
      () => /petstore\.yaml:\d+:\d+: .*'#\/components\/schemas\/Nobody' does not resolve/.exec(server!.output().slice(before))?.[0],
      15_000,
      server!.output,
    );
    expect(message).toMatch(/petstore\.yaml:\d+:\d+:/);
    expect(server!.output().slice(before)).not.toMatch(/^\s+at /m);
    await page.reload();
    await waitFor('the last good page', async () => (await heading()) === 'Replace a pet', 15_000, server!.output);
    expect(server!.child.exitCode).toBeNull();
  }, 45_000);

  it('writes nothing beside the spec: its work folder is in the cache', () => {
    expect(readdirSync(folder).sort()).toEqual(['cache', 'petstore.yaml']);
  });
});
