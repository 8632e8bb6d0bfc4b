// Which pages a visit checks with axe's colour rules, in light mode and after
// the reader's toggle in dark mode: enough pages that every kind of text
// element a build shows is checked in both modes on at least one of them. The
// colour rules were most of a visit's time (on a REST page, 1.0 of the 1.5 s
// axe takes in light mode, and all the dark mode's 0.9 s); in dark mode alone
// they took 49 s of the browser suite's 163 s, most of it on the Komodo site's
// 34 REST pages, which are made of the same components with other words. Every
// page still gets every other rule, which read its structure, names and roles.
//
// An element's colours follow from what CSS selectors can match: its tag,
// classes, inline style and attributes, and those of its ancestors. Its kind
// is all of that, read from the built HTML (the server's render, which
// hydration must match), with the attributes that only carry the instance (its
// id, link, label…) left out. The cover is greedy: the page with the most
// kinds not yet covered, until none are left (ties in sitemap order), so that
// the same build always gives the same pages.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse, type DefaultTreeAdapterMap} from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Attributes whose value or presence is the instance's own: no colour rule of ours selects on them. */
const instanceAttributes = new Set([
  'id', 'href', 'src', 'srcset', 'title', 'alt', 'name', 'value', 'content', 'for', 'datetime', 'width', 'height', 'loading', 'decoding', 'tabindex',
  'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-controls',
]);

/** Elements whose text no reader sees as text. */
const notText = new Set(['script', 'style', 'template', 'title', 'noscript']);

/**
 * Classes no rule colours by: a code block's language, and the names Prism
 * gives a token (`token string interpolation`). A token's colours are its
 * classes tl0… and td0… in light and dark mode (the package's
 * browser/code-themes.ts writes those rules and no other for code).
 */
const colourless = (name: string, token: boolean) => name.startsWith('language-') || (token && !/^(token|t[ld]\d+)$/.test(name));

/** What CSS can select an element by: tag, classes, the names of its other attributes, inline style. */
function signature(element: Element): string {
  const given = element.attrs.find((attr) => attr.name === 'class')?.value.trim().split(/\s+/).filter(Boolean) ?? [];
  const token = given.includes('token');
  const classes = given.filter((name) => !colourless(name, token)).sort();
  const style = element.attrs.find((attr) => attr.name === 'style')?.value;
  const names = element.attrs.map((attr) => attr.name).filter((name) => name !== 'class' && name !== 'style' && !instanceAttributes.has(name)).sort();
  return `${element.tagName}${classes.map((name) => `.${name}`).join('')}${names.length ? `[${names.join(',')}]` : ''}${style ? `{${style}}` : ''}`;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

const has = (element: Element, name: string) => element.attrs.some((attr) => attr.name === name);

/**
 * The kinds of text element a page shows when it loads: each element that
 * holds text of its own, by its signature and the set of its ancestors' (below
 * <body>, whose classes name the page). Not what the page hides (a `hidden`
 * tab panel, a closed <details> but its summary): axe checks the colours of
 * what a reader sees, so a kind counts where it is seen.
 */
export function textElementKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  const walk = (node: Node, ancestors: ReadonlySet<string>): void => {
    if (!('childNodes' in node)) return;
    let inner = ancestors;
    let children = node.childNodes;
    if (isElement(node) && node.tagName !== 'html' && node.tagName !== 'body') {
      if (has(node, 'hidden')) return;
      const own = signature(node);
      const hasText = node.childNodes.some((child) => child.nodeName === '#text' && 'value' in child && child.value.trim() !== '');
      if (hasText && !notText.has(node.tagName)) kinds.add(`${own} < ${[...ancestors].sort().join(' ')}`);
      inner = new Set([...ancestors, own]);
      if (node.tagName === 'details' && !has(node, 'open')) children = children.filter((child) => isElement(child) && child.tagName === 'summary');
    }
    for (const child of children) walk(child, inner);
  };
  walk(parse(html), new Set());
  return kinds;
}

/** The fewest pages, chosen greedily, that between them show every kind that any of the pages shows; in the pages' order. */
export function coverOf(pages: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const left = new Set([...pages.values()].flatMap((kinds) => [...kinds]));
  const chosen = new Set<string>();
  while (left.size) {
    let best: string | undefined;
    let gain = 0;
    for (const [page, kinds] of pages) {
      const count = [...kinds].filter((kind) => left.has(kind)).length;
      if (count > gain) [best, gain] = [page, count];
    }
    chosen.add(best!);
    for (const kind of pages.get(best!)!) left.delete(kind);
  }
  return [...pages.keys()].filter((page) => chosen.has(page));
}

/** The routes of a build whose visits check colours: a cover of the given routes' pages, read from the build's folder (`route/index.html`). */
export function colourCover(buildDir: string, routes: string[]): Set<string> {
  const pages = new Map(routes.map((route) => [route, textElementKinds(readFileSync(path.join(buildDir, route, 'index.html'), 'utf8'))]));
  return new Set(coverOf(pages));
}
