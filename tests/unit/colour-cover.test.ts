// The pages whose visits in the browser suite check colours, in both modes
// (tests/e2e/colour-cover.ts): between them, every kind of text element of the build.
import {describe, expect, it} from 'vitest';
import {parse} from 'parse5';
import {coverOf, textElementKinds, textKinds, type KindNode} from '../e2e/colour-cover';

const page = (body: string) => `<!doctype html><html class="docs-doc-id-a"><head><title>T</title></head><body class="page-a">${body}</body></html>`;

describe('textElementKinds', () => {
  it('names an element with text by its tag, classes, attributes and inline style, and its ancestors\'', () => {
    const kinds = textElementKinds(page('<main class="doc"><p>Text <a class="link" href="/a" target="_blank">a link</a></p><pre><span style="color:red" data-line>x</span></pre></main>'));
    expect([...kinds].sort()).toEqual([
      'a.link[target] < main.doc p',
      'p < main.doc',
      'span[data-line]{color:red} < main.doc pre',
    ]);
  });

  it('leaves out what only names the instance, the page\'s own classes on <html> and <body>, and elements without text of their own', () => {
    const one = textElementKinds(page('<div class="card"><h2 id="users" title="Users">Users</h2><span> </span><script>var a;</script></div>'));
    const other = textElementKinds(page('<div class="card"><h2 id="groups" title="Groups">Groups</h2></div>').replace('page-a', 'page-b').replace('docs-doc-id-a', 'docs-doc-id-b'));
    expect([...one]).toEqual(['h2 < div.card']);
    expect([...other]).toEqual([...one]);
  });

  it('knows a code token by its colour classes, not by the language or Prism\'s name for it', () => {
    const kinds = (code: string) => [...textElementKinds(page(`<div class="theme-code-block language-${code}"><pre><code><span class="token string interpolation tl6 td4">"a"</span></code></pre></div>`))];
    expect(kinds('python')).toEqual(kinds('go'));
    expect(kinds('go')).toEqual(['span.td4.tl6.token < code div.theme-code-block pre']);
  });

  it('counts only what shows when the page loads: not a hidden tab panel, nor a closed <details> but its summary', () => {
    const kinds = textElementKinds(page('<div role="tabpanel" hidden><p class="java">j</p></div><details><summary>More</summary><p class="inside">i</p></details><details open><summary>Open</summary><p class="open">o</p></details>'));
    expect([...kinds].sort()).toEqual(['p.open < details[open]', 'summary < details', 'summary < details[open]']);
  });

  it('tells apart the same element under another ancestor, in another state or with another colour', () => {
    const kinds = textElementKinds(page('<table><tr><td>a</td></tr></table><details open><summary>b</summary></details><details><summary>b</summary></details><code class="t1">c</code><code class="t2">c</code>'));
    expect(kinds.size).toBe(5);
  });
});

describe('textKinds with places', () => {
  const tree = (body: string) => parse(page(body)) as unknown as KindNode;

  it('tells a table\'s even rows from its odd ones, and the first and last of their siblings from the others', () => {
    const rows = (count: number) => `<table><tbody>${'<tr><td>a</td></tr>'.repeat(count)}</tbody></table>`;
    expect(textKinds(tree(rows(4)), false)).toHaveLength(1);
    // The first row (odd), the second (even), the third (odd), the last (even): each place once.
    expect(textKinds(tree(rows(4)), true)).toHaveLength(4);
    expect(textKinds(tree(rows(9)), true)).toHaveLength(4);
  });

  it('marks the first element of each kind in each place, and no other', () => {
    const marked: string[] = [];
    const root = tree('<p>One</p><p>Two</p><p>Three</p><p>Four</p><p>Five</p>');
    const withMarks = (node: KindNode): KindNode => {
      const text = Array.from(node.childNodes ?? []).find((child) => child.nodeName === '#text')?.value;
      return {...node, setAttribute: (name) => marked.push(`${text} ${name}`), childNodes: Array.from(node.childNodes ?? []).map(withMarks)};
    };
    textKinds(withMarks(root), true, 'data-check');
    expect(marked).toEqual(['One data-check', 'Two data-check', 'Three data-check', 'Five data-check']);
  });
});

describe('coverOf', () => {
  it('chooses the fewest pages that show every kind, in the pages\' order', () => {
    const pages = new Map([
      ['a', new Set(['header', 'table'])],
      ['b', new Set(['header', 'table', 'code'])],
      ['c', new Set(['header', 'code'])],
      ['d', new Set(['header', 'warning'])],
    ]);
    expect(coverOf(pages)).toEqual(['b', 'd']);
  });

  it('takes every page whose kinds no other page shows, and breaks ties by order', () => {
    expect(coverOf(new Map([['a', new Set(['x'])], ['b', new Set(['x'])], ['c', new Set(['y'])]]))).toEqual(['a', 'c']);
    expect(coverOf(new Map([['a', new Set<string>()]]))).toEqual([]);
  });
});
