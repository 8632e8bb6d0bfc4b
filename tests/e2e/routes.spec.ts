// Routing as a reader meets it: each route shows its own page, unknown paths
// get the not-found page with a real 404, and .html forms show the bare page.
import {expect, test} from '@playwright/test';
import {specRoutes, waitForHydration} from './site';

/** The text of the first element of a tag in server-rendered HTML, tags inside it dropped. */
function textOf(html: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  return match?.[1].replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();
}

// The pages' own h1 is checked in the browser in pages.spec.ts; here only the
// server's HTML is needed to tell the routes apart, so no page is rendered.
test('each route has a different h1 and title @base-path', async ({request}) => {
  const seen = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const route of specRoutes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const heading = textOf(html, 'h1');
    const title = textOf(html, 'title');
    expect(heading, `${route} has an h1`).toBeTruthy();
    expect(title, `${route} has a title`).toBeTruthy();
    expect(seen.get(heading!), `${route} repeats the h1 of ${seen.get(heading!)}`).toBeUndefined();
    expect(titles.get(title!), `${route} repeats the title of ${titles.get(title!)}`).toBeUndefined();
    seen.set(heading!, route);
    titles.set(title!, route);
  }
  expect(seen.size).toBe(specRoutes.length);
});

test('an unknown path gets the not-found page with status 404 @base-path', async ({page}) => {
  const response = await page.goto('docs/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('an unknown REST operation gets the not-found page @base-path', async ({page}) => {
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
  test(`${variant} shows the page of ${bare} @base-path`, async ({page}) => {
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
