// Static pages (packages/api-reference/src/site/static-pages), as a reader uses them: the kitchen-sink
// reference is built with --static-pages (scripts/reference-specs.ts), so its
// operation and webhook pages are not pages of the client-side router and run
// packages/api-reference/src/browser/static-page.ts instead of React. reference-pages.spec.ts visits each of
// them as it visits any page (budgets, axe in both colour modes, no console
// error); this file goes through what React does on the router's pages and
// the static script must do here, and through the way between the two kinds,
// at the root and, built once more by `npm run build:references`, under a
// base path.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {referenceBuild, staticBasePathBuild} from '../../scripts/reference-specs';
import {startServer, type StaticServer} from '../../scripts/serve';
import {waitForHydration} from './site';

/** Serves a build for the tests of the describe it is called in; `open` loads a route and waits until the page is ready. */
function serve(name: string, baseUrl: string): {readonly url: string; open(page: Page, route: string): Promise<void>; root: string} {
  let server: StaticServer | undefined;
  test.beforeAll(async () => {
    server = await startServer({root: referenceBuild(name), baseUrl});
  });
  test.afterAll(async () => server?.close());
  return {
    get url() {
      return server!.url;
    },
    async open(page, route) {
      await page.goto(`${server!.url}${route}`);
      await waitForHydration(page);
    },
    root: referenceBuild(name),
  };
}

/** The Python sample of an operation, as the Markdown twin in `root` has it. */
function pythonSample(root: string, id: string): string {
  const twin = readFileSync(path.join(root, `${id}.md`), 'utf8');
  return /```python\n([^]*?)\n```/.exec(twin)![1];
}

for (const {name, baseUrl} of [{name: 'kitchen-sink', baseUrl: '/'}, staticBasePathBuild]) {
  test.describe(`${name}, served at ${baseUrl}`, () => {
    const server = serve(name, baseUrl);
    const open = server.open;

    test('from a page of the router, a link to a static page loads it whole, and the sidebar leads to the tags\' sections', async ({page}) => {
      await open(page, '');
      await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Files'}).click();
      await expect(page).toHaveURL(/\/#files$/);
      await expect(page.getByRole('heading', {name: 'Files', level: 3})).toBeInViewport();

      await page.getByRole('main').getByRole('link', {name: 'Get an order'}).click();
      await expect(page).toHaveURL(`${server.url}get-order`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Get an order');
      await expect(page.locator('html')).toHaveAttribute('data-static-page', 'ready');
      // Its one script, under the base path.
      expect(await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')))).toEqual([
        expect.stringMatching(new RegExp(`^${baseUrl}assets/js/static-page\\.[0-9a-f]{8}\\.js$`)),
      ]);
      // Previous and next lead on through the pages, and back to the overview from the first.
      await page.getByRole('link', {name: /^Previous/}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Create an order');
      await open(page, 'get-health');
      await page.getByRole('link', {name: /^Previous/}).click();
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Kitchen Sink Shop API');
    });

    test('search: Enter in the box of a static page opens the results, and a result opens its static page', async ({page}) => {
      await open(page, 'add-note');
      await page.keyboard.press('/');
      await expect(page.getByRole('combobox', {name: 'Search'})).toBeFocused();
      await page.keyboard.type('receipt');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${server.url}search?q=receipt`);
      const result = page.getByRole('main').getByRole('link', {name: /Download a receipt/}).first();
      await result.click();
      await expect(page).toHaveURL(new RegExp(`^${server.url}get-receipt`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Download a receipt');
    });
  });
}

test.describe('kitchen-sink, served at /', () => {
  const server = serve('kitchen-sink', '/');
  const open = server.open;

  test('an operation page runs no React: the colour mode, the tabs and the copy button work, and the choices carry over', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open(page, 'create-order');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/js\/static-page\.[0-9a-f]{8}\.js$/)]);

    const toggle = page.getByRole('button', {name: 'Switch between dark and light mode (currently light mode)'});
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', {name: 'Switch between dark and light mode (currently dark mode)'})).toBeVisible();

    const python = page.getByRole('tab', {name: 'Python'});
    await python.click();
    await expect(python).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel', {name: 'Python'});
    await expect(panel).toBeVisible();
    await expect(page.getByRole('tabpanel', {name: 'curl'})).toBeHidden();
    // The arrows move between the tabs; Enter chooses.
    await python.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', {name: 'JavaScript'})).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(python).toBeFocused();

    await panel.locator('.theme-code-block').hover();
    await panel.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(panel.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pythonSample(server.root, 'create-order'));

    // Another static page, then a page of the router: the same colour mode and language.
    await open(page, 'get-order');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', {name: 'Python'})).toBeVisible();
    await open(page, '');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the sidebar\'s category closes and opens, another tag\'s link leads to its pages, and a link to a field opens the fields around it', async ({page}) => {
    await open(page, 'create-order#request-items-digital-item-downloadEmail');
    await expect(page.locator('#request-items-digital-item-downloadEmail')).toBeInViewport();
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const orders = sidebar.getByRole('button', {name: 'Orders'});
    await expect(orders).toHaveAttribute('aria-expanded', 'true');
    await orders.click();
    await expect(orders).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', {name: 'Get an order'})).toBeHidden();
    await orders.click();
    await expect(sidebar.getByRole('link', {name: 'Get an order'})).toBeVisible();
    // Another tag is a link to its first page, whose sidebar lists the tag's pages.
    await expect(sidebar.getByRole('link', {name: 'Upload an attachment'})).toHaveCount(0);
    await sidebar.getByRole('link', {name: 'Files', exact: true}).click();
    await expect(sidebar.getByRole('button', {name: 'Files'})).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', {name: 'Upload an attachment'})).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 800}});

    test('the menu opens with the tag\'s pages, the other tags and the downloads, and closes with its button or Escape', async ({page}) => {
      await open(page, 'create-order');
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator('.navbar-sidebar');
      await expect(menu.getByRole('link', {name: 'Get an order'})).toBeVisible();
      await expect(menu.getByRole('link', {name: /OpenAPI spec/})).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await menu.getByRole('button', {name: 'Close navigation bar'}).click();
      await expect(menu).toBeHidden();
      await toggle.click();
      await menu.getByRole('link', {name: 'Webhooks'}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Order shipped');
    });
  });
});
