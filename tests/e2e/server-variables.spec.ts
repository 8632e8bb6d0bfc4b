// A spec's server variables as a reader sets them, on the kitchen-sink
// reference (`npm run build:references`): its server is
// https://{environment}.shop.example.com/{version}, `environment` one of api
// and sandbox, `version` free, both shown at their defaults until set. Its
// operation pages are static pages (packages/api-reference/src/browser/static-server-variables.ts),
// its overview a page of the router (React, packages/api-reference/src/theme/ServerVariableSetting).
// The Komodo site's `{region}`, a placeholder until set, is in rest-pages.spec.ts.
import {expect, test, type Page} from '@playwright/test';
import {referenceBuild} from '../../scripts/reference-specs';
import {startServer, type StaticServer} from '../../scripts/serve';
import {waitForHydration} from './site';

let server: StaticServer | undefined;
test.beforeAll(async () => {
  server = await startServer({root: referenceBuild('kitchen-sink'), baseUrl: '/'});
});
test.afterAll(async () => server?.close());

async function open(page: Page, route: string) {
  await page.goto(`${server!.url}${route}`);
  await waitForHydration(page);
}

/** Sets a variable through its form, as a reader does. */
async function set(page: Page, name: string, value: string) {
  const form = page.getByRole('form', {name: `Your API ${name}`});
  const field = form.getByLabel(`Your ${name}`);
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
  await form.getByRole('button', {name: 'Use in samples'}).click();
}

/** Every code block's text on the page, hidden tabs too. */
const allCode = async (page: Page) => (await page.locator('pre').allTextContents()).join('\n');
const visibleSample = (page: Page) => page.locator('[role=tabpanel]:not([hidden]) pre').first();

test('the variables a reader sets are in the URL and every sample, on the next page and after a reload', async ({page}) => {
  await open(page, 'get-order');
  await expect(visibleSample(page)).toContainText('https://api.shop.example.com/v2/orders/');
  await set(page, 'environment', 'sandbox');
  await set(page, 'version', 'v3');
  await expect(page.getByRole('region', {name: 'Endpoint'}).locator('dd code')).toHaveText('https://sandbox.shop.example.com/v3/orders/{orderId}');
  await expect(visibleSample(page)).toContainText('https://sandbox.shop.example.com/v3/orders/');
  let code = await allCode(page);
  expect(code).not.toContain('https://api.shop.example.com');
  // Each language's sample: curl, JavaScript, Python, Go, PHP, Ruby, Java.
  expect(code.match(/https:\/\/sandbox\.shop\.example\.com\/v3/g)?.length).toBeGreaterThanOrEqual(7);

  await page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[href="/update-order"]').click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Change an order');
  await expect(visibleSample(page)).toContainText('https://sandbox.shop.example.com/v3/orders/');
  await page.reload();
  await waitForHydration(page);
  code = await allCode(page);
  expect(code).toContain('https://sandbox.shop.example.com/v3/orders/');
  expect(code).not.toContain('https://api.shop.example.com');
  await expect(page.getByLabel('Your environment')).toHaveValue('sandbox');
  await expect(page.getByLabel('Your version')).toHaveValue('v3');

  // The overview, a page of the router: its servers and forms say the same, and a change there holds on the static pages.
  await open(page, '');
  const servers = page.getByRole('region', {name: 'Servers'});
  await expect(servers.locator('dd code').first()).toHaveText('https://sandbox.shop.example.com/v3');
  await expect(servers.getByText('Samples use sandbox.')).toBeVisible();
  await set(page, 'environment', 'api');
  await expect(servers.locator('dd code').first()).toHaveText('https://api.shop.example.com/v3');
  await open(page, 'get-order');
  await expect(visibleSample(page)).toContainText('https://api.shop.example.com/v3/orders/');
});

test('a value that is not a safe part of a URL is refused with a message and changes nothing', async ({page}) => {
  for (const route of ['get-order', '']) {
    await open(page, route);
    await set(page, 'version', 'v3/../admin');
    await expect(page.getByRole('alert')).toHaveText('"v3/../admin" is not a version for the URL. Use letters, digits, dots, hyphens, underscores or tildes, e.g. v2.');
    await expect(page.getByRole('region', {name: /Endpoint|Servers/}).locator('dd code').first()).toContainText('.shop.example.com/{version}');
  }
  await open(page, 'get-order');
  await expect(visibleSample(page)).toContainText('https://api.shop.example.com/v2/orders/');
});
