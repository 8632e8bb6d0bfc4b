// Everything derived from the model, as {path: content}, and the one way it
// reaches the disk. `npm run gen` and the dev-server plugin (./index.ts) both
// call generate(), so a page looks the same however it was made.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {codeThemeCss} from './browser/code-themes';
import {guideData, staticArtifactEntries, type GuideSettings} from './render/artifacts';
import {renderInfoPage, renderOperationPage, renderSchemaPage, samplesFile, usedByHeading, type PageOptions} from './render/page';
import {forOperation} from './render/fault';
import {type ApiModel, type OverviewModel, type OverviewOperation, type ReferenceSettings} from './model/api';
import {loadApiModel} from './api-model';
import {changeOutputs, llmsTxtWithChanges, type ChangeSettings} from './changes/site';
import {sidebarData, sidebarModule} from './render/sidebar';
import {reuseParsedFiles} from './load/parse';
import {reuseAcrossDocuments} from './model/values';

/** What a site makes of a spec: the Komodo site (scripts/komodo-site.ts), or a reference of any spec (packages/api-reference/src/reference.ts). */
export interface SiteSettings {
  siteDir: string;
  specFile: string;
  siteUrl: string;
  baseUrl: string;
  reference: ReferenceSettings;
  /** Where static files are written: the downloads, llms.txt and the Markdown twins. */
  staticDir: string;
  /** Markdown after every operation's authentication: where credentials come from. */
  securityNote?: string;
  /** A site with guides: the data they read. */
  guides?: GuideSettings;
  /** The changes entries: notes on the operation pages, the changes page's data, the feed (packages/api-reference/src/changes/). */
  changes?: ChangeSettings;
}

/** The downloads' name: the spec file's, as a URL-safe word (`petstore.yaml` → `petstore`), for a site that does not give one. */
export const downloadNameOf = (spec: string): string => path.basename(spec).replace(/\.(ya?ml|json)$/, '').replace(/[^A-Za-z0-9_-]+/g, '-') || 'openapi';

/**
 * What the last successful generation wrote, so the next one can remove what
 * it no longer writes: beside the static folder (`.generated/manifest.json` for
 * `.generated/static`), where code-theme.css is written too.
 */
const manifestFile = (settings: Pick<SiteSettings, 'siteDir' | 'staticDir'>) => path.join(settings.siteDir, path.dirname(settings.staticDir), 'manifest.json');

interface Manifest {
  specFile: string;
  /** Every file of the spec (absolute), and the hash of their contents together. */
  specFiles: string[];
  specHash: string;
  files: string[];
}

/** One hash over the spec's files: a change to any of them is a change of the spec. */
export function hashOfFiles(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(digestOf(file)).update('\0');
  return hash.digest('hex');
}

/**
 * A file's SHA-256, or '' for none. The live preview hashes the spec's files twice an edit (is the
 * spec the one the pages are of? then the manifest): a file whose size, inode and times are as
 * when it was last hashed is not read again (DigitalOcean's 2,850 files: about 70 ms a time).
 */
function digestOf(file: string): string {
  const stat = statSync(file, {bigint: true, throwIfNoEntry: false});
  if (!stat) return '';
  const stamp = `${stat.size}:${stat.ino}:${stat.mtimeNs}:${stat.ctimeNs}`;
  const known = digests?.get(file);
  if (known?.stamp === stamp) return known.digest;
  const digest = createHash('sha256').update(readFileSync(file)).digest('hex');
  // A file's times step by the kernel's tick, not by the nanosecond: one written less than a second
  // ago may be written again at the same size and time, and is read again until it has settled.
  if (Date.now() - Number(stat.mtimeNs / 1_000_000n) > 1000) digests?.set(file, {stamp, digest});
  return digest;
}

let digests: Map<string, {stamp: string; digest: string}> | undefined;

/** Every output of the model, as {path: content}. */
export function renderOutputs(model: ApiModel, settings: SiteSettings): Record<string, string> {
  const {now, later} = outputEntries(model, settings);
  return {...Object.fromEntries(now()), ...Object.fromEntries(later())};
}

