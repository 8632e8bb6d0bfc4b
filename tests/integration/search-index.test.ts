// The search index of the production build (needs `npm run build` first):
// Pagefind's files, re-cut into small chunks by packages/api-reference/src/search/build/rechunk.ts, are
// complete and consistent, and every word is in the chunk the engine loads for
// it. The query set is ranked over it (search-queries.test.ts), and the browser
// tests search with it (tests/e2e/search*.ts).
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {chunkFor, readPagefindIndex} from '../../packages/api-reference/src/search/build/rechunk';
import {normaliseQuery} from '../../packages/api-reference/src/search/browser/query';
import {queries} from '../search/queries';
import {komodoSearch} from '../../scripts/komodo-site';
import {referenceBuild} from '../../scripts/reference-specs';
import {pagefindEngine, type PagefindEngine} from './pagefind-engine';

const pagefindDir = path.resolve(__dirname, '../../build/pagefind');
const index = readPagefindIndex(pagefindDir);

it('lists every index chunk in the metadata, and nothing else is in index/', () => {
  expect(readdirSync(path.join(pagefindDir, 'index')).sort()).toEqual(index.chunks.map((chunk) => path.basename(chunk.file)).sort());
});

it('cuts the index into chunks of a few kilobytes', () => {
  const sizes = index.chunks.map((chunk) => statSync(chunk.file).size);
  expect(sizes.length).toBeGreaterThan(4);
  // Pagefind's own cut gave 26 KB at this size.
  expect(Math.max(...sizes)).toBeLessThanOrEqual(6 * 1024);
});

const engines: PagefindEngine[] = [];
afterAll(() => Promise.all(engines.map((engine) => engine.close())));

/** Pagefind's own engine in Node over the index in `dir`, closed after the file's tests. */
async function engine(dir = pagefindDir): Promise<PagefindEngine['pagefind']> {
  const started = await pagefindEngine(dir);
  engines.push(started);
  return started.pagefind;
}

it('finds every indexed word with Pagefind\'s own engine, which loads the one chunk whose range holds it', async () => {
  const pagefind = await engine();
  const words = index.chunks.flatMap((chunk) => chunk.words.map(({word}) => word));
  expect(words.length).toBeGreaterThan(500);
  const lost: string[] = [];
  for (const word of words) if ((await pagefind.search(word)).results.length === 0) lost.push(word);
  expect(lost).toEqual([]);
});

it('finds, for each word of the query set, all the indexed words it starts in one chunk', () => {
  const words = index.chunks.flatMap((chunk) => chunk.words.map(({word}) => word));
  const queryWords = [...new Set(queries.flatMap((query) => normaliseQuery(query.query, komodoSearch.vocabulary).split(' ')))].filter((word) => [...word].length >= 3);
  const split = queryWords.filter((word) => {
    const holder = chunkFor(index.chunks, word)!;
    return words.filter((indexed) => indexed.startsWith(word)).some((indexed) => !holder.words.some((held) => held.word === indexed));
  });
  expect(split).toEqual([]);
});

// The reference site of a spec that is not Komodo's (the kitchen sink, after
// `npm run build:references`): its search has no vocabulary of the Komodo
// site's, and every field on its pages is a place a result can link to.
describe('the search of a reference site that is not Komodo\'s', () => {
  const sinkIndex = path.join(referenceBuild('kitchen-sink'), 'pagefind');
  const placesFor = async (typed: string) => {
    const pagefind = await engine(sinkIndex);
    // The reference site's search plugin has no settings (packages/api-reference/src/site/reference.config.ts).
    const pages = await Promise.all((await pagefind.search(normaliseQuery(typed))).results.map((hit) => hit.data()));
    return pages.flatMap((page) => page.sub_results.map((sub) => ({url: sub.url, title: sub.title, element: sub.anchor?.element})));
  };

  it('finds the field class for "class", which the Komodo site reads as "group"', async () => {
    expect(normaliseQuery('class', komodoSearch.vocabulary)).toBe('group');
    expect(normaliseQuery('class')).toBe('class');
    expect(await placesFor('class')).toContainEqual({url: '/create-order#request-class', title: 'class', element: 'li'});
  });

  it('indexes the fields of a callback\'s request body as places too', async () => {
    expect(await placesFor('orderId')).toContainEqual(expect.objectContaining({url: expect.stringMatching(/#callback-1-post-request-orderId$/), title: 'orderId'}));
  });
});
