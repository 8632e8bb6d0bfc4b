// The changes as an Atom feed, so that a reader subscribes in any feed
// reader: one item per entry, linked to the entry on the changes page, with
// its words and the links to what it changed. Every URL is absolute: a feed
// is read away from the site.
import {Feed} from 'feed';
import {escapeHtml} from '../text/escape-html';

export interface FeedItem {
  /** The entry's anchor on the changes page. */
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  title: string;
  /** Markdown backticks for code. */
  summary: string;
  breaking?: boolean;
  /** Site routes (with anchors) of what the entry changed. */
  links: {label: string; to: string}[];
}

export interface FeedInput {
  title: string;
  /** Who publishes the changes: Atom requires an author of the feed when its entries name none. */
  author: string;
  /** `https://docs.example.org` and `/base/`: where the site is served. */
  siteUrl: string;
  baseUrl: string;
  /** The route of the page listing the entries, e.g. `/docs/api-changes`. */
  pageRoute: string;
  /** The feed's own path under the site's root, e.g. `api-changes.atom`. */
  feedFile: string;
  items: FeedItem[];
}

/** Backticks → `<code>`, everything else escaped. */
export const inlineHtml = (text: string): string =>
  text.split(/(`[^`]*`)/g).map((part, index) => (index % 2 ? `<code>${escapeHtml(part.slice(1, -1))}</code>` : escapeHtml(part))).join('');

/** A site route as an absolute URL under the base path: `/docs/x#a` → `https://host/base/docs/x#a`. */
export const absoluteUrl = (siteUrl: string, baseUrl: string, route: string): string => `${siteUrl}${baseUrl}${route.replace(/^\//, '')}`;

/** The Atom XML; the newest item first, the feed updated when its newest item was. */
export function atomFeed(input: FeedInput): string {
  const url = (route: string) => absoluteUrl(input.siteUrl, input.baseUrl, route);
  const page = url(input.pageRoute);
  const items = [...input.items].sort((a, b) => b.date.localeCompare(a.date));
  const feed = new Feed({
    id: page,
    title: input.title,
    link: page,
    // A fixed date when there is no item: the file must not change from one build to the next.
    updated: new Date(`${items[0]?.date ?? '2025-01-01'}T00:00:00Z`),
    feedLinks: {atom: url(input.feedFile)},
    generator: false,
    author: {name: input.author},
  });
  for (const item of items) {
    const links = item.links.map((link) => `<li><a href="${escapeHtml(url(link.to))}">${inlineHtml(link.label)}</a></li>`).join('');
    feed.addItem({
      id: `${page}#${item.id}`,
      link: `${page}#${item.id}`,
      title: `${item.breaking ? 'Breaking: ' : ''}${item.title.replace(/`/g, '')}`,
      date: new Date(`${item.date}T00:00:00Z`),
      description: item.summary.replace(/`/g, ''),
      content: `<p>${inlineHtml(item.summary)}</p>${links ? `<ul>${links}</ul>` : ''}`,
    });
  }
  return feed.atom1();
}
