// What a site makes of its changes entries at generation time, beside its
// pages (packages/api-reference/src/outputs.ts calls this once per generation): the
// notes on each operation page, the entries with their links for the changes
// page, the Atom feed, the feed's line in llms.txt, and for a reference built
// `--since` an older spec, the section of its overview.
import type {ApiModel} from '../model/api';
import type {ChangeEntry} from './entries';
import {absoluteUrl, atomFeed, type FeedItem} from './feed';
import {entryFeedItems, linkEntries, notesByOperation, renderChangesSection, renderNotes} from './pages';

export interface ChangeSettings {
  /** Newest first. */
  entries: ChangeEntry[];
  /** The route of the page that shows each entry under a heading whose id is the entry's id. */
  pageRoute: string;
  /** Where the linked entries are written for that page to render (relative to the site), e.g. `src/data/generated/api-change-entries.json`. */
  dataFile?: string;
  feed?: {
    /** The feed's path under the site's root, e.g. `api-changes.atom`. */
    file: string;
    title: string;
    /** Who publishes the changes (the feed's author). */
    author: string;
    /** What the page lists besides the entries (a history kept by hand). */
    extraItems?: FeedItem[];
  };
  /**
   * A reference built `--since` an older spec: the overview lists the first
   * entry's differences (under the entry's id as anchor), and the notes say
   * "Changed since <this>" instead of a date.
   */
  since?: string;
}

export interface ChangeOutputs {
  files: Record<string, string>;
  /** Each operation's notes, as the Markdown its page shows under its title, by page id. */
  notes: Map<string, string>;
  overviewSection?: string;
}

export interface ChangeSite {
  siteUrl: string;
  baseUrl: string;
  /** Where static files are written. */
  staticDir: string;
}

export function changeOutputs(model: ApiModel, changes: ChangeSettings, site: ChangeSite): ChangeOutputs {
  const linked = linkEntries(model, changes.entries);
  const notes = notesByOperation(model, changes.entries, (entry) => `${changes.pageRoute}#${entry.id}`, changes.since);
  const files: Record<string, string> = {};
  if (changes.dataFile) files[changes.dataFile] = `${JSON.stringify(linked, null, 2)}\n`;
  if (changes.feed) {
    const items = [...entryFeedItems(linked), ...(changes.feed.extraItems ?? [])];
    const feed = atomFeed({title: changes.feed.title, author: changes.feed.author, siteUrl: site.siteUrl, baseUrl: site.baseUrl, pageRoute: changes.pageRoute, feedFile: changes.feed.file, items});
    files[`${site.staticDir}/${changes.feed.file}`] = feed;
  }
  const [first] = linked;
  const overviewSection = changes.since && first ? renderChangesSection(first, first.id, `Changes since ${changes.since}`) : undefined;
  return {files, notes: new Map([...notes].map(([id, list]) => [id, renderNotes(list)])), overviewSection};
}

/** The site's llms.txt, naming the changes page and the feed where the site has one. */
export function llmsTxtWithChanges(llmsTxt: string, changes: ChangeSettings, site: Pick<ChangeSite, 'siteUrl' | 'baseUrl'>): string {
  if (!changes.feed) return llmsTxt;
  const url = (route: string) => absoluteUrl(site.siteUrl, site.baseUrl, route);
  return `${llmsTxt}\n## Changes\n\n- [${changes.feed.title}](${url(changes.pageRoute)}): every change to the API, newest first, breaking changes marked.\n- [Atom feed of the changes](${url(changes.feed.file)}): the same entries, to follow in a feed reader.\n`;
}
