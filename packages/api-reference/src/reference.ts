// `npm run reference -- <spec> --out <dir>`: a static site of the reference
// of any OpenAPI description (Swagger 2.0, OpenAPI 3.0 or 3.1, YAML or JSON,
// one file or many): overview, one page per operation and per webhook, sidebar
// by tag, search and the spec download, with the same pipeline, components
// and budgets as the Komodo site (which is this plus its guides).
//
// The pages are generated into a work folder of the build's own in the cache
// (packages/api-reference/src/cli/output-folder.ts, cacheFolder: outside the user's project and
// this repository), never into the Komodo site's docs/ or .generated/, and
// built there by Docusaurus with packages/api-reference/src/site/reference.config.ts. The output
// folder must be new, empty or a build of its own (checkOutputFolder): nothing
// of the user's is deleted. `api-reference build` (packages/api-reference/src/cli.ts) runs this.
// BASE_URL (default `/`) and SITE_URL (default http://localhost:3000) say
// where the site will be served. `--strict` holds the spec to this repo's
// house rules (every example validates); otherwise they are warnings.
import {createHash} from 'node:crypto';
import {existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import path from 'node:path';
import {readBaseUrl, readSiteUrl} from './site/site-url';
import {downloadNameOf, generate, type SiteSettings} from './outputs';
import type {ReferenceSiteSettings} from './site/reference.config';
import {sinceEntry} from './changes/since';
import {explainFailure} from './site/build-failure';
import {modulesFolder, runDocusaurus} from './site/docusaurus';
import {describePageSizes, pageSizes} from './site/page-sizes';
import {writeSecurityHeaders} from './site/security-headers';
import {referenceFavicon} from './site/reference.config';
import {reportFailure, UsageError} from './cli/errors';
import {cacheFolder, checkOutputFolder, finishOutputFolder, installBuild} from './cli/output-folder';
import {toolName, toolVersion} from './cli/version';
import {readCommandLine, sinceOption} from './cli/options';
import {schemaPagesFrom} from './model/schema-pages';
import {pruneWorkFolders, recordUse} from './cli/work-folders';

/** The repository the generator comes with, which no build may write into (cli/output-folder.ts); in the package, lib/ itself (scripts/build.mjs, repositoryPaths). */
const repo = path.resolve(__dirname, '../../..');
/** The options after the spec and the output folder: `api-reference build --help` explains each. */
export const buildOptions = '[--since <older spec>] [--strict] [--static-pages | --app-pages] [--schema-pages auto|always|never] [--links-base <url>] [--max-operations N]';
const referenceUsage = `usage: npm run reference -- <spec file> --out <dir> ${buildOptions}`;

/**
 * From this many operations and webhooks, their pages are static HTML outside
 * Docusaurus's client-side router (packages/api-reference/src/site/static-pages): each page of the
 * router costs every page about 97 bytes of gzip JavaScript (BENCHMARKS.md,
 * "A large API"; why static pages: ARCHITECTURE.md).
 */
export const staticPagesFrom = 100;

/**
 * What the reference site has at its root besides the pages of the spec: the
 * search page (packages/api-reference/src/search), Docusaurus's assets and not-found page, the
 * favicon's img/, the spec downloads and Pagefind's index. An operation
 * with one of these ids gets `-2` (`search-2`).
 */
export const referenceSiteIds = ['search', '404', 'assets', 'img', 'openapi', 'pagefind'];

/**
 * The bundler's allocator (rspack's mimalloc) gives the memory it frees back
 * to the system at once: otherwise the build renders the pages (SSG, in worker
 * threads of the same process) beside the bundler's freed but kept memory.
 * GitHub's description (1,493 pages): a peak of 2.9 GB instead of 3.3 GB
 * (BENCHMARKS.md, "A large API"). Settings in the environment win.
 */
const bundlerAllocator = {MIMALLOC_PURGE_DELAY: '0', MIMALLOC_PURGE_DECOMMITS: '1', MIMALLOC_ABANDONED_PAGE_PURGE: '1'};

/**
 * With static pages (hundreds of operations), Docusaurus's SSG worker threads
 * render 5 pages a task and are replaced when they pass 300 MB (its defaults:
 * 10 and 1 GB): they render beside the bundler's memory, in the same process.
 * GitHub's pages, Docusaurus's build alone: a peak of 2,891 MB against 3,022
 * MB, for 77 s of rendering against 68 s (BENCHMARKS.md, "A large API").
 *
 * And their HTML is not minified: @swc/html parsed and rewrote every page,
 * about a quarter of Docusaurus's build of GitHub's pages (107 s with it, 81 s
 * without), for 4% of the bytes (quotes around attribute values), which gzip
 * takes anyway. The pages are React's output, without whitespace to remove.
 */
const staticPagesRendering = {DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY: String(300_000_000), DOCUSAURUS_SSG_WORKER_THREAD_TASK_SIZE: '5', SKIP_HTML_MINIFICATION: 'true'};

export interface ReferenceArgs {
  spec: string;
  out: string;
  strict: boolean;
  /** `--static-pages` or `--app-pages`; otherwise by the number of pages (staticPagesFrom). */
  staticPages?: boolean;
  /** `--since <older spec>`: the overview lists what changed since it, and each operation page its own changes. */
  since?: string;
  /** `--links-base <url>`: the provider's site, which the paths its descriptions link (`/docs/pagination`) are pages of. */
  linksBase?: string;
  /** `--schema-pages always` or `never`; otherwise (`auto`) from schemaPagesFrom named schemas reached (packages/api-reference/src/model/api.ts). */
  schemaPages?: boolean;
  /** `--max-operations N`: the most operations and webhooks a build takes (operationsUpTo otherwise). */
  maxOperations?: number;
}

/** The command line of a build; a UsageError (exit 2) says what is wrong, then `usage`. */
export function parseArgs(argv: string[], usage = referenceUsage): ReferenceArgs {
  const line = readCommandLine(argv, usage, {values: ['--out', '--since', '--links-base', '--schema-pages', '--max-operations'], flags: ['--strict', '--static-pages', '--app-pages']});
  const out = line.values.get('--out');
  if (!out) throw new UsageError(`no output folder given (--out <dir>)\n${usage}`);
  if (line.flags.has('--static-pages') && line.flags.has('--app-pages')) throw new UsageError(`--static-pages and --app-pages: one or the other\n${usage}`);
  const staticPages = line.flags.has('--static-pages') ? true : line.flags.has('--app-pages') ? false : undefined;
  const since = sinceOption(line, usage);
  const linksBase = line.values.has('--links-base') ? linksBaseArg(line.values.get('--links-base'), usage) : undefined;
  const schemaPages = line.values.has('--schema-pages') ? schemaPagesArg(line.values.get('--schema-pages'), usage) : undefined;
  const maxOperations = maxOperationsArg(line.values.get('--max-operations'), usage);
  return {spec: path.resolve(line.spec), out: path.resolve(out), strict: line.flags.has('--strict'), staticPages, linksBase, ...(schemaPages !== undefined ? {schemaPages} : {}), ...(maxOperations ? {maxOperations} : {}), ...(since ? {since: path.resolve(since)} : {})};
}

/** `--max-operations N` (build and dev): a whole number of operations, at least 1. */
export function maxOperationsArg(value: string | undefined, usage: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`--max-operations ${value}: give a whole number of operations, such as 12000\n${usage}`);
  return Number(value);
}

