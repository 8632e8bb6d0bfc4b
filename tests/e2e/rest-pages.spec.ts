// REST reference pages work without JavaScript (everything is in the static
// HTML), their anchors reach fields inside collapsed sections, and the
// reader's region is used in every URL and sample once set.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './site';

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a REST page shows its parameters, schema fields and samples in every language', async ({page}) => {
    await page.goto('docs/rest/v1/get-users');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Get users');
    for (const param of ['limit', 'cursor']) await expect(page.locator(`#param-${param}`)).toContainText(param);
    await expect(page.locator('#response-200-data-mis_id')).toHaveCount(1);
    await expect(page.locator('#response-200-data-mis_id')).toContainText('mis_id');
    // Hidden tabs are in the HTML too: a reader without JavaScript can still copy them.
    const code = (await page.locator('[role=tabpanel] pre').allTextContents()).join('\n');
    expect(code).toContain('curl --fail-with-body');
    expect(code).toContain('await fetch(');
    expect(code).toContain('requests.get(');
    expect(code).toContain('Web.Contents(');
    // Without JavaScript the samples keep the placeholder form.
    expect(code).toContain('https://{region}.api.komodowellbeing.com/rest/v1/users');
  });

  test('nested fields are native details elements that open without JavaScript', async ({page}) => {
    await page.goto('docs/rest/v1/get-check-in');
    const followUp = page.locator('#response-200-follow_up-note details').first();
    await expect(followUp).not.toHaveAttribute('open', /.*/);
    await followUp.locator('summary').first().click();
    await expect(followUp).toHaveAttribute('open', '');
  });
});

test('"View as Markdown" gives the page as Markdown, the file the head names for tools', async ({page}) => {
  await page.goto('docs/rest/v1/get-users');
  await waitForHydration(page);
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  await expect(page.locator('head link[rel=alternate][type="text/markdown"]')).toHaveAttribute('href', href!);
  const twin = await page.request.get(new URL(href!, page.url()).href);
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
  expect(await twin.text()).toMatch(/^# Get users\n\n`GET \/users`/);
});

test('a link to a nested field opens its section and scrolls to it', async ({page}) => {
  await page.goto('docs/rest/v1/get-check-in#response-200-follow_up-note-quick_note');
  await waitForHydration(page);
  await expect(page.locator('#response-200-follow_up-note-quick_note')).toBeInViewport();
});

/** The sample shown in the selected tab. */
const visibleSample = (page: Page) => page.locator('[role=tabpanel]:not([hidden]) pre').first();

test('the region set on one page is used in every URL and sample, after reload too', async ({page}) => {
  await page.goto('docs/rest/v1/get-users');
  await waitForHydration(page);
  const field = page.getByLabel('Your region').first();
  await field.fill('eu.west2');
  await page.getByRole('button', {name: 'Use in samples'}).first().click();
  await expect(visibleSample(page)).toContainText('https://eu.west2.api.komodowellbeing.com/rest/v1/users');
  await expect(page.getByText('https://eu.west2.stage.api.komodowellbeing.com/rest/v1/users')).toBeVisible();
  await expect(page.getByText('{region}', {exact: false})).toHaveCount(0);

  await page.getByRole('link', {name: 'Get check-ins'}).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get check-ins');
  await expect(visibleSample(page)).toContainText('https://eu.west2.api.komodowellbeing.com/rest/v1/check_ins');
  await page.reload();
  await waitForHydration(page);
  await expect(visibleSample(page)).toContainText('https://eu.west2.api.komodowellbeing.com/rest/v1/check_ins');
});

test('an invalid region is refused with a message and changes nothing', async ({page}) => {
  await page.goto('docs/rest/v1/get-users');
  await waitForHydration(page);
  await page.getByLabel('Your region').first().fill('https://evil.example');
  await page.getByRole('button', {name: 'Use in samples'}).first().click();
  await expect(page.getByRole('alert')).toContainText('is not a region subdomain');
  await expect(visibleSample(page)).toContainText('https://{region}.api.komodowellbeing.com');
});

test('the language chosen for samples holds across pages', async ({page}) => {
  await page.goto('docs/rest/v1/get-users');
  await waitForHydration(page);
  await page.getByRole('tab', {name: 'Python'}).click();
  await page.goto('docs/rest/v1/get-groups');
  await waitForHydration(page);
  await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({hasText: 'requests.get('})).toBeVisible();
});
