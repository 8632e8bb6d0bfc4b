// The layout of the REST operation pages, by position: on a 1280×900 desktop
// the request samples sit beside the parameters in the first screen and each
// response's example stays beside its fields while they scroll, its heading
// apart from the section above; on a 390×844
// phone it is one column, the samples right after the endpoint, and nothing
// scrolls sideways; on a 360 px phone every one of the eight sample tabs
// (they wrap onto more lines) is in sight and can be chosen, and the choice
// holds on the next page. The columns are CSS only, so they hold without
// JavaScript.
// Every page here is laid out in the tests' own fonts (fonts.ts), so that a
// height is the same on every machine.
import {expect, test, type Locator, type Page} from '@playwright/test';
import {fontsLoaded, pinFonts} from './fonts';
import {waitForHydration} from './site';

type Box = {x: number; y: number; width: number; height: number};

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box (not rendered)`);
  return found;
}

const sample = (page: Page) => page.locator('[role=tabpanel]:not([hidden]) pre').first();
/** A code block by the start of its title, e.g. "Example: First page". */
const example = (page: Page, title: string) =>
  page.locator('.theme-code-block').filter({has: page.getByText(new RegExp(`^${title}`))});
const pageHeight = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollHeight);

test.beforeEach(async ({context}) => pinFonts(context));

test.describe('desktop, 1280×900', () => {
  test.use({viewport: {width: 1280, height: 900}});

  for (const javaScriptEnabled of [true, false]) {
    test(`get-users: a sample beside the parameters in the first screen${javaScriptEnabled ? '' : ', without JavaScript'}`, async ({browser}) => {
      const context = await browser.newContext({viewport: {width: 1280, height: 900}, javaScriptEnabled});
      await pinFonts(context);
      const page = await context.newPage();
      await page.goto('docs/rest/v1/get-users');
      if (javaScriptEnabled) await waitForHydration(page);
      await fontsLoaded(page);
      const params = await box(page.locator('#param-limit'));
      const code = await box(sample(page));
      expect(code.x, 'samples to the right of the parameters').toBeGreaterThanOrEqual(params.x + params.width);
      expect(code.y, 'top of the sample in the first screen').toBeLessThan(900 - 40);
      // Beside, not merely right: the sample's rows and the parameters' rows overlap on screen.
      expect(code.y).toBeLessThan(params.y + params.height + 300);
      expect(await pageHeight(page), 'at most 4 screens tall, in the tests\' fonts').toBeLessThanOrEqual(4 * 900);
      await context.close();
    });
  }

  test('get-users: the 200 example stays beside the fields while they scroll', async ({page}) => {
    await page.goto('docs/rest/v1/get-users');
    await waitForHydration(page);
    await fontsLoaded(page);
    for (const field of ['#response-200-count', '#response-200-data-email', '#response-200-data-created_at']) {
      // The field at the top of the window, as a reader scrolling down has it.
      await page.locator(field).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100));
      const fieldBox = await box(page.locator(field));
      const exampleBox = await box(example(page, 'Example: First page'));
      await expect(example(page, 'Example: First page'), `beside ${field}`).toBeInViewport();
      expect(exampleBox.x).toBeGreaterThanOrEqual(fieldBox.x + fieldBox.width);
    }
    // Further down, the 401's fields have their own example beside them.
    await page.locator('#response-401-message').evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 300));
    await expect(example(page, 'Example: Invalid credentials')).toBeInViewport();
    // Each response's heading stands apart from the section above it (its last field or example).
    for (const heading of ['#response-400', '#response-401']) {
      const gap = await page.locator(heading).evaluate((element) => {
        const section = element.closest('main article div:has(> div > div > h3)') ?? element;
        const above = section.previousElementSibling?.getBoundingClientRect().bottom ?? 0;
        return element.getBoundingClientRect().top - above;
      });
      expect(gap, `space above ${heading}`).toBeGreaterThanOrEqual(10);
    }
  });

  test('deep links to a parameter and to a field show them', async ({page}) => {
    await page.goto('docs/rest/v1/get-users#param-cursor');
    await waitForHydration(page);
    await expect(page.locator('#param-cursor')).toBeInViewport();
    await page.goto('docs/rest/v1/get-check-in#response-200-follow_up-questions-answer');
    await waitForHydration(page);
    await expect(page.locator('#response-200-follow_up-questions-answer')).toBeInViewport();
  });
});

test.describe('phone, 390×844', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const id of ['get-users', 'get-check-in', 'authenticate']) {
    test(`${id}: one column, the samples right after the endpoint, nothing scrolls sideways`, async ({page}) => {
      await page.goto(`docs/rest/v1/${id}`);
      await waitForHydration(page);
      await fontsLoaded(page);
      const endpoint = await box(page.getByRole('region', {name: 'Endpoint'}));
      const heading = await box(page.locator('#code-samples'));
      expect(heading.y - (endpoint.y + endpoint.height), 'samples heading right below the endpoint').toBeLessThan(60);
      expect(heading.y).toBeGreaterThan(endpoint.y + endpoint.height);
      const code = await box(sample(page));
      expect(code.x + code.width).toBeLessThanOrEqual(390);
      // Every language tab is on screen, none cut off at the edge.
      for (const tab of await page.getByRole('tab').all()) expect((await box(tab)).x + (await box(tab)).width).toBeLessThanOrEqual(390);
      const widths = await page.evaluate(() => ({
        page: document.scrollingElement!.scrollWidth,
        window: window.innerWidth,
        // Code that would need sideways scrolling inside its block (samples and examples wrap).
        wideCode: Array.from(document.querySelectorAll('article pre')).filter((pre) => pre.scrollWidth > pre.clientWidth + 1).map((pre) => pre.textContent!.slice(0, 60)),
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.window);
      expect(widths.wideCode).toEqual([]);
    });
  }
});

test.describe('phone, 360×780', () => {
  test.use({viewport: {width: 360, height: 780}});

  // Eight sample languages (curl to Java, and Power Query M) on the narrowest common phone.
  test('get-users: every sample tab can be reached and chosen, and nothing scrolls sideways', async ({page}) => {
    await page.goto('docs/rest/v1/get-users');
    await waitForHydration(page);
    await fontsLoaded(page);
    const tabs = page.locator('#code-samples ~ .tabs-container').first().getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['curl', 'JavaScript', 'Python', 'Go', 'PHP', 'Ruby', 'Java', 'Power Query M']);
    for (const tab of await tabs.all()) {
      const label = (await tab.textContent()) ?? '';
      const {x, width} = await box(tab);
      expect(x, label).toBeGreaterThanOrEqual(0);
      expect(x + width, label).toBeLessThanOrEqual(360);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const code = await box(sample(page));
      expect(code.x + code.width).toBeLessThanOrEqual(360);
      const widths = await page.evaluate(() => ({page: document.scrollingElement!.scrollWidth, window: window.innerWidth}));
      expect(widths.page, `with ${label} chosen`).toBeLessThanOrEqual(widths.window);
    }
    // The language chosen is the one the next page opens with (the tabs' groupId).
    await tabs.getByText('Go', {exact: true}).click();
    await page.goto('docs/rest/v1/authenticate');
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'Go', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  });
});

test('the announcement bar takes the dark colours in dark mode', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('docs/rest/v1/get-users');
  await waitForHydration(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  const navbar = await page.locator('.navbar').evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect(bar).toHaveCSS('background-color', navbar);
  await expect(bar).not.toHaveCSS('color', 'rgb(0, 0, 0)');
});
