// The byte budgets of issue 6 on every page of the sitemap, cold cache, gzip
// on the wire: first-load JavaScript, CSS and total within the budget of the
// page's kind, and no request off the site's origin. A page over budget fails
// with its biggest chunks. Lighthouse scores vary with the machine: they are
// reported by `npm run bench`, not tested here.
import {expect, test} from '@playwright/test';
import {byteBudgets, checkBytes, type PageType} from '../../scripts/bench/budgets';
import {kb, measurePage} from '../../scripts/bench/measure';
import {restPageIds, sitemapRoutes} from './site';

const restOperations = new Set<string>(restPageIds.map((id) => `docs/rest/v1/${id}`));

/** The REST overview and the search page are guide-type pages. */
function pageType(route: string): PageType {
  const path = route.replace(/\/$/, '');
  return path === '' ? 'home' : restOperations.has(path) ? 'rest' : 'guide';
}

const pages = sitemapRoutes().map((route) => ({route, type: pageType(route)}));

test('the sitemap has pages of every budgeted kind', () => {
  const kinds = new Set(pages.map((page) => page.type));
  expect([...kinds].sort()).toEqual(Object.keys(byteBudgets).sort());
});

for (const {route, type} of pages) {
  test(`/${route} is within the ${type} budget`, async ({page}, testInfo) => {
    const url = new URL(route, testInfo.project.use.baseURL).href;
    const result = await measurePage(page, url, {origin: url});
    testInfo.annotations.push({
      type: 'bytes',
      description: `${type}: JS ${kb(result.firstLoadJs)} KB, CSS ${kb(result.css)} KB, total ${kb(result.total)} KB, ${result.requests} requests`,
    });
    expect(checkBytes(type, result), `/${route} over budget`).toEqual([]);
  });
}
