// The query set of tests/search/queries.ts against the built site's own
// search: Pagefind's engine in Node over the production build's index
// (`npm run build`), ranked by the same function as the results page
// (searchWith in packages/api-reference/src/search/browser/client.ts, with the same options,
// the site's words and its search settings), 20 results as the page shows.
// At least 95% of the queries have their answer in the top 3 and the mean
// reciprocal rank is at least 0.90. Reports each kind of query (names,
// concepts, misspellings, Cube) separately, and every miss.
// tests/e2e/search.spec.ts checks that the results page lists what this ranks.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {pagefindOptions, searchWith} from '../../packages/api-reference/src/search/browser/client';
import {komodoSearch} from '../../scripts/komodo-site';
import {rankOf, relevance, type QueryOutcome} from '../../scripts/bench/search';
import {queries} from '../search/queries';
import {builtPages, buildDir} from '../sitemap';
import {pagefindEngine, type PagefindEngine} from './pagefind-engine';

const {baseUrl, pagePaths} = builtPages();

let engine: PagefindEngine;
beforeAll(async () => {
  engine = await pagefindEngine(path.join(buildDir, 'pagefind'), pagefindOptions);
});
afterAll(() => engine?.close());

/** A result's link as the results page's test reads it: the path below the base path, without a trailing slash, with its anchor. */
function routeOf(url: string): string {
  const link = new URL(url, `http://site${baseUrl}`);
  const pathname = link.pathname.startsWith(baseUrl) ? link.pathname.slice(baseUrl.length) : link.pathname.replace(/^\//, '');
  return decodeURIComponent(pathname.replace(/\/$/, '') + link.hash);
}

it('integrators find the answer to their query in the top 3', async () => {
  const words = JSON.parse(readFileSync(path.join(buildDir, 'pagefind/words.json'), 'utf8')) as string[];
  const built = new Set(pagePaths.map((page) => page.slice(baseUrl.length).replace(/\/$/, '')));
  // A query whose every answer is a page this build lacks (an operation the
  // spec does not have yet) cannot be asked of it; each is reported.
  const missing = queries.filter((query) => query.answers.every((answer) => !answer.page.endsWith('*') && !built.has(answer.page)));
  const asked = queries.filter((query) => !missing.includes(query));
  const outcomes: QueryOutcome[] = [];
  for (const query of asked) {
    const {results} = await searchWith(engine.pagefind, words, query.query, 20, komodoSearch);
    const routes = results.slice(0, 10).map((result) => routeOf(result.url));
    outcomes.push({query: query.query, rank: rankOf(query, routes), results: routes});
  }
  const {top3, mrr} = relevance(outcomes);
  const misses = outcomes.filter((outcome) => outcome.rank === 0 || outcome.rank > 3);
  const kinds = ['name', 'concept', 'misspelling', 'cube'] as const;
  const byKind = kinds.map((kind) => {
    const ofKind = outcomes.filter((_outcome, index) => (asked[index].kind ?? 'name') === kind);
    const figures = relevance(ofKind);
    return `${kind}: ${ofKind.length} queries, top-3 ${(figures.top3 * 100).toFixed(1)}%, MRR ${figures.mrr.toFixed(3)}`;
  });
  const report = [
    `${asked.length} queries: top-3 ${(top3 * 100).toFixed(1)}%, MRR ${mrr.toFixed(3)}`,
    ...byKind,
    ...misses.map((miss) => `rank ${miss.rank || '>10'}: "${miss.query}" → ${miss.results.slice(0, 3).join(', ') || 'no results'}`),
    ...missing.map((query) => `not in this build: "${query.query}" (${query.answers.map((answer) => answer.page).join(', ')})`),
  ].join('\n');
  console.log(report);
  expect(asked.length, 'queries asked').toBeGreaterThanOrEqual(150);
  for (const kind of kinds) expect(asked.filter((query) => (query.kind ?? 'name') === kind).length, `${kind} queries`).toBeGreaterThanOrEqual(12);
  expect(top3, report).toBeGreaterThanOrEqual(0.95);
  expect(mrr, report).toBeGreaterThanOrEqual(0.9);
});
