// Code blocks are highlighted once, on the server: page load keeps that
// markup (no second highlighting pass), the colours follow the colour mode
// through a stylesheet, pages reached in the browser highlight there, and the
// copy button copies the text as shown, region included.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './site';

/** Counts highlighted tokens removed from the page while it loads. */
async function watchTokenRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = {removedTokens: 0};
    (window as unknown as {codeWatch: typeof state}).codeWatch = state;
    new MutationObserver((records) => {
      for (const record of records) {
        record.removedNodes.forEach((node) => {
          if (node instanceof Element) state.removedTokens += node.matches('.token') ? 1 : node.querySelectorAll('.token').length;
        });
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

const removedTokens = (page: Page) => page.evaluate(() => (window as unknown as {codeWatch: {removedTokens: number}}).codeWatch.removedTokens);

test('page load keeps the highlighted code the server rendered', async ({page}) => {
  await watchTokenRemovals(page);
  for (const route of ['docs/getting-started', 'docs/rest/v1/get-users']) {
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('pre code .token').first()).toBeVisible();
    expect(await page.locator('pre code .token').count()).toBeGreaterThan(100);
    expect(await removedTokens(page), `${route}: code tokens replaced after load`).toBe(0);
  }
});

/** The computed colour of the first token of a kind in the visible code. */
function tokenColour(page: Page, selector: string): Promise<string> {
  return page.locator(`[role=tabpanel]:not([hidden]) pre ${selector}`).first().evaluate((element) => getComputedStyle(element).color);
}

test('code colours follow the colour mode, including a dark mode stored before load', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('docs/rest/v1/get-users');
  await waitForHydration(page);
  const block = page.locator('[role=tabpanel]:not([hidden]) .theme-code-block').first();
  // Dracula: background #282A36, strings rgb(255, 121, 198).
  await expect(block).toHaveCSS('background-color', 'rgb(40, 42, 54)');
  expect(await tokenColour(page, '.token.string')).toBe('rgb(255, 121, 198)');

  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // vsLight: background #ffffff, strings rgb(163, 21, 21).
  await expect(block).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect(await tokenColour(page, '.token.string')).toBe('rgb(163, 21, 21)');
});

test('a page reached by client-side navigation highlights its code in the browser', async ({page}) => {
  await page.goto('docs/');
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Getting started', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/getting started/i);
  const tokens = page.locator('pre code .token');
  await expect(tokens.first()).toBeVisible();
  expect(await tokens.count()).toBeGreaterThan(100);
  // Coloured by the generated stylesheet's classes, as on the server.
  await expect(page.locator('pre code .token.string').first()).toHaveCSS('color', 'rgb(163, 21, 21)');
});

test('the copy button copies the sample as shown, with the reader’s region', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => window.localStorage.setItem('komodo-region', 'eu.west2'));
  await page.goto('docs/rest/v1/get-users');
  await waitForHydration(page);
  const sample = page.locator('[role=tabpanel]:not([hidden]) .theme-code-block').first();
  await expect(sample.locator('pre')).toContainText('https://eu.west2.api.komodowellbeing.com/rest/v1/users');
  await sample.hover();
  await sample.getByRole('button', {name: 'Copy code to clipboard'}).click();
  // The clipboard itself, not the "Copied" toast, which shows for one second only.
  const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await expect.poll(readClipboard, {message: 'the clipboard receives the sample'}).toContain('curl --fail-with-body');
  const copied = await readClipboard();
  expect(copied).toContain('https://eu.west2.api.komodowellbeing.com/rest/v1/users');
  expect(copied).not.toContain('{region}');
  // What is copied is what is shown.
  const shown = await sample.locator('pre .token-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
  expect(copied.trimEnd()).toBe(shown.trimEnd());
});

test('on a phone, page load prefetches only the pages linked on screen, not the closed menu', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('docs/getting-started');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The closed mobile menu lists every page (43); each page has several chunks.
  expect(await page.locator('link[rel=prefetch]').count()).toBeLessThan(30);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Get users'})).toBeVisible();
});

/** Each code-samples tab's label and the text of its blocks, as shown (one line a line). */
function samplesShown(page: Page): Promise<{label: string; code: string[]}[]> {
  return page.locator('[role=tablist]:has([role=tab][data-value=curl])').evaluate((list) => {
    const tabs = Array.from(list.querySelectorAll('[role=tab]'));
    return tabs.map((tab) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      const blocks = Array.from(panel?.querySelectorAll('pre code') ?? []);
      return {label: tab.textContent ?? '', code: blocks.map((code) => Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent).join('\n'))};
    });
  });
}

test('a REST page reached by client-side navigation shows every tab’s samples, as on page load', async ({page}) => {
  await page.goto('docs/rest/v1/get-users');
  await waitForHydration(page);
  const loaded = await samplesShown(page);
  expect(loaded.map((tab) => tab.label)).toEqual(['curl', 'JavaScript', 'Python', 'Go', 'PHP', 'Ruby', 'Java', 'Power Query M']);
  for (const tab of loaded) expect(tab.code.join(''), tab.label).not.toBe('');

  // A page of the same sidebar category, whose link to Get users shows.
  await page.goto('docs/rest/v1/get-user');
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-container a[href$="/docs/rest/v1/get-users"]').first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get users');
  // The code comes from the samples' JSON file, fetched; highlighted in the browser.
  await expect.poll(() => samplesShown(page), {message: 'the samples after client-side navigation'}).toEqual(loaded);
  for (const {label} of loaded) {
    await page.getByRole('tab', {name: label, exact: true}).click();
    const panel = page.locator('[role=tabpanel]:not([hidden])');
    await expect(panel.locator('pre code .token').first(), label).toBeVisible();
  }
});

test('the samples’ code is in a REST page’s HTML and not in the JavaScript it loads', async ({page, request}) => {
  // The first line of every generated Go sample.
  const goLine = '// Go 1.19 or later, standard library only. Save as main.go and run: go run main.go';
  const scripts: string[] = [];
  const samplesFiles: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || /\.js(\?|$)/.test(response.url())) scripts.push(response.url());
    if (/\/samples\/.+\.json$/.test(new URL(response.url()).pathname)) samplesFiles.push(response.url());
  });
  const response = await page.goto('docs/rest/v1/get-users');
  expect(await response!.text()).toContain(goLine);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of new Set(scripts)) {
    const body = await (await request.get(url)).text();
    expect(body.includes('standard library only. Save as main.go'), `${url} holds the Go sample`).toBe(false);
  }
  // No request for the samples' JSON on page load: the server's lines are kept.
  await page.getByRole('tab', {name: 'Go', exact: true}).click();
  await expect(page.locator('[role=tabpanel]:not([hidden]) pre')).toContainText(goLine);
  expect(samplesFiles).toEqual([]);
});
