// The reference of a spec written to attack its reader (openapi/hostile/,
// built by `npm run build:references` as pages of the router and as static
// pages): every payload in it, were it to run, sets window.__pwned, opens a
// dialog or requests a path with "pwned" in it. Each page is loaded under the
// build's own policies (its _headers, sent by scripts/serve.ts), then every
// link on it is clicked (one to another page once in the build: see the
// test), and the test fails on any of those, on a console
// error (a page that fails to hydrate logs one), on a CSP report (a blocked
// script of the spec), and on a link or image whose address has a scheme
// other than http, https, mailto or none.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {hostileSpecBuilds, referenceBuild} from '../../scripts/reference-specs';
import {startServer, type StaticServer} from '../../scripts/serve';
import {rootRoutes} from '../sitemap';
import {collectErrors, waitForHydration, watchPolicies} from './site';

/** Routes of a build's sitemap, relative to its root, and its not-found page. */
function routesOf(name: string): string[] {
  return [...rootRoutes(referenceBuild(name)), 'no-such-page'];
}

/** What the spec's payloads would leave behind if any ran: dialogs, requests of this site for "pwned", window.__pwned set. */
interface Traces {
  dialogs: string[];
  requests: string[];
  pwned: string[];
}

async function watchContext(context: BrowserContext, origin: string): Promise<Traces> {
  const traces: Traces = {dialogs: [], requests: [], pwned: []};
  // window.__pwned, on every page and frame the context opens, reports its setting before anything of the page runs.
  await context.addInitScript(() => {
    Object.defineProperty(window, '__pwned', {
      set: (value: unknown) => console.log(`__pwned set: ${String(value)}`),
      get: () => undefined,
    });
  });
  context.on('console', (message) => {
    if (message.text().startsWith('__pwned set')) traces.pwned.push(`${message.text()} on ${message.page()?.url() ?? 'a worker'}`);
  });
  context.on('dialog', (dialog) => {
    traces.dialogs.push(`${dialog.type()}: ${dialog.message()} on ${dialog.page()?.url() ?? ''}`);
    void dialog.dismiss();
  });
  context.on('request', (request) => {
    if (request.url().startsWith(origin) && /pwned/i.test(request.url())) traces.requests.push(request.url());
  });
  // Nothing leaves the machine: a link to another origin is answered here, empty.
  await context.route((url) => url.origin !== origin, (route) => route.fulfill({status: 204, body: ''}));
  return traces;
}

/** Each link's address and each image's source that a click or a load would use, with a scheme no page may use. */
async function unsafeAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const allowed = new Set(['http:', 'https:', 'mailto:']);
    const unsafe: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('a[href], area[href], img[src], iframe, object, embed, form[action], [formaction], [srcset]'))) {
      const address = element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action') ?? element.getAttribute('formaction') ?? element.getAttribute('data') ?? '';
      const protocol = new URL(address, document.baseURI).protocol;
      if (!allowed.has(protocol) || /^(iframe|object|embed)$/i.test(element.tagName)) unsafe.push(`<${element.tagName.toLowerCase()}> ${address}`);
    }
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of element.getAttributeNames()) if (/^on/i.test(attribute)) unsafe.push(`<${element.tagName.toLowerCase()} ${attribute}>`);
    }
    return unsafe;
  });
}

for (const {name} of hostileSpecBuilds) {
  test.describe(name, () => {
    let server: StaticServer;
    test.beforeAll(async () => {
      server = await startServer({root: referenceBuild(name), baseUrl: '/'});
    });
    test.afterAll(async () => server?.close());

    test('the build sends its own policy: a script-src of hashes, no unsafe-inline', async ({request}) => {
      const response = await request.get(server.url);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
      expect(policy).not.toContain("'unsafe-inline' 'sha256");
      expect(readFileSync(path.join(referenceBuild(name), '_headers'), 'utf8')).toContain(`Content-Security-Policy: ${policy}`);
    });

    // One test per build, its pages one after the other: a link to another page is clicked once in
    // the build, on the first page that has it (the navbar's and the sidebar's are on every page).
    // Where it is clicked changes nothing the test could see: what a click does is the link's own
    // address and attributes (checked on every page by unsafeAddresses) and the site's scripts, the
    // same on every page. A link to a place on its page (#…) is clicked on every page that has it.
    test('no page runs anything of the spec, on load or on any click', async ({page, context}) => {
      const routes = routesOf(name);
      test.setTimeout(120_000 * routes.length);
      const traces = await watchContext(context, server.origin);
      const errors = collectErrors(page);
      const policyReports = await watchPolicies(page);
      const clicked = new Set<string>();
      for (const route of routes) {
        await test.step(`/${route}`, async () => {
          const url = `${server.url}${route}`;
          // The traces add up over the pages: the first page with one fails the test.
          const errorsBefore = errors.length;
          const load = async () => {
            await page.goto(url, {waitUntil: 'load'});
            await waitForHydration(page, 30_000);
          };
          await load();
          expect(await unsafeAddresses(page), `/${route}: unsafe addresses on the page`).toEqual([]);

          // Every link, clicked as a reader would (the element's own click, so
          // that links in closed menus count too); back to the page after each
          // that left it.
          const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
          let clickedHere = 0;
          for (let index = 0; index < hrefs.length; index++) {
            if (!hrefs[index].startsWith('#') && clicked.has(hrefs[index])) continue;
            // A mailto: address asks the mail program, never the page (its scheme is checked above); and
            // Chromium refuses a second launch soon after the first without a reader's gesture, with a console error.
            if (hrefs[index].toLowerCase().startsWith('mailto:')) continue;
            if (page.url().split('#')[0] !== url) await load();
            const link = page.locator('a[href]').nth(index);
            if ((await link.count()) === 0) continue;
            const navigated = page.waitForEvent('framenavigated', {timeout: 10_000}).catch(() => undefined);
            // What the click did, seen in the page as it returns: a script's handler that kept the browser
            // from following the link (a menu's toggle, skip to content), the router's move, a download.
            const did = await link.evaluate((element) => {
              const before = window.location.href;
              let prevented = false;
              const after = (event: Event) => (prevented = event.defaultPrevented);
              window.addEventListener('click', after);
              (element as HTMLAnchorElement).click();
              window.removeEventListener('click', after);
              return {stayed: prevented && window.location.href === before, download: element.hasAttribute('download'), elsewhere: (element as HTMLAnchorElement).target === '_blank'};
            });
            // Otherwise the browser follows the link: wait until it has (a new page, or the same page at a new fragment).
            if (!did.stayed && !did.download && !did.elsewhere) await navigated;
            await page.waitForLoadState('load');
            clicked.add(hrefs[index]);
            clickedHere++;
          }
          test.info().annotations.push({type: 'links clicked', description: `/${route}: ${clickedHere} of ${hrefs.length}`});
          await load();
          expect(await unsafeAddresses(page), `/${route}: unsafe addresses after the clicks`).toEqual([]);
          expect(traces.pwned, `/${route}: window.__pwned set`).toEqual([]);
          expect(traces.dialogs, `/${route}: dialogs`).toEqual([]);
          expect(traces.requests, `/${route}: requests for "pwned"`).toEqual([]);
          expect(await policyReports(), `/${route}: CSP reports: a script of the spec was blocked`).toEqual([]);
          expect(errors.slice(errorsBefore).filter((error) => !(route === 'no-such-page' && /404 \(Not Found\)/.test(error))), `/${route}: console errors`).toEqual([]);
        });
      }
      expect(clicked.size, 'links clicked').toBeGreaterThan(5);
    });
  });
}