type Entries = Iterable<[file: string, content: string]>;

/**
 * The outputs in two parts, as entries, each file made when it is asked for: `now`, the pages and
 * what the site's code imports (the bundler builds them), and `later`, the static files that nothing
 * imports (the spec downloads, llms.txt, the Markdown twins), which the live preview writes after the
 * pages are rebuilt. A build writes each page as it is made and keeps none (generate): Microsoft
 * Graph's 13,181 pages and 13,180 twins came to 4 GB of text held together.
 */
function outputEntries(model: ApiModel, settings: SiteSettings): {now: () => Entries; later: () => Entries; overviewPage: (overview: OverviewModel) => string} {
  const {outputDir, routeBase, downloadName} = settings.reference;
  const options: PageOptions = {routeBase, securityNote: settings.securityNote, download: `openapi/${downloadName}`, settings: model.settings};
  if (model.pageSidebars) {
    // The overview and the static pages are in two sidebars, across which the docs plugin finds no previous and next: the pages name theirs.
    const order = [model.overview.id, ...model.operations.map((op) => op.id), ...model.schemas.map((schema) => schema.id)];
    options.neighbours = new Map(order.map((id, index) => [id, {previous: order[index - 1] ?? null, next: order[index + 1] ?? null}]));
  }
  const site = {siteDir: settings.siteDir, model, siteUrl: settings.siteUrl, baseUrl: settings.baseUrl, staticDir: settings.staticDir, guides: settings.guides};
  const changes = settings.changes && changeOutputs(model, settings.changes, site);
  options.changeNotes = changes?.notes;
  options.changesSection = changes?.overviewSection;
  // Pages of the router import their code samples from JSON files (see PageOptions.samplesJson).
  const samplesRoute = `samples/${routeBase.replace(/^\/+|\/+$/g, '')}`;
  const samplesDir = `${settings.staticDir}/${samplesRoute}`;
  if (!model.settings.staticPages) {
    options.samplesJson = (id) => {
      const relative = path.posix.relative(outputDir, `${samplesDir}/${id}.json`);
      return {importPath: relative.startsWith('.') ? relative : `./${relative}`, src: `${samplesRoute}/${id}.json`};
    };
  }
  const overviewPage = (overview: OverviewModel) => renderInfoPage(overview, options);
  const now = function* (): Generator<[string, string]> {
    if (!model.settings.staticPages) {
      for (const op of model.operations) {
        const samples = samplesFile(op);
        if (op.kind !== 'webhook' && samples.tabs.length) yield [`${samplesDir}/${op.id}.json`, `${JSON.stringify(samples)}\n`];
      }
    }
    for (const op of model.operations) yield [`${outputDir}/${op.id}.api.mdx`, forOperation(model.specFile, op, 'its page', () => renderOperationPage(op, options))];
    for (const schema of model.schemas) yield [`${outputDir}/${schema.id}.schema.mdx`, renderSchemaPage(schema, options)];
    yield [`${outputDir}/${model.overview.id}.info.mdx`, overviewPage(model.overview)];
    yield [`${outputDir}/sidebar-data.json`, sidebarData(model.sidebar, model.pageSidebars)];
    yield [`${outputDir}/sidebar.ts`, sidebarModule(Boolean(model.pageSidebars))];
    yield* Object.entries({...guideData(site), ...changes?.files});
    yield [`${path.dirname(settings.staticDir)}/code-theme.css`, codeThemeCss()];
  };
  const later = function* (): Generator<[string, string]> {
    const llmsTxt = `${settings.staticDir}/llms.txt`;
    for (const [file, content] of staticArtifactEntries(site)) yield [file, settings.changes && file === llmsTxt ? llmsTxtWithChanges(content, settings.changes, site) : content];
  };
  return {now, later, overviewPage};
}

