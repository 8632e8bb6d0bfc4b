// What the production build (`npm run build`) says of itself: its pages, as
// sitemap.xml lists them, and the base path they share. Read from the build,
// not from BASE_URL: Vitest puts Vite's ('/') into process.env.
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const buildDir = path.resolve(__dirname, '../../build');

/** The paths of the build's pages, and the longest folder they all start with (the base path: `/komodo-api-docs/`). */
export function builtPages(dir = buildDir): {baseUrl: string; pagePaths: string[]} {
  const pagePaths = [...readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const baseUrl = pagePaths.reduce((common, page) => {
    let length = 0;
    while (length < common.length && common[length] === page[length]) length += 1;
    return common.slice(0, common.lastIndexOf('/', length - 1) + 1);
  });
  return {baseUrl, pagePaths};
}
