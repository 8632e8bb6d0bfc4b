// What `npm run reference` tells of the site it built: how many pages, how
// much HTML, the largest page, and each page over the size a page is built to
// stay under (the goal: no page's HTML over 1 MB). A page that large
// is the spec's own: inline schemas (not $refs, so written out where they are
// used) of thousands of fields. The site is still built; the reader is told.
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/** The HTML a page is built to stay under: 1 MB. */
export const pageHtmlLimit = 1024 * 1024;

export interface PageSizes {
  pages: number;
  totalBytes: number;
  /** The largest page: its route (`pulls-get`, `` for the home page) and bytes. */
  largest?: {route: string; bytes: number};
  /** Pages over pageHtmlLimit, largest first. */
  over: {route: string; bytes: number}[];
}

/** The site's HTML files in `outDir`, as paths relative to it with `/` (`pulls-get/index.html`, `404.html`). */
export function htmlPages(outDir: string, prefix = ''): string[] {
  return readdirSync(path.join(outDir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory() ? htmlPages(outDir, `${relative}/`) : entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** The sizes of the site's pages (`<route>/index.html` and `404.html`) in `outDir`. */
export function pageSizes(outDir: string, limit = pageHtmlLimit): PageSizes {
  const pages = htmlPages(outDir)
    .map((file) => ({route: file === 'index.html' ? '' : file.replace(/\/index\.html$/, ''), bytes: statSync(path.join(outDir, file)).size}))
    .sort((a, b) => b.bytes - a.bytes);
  return {pages: pages.length, totalBytes: pages.reduce((sum, page) => sum + page.bytes, 0), largest: pages[0], over: pages.filter((page) => page.bytes > limit)};
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One line of figures, then a warning for each page over the limit. */
export function describePageSizes(sizes: PageSizes, limit = pageHtmlLimit): {summary: string; warnings: string[]} {
  const largest = sizes.largest ? `, the largest ${kb(sizes.largest.bytes)} (${sizes.largest.route || 'the home page'})` : '';
  return {
    summary: `${sizes.pages} pages, ${mb(sizes.totalBytes)} of HTML${largest}`,
    warnings: sizes.over.map(
      (page) =>
        `warning: ${page.route || 'the home page'} is ${mb(page.bytes)} of HTML, over the ${mb(limit)} a page is built to stay under: ` +
        'its fields are written out in full, and a schema used again on the page is linked instead only when it is a $ref; naming its repeated inline schemas in components/schemas shortens it',
    ),
  };
}