export function readManifest(settings: Pick<SiteSettings, 'siteDir' | 'staticDir'>): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(manifestFile(settings), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * Writes each file that changed through a temporary file and a rename, so a
 * running dev server never reads a half-written or missing page; then removes
 * what the previous run wrote and this one does not, but the files `keep` holds
 * (which a later write brings: generate's defer). Returns the paths changed.
 * Files given as entries are written as they come; where making one throws (a
 * page the renderer cannot write), the manifest lists the files written so far
 * besides the last run's, so that the next run removes them if it does not
 * write them again.
 */
export function writeOutputs(settings: Pick<SiteSettings, 'siteDir' | 'staticDir'>, files: Record<string, string> | Entries, manifest: Omit<Manifest, 'files'>, keep: (file: string) => boolean = () => false): string[] {
  const {siteDir} = settings;
  const changed: string[] = [];
  const kept: string[] = [];
  const names = new Set<string>();
  const saveManifest = (next: Manifest) => {
    mkdirSync(path.dirname(manifestFile(settings)), {recursive: true});
    writeFileSync(manifestFile(settings), `${JSON.stringify(next, null, 2)}\n`);
  };
  try {
    for (const [file, content] of Symbol.iterator in files ? (files as Entries) : Object.entries(files)) {
      names.add(file);
      const target = path.join(siteDir, file);
      if (fileHolds(target, content)) {
        written?.set(target, content);
        continue;
      }
      mkdirSync(path.dirname(target), {recursive: true});
      const temporary = `${target}.${process.pid}.tmp`;
      writeFileSync(temporary, content);
      renameSync(temporary, target);
      written?.set(target, content);
      changed.push(file);
    }
  } catch (error) {
    // The spec's hash stays the last run's (none without one): the pages are not yet this spec's.
    const before = readManifest(settings) ?? {...manifest, specHash: '', files: []};
    if (names.size) saveManifest({...before, files: [...new Set([...before.files, ...names])].sort()});
    throw error;
  }
  for (const stale of readManifest(settings)?.files ?? []) {
    if (names.has(stale)) continue;
    if (keep(stale)) {
      kept.push(stale);
      continue;
    }
    rmSync(path.join(siteDir, stale), {force: true});
    written?.delete(path.join(siteDir, stale));
    changed.push(stale);
  }
  saveManifest({...manifest, files: [...names, ...kept].sort()});
  return changed;
}

/**
 * What this process last wrote or found in each output file: the live preview
 * (packages/api-reference/src/site/plugin.ts) compares a generation's files with it rather than
 * reading them all again (DigitalOcean's 3,780 files, 50 MB, after each edit).
 */
let written: Map<string, string> | undefined;

/** Whether a file holds this content: as this process last wrote or found it, else as read now. */
function fileHolds(target: string, content: string): boolean {
  return written?.get(target) === content || (!written?.has(target) && existsSync(target) && readFileSync(target, 'utf8') === content);
}

/**
 * For the live preview, which generates the pages again after each edit of the spec: each
 * generation reuses what the last one made that the edit did not change (the files parsed,
 * load/parse.ts; the values' validators and made-up values, model/values.ts; the outputs written and
 * the spec's files' hashes, above). Off unless asked for: a build generates once.
 */
export function reuseAcrossGenerations(on: boolean): void {
  written = on ? new Map() : undefined;
  digests = on ? new Map() : undefined;
  lastTitles = undefined;
  reuseParsedFiles(on);
  reuseAcrossDocuments(on);
}

/**
 * The live preview's warm-up (site/plugin.ts), when the pages were current at its start: what of the
 * model's outputs is on disk as the model makes it, kept as if this process had written it, and the
 * titles they show. The first edit then compares its files with these rather than reading them all
 * (DigitalOcean's 3,780 files, 50 MB), and can leave the overview for later as the next edits do.
 */
export function primeGenerations(model: ApiModel, settings: SiteSettings): void {
  if (!written) return;
  const {now, later} = outputEntries(model, settings);
  for (const entries of [now(), later()]) {
    for (const [file, content] of entries) {
      const target = path.join(settings.siteDir, file);
      if (fileHolds(target, content)) written.set(target, content);
    }
  }
  lastTitles = titlesOf(model);
}

/**
 * Loads the spec and writes every output; a broken spec throws (SpecError) before anything is written.
 * With `defer` (the live preview), it writes first what an edit's own pages need, and returns
 * `later`, which writes the rest: the static files (outputEntries' `later`), and the pages that an operation's
 * title changed and nothing else: the overview, which lists the operations, and the schema pages whose
 * only change is their "Used by" list (DigitalOcean's `error` schema lists 659 operations). Until then,
 * the last ones are served.
 */
export async function generate(settings: SiteSettings, {defer = false} = {}): Promise<{model: ApiModel; changed: string[]; later?: () => string[]}> {
  const model = await loadApiModel(settings.specFile, settings.reference, settings.siteDir);
  const manifest = {specFile: model.specFile, specFiles: model.files, specHash: hashOfFiles(model.files)};
  if (!defer) {
    const entries = outputEntries(model, settings);
    const all = function* (): Generator<[string, string]> {
      yield* entries.now();
      yield* entries.later();
    };
    return {model, changed: writeOutputs(settings, all(), manifest)};
  }
  const entries = outputEntries(model, settings);
  const now = Object.fromEntries(entries.now());
  const first: Record<string, string> = {};
  const usedByOnly = new Set<string>();
  const overviewFile = `${settings.reference.outputDir}/${model.overview.id}.info.mdx`;
  const titles = lastTitles;
  lastTitles = titlesOf(model);
  for (const [file, content] of Object.entries(now)) {
    const before = written?.get(path.join(settings.siteDir, file));
    if (file.endsWith('.schema.mdx') && onlyUsedByChanged(before, content)) usedByOnly.add(file);
    else if (file === overviewFile && before !== undefined && before !== content && titles && before === entries.overviewPage(withTitles(model.overview, titles))) usedByOnly.add(file);
    else first[file] = content;
  }
  // The static files are in the static folder, beside the code samples that the pages import.
  const samples = `${settings.staticDir}/samples/`;
  const isStatic = (file: string) => file.startsWith(`${settings.staticDir}/`) && !file.startsWith(samples);
  return {model, changed: writeOutputs(settings, first, manifest, (file) => isStatic(file) || usedByOnly.has(file)), later: () => writeOutputs(settings, {...now, ...Object.fromEntries(entries.later())}, manifest)};
}

/** The operations' titles of the last generation (the live preview's), by page id. */
let lastTitles: Map<string, string> | undefined;

function titlesOf(model: ApiModel): Map<string, string> {
  return new Map(model.operations.map((op) => [op.id, op.title]));
}

/**
 * The overview with the operations' titles of the last generation: when it renders as the overview
 * written, an edit changed no more of it than titles, which its lists of operations show
 * (DigitalOcean's: 153 KB of MDX, compiled again for each summary edited).
 */
function withTitles(overview: OverviewModel, titles: Map<string, string>): OverviewModel {
  const retitle = (op: OverviewOperation): OverviewOperation => ({
    ...op,
    title: titles.get(op.id) ?? op.title,
    ...(op.replacedBy ? {replacedBy: {...op.replacedBy, title: titles.get(op.replacedBy.id) ?? op.replacedBy.title}} : {}),
  });
  return {...overview, tags: overview.tags.map((tag) => ({...tag, operations: tag.operations.map(retitle)})), webhooks: overview.webhooks.map(retitle)};
}

/** Whether a schema page changed only in its last section, what uses it. */
function onlyUsedByChanged(before: string | undefined, after: string): boolean {
  if (before === undefined || before === after) return false;
  const at = after.lastIndexOf(`\n${usedByHeading}`);
  return at >= 0 && before.lastIndexOf(`\n${usedByHeading}`) === at && before.slice(0, at) === after.slice(0, at);
}
