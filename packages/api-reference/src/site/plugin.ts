// The Docusaurus side of the reference pages. `npm run gen` (or `npm run
// reference`) writes them before start and build; this plugin keeps them in
// step with the spec while `npm start` runs. Docusaurus reloads it when any
// file of the spec changes (every file a multi-file spec is bundled from is
// watched); it then regenerates only what changed (outputs.ts writes through
// a temporary file and a rename, and never deletes a page before its
// replacement exists), and the docs plugin picks the pages up: in the same
// reload where the pages' docs instance is their own (docsWithGeneration,
// below), else by watching its folder. The static files, which no page
// imports (the spec downloads, llms.txt, the Markdown twins), and the schema
// pages whose only change is their "Used by" list, are written a second
// after the pages are rebuilt. A broken spec is reported as
// file:line:col in the terminal and nothing is written, so the last good
// pages keep being served.
import {readFileSync, utimesSync} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions as DocsOptions} from '@docusaurus/plugin-content-docs';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {SpecError} from '../load/load-spec';
import {generate, hashOfFiles, primeGenerations, readManifest, reuseAcrossGenerations, type SiteSettings} from '../outputs';
import {loadApiModel} from '../api-model';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Options {
  /** The site's settings for its reference (siteDir is the site's own). */
  settings: (siteDir: string) => SiteSettings;
  /** The file Docusaurus watches for the sidebar, touched when the generated slice changes. */
  sidebarFile: string;
}

/** The rest-docs plugin, with a hold on the dev server's bundler (docsWithGeneration). */
export interface RestDocsPlugin extends Plugin {
  /** Holds the bundler's rebuilds until as many releases: what a reload writes is then one rebuild. */
  holdBundler(): void;
  releaseBundler(): void;
  /** How many times the generation has changed files: the pages' docs are read again only after it has (docsWithGeneration). */
  writes(): number;
}

/** What a generation of the live preview leaves to write after the rebuild of its own pages, and whether that rebuild can have begun. */
interface Deferred {
  write: () => string[];
  released: boolean;
}

/** What of the dev server's bundler (Rspack's or webpack's compiler) the hold needs. */
interface Bundler {
  hooks: {done: {tap: (name: string, callback: () => void) => void}};
  watching?: {suspend(): void; resume(): void};
}

/** The reference pages' theme: their components, and the classic theme's pieces they change. */
const themeFolder = path.join(__dirname, '../theme');


/** Whether the pages were generated from the spec's files as they are now (the manifest's hash of them). */
export function pagesAreCurrent(settings: SiteSettings): boolean {
  const written = readManifest(settings);
  return written?.specFiles?.[0] === path.resolve(settings.siteDir, settings.specFile) && written.specHash === hashOfFiles(written.specFiles);
}

