// Offline search (our own index, under the base path) finds REST pages by
// operation name and by field name: the fields are in the static HTML.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './site';

/** Types a term into the navbar search; returns the page titles of the suggestions. */
async function search(page: Page, term: string): Promise<string[]> {
  await page.goto('docs/');
  await waitForHydration(page);
  const box = page.getByRole('textbox', {name: 'Search'});
  await box.click();
  await box.fill(term);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  // A page hit shows the page title; a hit inside a page shows it as its path.
  return options.evaluateAll((nodes) =>
    nodes.map((node) => {
      const title = node.querySelector('[class*=hitTitle]')?.textContent ?? '';
      const where = node.querySelector('[class*=hitPath]')?.textContent ?? '';
      return where.startsWith('Docs') ? title : where;
    }),
  );
}

test('an operation name lists its REST pages', async ({page}) => {
  const titles = await search(page, 'normalised');
  expect(titles).toEqual(expect.arrayContaining(['Get normalised user survey responses', "Get user's normalised survey responses"]));

  await page.getByRole('option').filter({hasText: 'Get normalised user survey responses'}).first().click();
  await expect(page).toHaveURL(/docs\/rest\/v1\/get-normalised-user-survey-responses/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get normalised user survey responses');
});

test('a field name (mis_id) lists the REST pages that return it', async ({page}) => {
  // The full results page: every hit links to the page (and section) it was found in.
  await page.goto('search?q=mis_id');
  await waitForHydration(page);
  const results = page.locator('article a[href*="/docs/rest/v1/"]');
  await expect(results.first()).toBeVisible();
  const pages = new Set(
    (await results.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))).map((path) =>
      path.replace(/^.*\/docs\/rest\/v1\//, ''),
    ),
  );
  // The pages whose responses carry User records, and no others.
  expect([...pages].sort()).toEqual(['get-groups-users', 'get-user', 'get-users', 'get-years-users']);
});

test('the search index is fetched from the site itself, under the base path', async ({page}, testInfo) => {
  const base = testInfo.project.use.baseURL!;
  const indexRequest = page.waitForRequest((request) => /search-index.*\.json/.test(request.url()));
  await search(page, 'users');
  expect((await indexRequest).url().startsWith(base)).toBe(true);
});
