// The docs team's daily loop: with `npm start` running, an edit to the spec is
// on the open page within 5 s, without a restart; a broken spec is reported
// as file:line:col in the terminal and the last good page is still served.
import {rmSync} from 'node:fs';
import {chromium, type Browser, type Page} from '@playwright/test';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {testChromePath, chromiumArgs} from '../../scripts/chromium';
import {freePort} from '../tools';
import {copySite, editSpec, headingOf, start, stop, waitFor, waitForHeading, type Run} from './site-copy';

let copy = '';
let server: Run | undefined;
let browser: Browser | undefined;
let page: Page;
let url = '';

const heading = () => headingOf(page);

beforeAll(async () => {
  copy = copySite();
  const port = await freePort();
  // What `npm start` runs: gen (prestart), then the dev server.
  const gen = start('npx', ['tsx', 'scripts/gen.ts'], copy);
  if ((await gen.exited) !== 0) throw new Error(`gen failed:\n${gen.output()}`);
  server = start('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], copy);
  await waitFor('the dev server', () => server!.output().includes('Docusaurus website is running'), 240_000, server.output);
  await waitFor('the first compilation', () => /compiled successfully/i.test(server!.output()), 240_000, server.output);
  browser = await chromium.launch({executablePath: testChromePath, args: chromiumArgs});
  page = await browser.newPage();
  url = `http://127.0.0.1:${port}/komodo-api-docs/docs/rest/v1/get-users`;
  await page.goto(url);
  await waitFor('the page', async () => (await heading()) === 'Get users', 60_000, server.output);
}, 360_000);

afterAll(async () => {
  await browser?.close();
  if (server) stop(server);
  if (copy) rmSync(copy, {recursive: true, force: true});
});

describe('npm start follows the spec', () => {
  it('shows an edit to the spec on the open page within 5 s', async () => {
    const edited = Date.now();
    editSpec(copy, (doc) => doc.setIn(['paths', '/users', 'get', 'summary'], 'Get every user'));
    await waitForHeading(page, 'Get every user', 15_000, server!.output);
    const seconds = (Date.now() - edited) / 1000;
    console.log(`spec edit on the page after ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(5);
    // The page's Markdown twin and llms.txt, which are written after the pages' rebuild, follow.
    const twin = await waitFor('the edit in the Markdown twin', async () => {
      const text = await (await fetch(`${url}.md`)).text();
      return text.includes('# Get every user') ? text : undefined;
    }, 10_000, server!.output);
    expect(twin).not.toContain('# Get users\n');
    expect(await (await fetch(new URL('/komodo-api-docs/llms.txt', url))).text()).toContain('[Get every user]');
  }, 30_000);

  it('reports a broken spec as file:line:col and keeps serving the last good page', async () => {
    const before = server!.output().length;
    editSpec(copy, (doc) => doc.setIn(['paths', '/users', 'get', 'responses', '200', 'content', 'application/json', 'schema', '$ref'], '#/components/schemas/Nobody'));
    const message = await waitFor(
      'the error in the terminal',
      () => /openapi\/rest-v1\.yaml:\d+:\d+: .*'#\/components\/schemas\/Nobody' does not resolve/.exec(server!.output().slice(before))?.[0],
      5_000,
      server!.output,
    );
    expect(message).toMatch(/^openapi\/rest-v1\.yaml:\d+:\d+:/);
    // The page as the last good spec made it. It may take a rebuild to show: the pages that the last
    // edit's title changed and nothing else (the overview) are written after its own page's rebuild.
    await page.reload();
    await waitFor('the last good page', async () => (await heading()) === 'Get every user', 15_000, server!.output);
    expect(server!.child.exitCode).toBeNull();
  }, 30_000);
});
