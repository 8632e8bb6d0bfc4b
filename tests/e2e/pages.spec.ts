// Every page of the site, visited once and checked in both colour modes in
// that visit. The first load has a cold cache and holds the byte budgets of
// issue 6 (gzip on the wire: first-load JavaScript, CSS and total within the
// budget of the page's kind; a page over budget fails with its biggest
// chunks). Then, in light mode and again after the reader's toggle switches to
// dark: the page renders its own h1, offers no way to send an API request, and
// passes axe with no violations. Over the whole visit it logs no error,
// sends no request off the site's origin and breaks neither the
// Content-Security-Policy nor the Permissions-Policy, which scripts/serve.ts
// sends as nginx does (nginx.spec.ts checks they are the same). Lighthouse
// scores vary with the machine: `npm run bench` reports them.
import {expect, test, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {byteBudgets, checkBytes, type PageType} from '../../scripts/bench/budgets';
import {kb, measurePage} from '../../scripts/bench/measure';
import {collectErrors, collectForeignRequests, restOperationIds, sitemapRoutes, specRoutes, watchPolicies} from './site';

const normalise = (route: string) => route.replace(/\/$/, '');
const restOperations = new Set<string>(restOperationIds.map((id) => `docs/rest/v1/${id}`));

/** The REST overview and the search page are guide-type pages. */
function pageType(route: string): PageType {
  const path = normalise(route);
  return path === '' ? 'home' : restOperations.has(path) ? 'rest' : 'guide';
}

const pages = sitemapRoutes().map((route) => ({route, type: pageType(route)}));

// A failure here says what failed (the violations, the chunks over budget), so
// its trace keeps the actions, console and network but no DOM snapshots: a
// snapshot of these pages after every step made the file 20% slower.
test.use({trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false}});

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

/** What a reader of either colour mode must get: one visible h1 of its own, no request button, no axe violation. */
async function checkPage(page: Page, theme: 'light' | 'dark'): Promise<void> {
  expect(page.frames(), 'no frames: axe in legacy mode checks the page itself').toHaveLength(1);
  await expect(page.locator('html'), 'colour mode').toHaveAttribute('data-theme', theme);
  const h1 = page.locator('h1');
  await expect(h1, `${theme}: one h1 per page`).toHaveCount(1);
  await expect(h1).toBeVisible();
  expect((await h1.innerText()).trim().length, `${theme}: the h1 has text`).toBeGreaterThan(0);
  await expect(page.getByRole('button', {name: /send api request/i})).toHaveCount(0);

  // axe.run in the page itself (legacy mode): the default runs axe in each
  // frame and then again in a new blank page to merge the frames' results,
  // which more than doubles the time on pages that have no frames to merge.
  // Only violations are read: axe then keeps one example node per passed rule
  // instead of all of them.
  const axe = await new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']}).analyze();
  const violations = axe.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect.soft(violations, `axe violations in ${theme} mode`).toEqual([]);
}

for (const {route, type} of pages) {
  test(`/${route}`, async ({page}, testInfo) => {
    const url = new URL(route, testInfo.project.use.baseURL).href;
    const errors = collectErrors(page);
    const foreign = collectForeignRequests(page, new URL(url).origin);
    const policyReports = await watchPolicies(page);

    // One cold load: the bytes, then the page as it stands.
    await test.step('cold load within budget', async () => {
      const bytes = await measurePage(page, url, {origin: url});
      testInfo.annotations.push({
        type: 'bytes',
        description: `${type}: JS ${kb(bytes.firstLoadJs)} KB, CSS ${kb(bytes.css)} KB, total ${kb(bytes.total)} KB, ${bytes.requests} requests`,
      });
      expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStatus), 'HTTP status').toBe(200);
      expect.soft(checkBytes(type, bytes), `/${route} over budget`).toEqual([]);
      // Set by the inline colour-mode script only: proof that the CSP let it run.
      await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', /^(true|false)$/);
    });

    // Light is the default; the reader's toggle switches the page to dark.
    await test.step('light mode', () => checkPage(page, 'light'));
    await test.step('dark mode', async () => {
      await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
      // The theme fades colours in: axe must see the end state, not a mid-transition contrast.
      // Only rendered elements: a transition inside a closed <details> (a further example) never runs.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.checkVisibility() ?? true)
            .map((animation) => animation.finished),
        ),
      );
      await checkPage(page, 'dark');
    });

    expect(await policyReports(), 'CSP and Permissions-Policy reports').toEqual([]);
    expect(foreign, 'requests outside the site origin').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });
}
