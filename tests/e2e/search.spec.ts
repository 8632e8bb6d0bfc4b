// Offline search (Pagefind, indexed from the built pages, under the base
// path): what a reader sees in the navbar box and on the results page, and
// what the first search costs in bytes. The whole query set is ranked in Node
// (tests/integration/search-queries.test.ts), by the function the results
// page calls; here the page answers a query of each kind the same way.
import {expect, test} from '@playwright/test';
import {measureFirstSearches, navbarSearchBox, rankOf, resultsFor, searchByteBudget} from '../../scripts/bench/search';
import {queries} from '../search/queries';
import {kb} from '../../scripts/bench/measure';
import {waitForHydration} from './site';

test('typing in the navbar box lists results; Enter opens the first at its field', async ({page}) => {
  await page.goto('docs/getting-started');
  await waitForHydration(page);
  const box = navbarSearchBox(page);
  await box.click();
  await box.fill('mis_id');
  const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
  await expect(options.first()).toContainText('mis_id');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/docs\/rest\/v1\/get-users?#response-200-(data-)?mis_id$/);
  const field = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(field).toBeInViewport();
  await expect(field).toContainText('mis_id');
});

test('Ctrl+K and / focus the box; the arrow keys choose a result', async ({page}) => {
  await page.goto('docs/');
  await waitForHydration(page);
  const box = navbarSearchBox(page);
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.blur();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  // One input event: typed key by key, each prefix is a search of its own,
  // and results arriving after the arrow key rightly reset the choice.
  await box.fill('normalized');
  const options = page.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  const chosen = (await options.nth(1).locator('span').first().innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(chosen);
});

test('the results page answers search?q= and keeps the query in its address', async ({page}) => {
  await page.goto('search?q=normalized');
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results.filter({hasText: 'Get normalised user survey responses'}).first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText('for “normalized”');
  const input = page.getByLabel('Search for an operation, a field, a parameter or a topic');
  await input.fill('check in');
  await expect(page).toHaveURL(/search\?q=check%20in$/);
  await expect(results.first().getByRole('link')).toHaveAttribute('href', /\/docs\/rest\/v1\/get-check-ins?$/);
});

test('the results page puts the answer to a query of each kind in its top 3, as the query set is ranked', async ({page}, testInfo) => {
  const searchPage = new URL('search', testInfo.project.use.baseURL).href;
  for (const kind of ['name', 'concept', 'misspelling', 'cube'] as const) {
    const query = queries.find((candidate) => (candidate.kind ?? 'name') === kind)!;
    const results = await resultsFor(page, searchPage, query.query, 'main li a[href]');
    expect(rankOf(query, results), `${kind} "${query.query}": ${results.slice(0, 3).join(', ')}`).toBeGreaterThanOrEqual(1);
    expect(rankOf(query, results), `${kind} "${query.query}": ${results.slice(0, 3).join(', ')}`).toBeLessThanOrEqual(3);
  }
});

test('each result says where it lives, and what is removed or deprecated; the removed API comes last', async ({page}) => {
  await page.goto('search?q=errors');
  // The first line of each result: page › section, and its status.
  const titles = page.getByRole('main').getByRole('listitem').getByRole('link').locator('> span:first-child');
  await expect(titles.filter({hasText: 'REST API v1 › Errors'})).toHaveCount(1);
  const lines = await titles.allInnerTexts();
  // Sections of the same name on several pages, told apart by their page.
  expect(lines.filter((line) => / › Errors\b/.test(line)).length).toBeGreaterThan(1);
  const removed = lines.map((line) => /\bRemoved$/.test(line.trim()));
  expect(removed.indexOf(true), `the Cube API's pages are among the results:\n${lines.join('\n')}`).toBeGreaterThan(0);
  expect(removed.indexOf(true), `current pages first:\n${lines.join('\n')}`).toBeGreaterThan(removed.lastIndexOf(false));
  const input = page.getByLabel('Search for an operation, a field, a parameter or a topic');
  await input.fill('get organisation');
  await expect(titles.first()).toHaveText(/^Get organisation\s+Deprecated$/);
  await input.fill('cube load');
  await expect(titles.first()).toHaveText(/^Cube API load\s+Removed$/);
  await input.fill('tier');
  await expect(titles.filter({hasText: /› tier \(deprecated\)/}).first()).toBeVisible();
});

test('boilerplate of the operation pages does not drown the page that explains it', async ({page}) => {
  await page.goto('search?q=basic%20auth');
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  // What is found, not how fast: a busy machine may take a while to load the engine.
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => (node as HTMLAnchorElement).getAttribute('href')));
  // The REST overview's Authentication section explains it once; an operation page's block repeats it.
  const operationBlocks = hrefs.filter((href) => href?.endsWith('#authentication') && !href.includes('/komodo-rest-api#'));
  expect(operationBlocks, 'links to the Authentication block of operation pages').toEqual([]);
  expect(hrefs.slice(0, 3)).toContain(hrefs.find((href) => href?.endsWith('/docs/rest/v1/komodo-rest-api#http-basic')));
});

test('search loads nothing until the box is used, then only from the site under its base path', async ({page}, testInfo) => {
  const base = testInfo.project.use.baseURL!;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('docs/rest/v1/get-users', {waitUntil: 'networkidle'});
  await waitForHydration(page);
  expect(requests.filter((url) => url.includes('pagefind')), 'search files on page load').toEqual([]);
  await navbarSearchBox(page).fill('cursor');
  // What loads, not how fast: a busy machine may take a while.
  await expect(page.getByRole('option').first()).toBeVisible();
  const searchFiles = requests.filter((url) => url.includes('pagefind'));
  expect(searchFiles.length).toBeGreaterThan(0);
  expect(searchFiles.filter((url) => !url.startsWith(`${base}pagefind/`))).toEqual([]);
});

test(`the first search costs at most ${kb(searchByteBudget.x1)} KB, whatever the query`, async ({browser}, testInfo) => {
  // Six cold loads and searches, one after the other: bytes are counted, not time.
  test.setTimeout(150_000);
  const url = new URL('docs/rest/v1/get-users', testInfo.project.use.baseURL).href;
  const measured = await measureFirstSearches(browser, url);
  const costs = measured.map(({query, bytes}) => `${query}: ${kb(bytes)} KB`);
  for (const {query, bytes, requests} of measured) {
    expect(bytes, `bytes to the first results for "${query}":\n${requests.join('\n')}`).toBeLessThanOrEqual(searchByteBudget.x1);
  }
  testInfo.annotations.push({type: 'search bytes', description: costs.join(', ')});
  console.log(`search bytes to first results: ${costs.join(', ')}`);
});
