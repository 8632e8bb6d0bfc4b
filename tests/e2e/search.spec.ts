// Offline search (Pagefind, indexed from the built pages, under the base
// path): what a reader sees in the navbar box and on the results page, and
// what the first search costs in bytes.
import {expect, test} from '@playwright/test';
import {measureFirstSearches, navbarSearchBox, searchByteBudget} from '../../scripts/bench/search';
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

test('boilerplate of the operation pages does not drown the page that explains it', async ({page}) => {
  await page.goto('search?q=basic%20auth');
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => (node as HTMLAnchorElement).getAttribute('href')));
  expect(hrefs.filter((href) => href?.endsWith('#authentication')), 'links to the Authentication block of operation pages').toEqual([]);
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
  await expect(page.getByRole('option').first()).toBeVisible({timeout: 20_000});
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