export default function restDocsPlugin(context: LoadContext, options: Options): RestDocsPlugin {
  const {siteDir} = context;
  const settings = options.settings(siteDir);
  const specPath = path.resolve(siteDir, settings.specFile);
  const specFiles = () => readManifest(settings)?.specFiles ?? [specPath];
  // What a page imports its code samples from: `<static folder>/samples/…/<id>.json` (packages/api-reference/src/outputs.ts),
  // by a path relative to the page, which holds the static folder's own name (`.generated/static` → `static`).
  const samplesJson = new RegExp(`[\\\\/]${escapeRegExp(path.basename(settings.staticDir))}[\\\\/]samples[\\\\/].+\\.json$`);

  // One generation at a time: Docusaurus reloads the plugin once per event of its watcher, and an
  // editor's save can be two; the next call finds the pages current and writes nothing.
  let running: Promise<void> = Promise.resolve();
  // The dev server's: each generation reuses what the last one made that the edit did not change
  // (outputs.ts, reuseAcrossGenerations; and the spec's YAML, render/artifacts.ts).
  const live = process.env.NODE_ENV !== 'production';
  if (live) reuseAcrossGenerations(true);
  let modelled = false;
  let writes = 0;
  let bundler: Bundler | undefined;
  let holds = 0;
  let letGo: NodeJS.Timeout | undefined;
  let warming: NodeJS.Timeout | undefined;
  // When the pages were current at the start, nothing was modelled in this process yet: 10 s after
  // the first compile, the spec is modelled and rendered (not written; what is on disk as rendered is
  // kept to compare with, outputs.ts primeGenerations), so that the first edit is as quick as the next.
  // Not at once: it holds the server for seconds (6 s for DigitalOcean's), and the first page, which
  // the browser loads then, showed 8 s later.
  const warm = async () => {
    if (modelled) return;
    modelled = true;
    try {
      primeGenerations(await loadApiModel(settings.specFile, settings.reference, settings.siteDir), settings);
    } catch {
      // A broken spec is told by the generation that an edit starts.
    }
  };
  // What the last generation deferred (outputs.ts, generate): the static files (the spec downloads, llms.txt, the
  // Markdown twins), which nothing imports, and the pages whose only change is an operation's title (the overview,
  // and the schema pages' "Used by" lists). Written after the bundler has rebuilt the generation's own pages: not
  // before (`released`, when the bundler is let go after the docs' data), as they were when edits came back to back
  // (the overview and 14 schema pages rebuilt with each edit of a title in DigitalOcean's spec, about 0.5 s).
  let deferred: Deferred | undefined;
  // The bundler let go: it rebuilds what the last generation wrote, and that generation's deferred files may follow.
  const resumeBundler = () => {
    if (deferred) deferred.released = true;
    bundler?.watching?.resume();
  };
  const writeDeferred = (mine: Deferred) => {
    running = running.then(() => {
      // A later generation has written these files, or defers them itself.
      if (deferred !== mine) return;
      deferred = undefined;
      try {
        if (mine.write().length) writes++;
      } catch (error) {
        logger.error(`rest-docs: the static files (the spec downloads, llms.txt, the Markdown twins) or the schema pages' "Used by" lists could not be written: ${(error as Error).message}`);
      }
    });
  };
  const regenerate = async () => {
    // Nothing to do when `npm run gen` (prestart, prebuild) wrote this very spec.
    if (pagesAreCurrent(settings)) return;
    modelled = true;
    const started = Date.now();
    // An editor may save in two steps (truncate, then write), and the
    // watcher can fire between them: a spec that changes while it is read
    // is read again rather than reported.
    for (let attempt = 1; ; attempt++) {
      const source = readFileSync(specPath, 'utf8');
      try {
        const {model, changed, later} = await generate(settings, {defer: live});
        if (changed.length) writes++;
        // The rest after the pages' rebuild, which it would delay (writeDeferred); at the latest 5 s on, should the edit change no page.
        // Without a hold on the bundler (the pages in a docs instance of the site's), after its next rebuild.
        const mine = later && {write: later, released: holds === 0};
        deferred = mine;
        if (mine) setTimeout(() => writeDeferred(mine), 5_000).unref();
        // The docs plugin watches the sidebars file but not the generated slice it imports.
        if (changed.some((file) => /\/sidebar(\.ts|-data\.json)$/.test(file))) {
          const now = new Date();
          utimesSync(path.resolve(siteDir, options.sidebarFile), now, now);
        }
        logger.success`rest-docs: ${model.operations.length} pages from path=${model.specFile}, ${changed.length} files updated in ${Date.now() - started} ms`;
        return;
      } catch (error) {
        if (!(error instanceof SpecError) || !live) throw error;
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (attempt < 3 && readFileSync(specPath, 'utf8') !== source) continue;
        logger.error(`rest-docs: the spec is broken; the last good pages are still served.\n${error.message}`);
        return;
      }
    }
  };

  return {
    name: 'rest-docs',

    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const afterFirstCompile = {
        apply: (compiler: Bundler) => {
          bundler = compiler;
          compiler.hooks.done.tap('rest-docs', () => {
            warming ??= setTimeout(() => (running = running.then(warm)), 10_000).unref();
            // Not at once: the browser then loads the rebuilt page from this process.
            const mine = deferred;
            if (mine?.released) setTimeout(() => writeDeferred(mine), 1_000).unref();
          });
        },
      };
      // The JSON file of a page's code samples (packages/api-reference/src/theme/ApiSamples):
      // the server renders them from it; the browser gets `null` instead, so
      // the code is in the page's HTML and not in its JavaScript.
      const plugins = [new currentBundler.instance.NormalModuleReplacementPlugin(samplesJson, path.join(__dirname, '../browser/no-samples.ts'))];
      if (!live) return {plugins};
      // The static folder's files are served as they are, yet the bundler's watcher rebuilt the site
      // when one changed (the deferred static files, writeDeferred): it ignores them now, but the
      // code samples, which the pages import. Docusaurus's own rule (node_modules but its own) stays.
      const staticFolder = escapeRegExp(path.resolve(siteDir, settings.staticDir));
      return {plugins: [...plugins, afterFirstCompile], watchOptions: {ignored: new RegExp(`node_modules[\\\\/](?!@docusaurus)|^${staticFolder}[\\\\/](?!samples[\\\\/])`)}};
    },

    // The pages' components and the theme pieces they need (./theme): `@theme/ApiEndpoint` and the
    // others, which a site can swizzle like the classic theme's; they wrap the classic theme's own
    // through `@theme-init/…`.
    getThemePath() {
      return themeFolder;
    },
    getTypeScriptThemePath() {
      return themeFolder;
    },

    getPathsToWatch() {
      return [path.join(path.dirname(specPath), '**/*.{yaml,yml,json,md}'), ...specFiles()];
    },

    loadContent() {
      running = running.then(regenerate, regenerate);
      return running;
    },

    holdBundler() {
      if (holds++ > 0) return;
      bundler?.watching?.suspend();
      // A reload that fails between the generation and the docs' data leaves no hold behind.
      letGo = setTimeout(() => {
        holds = 0;
        resumeBundler();
      }, 60_000);
      letGo.unref();
    },
    releaseBundler() {
      if (holds === 0 || --holds > 0) return;
      clearTimeout(letGo);
      resumeBundler();
    },
    writes: () => writes,
  };
}

