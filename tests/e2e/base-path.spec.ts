// What a second base path must prove, run again by .ci/run on a build with
// BASE_URL=/ (with the other tests tagged @base-path, and search): every link
// and asset that a page's HTML names resolves under the base path, and pages
// of every kind load their scripts, hydrate, and navigate in the browser.
import {expect, test} from '@playwright/test';
import {baseUrl, collectErrors, sitemapRoutes, waitForHydration} from './site';

/** The same-origin URLs a page's HTML links to or loads: a, link, script, img. */
function referencesOf(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const found = [...html.matchAll(/<(?:a|link|script|img)\b[^>]*?\s(?:href|src)=("[^"]*"|'[^']*'|[^\s>]+)/g)].map((match) => match[1].replace(/^["']|["']$/g, ''));
  return found
    .filter((reference) => reference && !/^(mailto:|tel:|data:|javascript:|#)/.test(reference))
    .map((reference) => new URL(reference.replace(/&amp;/g, '&'), pageUrl))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.origin}${url.pathname}`);
}

test('every link and asset in the HTML of every page resolves under the base path @base-path', async ({request}, testInfo) => {
  const base = testInfo.project.use.baseURL!;
  const references = new Map<string, string>();
  for (const route of sitemapRoutes()) {
    const pageUrl = new URL(route, base).href;
    const response = await request.get(pageUrl);
    expect(response.status(), pageUrl).toBe(200);
    for (const reference of referencesOf(await response.text(), pageUrl)) if (!references.has(reference)) references.set(reference, `/${route}`);
  }
  // The control: the crawl did find the pages and the assets.
  const paths = [...references.keys()].map((url) => new URL(url).pathname);
  expect(references.size, 'links found').toBeGreaterThanOrEqual(sitemapRoutes().length);
  expect(paths.some((path) => path.endsWith('.js')) && paths.some((path) => path.endsWith('.css')), 'scripts and stylesheets found').toBe(true);
  const outside = [...references].filter(([url]) => !new URL(url).pathname.startsWith(baseUrl));
  expect(outside.map(([url, from]) => `${url} (linked from ${from})`), `links outside ${baseUrl}`).toEqual([]);
  const broken: string[] = [];
  for (const [url, from] of references) {
    const response = await request.get(url, {maxRedirects: 0});
    if (response.status() !== 200) broken.push(`${url} answers ${response.status()} (linked from ${from})`);
  }
  expect(broken, 'links and assets that do not resolve').toEqual([]);
});

test('pages of every kind load their scripts, hydrate and navigate in the browser @base-path', async ({page}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const errors = collectErrors(page);
  const failed: string[] = [];
  // A prefetch still in flight when the test moves to the next page is
  // cancelled by the browser (net::ERR_ABORTED): its address is asked again
  // below, and must resolve like any other.
  const aborted = new Set<string>();
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_ABORTED') aborted.add(request.url());
    else failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(origin)) failed.push(`${response.url()}: ${response.status()}`);
  });
  for (const route of ['', 'docs/', 'docs/getting-started', 'docs/rest/v1/get-users', 'docs/cube/', 'search']) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1'), route).toHaveCount(1);
  }
  // Client-side navigation loads the next page's chunks from the base path.
  await page.goto('docs/');
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Getting started', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/getting started/i);
  await expect(page).toHaveURL(new RegExp(`^${origin}${baseUrl}docs/getting-started/?$`));
  for (const url of aborted) {
    const response = await page.request.get(url);
    if (response.status() !== 200) failed.push(`${url}: ${response.status()} (asked again after the browser cancelled it)`);
  }
  expect(failed, 'failed requests').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
});
