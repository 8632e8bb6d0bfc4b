// One font for the tests that measure the layout. The site uses the reader's
// system fonts (`--ifm-font-family-base` in src/css/custom.css), and which
// fonts those are differs from machine to machine, even between two Debian
// machines with the same packages: get-users measured 3,589 px on one and
// 3,606 px on another. A layout test laid out in them measures the machine.
// These tests lay the pages out in Roboto and Roboto Mono (npm packages,
// devDependencies): Roboto is in the site's own stack, the font Android readers
// get. The site itself still sends no font: three woff2 files would add about
// 120 KB to every page's first load (pages are near 255 KB of a 350 KB budget).
import type {BrowserContext, Page} from '@playwright/test';

const fontFiles: Record<string, string> = {
  'sans-normal.woff2': require.resolve('@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2'),
  'sans-italic.woff2': require.resolve('@fontsource-variable/roboto/files/roboto-latin-wght-italic.woff2'),
  'mono-normal.woff2': require.resolve('@fontsource-variable/roboto-mono/files/roboto-mono-latin-wght-normal.woff2'),
  'mono-italic.woff2': require.resolve('@fontsource-variable/roboto-mono/files/roboto-mono-latin-wght-italic.woff2'),
};

// Served from the site's own origin, so the CSP's font-src ('self') allows them.
const fontPath = '/__test-fonts/';

const face = (family: string, file: string, style: string) =>
  `@font-face{font-family:'${family}';src:url(${fontPath}${file}) format('woff2');font-weight:100 900;font-style:${style};font-display:block}`;

/** Appended to the site's stylesheets: the faces, and the theme's two font stacks made of them alone. */
const css = [
  face('Test Sans', 'sans-normal.woff2', 'normal'),
  face('Test Sans', 'sans-italic.woff2', 'italic'),
  face('Test Mono', 'mono-normal.woff2', 'normal'),
  face('Test Mono', 'mono-italic.woff2', 'italic'),
  ":root{--ifm-font-family-base:'Test Sans';--ifm-font-family-monospace:'Test Mono'}",
].join('\n');

/** Every page of the context is laid out in the tests' fonts; with or without JavaScript, as the stylesheet carries them. */
export async function pinFonts(context: BrowserContext): Promise<void> {
  await context.route(`**${fontPath}*`, async (route) => {
    const file = fontFiles[new URL(route.request().url()).pathname.split('/').pop()!];
    await (file ? route.fulfill({path: file, contentType: 'font/woff2'}) : route.abort());
  });
  await context.route('**/assets/css/*.css', async (route) => {
    const response = await route.fetch();
    // The body is decoded; its encoding and length headers would no longer be true.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    await route.fulfill({response, headers, body: `${await response.text()}\n${css}`});
  });
}

/** Waits until the tests' fonts are loaded and in use, so that what is measured next is laid out in them. */
export async function fontsLoaded(page: Page): Promise<void> {
  const state = await page.evaluate(async () => {
    const faces = await Promise.all([document.fonts.load("16px 'Test Sans'"), document.fonts.load("16px 'Test Mono'")]);
    await document.fonts.ready;
    return {loaded: faces.map((found) => found.length), body: getComputedStyle(document.body).fontFamily};
  });
  if (state.loaded.includes(0) || !state.body.includes('Test Sans')) {
    throw new Error(`the page is not laid out in the tests' fonts: faces loaded ${state.loaded.join(', ')}, body font-family ${state.body}`);
  }
}
