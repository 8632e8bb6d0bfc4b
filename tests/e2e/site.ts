// What the browser tests know about the built site: its base path, the
// routes of the site spec, and the pages listed in the built sitemap.xml.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {readSiteSettings} from '../../scripts/site-env';
import {buildDir, sitemapLocs} from '../sitemap';

export const {baseUrl, siteUrl} = readSiteSettings();
export {buildDir};

export {specRoutes} from '../site-spec';

/** The page ids of the REST operations, from the list `npm run gen` writes (a superset of the site spec's). */
export const restOperationIds: string[] = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../../src/data/generated/operations.json'), 'utf8')) as {id: string}[]
).map((operation) => operation.id);

/** Pages of the built sitemap, as paths relative to the base path. */
export function sitemapRoutes(): string[] {
  const prefix = `${siteUrl}${baseUrl}`;
  return sitemapLocs(buildDir).map((loc) => {
    if (!loc.startsWith(prefix)) throw new Error(`sitemap.xml lists ${loc}, outside ${prefix}`);
    return loc.slice(prefix.length);
  });
}

export {waitForHydration} from '../../scripts/bench/measure';

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Collects every request a page makes outside the site's own origin. */
export function collectForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

/**
 * Records what the browser reports about the page's policies: CSP violation
 * events (via an init script, so that even the first inline script in <head>
 * is covered) and console messages about the CSP or the Permissions-Policy.
 */
export async function watchPolicies(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) messages.push(`console ${message.type()}: ${message.text()}`);
  });
  return async () => [...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)), ...messages];
}
