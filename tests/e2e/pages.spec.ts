// Every page of the site, in light and dark mode: it renders its own h1,
// logs no error, sends no request off the site's origin, offers no way to
// send an API request, and passes axe with no violations.
import {expect, test} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {collectErrors, collectForeignRequests, sitemapRoutes, specRoutes, waitForHydration} from './site';

const normalise = (route: string) => route.replace(/\/$/, '');
const routes = [...new Set([...specRoutes, ...sitemapRoutes()].map(normalise))].sort();

test('the sitemap lists exactly the routes of the site spec, plus the search page', () => {
  const sitemap = new Set(sitemapRoutes().map(normalise));
  const expected = new Set([...specRoutes.map(normalise), 'search']);
  expect([...sitemap].sort()).toEqual([...expected].sort());
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} mode`, () => {
    test.use({colorScheme: theme});

    for (const route of routes) {
      test(`/${route}`, async ({page}, testInfo) => {
        await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
        const origin = new URL(testInfo.project.use.baseURL!).origin;
        const errors = collectErrors(page);
        const foreign = collectForeignRequests(page, origin);

        const response = await page.goto(route, {waitUntil: 'networkidle'});
        expect(response?.status(), 'HTTP status').toBe(200);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

        const h1 = page.locator('h1');
        await expect(h1, 'one h1 per page').toHaveCount(1);
        await expect(h1).toBeVisible();
        expect((await h1.innerText()).trim().length).toBeGreaterThan(0);

        await expect(page.getByRole('button', {name: /send api request/i})).toHaveCount(0);

        const axe = await new AxeBuilder({page}).analyze();
        const violations = axe.violations.map(
          (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
        );
        expect(violations, 'axe violations').toEqual([]);
        expect(foreign, 'requests outside the site origin').toEqual([]);
        expect(errors, 'console errors').toEqual([]);
      });
    }
  });
}
