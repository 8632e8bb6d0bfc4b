// packages/api-reference/src/model/safe-url.ts, the one allow-list of schemes for every URL of
// a spec, and the places that apply it when they write a page: a Markdown
// link of a description (links.ts) and a URL of the spec written as a link
// (render/mdx.ts markdownLink, for contact, licence, terms, externalDocs).
import {describe, expect, it} from 'vitest';
import {safeUrl, urlScheme} from '../../packages/api-reference/src/model/safe-url';
import {literalText, markdownLink} from '../../packages/api-reference/src/render/mdx';
import {rewriteLinks, type LinkTargets} from '../../packages/api-reference/src/model/links';

describe('safeUrl', () => {
  it('keeps http, https, mailto and relative links', () => {
    for (const url of ['https://example.com/a?b=1#c', 'HTTP://example.com', 'mailto:a@example.com', '/docs/x', 'x.html', '#anchor', '?q=1', '//example.com/x', '']) {
      expect(safeUrl(url), url).toBe(url);
    }
  });

  it('refuses every other scheme, however a browser would still read it', () => {
    const refused = [
      'javascript:alert(1)', 'JaVaScRiPt:alert(1)', '  javascript:alert(1)', '\u0001javascript:alert(1)', 'java\tscript:alert(1)',
      'java\nscript:alert(1)', 'jav&#x61;script:alert(1)', 'jav&#97;script:alert(1)', 'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'file:///etc/passwd', 'blob:https://x/y', 'pathname:///x',
    ];
    for (const url of refused) expect(safeUrl(url), JSON.stringify(url)).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl({toString: () => 'https://x'})).toBeUndefined();
    expect(urlScheme(' Java\tScript:x')).toBe('javascript');
  });
});

describe('markdownLink', () => {
  it('writes the address whole and the text as text', () => {
    expect(markdownLink('Docs', 'https://example.com/a b(c)')).toBe('[Docs](<https://example.com/a%20b(c)>)');
    expect(markdownLink('a](javascript:x)[{alert(1)}', 'https://example.com')).toBe('[a\\]\\(javascript\\:x\\)\\[\\{alert\\(1\\)\\}](<https://example.com>)');
    expect(markdownLink('x', 'https://example.com/<script>')).toBe('[x](<https://example.com/%3Cscript%3E>)');
  });

  it('shows a link whose scheme could run a script as its text', () => {
    expect(markdownLink('Licence', 'javascript:alert(1)')).toBe('Licence');
    expect(markdownLink('{x}', 'data:text/html,x')).toBe('\\{x\\}');
    expect(markdownLink('Terms', undefined)).toBe('Terms');
  });

  it('literalText escapes every Markdown and MDX character', () => {
    expect(literalText('a <b> {c} [d](e) *f* `g` &amp;\nh')).toBe('a \\<b\\> \\{c\\} \\[d\\]\\(e\\) \\*f\\* \\`g\\` \\&amp\\; h');
  });
});

describe('rewriteLinks', () => {
  const targets: LinkTargets = {overview: '/', routeBase: '/', operations: [], tags: [], sections: [], paths: {kind: 'provider'}};
  it('shows a description link, image or definition with a script scheme as its text, and says where', () => {
    const found: string[] = [];
    const text = 'A [link](javascript:alert(1)), [angle](<JavaScript:x>), ![image](data:image/svg+xml,x), [ref][r] and [ok](https://example.com).\n\n[r]: vbscript:x';
    expect(rewriteLinks(text, targets, (href, note) => found.push(`${href}: ${note}`))).toBe('A link, angle, image, [ref][r] and [ok](https://example.com).\n\n');
    expect(found).toEqual([
      'javascript:alert(1): its scheme "javascript:" is not one a link of these pages may have (http, https, mailto or a relative link); shown as text',
      'JavaScript:x: its scheme "javascript:" is not one a link of these pages may have (http, https, mailto or a relative link); shown as text',
      'data:image/svg+xml,x: its scheme "data:" is not one a link of these pages may have (http, https, mailto or a relative link); shown as text',
      'vbscript:x: its scheme "vbscript:" is not one a link of these pages may have (http, https, mailto or a relative link); shown as text',
    ]);
  });
});

describe('frontMatter', () => {
  it('writes no backslash, which Docusaurus would put unescaped into the page\'s JavaScript', async () => {
    const {frontMatter, frontMatterBackslash} = await import('../../packages/api-reference/src/render/mdx');
    const written = frontMatter({title: "x\\\\',a:(globalThis.x=1),//", description: 'ends \\'});
    expect(written).not.toContain('\\\\');
    expect(written).toBe(`---\ntitle: "x${frontMatterBackslash}${frontMatterBackslash}',a:(globalThis.x=1),//"\ndescription: "ends ${frontMatterBackslash}"\n---\n`);
  });
});
