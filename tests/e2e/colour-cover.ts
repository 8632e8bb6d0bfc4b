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
//
// On a page of the cover, the colour rules check one element of each kind in
// each place among its siblings (first, last, odd, even: a table's even rows
// are striped), and that place in its ancestors': the same premise within a
// page as between pages. Of the 985 text elements of the dictionary, 72 were
// checked so, in 390 ms against 2,293 ms for all of them.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'parse5';

/** What textKinds reads of a node, of parse5's tree or of the browser's DOM. */
export interface KindNode {
  nodeName: string;
  tagName?: string;
  /** parse5's attributes. */
  attrs?: {name: string; value: string}[];
  /** The DOM's. */
  attributes?: ArrayLike<{name: string; value: string}>;
  childNodes?: ArrayLike<KindNode>;
  /** A text node's text: parse5's, the DOM's. */
  value?: string;
  nodeValue?: string | null;
  setAttribute?: (name: string, value: string) => void;
}

/**
 * The kinds of text element a page shows when it loads: each element that
 * holds text of its own, by its signature and the set of its ancestors' (below
 * <body>, whose classes name the page). Not what the page hides (a `hidden`
 * tab panel, a closed <details> but its summary): axe checks the colours of
 * what a reader sees, so a kind counts where it is seen.
 *
 * With `positions`, a signature has the element's place among its siblings
 * too; with `mark`, the first element of each kind gets that attribute. The
 * function is whole in itself: a visit sends its source to the page, which
 * runs it on the live document.
 */
export function textKinds(root: KindNode, positions: boolean, mark?: string): string[] {
  /** Attributes whose value or presence is the instance's own: no colour rule of ours selects on them. */
  const instanceAttributes = new Set([
    'id', 'href', 'src', 'srcset', 'title', 'alt', 'name', 'value', 'content', 'for', 'datetime', 'width', 'height', 'loading', 'decoding', 'tabindex',
    'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-controls', mark,
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
  const attributesOf = (node: KindNode) => node.attrs ?? Array.from(node.attributes ?? []);
  const tagOf = (node: KindNode) => node.tagName?.toLowerCase();
  /** What CSS can select an element by: tag, classes, the names of its other attributes, inline style; with `positions`, its place. */
  const signature = (node: KindNode, place: string): string => {
    const attributes = attributesOf(node);
    const given = attributes.find((attr) => attr.name === 'class')?.value.trim().split(/\s+/).filter(Boolean) ?? [];
    const token = given.includes('token');
    const classes = given.filter((name) => !colourless(name, token)).sort();
    const style = attributes.find((attr) => attr.name === 'style')?.value;
    const names = attributes.map((attr) => attr.name).filter((name) => name !== 'class' && name !== 'style' && !instanceAttributes.has(name)).sort();
    return `${tagOf(node)}${classes.map((name) => `.${name}`).join('')}${names.length ? `[${names.join(',')}]` : ''}${style ? `{${style}}` : ''}${place}`;
  };
  const has = (node: KindNode, name: string) => attributesOf(node).some((attr) => attr.name === name);
  const kinds = new Set<string>();
  const walk = (node: KindNode, place: string, ancestors: ReadonlySet<string>): void => {
    let inner = ancestors;
    let children = Array.from(node.childNodes ?? []);
    const tag = tagOf(node);
    if (tag && tag !== 'html' && tag !== 'body') {
      if (has(node, 'hidden')) return;
      const own = signature(node, place);
      const hasText = children.some((child) => child.nodeName === '#text' && (child.value ?? child.nodeValue ?? '').trim() !== '');
      const kind = `${own} < ${[...ancestors].sort().join(' ')}`;
      if (hasText && !notText.has(tag) && !kinds.has(kind)) {
        kinds.add(kind);
        if (mark) node.setAttribute?.(mark, '');
      }
      inner = new Set([...ancestors, own]);
      if (tag === 'details' && !has(node, 'open')) children = children.filter((child) => tagOf(child) === 'summary');
    }
    const elements = children.filter((child) => tagOf(child));
    elements.forEach((child, index) =>
      walk(child, positions ? `:${index % 2 ? 'even' : 'odd'}${index === 0 ? ':first' : ''}${index === elements.length - 1 ? ':last' : ''}` : '', inner),
    );
  };
  walk(root, '', new Set());
  return [...kinds];
}

/** The kinds of text element a page's HTML shows when it loads (textKinds), its places among siblings left out. */
export function textElementKinds(html: string): Set<string> {
  return new Set(textKinds(parse(html) as unknown as KindNode, false));
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
