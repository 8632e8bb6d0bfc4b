// The search index of the production build (needs `npm run build` first):
// Pagefind's files, re-cut into small chunks by plugins/search/rechunk.ts, are
// complete and consistent, and every word is in the chunk the engine loads for
// it. The browser tests then search with it (tests/e2e/search*.ts).
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {chunkFor, readPagefindIndex} from '../../plugins/search/rechunk';
import {normaliseQuery} from '../../plugins/search/query';
import {queries} from '../search/queries';

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

it('puts every word in the chunk the engine loads for it', () => {
  const misplaced = index.chunks.flatMap((chunk) => chunk.words.filter(({word}) => chunkFor(index.chunks, word) !== chunk).map(({word}) => word));
  expect(misplaced).toEqual([]);
});

it('finds, for each word of the query set, all the indexed words it starts in one chunk', () => {
  const words = index.chunks.flatMap((chunk) => chunk.words.map(({word}) => word));
  const queryWords = [...new Set(queries.flatMap((query) => normaliseQuery(query.query).split(' ')))].filter((word) => [...word].length >= 3);
  const split = queryWords.filter((word) => {
    const holder = chunkFor(index.chunks, word)!;
    return words.filter((indexed) => indexed.startsWith(word)).some((indexed) => !holder.words.some((held) => held.word === indexed));
  });
  expect(split).toEqual([]);
});
