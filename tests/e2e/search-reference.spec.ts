// The search of a reference site of another provider's spec: STAPI, the Star
// Trek API (build-reference/star-trek, `npm run build:references`), whose
// search has no vocabulary of the Komodo site's and whose many schemas have
// pages of their own. What an integrator types: a field of a request body,
// exactly as their code names it, and two words with a letter missing.
// (npm run bench:search-reference asks 54 such queries of two larger specs.)
import {expect, test, type Page} from '@playwright/test';
import {deepSpecBuild, referenceBuild} from '../../scripts/reference-specs';
import {startServer, type StaticServer} from '../../scripts/serve';
import {waitForHydration} from '../../scripts/bench/measure';
import {navbarSearchBox} from '../../scripts/bench/search';

let server: StaticServer;
test.beforeAll(async () => {
  server = await startServer({root: referenceBuild(deepSpecBuild.name), baseUrl: '/'});
});
test.afterAll(async () => server?.close());

/** The first three results' links of the results page, as paths with their anchors. */
async function topThree(page: Page): Promise<string[]> {
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((nodes) => nodes.slice(0, 3).map((node) => (node as HTMLAnchorElement).href));
  return hrefs.map((href) => new URL(href).pathname + new URL(href).hash);
}

test('a field of a request body, typed exactly, finds its operation at the field', async ({page}) => {
  // earthInsect is a form field of POST /animal/search, and a field of four
  // schemas' pages that are shorter than the operation's.
  await page.goto(`${server.url}search?q=earthInsect`);
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “earthInsect”\.$/);
  expect(await topThree(page)).toContain('/post-animal-search#request-earthInsect');
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first).toContainText('POST /animal/search › earthInsect');
});

test('two words with a letter missing find the page, and the page says what it searched', async ({page}) => {
  // "staf" is one edit from "star" as from "staff": the words of the pages decide.
  await page.goto(`${server.url}search?q=${encodeURIComponent('staf search')}`);
  // Answered: the status line says how many results.
  await expect(page.getByRole('status')).toHaveText(/results?\b/);
  const found = (await topThree(page)).map((link) => link.replace(/#.*/, ''));
  expect(found.filter((link) => ['/post-staff-search', '/get-staff-search'].includes(link)), found.join(', ')).not.toEqual([]);
  await expect(page.getByRole('status')).toHaveText(/^Showing results for “staff search”: \d+ results?\.$/);
  // The reader meant what they typed: the query is searched as it is.
  await page.getByRole('button', {name: 'Search instead for “staf search”'}).click();
  await expect(page.getByRole('status')).toHaveText(/results? for “staf search”\.$/);
  await expect(page.getByRole('button', {name: /Search instead/})).toHaveCount(0);
});

test('the navbar box says which words it searched for a misspelt query', async ({page}) => {
  await page.goto(`${server.url}search`);
  await waitForHydration(page);
  const box = navbarSearchBox(page);
  await box.click();
  await box.fill('earth insct');
  await expect(page.getByText('Showing results for “earth insect”')).toBeVisible();
  await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option').filter({hasText: 'earthInsect'}).first()).toBeVisible();
});
