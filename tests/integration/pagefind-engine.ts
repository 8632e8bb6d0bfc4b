// Pagefind's own engine in Node: the build's pagefind.js and WebAssembly,
// reading the index over HTTP as a browser does (for a word, it loads the one
// chunk whose range holds it). Used by the tests that search a built index.
import {copyFileSync, existsSync, mkdtempSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Pagefind} from '../../packages/api-reference/src/search/browser/client';

export interface PagefindEngine {
  pagefind: Pagefind;
  /** Stops the server the engine reads the index from. */
  close(): Promise<void>;
}

/** Pagefind over the index in `dir` (a build's pagefind/ folder), with `options` (Pagefind's defaults when none). */
export async function pagefindEngine(dir: string, options: Record<string, unknown> = {}): Promise<PagefindEngine> {
  const server: Server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200).end(readFileSync(file));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve)));
  const address = server.address();
  // An ES module: a copy named .mjs, so that Node reads it as one (each engine its own module).
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'pagefind-')), 'pagefind.mjs');
  copyFileSync(path.join(dir, 'pagefind.js'), copy);
  const pagefind = (await import(pathToFileURL(copy).href)) as Pagefind;
  await pagefind.options({...options, basePath: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`});
  await pagefind.init();
  return {pagefind, close: () => new Promise((resolve) => server.close(() => resolve()))};
}
