// Static pages: pages that Docusaurus renders to HTML like any other but that
// are not pages of its client-side router. Every page of a Docusaurus site
// loads the route table, the registry of every route's chunks, the chunk map,
// the docs list and the sidebar of every page: about 97 bytes of gzip per page
// (BENCHMARKS.md, "A large API"; ARCHITECTURE.md, "At hundreds of operations").
// A reference of hundreds of operations makes them static:
//
// - the browser's bundle is built from copies of the generated files without
//   them (./filter.ts, through ./loader.js), while the server's bundle renders
//   every page as before;
// - after the build, each static page's HTML loads, instead of Docusaurus's
//   scripts (which would find no route and show "Page not found"), one small
//   script of its own (packages/api-reference/src/browser/static-page.ts), which makes the frame work without
//   React: colour mode, tabs, copy buttons, the menu on a phone, the search box;
// - on the other pages, a link to a static page loads it as a whole page
//   (packages/api-reference/src/browser/static-page-links.ts) instead of routing to "Page not found".
//
// `docusaurus start` serves every page as a page of the router (the browser's
// bundle is not filtered): static pages are a property of the build.
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import {runInNewContext} from 'node:vm';
import {buildSync} from 'esbuild';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {filterChunkNames, filterGlobalData, filterRegistry, filterRoutes, filterVersionProps} from './filter';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader the bundler also loads by path: one module, one worker pool.
const {closeMdxWorkers} = require('./mdx-compile.js') as {closeMdxWorkers: () => Promise<void>};

export interface StaticPagesOptions {
  /** Doc ids of the static pages. */
  docIds: string[];
  /** Their routes, without the base path: `/add-note`. */
  routes: string[];
  /** The sidebars only the static pages show (one per tag), left out of the browser's version data. */
  sidebars: string[];
  /** Modules the static pages import whose styles the site's stylesheet must have (their MDX imports). */
  components: string[];
}

const scriptSource = path.join(__dirname, '../../browser/static-page.ts');

/** The browser's copies of the generated files, written before the client is bundled: original path → copy. */
function writeClientCopies(generatedDir: string, baseUrl: string, options: StaticPagesOptions): Record<string, string> {
  const outDir = path.join(generatedDir, 'static-pages');
  mkdirSync(outDir, {recursive: true});
  const paths = new Set(options.routes.map((route) => `${baseUrl}${route.replace(/^\//, '')}`));
  const read = (file: string) => readFileSync(path.join(generatedDir, file), 'utf8');
  const copies: Record<string, string> = {};
  const write = (file: string, text: string) => {
    const copy = path.join(outDir, file.replace(/[\\/]/g, '__'));
    writeFileSync(copy, text);
    copies[path.join(generatedDir, file)] = copy;
  };

  const routes = filterRoutes(read('routes.js'), paths);
  write('routes.js', routes.source);
  const chunkNames = filterChunkNames(read('routesChunkNames.json'), routes.removedKeys);
  write('routesChunkNames.json', chunkNames.json);
  // The components of the static pages, in a chunk no page loads, so that their styles are built into the stylesheet.
  const components = path.join(outDir, 'components.js');
  writeFileSync(components, `${options.components.map((module, index) => `import * as c${index} from ${JSON.stringify(module)};`).join('\n')}\nexport default [${options.components.map((_, index) => `c${index}`).join(', ')}];\n`);
  const extra = `  "static-pages-components": [() => import(${JSON.stringify(components)}), ${JSON.stringify(components)}, require.resolveWeak(${JSON.stringify(components)})],`;
  write('registry.js', filterRegistry(read('registry.js'), chunkNames.keptChunks, [extra]));
  write('globalData.json', filterGlobalData(read('globalData.json'), paths, options.sidebars));
  const docIds = new Set(options.docIds);
  const docsData = path.join('docusaurus-plugin-content-docs', 'default', 'p');
  for (const file of readdirSync(path.join(generatedDir, docsData))) {
    const text = read(path.join(docsData, file));
    if (text.includes('"docsSidebars"')) write(path.join(docsData, file), filterVersionProps(text, docIds, options.sidebars));
  }
  return copies;
}

