// Every page of the site, visited once. The first load has a cold cache and
// holds the byte budgets of issue 6 (gzip on the wire: first-load JavaScript,
// CSS and total within the budget of the page's kind; a page over budget fails
// with its biggest chunks). Then the page renders its own h1, offers no way to
// send an API request and passes axe with no violations: every rule but the
// colour rules on every page, and the colour rules, in light mode and again
// after the reader's toggle switches to dark, on the pages that between them
// show every kind of text element of the site (./colour-cover.ts). Over the
// whole visit it logs no error, sends no request off the site's origin and
// breaks neither the Content-Security-Policy nor the Permissions-Policy, which
// scripts/serve.ts sends as nginx does (nginx.spec.ts checks they are the
// same). Lighthouse scores vary with the machine: `npm run bench` reports them.
import {expect, test} from '@playwright/test';
import {byteBudgets, type PageType} from '../../scripts/bench/budgets';
import {colourCover} from './colour-cover';
import {buildDir, restOperationIds, sitemapRoutes, specRoutes} from './site';
import {visitPage} from './visit';

const normalise = (route: string) => route.replace(/\/$/, '');
const restOperations = new Set<string>(restOperationIds.map((id) => `docs/rest/v1/${id}`));

/** The REST overview and the search page are guide-type pages. */
function pageType(route: string): PageType {
  const path = normalise(route);
  return path === '' ? 'home' : restOperations.has(path) ? 'rest' : 'guide';
}

const pages = sitemapRoutes().map((route) => ({route, type: pageType(route)}));
const colourPages = colourCover(buildDir, pages.map(({route}) => route));

/** Pages the API facts add to the site spec's routes: the guide on what changed in the API. */
const factsGuides = ['docs/api-changes'];

test('the sitemap lists exactly the routes of the site spec, the REST pages of the spec, the API changes guide and the search page', () => {
  const sitemap = new Set(sitemapRoutes().map(normalise));
  const expected = new Set([...specRoutes.map(normalise), ...restOperations, ...factsGuides, 'search']);
  expect([...sitemap].sort()).toEqual([...expected].sort());
});

test('the sitemap has pages of every budgeted kind', () => {
  const kinds = new Set(pages.map((page) => page.type));
  expect([...kinds].sort()).toEqual(Object.keys(byteBudgets).sort());
});

for (const {route, type} of pages) {
  test(`/${route}`, async ({page}, testInfo) => {
    await visitPage(page, testInfo, new URL(route, testInfo.project.use.baseURL).href, type, {announcementBar: true, colours: colourPages.has(route)});
  });
}