/** `--schema-pages auto|always|never` (build and dev): a page per named schema always, never, or from schemaPagesFrom named schemas reached (`auto`, undefined). */
export function schemaPagesArg(value: string | undefined, usage: string): boolean | undefined {
  const choices: Record<string, boolean | undefined> = {auto: undefined, always: true, never: false};
  if (value === undefined || !Object.hasOwn(choices, value)) {
    throw new UsageError(`--schema-pages ${value ?? ''}: give auto (a page per named schema from ${schemaPagesFrom} named schemas reached), always or never\n${usage}`);
  }
  return choices[value];
}

/** `--links-base <url>`: the provider's site, an http(s) URL (build and dev). */
export function linksBaseArg(value: string | undefined, usage: string): string {
  if (!value || !/^https?:\/\/[^/]/.test(value)) throw new UsageError(`--links-base ${value ?? ''}: give the provider's site as an http(s) URL, e.g. --links-base https://docs.example.com/\n${usage}`);
  return value;
}



/**
 * The work folder of one output folder (or, for `dev`, of one spec: `dev\0<spec>`),
 * in the cache: the same output (built by the same generator) reuses it, and
 * Docusaurus's caches with it. The cache's other work folders whose output
 * folder or spec (`serves`) is gone, or which no one used for a month, are
 * removed (cli/work-folders.ts).
 */
