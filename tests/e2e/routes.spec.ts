// Routing as a reader meets it: each route shows its own page, unknown paths
// get the not-found page with a real 404, and .html forms show the bare page.
import {expect, test} from '@playwright/test';
import {specRoutes, waitForHydration} from './site';

test('each route has a different h1 and title', async ({page}) => {
  const seen = new Map<string, string>();
  for (const route of specRoutes) {
    await page.goto(route);
    const heading = (await page.locator('h1').innerText()).trim();
    expect(seen.get(heading), `${route} repeats the h1 of ${seen.get(heading)}`).toBeUndefined();
    seen.set(heading, route);
  }
  expect(seen.size).toBe(specRoutes.length);
});

test('an unknown path gets the not-found page with status 404', async ({page}) => {
  const response = await page.goto('docs/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('an unknown REST operation gets the not-found page', async ({page}) => {
  const response = await page.goto('docs/rest/v1/delete-user');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

for (const [variant, bare] of [
  ['docs/getting-started/index.html', 'docs/getting-started/'],
  ['docs/getting-started.html', 'docs/getting-started/'],
  ['docs/rest/v1/get-users/index.html', 'docs/rest/v1/get-users'],
  ['docs/rest/v1/get-users.html', 'docs/rest/v1/get-users'],
] as const) {
  test(`${variant} shows the page of ${bare}`, async ({page}) => {
    await page.goto(bare);
    const heading = (await page.locator('h1').innerText()).trim();
    const response = await page.goto(variant);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
}

test('no schema or tag pages are built', async ({page}) => {
  for (const route of ['docs/rest/v1/schemas/user', 'docs/rest/v1/users', 'docs/rest/v1/tags/users']) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(404);
  }
});
