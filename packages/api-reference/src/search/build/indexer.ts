// Writes the Pagefind index of a built site into <outDir>/pagefind/: the
// reader's browser then loads only the index chunks and page fragments a query
// needs, so the cost of a search hardly grows with the number of pages.
import {existsSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';
import {workerPool} from '../../worker-pool';
import {buildSync} from 'esbuild';
import type {IndexRecord} from './prepare-html';
import type {PrepareAnswer, PrepareTask} from './prepare-worker';
import {rechunkIndex} from './rechunk';
import type {SearchSettings} from '../settings';
import type * as PagefindModule from 'pagefind';

/**
 * Built pages left out of the index: the search page itself, the 404 page, and
 * the home page, whose few lines lead to the guides that explain each thing.
 */
const notIndexed = /^(index\.html|404\.html|search\/index\.html)$/;

/** Parts of a page that say nothing about its subject. */
const excludeSelectors = [
  // Navigation and page chrome inside the article.
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.hash-link',
  // Code blocks' titles and copy buttons (prepare-html.ts leaves out the long blocks themselves).
  '.theme-code-block button',
  // The server variables' forms and the server list of a REST page's
  // endpoint, the same on every operation page.
  'form',
  'section[aria-label=Endpoint] dl',
];

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'pagefind' ? [] : htmlFiles(path.join(dir, entry.name), `${relative}/`);
    return entry.name.endsWith('.html') && !notIndexed.test(relative) ? [relative] : [];
  });
}

/**
 * `docs/users/index.html` → `/docs/users`, the address the site links to
 * without its base path: pagefind.js puts in front the base path it is
 * served under.
 */
function pageUrl(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/**
 * About 3 KB gzipped per index chunk: Pagefind's own chunks were 26 KB, and
 * the first query costs its loader and engine (73 KB) plus a chunk per word.
 */
const chunkBytes = 4000;

/** Records sent to Pagefind and not yet indexed, at most. */
const inFlight = 16;

/** Pages handed to the workers and not yet taken back, at most. */
const pagesAhead = 16;

/**
 * Worker threads that read and prepare the pages (./prepare-worker.ts, bundled
 * by esbuild into one script), in order: Pagefind indexes in a process of its
 * own, and parsing each page's HTML was the larger half of the index's time
 * (GitHub's 1,496 pages: 11.5 s of the 18.3 s on one thread).
 */
function preparePool(): {prepare: (task: Omit<PrepareTask, 'id'>) => Promise<PrepareAnswer>; close: () => Promise<void>} {
  const {outputFiles} = buildSync({entryPoints: [path.join(__dirname, 'prepare-worker.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node22', write: false, logLevel: 'silent'});
  const code = outputFiles[0].text;
  const pool = workerPool<Omit<PrepareTask, 'id'>, PrepareAnswer>(() => new Worker(code, {eval: true}), {
    size: Math.max(1, Math.min(availableParallelism(), 4)),
    stopped: (message) => ({id: -1, error: `the search index's worker stopped: ${message}`}),
  });
  return {prepare: pool.run, close: pool.close};
}

export interface IndexSummary {
  pages: number;
  /** Operation pages, and the sections and openings of the other pages: each a result of its own. */
  records: number;
  files: number;
  chunks: number;
}

/**
 * Pagefind's Node API is an ES module whose package exports no `require`
 * entry, and Docusaurus loads this plugin as CommonJS: import it by its file.
 */
async function loadPagefind(): Promise<typeof PagefindModule> {
  const entry = (require.resolve.paths('pagefind') ?? []).map((dir) => path.join(dir, 'pagefind', 'lib', 'index.js')).find((file) => existsSync(file));
  if (!entry) throw new Error('search: the pagefind package is not installed; run `npm ci`');
  return (await import(pathToFileURL(entry).href)) as typeof PagefindModule;
}

export async function writeSearchIndex(outDir: string, settings: SearchSettings = {}): Promise<IndexSummary> {
  // The pages of a removed API (the Komodo site's Cube API): marked, and ranked after current content (../browser/client.ts).
  const removedPages = settings.removed && new RegExp(settings.removed.pages);
  const pagefind = await loadPagefind();
  const {index, errors} = await pagefind.createIndex({excludeSelectors, forceLanguage: 'en', includeCharacters: '_'});
  if (!index) throw new Error(`search: Pagefind could not start: ${errors.join('; ')}`);
  try {
    let pages = 0;
    let records = 0;
    // The words as written (the index holds their stems), for correcting a
    // misspelt query word, and on how many pages each is.
    const vocabulary = new Map<string, number>();
    // Pagefind indexes in a process of its own: the pages are read and prepared
    // here while it indexes the ones before, up to `inFlight` records ahead.
    const pending = new Set<Promise<void>>();
    const add = (record: IndexRecord) => {
      const adding: Promise<void> = index.addHTMLFile({url: record.url, content: record.html}).then((added) => {
        pending.delete(adding);
        if (added.errors.length > 0) throw new Error(`search: ${record.url}: ${added.errors.join('; ')}`);
      });
      pending.add(adding);
    };
    // The workers prepare the pages ahead, in order; the records go to Pagefind in the pages' order.
    const pool = preparePool();
    try {
      const ahead: Promise<PrepareAnswer>[] = [];
      const files = htmlFiles(outDir);
      let given = 0;
      const giveMore = () => {
        while (given < files.length && ahead.length < pagesAhead) {
          const file = files[given++];
          ahead.push(pool.prepare({file: path.join(outDir, file), url: pageUrl(file), removed: removedPages?.test(file) ?? false}));
        }
      };
      giveMore();
      while (ahead.length > 0) {
        const answer = await ahead.shift()!;
        giveMore();
        if ('error' in answer) throw new Error(`search: ${answer.error}`);
        if (answer.records.length > 0) pages++;
        for (const word of answer.words) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
        for (const record of answer.records) {
          add(record);
          records++;
          if (pending.size >= inFlight) await Promise.race(pending);
        }
      }
    } finally {
      await pool.close();
    }
    await Promise.all(pending);
    const written = await index.writeFiles({outputPath: path.join(outDir, 'pagefind')});
    if (written.errors.length > 0) throw new Error(`search: writing the index: ${written.errors.join('; ')}`);
    const chunks = rechunkIndex(path.join(outDir, 'pagefind'), chunkBytes);
    // Every word of the indexed text, for correcting a misspelt query word (one
    // edit away): the client loads it beside the engine on the first search.
    // The words on most pages first: of two corrections, the commoner is tried first.
    const words = [...vocabulary].sort(([a, onA], [b, onB]) => onB - onA || (a < b ? -1 : 1)).map(([word]) => word);
    writeFileSync(path.join(outDir, 'pagefind', 'words.json'), JSON.stringify(words));
    // Pagefind also writes its own UIs and a web worker; the site uses
    // neither (packages/api-reference/src/theme/SearchBar, packages/api-reference/src/theme/SearchPage; noWorker).
    for (const file of readdirSync(path.join(outDir, 'pagefind'))) {
      if (/^pagefind-(component-ui|modular-ui|ui|highlight|worker)\.|^wasm\.unknown\./.test(file)) rmSync(path.join(outDir, 'pagefind', file));
    }
    return {pages, records, files: readdirSync(path.join(outDir, 'pagefind'), {recursive: true}).length, chunks: chunks.after};
  } finally {
    await pagefind.close();
  }
}
