// packages/api-reference/src/changes/: the Atom feed read back as Atom (RFC 4287: what a feed
// and each entry must have), the rules an entry is held to, and which entries
// announce a difference.
import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {atomFeed, inlineHtml} from '../../packages/api-reference/src/changes/feed';
import {announcementProblem, entryProblems, unannounced, type ChangeEntry} from '../../packages/api-reference/src/changes/entries';
import type {SpecDifference} from '../../packages/api-reference/src/changes/diff';

const limit: SpecDifference = {
  id: 'GET /orders: query parameter limit: maximum',
  kind: 'limits-changed',
  impact: 'breaking',
  method: 'GET',
  path: '/orders',
  subject: {in: 'parameter', location: 'query', name: 'limit'},
  pointer: '/paths/~1orders/get/parameters/0/schema/maximum',
  sentence: 'Query parameter `limit`: now at most 100 (was 500).',
};
const reworded: SpecDifference = {...limit, id: 'GET /orders: operation: text description', kind: 'documentation', impact: 'documentation', subject: {in: 'operation'}, sentence: '`GET /orders`: description changed.'};
const {pointer: _pointer, ...recorded} = limit;
const entry: ChangeEntry = {id: '2026-12-01-limit-at-most-100', date: '2026-12-01', title: 'Pages hold at most 100 orders', summary: '`limit` is now at most 100.', differences: [recorded]};

describe('atomFeed', () => {
  const xml = atomFeed({
    title: 'Shop API changes',
    author: 'The shop',
    siteUrl: 'https://docs.example.org',
    baseUrl: '/shop/',
    pageRoute: '/changes',
    feedFile: 'changes.atom',
    items: [
      {id: 'older', date: '2026-01-01', title: 'Older', summary: 'Before.', links: []},
      {id: entry.id, date: entry.date, title: entry.title, summary: entry.summary, breaking: true, links: [{label: 'Query parameter `limit`', to: '/list-orders#param-limit'}]},
    ],
  });
  const feed = new XMLParser({ignoreAttributes: false, attributeNamePrefix: ''}).parse(xml).feed;
  const entries = [feed.entry].flat();

  it('is an Atom feed with an id, a title, an author, its last update and links to itself and the page', () => {
    expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://docs.example.org/shop/changes');
    expect(feed.title).toBe('Shop API changes');
    expect(feed.author.name).toBe('The shop');
    expect(feed.updated).toBe('2026-12-01T00:00:00.000Z');
    expect([feed.link].flat()).toEqual([
      {rel: 'alternate', href: 'https://docs.example.org/shop/changes'},
      {rel: 'self', href: 'https://docs.example.org/shop/changes.atom'},
    ]);
  });

  it('has one entry per item, newest first, each with an id, a title, a date and a link to its anchor on the page', () => {
    expect(entries.map((e) => e.id)).toEqual(['https://docs.example.org/shop/changes#2026-12-01-limit-at-most-100', 'https://docs.example.org/shop/changes#older']);
    expect(entries[0].link.href).toBe(entries[0].id);
    expect(entries[0].updated).toBe('2026-12-01T00:00:00.000Z');
    expect(entries[0].title['#text'] ?? entries[0].title).toBe('Breaking: Pages hold at most 100 orders');
    expect(entries[0].content['#text'] ?? entries[0].content).toBe(
      '<p><code>limit</code> is now at most 100.</p><ul><li><a href="https://docs.example.org/shop/list-orders#param-limit">Query parameter <code>limit</code></a></li></ul>',
    );
  });

  it('escapes HTML in the words: only backticks become markup', () => {
    expect(inlineHtml('a <b> & `x<y>`')).toBe('a &lt;b&gt; &amp; <code>x&lt;y&gt;</code>');
  });
});

describe('entries', () => {
  it('an entry covers the differences it lists, if dated on or after the last release; documentation needs none', () => {
    expect(unannounced([limit, reworded], [entry], '2026-11-25')).toEqual([]);
    expect(unannounced([limit, reworded], [entry], '2026-12-02')).toEqual([limit]);
    expect(unannounced([limit, reworded], [], '2026-11-25')).toEqual([limit]);
  });

  it('names what is wrong with an entry, and where', () => {
    const bad: ChangeEntry = {...entry, id: 'limit', date: '2026-13-01', title: ' ', summary: '', differences: []};
    expect(entryProblems([entry, bad, entry], 'src/data/x.ts')).toEqual([
      'src/data/x.ts: entry 2 (limit): date "2026-13-01" is not YYYY-MM-DD',
      'src/data/x.ts: entry 2 (limit): the id must be its date and lowercase words, e.g. 2026-13-01-limit-at-most-100',
      'src/data/x.ts: entry 2 (limit): no title',
      "src/data/x.ts: entry 2 (limit): no summary (the maintainers' words)",
      'src/data/x.ts: entry 2 (limit): covers no difference',
      'src/data/x.ts: entry 2 (limit): dated 2026-13-01, after the entry above it; newest first',
      'src/data/x.ts: entry 3 (2026-12-01-limit-at-most-100): another entry has the id 2026-12-01-limit-at-most-100',
    ]);
  });

  it('the check\'s message lists each difference, classified, and says how to draft an entry', () => {
    const input = {differences: [limit, reworded], since: '2026-11-25', specFile: 'spec.yaml', releaseFile: 'releases/2026-11-25.yaml', entriesFile: 'entries.ts', draftCommand: 'npm run changes'};
    expect(announcementProblem({...input, entries: [entry]})).toBeUndefined();
    const softened = {...entry, differences: [{...recorded, impact: 'non-breaking' as const}]};
    expect(announcementProblem({...input, entries: [softened]})).toBe(
      'entries.ts has entries to fix:\n' +
        '- entries.ts: entry 2026-12-01-limit-at-most-100 records "GET /orders: query parameter limit: maximum" as non-breaking; the spec makes it breaking',
    );
    expect(entryProblems([{...entry, id: '2026-12-01-'}], 'x.ts')).toEqual(['x.ts: entry 1 (2026-12-01-): the id must be its date and lowercase words, e.g. 2026-12-01-limit-at-most-100']);
    expect(announcementProblem({...input, entries: []})).toBe(
      'spec.yaml differs from the last release (releases/2026-11-25.yaml) in 1 way that no entry of entries.ts dated 2026-11-25 or later announces:\n' +
        '- breaking: Query parameter `limit`: now at most 100 (was 500) (GET /orders) [GET /orders: query parameter limit: maximum]\n\n' +
        'Add an entry that lists them (`npm run changes` prints a draft to paste).',
    );
  });
});
