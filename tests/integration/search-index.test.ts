// The search index of the production build (needs `npm run build` first):
// Pagefind's files, re-cut into small chunks by generator/search/build/rechunk.ts, are
// complete and consistent, and every word is in the chunk the engine loads for
// it. The browser tests then search with it (tests/e2e/search*.ts).
import {copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import {chunkFor, readPagefindIndex} from '../../generator/search/build/rechunk';
import {normaliseQuery} from '../../generator/search/browser/query';
import {queries} from '../search/queries';
import {komodoSearch} from '../../scripts/komodo-site';
import {referenceBuild} from '../../scripts/reference-specs';

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

// Pagefind's own engine (the build's pagefind.js and WebAssembly, run in Node),
// reading the index over HTTP as a browser does: it loads, for a word, the one
// chunk whose range holds it, so a word in any other chunk finds nothing.
const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

interface PagefindHit {
  data: () => Promise<{url: string; sub_results: {url: string; title: string; anchor?: {element: string}}[]}>;
}

async function engine(dir = pagefindDir): Promise<{search: (term: string) => Promise<{results: PagefindHit[]}>}> {
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200).end(readFileSync(file));
  }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve)));
  const address = server.address();
  // An ES module: a copy named .mjs, so that Node reads it as one (each engine its own module).
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'pagefind-')), 'pagefind.mjs');
  copyFileSync(path.join(dir, 'pagefind.js'), copy);
  const pagefind = await import(pathToFileURL(copy).href);
  await pagefind.options({basePath: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`});
  await pagefind.init();
  return pagefind;
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
    // The reference site's search plugin has no settings (generator/site/reference.config.ts).
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