export function workDirFor(out: string, cache: string, serves = out): string {
  const dir = path.join(cache, createHash('sha256').update(`${repo}\0${out}`).digest('hex').slice(0, 12));
  mkdirSync(dir, {recursive: true});
  recordUse(dir, serves);
  pruneWorkFolders(cache, dir);
  // The pages import their components as @theme/… (the rest-docs plugin's theme) and nothing by @site/:
  // the links to the repository's src/ and generator/ (now packages/api-reference/src/) that earlier work folders held are removed.
  for (const folder of ['src', 'generator']) if (isLink(path.join(dir, folder))) rmSync(path.join(dir, folder));
  // The generated pages import React and the theme's packages, found from the work folder through
  // node_modules: a folder of its own, each package in it a link, so that what the bundler keeps in
  // node_modules/.cache stays in the work folder, not in the project or the package that has them.
  const modules = modulesFolder();
  const own = path.join(dir, 'node_modules');
  if (isLink(own)) rmSync(own);
  mkdirSync(own, {recursive: true});
  for (const name of readdirSync(modules)) {
    if (!name.startsWith('.')) linkTo(path.join(modules, name), path.join(own, name));
  }
  return dir;
}

/** A link at `link` to `target`, made again where it points elsewhere. */
function linkTo(target: string, link: string): void {
  if (existsSync(link) || isLink(link)) {
    if (isLink(link) && readlinkSync(link) === target) return;
    rmSync(link, {recursive: true, force: true});
  }
  symlinkSync(target, link, 'dir');
}

const isLink = (file: string) => {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
};

/**
 * The work folder made ready for Docusaurus: the spec's pages generated, the
 * sidebars and the site's config written (packages/api-reference/src/site/reference.config.ts
 * with this build's settings). `build` then builds it; `dev` serves it, and
 * the rest-docs plugin regenerates its pages when the spec changes.
 */
