// What `npm run reference` tells of the site it built (packages/api-reference/src/site/page-sizes.ts):
// its pages, its HTML, the largest page, and a warning for each page over 1 MB.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {describePageSizes, pageHtmlLimit, pageSizes} from '../../packages/api-reference/src/site/page-sizes';
import {scratchFolder} from '../scratch';

const out = scratchFolder('page-sizes-');
const page = (file: string, bytes: number) => {
  mkdirSync(path.dirname(path.join(out, file)), {recursive: true});
  writeFileSync(path.join(out, file), 'x'.repeat(bytes));
};

describe('the sizes npm run reference reports', () => {
  page('index.html', 2048);
  page('404.html', 1024);
  page('pulls-get/index.html', 300 * 1024);
  page('pull-request-review-requested/index.html', pageHtmlLimit + 256 * 1024);
  page('pulls-get.md', 5 * pageHtmlLimit);

  it('counts the HTML pages (not the Markdown twins) and names the largest by its route', () => {
    const sizes = pageSizes(out);
    expect(sizes.pages).toBe(4);
    expect(sizes.largest).toEqual({route: 'pull-request-review-requested', bytes: pageHtmlLimit + 256 * 1024});
    expect(describePageSizes(sizes).summary).toBe('4 pages, 1.5 MB of HTML, the largest 1280.0 KB (pull-request-review-requested)');
  });

  it('warns of each page over 1 MB, and of none under it', () => {
    const {warnings} = describePageSizes(pageSizes(out));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^warning: pull-request-review-requested is 1\.3 MB of HTML, over the 1\.0 MB a page is built to stay under: /);
    expect(describePageSizes(pageSizes(out, 100 * 1024)).warnings.map((warning) => warning.split(' ')[1])).toEqual(['pull-request-review-requested', 'pulls-get']);
  });
});
