/**
 * Shared by the guides-*.test.ts files: the hand-written pages by route, their
 * prose and heading ids, and one function that says whether a site link
 * (`/docs/...#anchor`) lands on a page and an anchor that exist. REST pages are
 * checked against the operations of the spec, and anchors against what their
 * generated page has (headings, parameters, response fields).
 */
import {parse as parseYaml} from 'yaml';
import {codeBlocks, handWrittenPages, type Page} from './guides-blocks';
import {anchorsOf, operations} from './guides-spec-walk';
import type {SpecValue} from '../../packages/api-reference/src/load/load-spec';

export function frontMatter(page: Page): Record<string, SpecValue> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(page.text);
  return match ? parseYaml(match[1]) : {};
}

/** Page text outside code blocks and front matter, for looking at headings, links and words. */
export function prose(page: Page): string {
  const lines = page.text.replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1)).split('\n');
  for (const block of codeBlocks(page)) {
    const length = block.code.split('\n').length + 2;
    for (let i = block.line - 1; i < block.line - 1 + length; i++) lines[i] = '';
  }
  return lines.join('\n');
}

/** Heading ids of a page: explicit `\{#id\}` ones, or Docusaurus's slug of the text. */
export function headingIds(page: Page): Set<string> {
  const ids = new Set<string>();
  for (const [, text] of prose(page).matchAll(/^#{2,6} (.+)$/gm)) {
    const explicit = /\\\{#([\w-]+)\\\}\s*$/.exec(text);
    ids.add(explicit ? explicit[1] : text.toLowerCase().replace(/`/g, '').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-'));
  }
  return ids;
}

/** The route of a hand-written page from its slug, e.g. `/docs/cube` (no trailing slash). */
export const routeOf = (page: Page): string => {
  const slug = String(frontMatter(page).slug ?? '');
  return `/docs${slug}`.replace(/\/$/, '') || '/docs';
};

export const docPages = handWrittenPages();
const byRoute = new Map(docPages.map((p) => [routeOf(p), p]));

/** Why a link does not land, or null when it does. `extra` adds anchors a page renders from data. */
export function brokenLink(target: string, extra: Record<string, Set<string>> = {}): string | null {
  const [route, anchor] = target.split('#');
  const rest = /^\/docs\/rest\/v1\/([\w-]+)$/.exec(route);
  if (rest) {
    if (rest[1] === 'komodo-rest-api') return anchor ? `${target}: anchors on the REST overview are not checked` : null;
    const op = operations.find((o) => o.pageId === rest[1]);
    if (!op) return `${target}: no such REST page`;
    return anchor && !anchorsOf(op).has(anchor) ? `${target}: no such anchor on the REST page` : null;
  }
  const key = route.replace(/\/$/, '') || '/docs';
  const page = byRoute.get(key);
  if (!page) return `${target}: no such page`;
  if (anchor && !headingIds(page).has(anchor) && !extra[key]?.has(anchor)) return `${target}: no heading #${anchor}`;
  return null;
}