export async function prepareSite(args: Omit<ReferenceArgs, 'out'> & {out?: string}, siteDir: string): Promise<{siteDir: string; settings: SiteSettings; model: Awaited<ReturnType<typeof generate>>['model']}> {
  const settings: SiteSettings = {
    siteDir,
    specFile: args.spec,
    siteUrl: readSiteUrl(process.env.SITE_URL, 'http://localhost:3000'),
    baseUrl: readBaseUrl(process.env.BASE_URL, '/'),
    reference: {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', reservedIds: referenceSiteIds, downloadName: downloadNameOf(args.spec), strict: args.strict, staticPages: args.staticPages, staticPagesFrom, linksBase: args.linksBase, schemaPages: args.schemaPages, maxOperations: args.maxOperations},
    staticDir: '.generated/static',
    ...(args.since ? {changes: await sinceEntry(args.since, args.spec, '/')} : {}),
  };
  const started = Date.now();
  const {model} = await generate(settings);
  const converted = model.overview.convertedFrom ? `, read as OpenAPI 3.1 (converted from ${model.overview.convertedFrom} by @scalar/openapi-upgrader)` : '';
  const kind = model.settings.staticPages ? ' (static pages)' : '';
  console.log(`reference: ${model.specFile}${converted}: ${model.operations.length + model.schemas.length} pages${model.schemas.length ? ` (${model.schemas.length} of schemas)` : ''}${kind}${model.files.length > 1 ? ` from ${model.files.length} files` : ''} in ${Date.now() - started} ms`);
  for (const warning of model.warnings) console.warn(`warning: ${warning}`);
  // A large API's pages are all static, the overview too (its table of every
  // operation would otherwise be a chunk of JavaScript that it loads first):
  // the router keeps the search page and the not-found page.
  const {docIdPrefix, routeBase, overviewId, overviewSlug} = model.settings;
  const overview = {docId: `${docIdPrefix}${overviewId}`, route: overviewSlug?.startsWith('/') ? overviewSlug : `${routeBase}${overviewSlug ?? overviewId}`};
  const pages = model.settings.staticPages ? [overview, ...[...model.operations, ...model.schemas].map((page) => ({docId: `${docIdPrefix}${page.id}`, route: `${routeBase}${page.id}`}))] : [];
  const sidebarPath = path.join(siteDir, 'sidebars.ts');
  writeFileSync(
    sidebarPath,
    model.settings.staticPages
      ? "import items, {pageSidebars} from './docs/sidebar';\n\nexport default {reference: items, ...pageSidebars};\n"
      : "import items from './docs/sidebar';\n\nexport default {reference: items};\n",
  );
  // The site's config: the reference config, called with this build's settings.
  const siteSettings: ReferenceSiteSettings = {...settings, reference: model.settings, staticRoutes: pages, staticSidebarIds: pages.length ? ['reference', ...Object.keys(model.pageSidebars ?? {})] : [], title: model.overview.apiTitle || 'API reference', sidebarPath};
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.ts'),
    [
      `// Written by ${toolName} (packages/api-reference/src/reference.ts) for ${args.out ? `the build of ${model.specFile} into ${args.out}` : `the live preview of ${model.specFile}`}.`,
      `import {referenceSiteConfig} from ${JSON.stringify(path.join(__dirname, 'site/reference.config'))};`,
      '',
      `export default referenceSiteConfig(${JSON.stringify(siteSettings, null, 2)});`,
      '',
    ].join('\n'),
  );

  // Docusaurus looks for a package.json in the folder it runs in (the work folder), and warns without one;
  // its browsers are the ones the CSS and JavaScript are written for (siteBrowsers).
  writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify({name: 'api-reference-site', private: true, browserslist: siteBrowsers}, null, 2)}\n`);
  // A reference site's favicon: a neutral one (the repo's static/ is the Komodo site's), among the generated static files.
  mkdirSync(path.join(siteDir, settings.staticDir, 'img'), {recursive: true});
  writeFileSync(path.join(siteDir, settings.staticDir, 'img/favicon.svg'), referenceFavicon);
  return {siteDir, settings, model};
}

/**
 * The browsers a reference site is built for, the Komodo site's (its
 * package.json): the bundler reads them from the work folder's package.json.
 * Without them it took browserslist's defaults, older browsers, for which
 * lightningcss turns the theme's cascade layers into selectors of higher
 * specificity (`:root:not(#\#)…`), and the site's colours lost to Infima's
 * (links at 4:1 contrast, below WCAG AA).
 */
export const siteBrowsers = ['>0.5%', 'not dead', 'not op_mini all'];

/** A build: `npm run reference -- <argv>` and `api-reference build <argv>` (packages/api-reference/src/cli.ts, with its usage). */
export async function main(argv = process.argv.slice(2), usage = referenceUsage): Promise<void> {
  const args = parseArgs(argv, usage);
  // Before any work: the output folder is new, empty or a build of this tool's (packages/api-reference/src/cli/output-folder.ts).
  const cache = cacheFolder();
  checkOutputFolder(args.out, {cwd: process.cwd(), home: homedir(), repo, cache});
  const {siteDir, settings, model} = await prepareSite(args, workDirFor(args.out, cache));

  // Docusaurus empties the folder it builds into: it builds into the work folder, and the output folder is touched only after.
  const staged = path.join(siteDir, 'build');
  // Docusaurus's errors come with its stack traces: they are read here and
  // told in the spec's terms (packages/api-reference/src/site/build-failure.ts).
  // In the work folder: the bundler keeps its cache in node_modules/.cache of the folder it runs in, which must not be the user's.
  const {run: build, messages} = runDocusaurus(['build', siteDir, '--out-dir', staged], {cwd: siteDir, env: {...bundlerAllocator, ...(model.settings.staticPages ? staticPagesRendering : {}), ...process.env}});
  if (build.status !== 0) {
    const explained = explainFailure(build.stderr ?? '', {model, siteDir});
    throw new Error(explained ?? `the Docusaurus build of ${model.specFile} failed (exit ${build.status ?? build.signal}):\n${messages || build.error?.message || 'it printed nothing'}`);
  }
  if (messages) console.error(messages);
  // The previous build's files go, anything else in the output folder stays (packages/api-reference/src/cli/output-folder.ts).
  const marker = installBuild(args.out, staged, {tool: toolName, version: toolVersion(), spec: path.basename(args.spec), builtAt: new Date().toISOString()});
  const sizes = describePageSizes(pageSizes(args.out));
  for (const warning of sizes.warnings) console.error(warning);
  // Its security headers, with the hashes of its inline scripts (packages/api-reference/src/site/security-headers.ts).
  const headers = writeSecurityHeaders(args.out);
  for (const warning of headers.warnings) console.error(`warning: ${warning}`);
  // Whatever else the build writes into args.out goes above this line: the marker lists the folder's files as this build's.
  finishOutputFolder(args.out, marker);
  console.log(`reference: built ${args.out} (serve it under ${settings.baseUrl}): ${sizes.summary}`);
}

if (require.main === module) {
  // A sentence, never a stack trace: SpecError and the build's failures name the spec's place; anything else at least what failed.
  main().catch((error: unknown) => process.exit(reportFailure('reference', error)));
}
