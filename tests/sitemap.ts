// What a build's sitemap.xml lists: the Komodo site's (`npm run build`) and
// the reference builds' (`npm run build:references`), read by the
// integration and browser tests that go through every page.
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The Komodo site's build. */
export const buildDir = path.resolve(__dirname, '../build');

/** The addresses a build's sitemap lists, as it writes them (`https://host/base/page`). */
export function sitemapLocs(dir: string): string[] {
  return [...readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

/** The pages of a build served at its host's root (the reference builds), as paths below it: `create-order`, and `` for the home page. */
export function rootRoutes(dir: string): string[] {
  return sitemapLocs(dir).map((loc) => loc.replace(/^[a-z]+:\/\/[^/]+\//, ''));
}

/**
 * The paths of the Komodo build's pages, and the longest folder they all
 * start with (its base path: `/komodo-api-docs/`). Read from the build, not
 * from BASE_URL: Vitest puts Vite's ('/') into process.env.
 */
export function builtPages(dir = buildDir): {baseUrl: string; pagePaths: string[]} {
  const pagePaths = sitemapLocs(dir).map((loc) => new URL(loc).pathname);
  const baseUrl = pagePaths.reduce((common, page) => {
    let length = 0;
    while (length < common.length && common[length] === page[length]) length += 1;
    return common.slice(0, common.lastIndexOf('/', length - 1) + 1);
  });
  return {baseUrl, pagePaths};
}
