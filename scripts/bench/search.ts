// What a search costs and how well it answers, measured in the browser on the
// built site: the bytes from reaching for the navbar search box to seeing the
// first results, and the rank of the right page for each query of
// tests/search/queries.ts on the full results page (search?q=…). Shared by
// `npm run bench` and the browser tests, so both mean the same thing.
import type {Browser, BrowserContextOptions, Page, Request} from '@playwright/test';
import type {SearchQuery} from '../../tests/search/queries';
import {waitForHydration} from './measure';

/** Bytes from reaching for the search box to the first results (issue 14), gzip on the wire, headers included. */
export const searchByteBudget = {x1: 100 * 1024, x10: 120 * 1024};

/**
 * What integrators type first, measured by the browser tests and the scale
 * benchmark: words from both ends of the index, one and two words, a field,
 * a US spelling and a guide's subject.
 */
export const typicalQueries = ['users', 'get users', 'cursor', 'normalized', 'basic auth', 'power bi'];

export interface SearchBytes {
  bytes: number;
  requests: string[];
}

async function bytesOf(request: Request): Promise<number> {
  const response = await request.response();
  if (!response) return 0;
  const sizes = await request.sizes();
  const body = sizes.responseBodySize || Number((await response.allHeaders())['content-length'] ?? 0);
  return body + sizes.responseHeadersSize;
}

/** The navbar search box (the first text input of the navbar). */
export const navbarSearchBox = (page: Page) => page.locator('.navbar input').first();

/**
 * Opens `url` (cold cache), waits until the page is idle, then counts every
 * byte the page fetches from the moment the reader clicks the search box,
 * through typing `query`, until the first result shows and its requests end.
 */
export async function measureSearchBytes(page: Page, url: string, query: string): Promise<SearchBytes> {
  await page.goto(url, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  const started: Request[] = [];
  const onRequest = (request: Request) => {
    if (!/^(data|blob):/.test(request.url())) started.push(request);
  };
  page.on('request', onRequest);
  try {
    const box = navbarSearchBox(page);
    await box.click();
    // The query in one input event: a busy machine's pauses between keystrokes
    // would each search a prefix, and count bytes the query itself does not need.
    await box.fill(query);
    await page.getByRole('listbox').getByRole('option').first().waitFor({state: 'visible'});
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  const sizes = await Promise.all(started.map(async (request) => ({url: request.url(), bytes: await bytesOf(request)})));
  return {bytes: sizes.reduce((total, size) => total + size.bytes, 0), requests: sizes.map((size) => `${size.bytes} ${size.url}`)};
}

/**
 * `measureSearchBytes` for each of `typicalQueries` on `url`, each in a new
 * browser context: a cold cache, as a reader's first search.
 */
export async function measureFirstSearches(
  browser: Browser,
  url: string,
  contextOptions: BrowserContextOptions = {},
): Promise<Array<SearchBytes & {query: string}>> {
  const measured: Array<SearchBytes & {query: string}> = [];
  for (const query of typicalQueries) {
    const context = await browser.newContext(contextOptions);
    try {
      measured.push({query, ...(await measureSearchBytes(await context.newPage(), url, query))});
    } finally {
      await context.close();
    }
  }
  return measured;
}

export interface QueryOutcome {
  query: string;
  /** 1-based rank of the first result that answers the query; 0 when none of the first 10 does. */
  rank: number;
  results: string[];
}

/**
 * The first 10 result links of the full results page for `query`, as paths
 * after the base path with their anchors. The first query loads
 * search?q=<query>; later ones in the same tab are typed into the page's box,
 * as a reader refines a search (a page load per query cost a hydration each).
 */
export async function resultsFor(page: Page, searchPageUrl: string, query: string, linkSelector: string): Promise<string[]> {
  const box = page.locator('main input[type=search]');
  if (new URL(page.url(), searchPageUrl).pathname === new URL(searchPageUrl).pathname && (await box.count()) === 1) {
    await box.fill(query);
  } else {
    const url = new URL(searchPageUrl);
    url.searchParams.set('q', query);
    await page.goto(url.href);
  }
  // The page's status line says when the search for this query has answered
  // ("3 results for “…”.", "No results for “…”.", or for a corrected query
  // "Showing results for “…”: 3 results." with "Search instead for “<query>”"
  // below): waiting for it, not for a first link, tells a query without
  // results from a machine too busy to answer in time, and results of this
  // query from those of the one before.
  const answered = await page
    .waitForFunction(
      (asked) => {
        const said = document.querySelector('main [role=status]')?.textContent ?? '';
        const corrected = said.startsWith('Showing results for') && (document.querySelector('main')?.textContent ?? '').includes(`Search instead for “${asked}”`);
        return said.endsWith(`results for “${asked}”.`) || said.endsWith(`result for “${asked}”.`) || corrected || said.includes('could not load') ? said : false;
      },
      query,
      {timeout: 60_000},
    )
    .catch(() => {
      throw new Error(`search for "${query}" did not answer within 60 s`);
    });
  const said = String(await answered.jsonValue());
  if (said.includes('could not load')) throw new Error(`search for "${query}": ${said}`);
  const links = page.locator(linkSelector);
  const base = new URL('.', new URL(searchPageUrl)).pathname.replace(/search\/?$/, '');
  return (await links.evaluateAll((nodes) => nodes.map((node) => (node as HTMLAnchorElement).href)))
    .slice(0, 10)
    .map((href) => {
      const link = new URL(href);
      return decodeURIComponent(link.pathname.slice(base.length).replace(/\/$/, '') + link.hash);
    });
}

/** Where the first result answering `query` is, 1-based; 0 when none of `results` does. */
export function rankOf(query: SearchQuery, results: string[]): number {
  const index = results.findIndex((result) => {
    const [page, anchor] = result.split('#');
    return query.answers.some(
      (answer) =>
        (answer.page.endsWith('/*') ? page.startsWith(answer.page.slice(0, -1)) : answer.page === page) &&
        (answer.anchor === undefined || answer.anchor === anchor),
    );
  });
  return index + 1;
}

export interface Relevance {
  top3: number;
  mrr: number;
  outcomes: QueryOutcome[];
}

export function relevance(outcomes: QueryOutcome[]): Relevance {
  const top3 = outcomes.filter((outcome) => outcome.rank >= 1 && outcome.rank <= 3).length / outcomes.length;
  const mrr = outcomes.reduce((total, outcome) => total + (outcome.rank > 0 ? 1 / outcome.rank : 0), 0) / outcomes.length;
  return {top3, mrr, outcomes};
}