/** The bundler plugins of what a plugin's configureWebpack returned. */
export const pluginsOf = (result: ReturnType<NonNullable<Plugin['configureWebpack']>> | undefined) => (result && 'plugins' in result ? (result.plugins ?? []) : []);

/** A docs instance's options, checked and defaulted as Docusaurus does for the preset's. */
export function docsOptions(options: Partial<DocsOptions>): DocsOptions {
  return validateDocsOptions({validate: normalizePluginOptions as never, options}) as DocsOptions;
}

/**
 * A docs instance that holds only the generated pages, and their generation before it reads them: one
 * plugin, so that an edit of the spec is one reload (the pages written, then read), watching the spec's
 * files and not the pages' folder, which only the generation writes. Watching the folder as well
 * reloaded the docs once per file an edit changed, each reading every page again: an edit of a summary
 * in DigitalOcean's spec (19 files, 1,556 pages) showed after 30 to 56 s.
 *
 * The dev server's bundler is held from the generation until the docs' data is written (just after
 * contentLoaded): the changed pages and the changed sidebar and titles are one rebuild, not a rebuild
 * of the pages while the docs are read and then another of their data.
 */
export function docsWithGeneration(docs: Plugin<LoadedContent>, rest: RestDocsPlugin): Plugin<LoadedContent> {
  // The docs as last read, and after how many of the generation's writes: an editor's save is often two
  // events of the watcher (the file emptied, then written), so two reloads, and the second finds the
  // pages current. It used to read DigitalOcean's 1,556 pages again (0.6 to 0.9 s), holding the bundler.
  let read: {writes: number; content: Promise<LoadedContent>} | undefined;
  return {
    ...docs,
    getThemePath: rest.getThemePath,
    getTypeScriptThemePath: rest.getTypeScriptThemePath,
    getPathsToWatch: rest.getPathsToWatch,
    async loadContent() {
      rest.holdBundler();
      try {
        await rest.loadContent?.();
        let last = read;
        if (!last || last.writes !== rest.writes()) {
          const content = Promise.resolve(docs.loadContent!());
          // A read that failed is not kept.
          content.catch(() => {
            if (read?.content === content) read = undefined;
          });
          read = last = {writes: rest.writes(), content};
        }
        return await last.content;
      } catch (error) {
        rest.releaseBundler();
        throw error;
      }
    },
    async contentLoaded(args) {
      try {
        await docs.contentLoaded?.(args);
      } finally {
        // After Docusaurus writes the site's files that follow (its routes, when the pages are others: 60 to 80 ms for DigitalOcean's).
        setTimeout(() => rest.releaseBundler(), 250);
      }
    },
    configureWebpack(config, isServer, utils, content) {
      const own = docs.configureWebpack?.(config, isServer, utils, content) || {};
      const pages = rest.configureWebpack?.(config, isServer, utils, undefined) || {};
      return {...own, ...pages, plugins: [...pluginsOf(own), ...pluginsOf(pages)]};
    },
  };
}