/** The static pages' script, minified, named by its hash. */
function buildScript(): {name: string; code: string} {
  // Bundled with the one module it shares with the router's pages (./dom), into a script of its own scope.
  const {outputFiles} = buildSync({entryPoints: [scriptSource], bundle: true, format: 'iife', target: 'es2020', minify: true, write: false, logLevel: 'silent'});
  const code = outputFiles[0].text;
  return {name: `static-page.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`, code};
}

/** Docusaurus's scripts in a page's HTML (runtime~main, main and any chunk), minified or not (`npm run reference` does not minify static pages). */
const docusaurusScript = /<script src=("?)[^\s">]*\/assets\/js\/[^\s">]+\.js\1 defer(?:="")?><\/script>|<link rel=("?)(?:preload|prefetch)\2 href=("?)[^\s">]*\/assets\/js\/[^\s">]+\.js\3 as=("?)script\4\s*\/?>/g;

/** A static page's HTML with the static script in place of Docusaurus's, written whole (the search index reads the pages meanwhile). */
function rewritePage(file: string, script: string): void {
  const html = readFileSync(file, 'utf8');
  let found = 0;
  const rewritten = html.replace(docusaurusScript, () => (found++ === 0 ? `<script src=${script} defer></script>` : ''));
  if (!found) throw new Error(`static pages: ${file} loads no script of Docusaurus's to replace`);
  writeFileSync(`${file}.tmp`, rewritten);
  renameSync(`${file}.tmp`, file);
}

/**
 * Once both compilers are done, full garbage collections: the bundler's
 * compilations live in native memory that the JavaScript objects holding them
 * do not show, so V8 has no reason to collect those objects, and the build
 * would render the pages (SSG, in worker threads of this process) beside the
 * memory of compilations it no longer uses. GitHub's pages, with the settings
 * of `npm run reference`: a peak of 3,022 MB against 3,093 MB without.
 */
function releaseBundlerMemory(compilers: number): (compiler: Compiler) => void {
  let done = 0;
  return (compiler) =>
    compiler.hooks.done.tap('static-pages', () => {
      if (++done < compilers) return;
      v8.setFlagsFromString('--expose-gc');
      const collect = runInNewContext('gc') as () => void;
      for (const delay of [0, 500, 2000]) setTimeout(collect, delay);
    });
}

export default function staticPagesPlugin(context: LoadContext, options: StaticPagesOptions): Plugin {
  const {baseUrl, generatedFilesDir} = context;
  const loader = path.join(__dirname, 'loader.js');
  // The client's and the server's compiler.
  const release = releaseBundlerMemory(2);
  return {
    name: 'static-pages',
    getClientModules() {
      return [path.join(__dirname, '../../browser/static-page-links.ts')];
    },
    configureWebpack(_config, isServer, _utils, _content) {
      if (process.env.NODE_ENV !== 'production') return {};
      const plugins = [{apply: release}];
      if (isServer) {
        // The pages' MDX compiled in worker threads (./mdx-compile.js), which end once the server's compile is done.
        const endWorkers = {apply: (compiler: Compiler) => compiler.hooks.done.tapPromise('static-pages-mdx', closeMdxWorkers)};
        const workers = process.env.STATIC_PAGES_MDX_WORKERS === '0' ? [] : [{test: (file: string) => /\.mdx?$/i.test(file), enforce: 'post' as const, use: [{loader: path.join(__dirname, 'mdx-compile.js')}]}];
        return {plugins: [...plugins, endWorkers], module: {rules: workers}};
      }
      const copies = writeClientCopies(generatedFilesDir, baseUrl, options);
      return {plugins, module: {rules: [{include: Object.keys(copies), use: [{loader, options: {copies}}]}]}};
    },
    async postBuild({outDir}) {
      const script = buildScript();
      mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
      writeFileSync(path.join(outDir, 'assets/js', script.name), script.code);
      for (const route of options.routes) rewritePage(path.join(outDir, route, 'index.html'), `${baseUrl}assets/js/${script.name}`);
      console.log(`[static-pages] ${options.routes.length} pages load assets/js/${script.name} (${script.code.length} bytes) instead of the client-side router`);
    },
  };
}
