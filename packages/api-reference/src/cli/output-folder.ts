// The output folder of `api-reference build` (and `npm run reference`): the
// build writes only into a folder that does not exist yet, an empty folder, or
// a folder holding a build of its own, which it knows by the marker file it
// writes there at the end of every build. Anything else (a folder with a
// user's files, the current folder, the home folder, /, the repository) is
// refused before any work, with a sentence saying why and what to do: nothing
// of the user's is ever deleted. Replacing a build removes what that build
// wrote, and keeps what someone put beside it.
import {cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import path from 'node:path';

/** The marker file: in the output folder, served with the site, so it holds nothing but public facts (no absolute path). */
export const markerFile = '.api-reference-build.json';

export interface BuildMarker {
  /** `api-reference`: the tool that wrote the folder. */
  tool: string;
  version: string;
  /** The spec's file name (its folder is the builder's business, not the site's readers'). */
  spec: string;
  /** When the build was put into the folder (ISO 8601). */
  builtAt: string;
  /** False while the build runs (and after one that failed): then every file but `kept` is the build's. */
  complete: boolean;
  /** Complete: every file the build wrote, relative to the folder, `/`-separated. */
  files: string[];
  /** Files that were in the folder beside the previous build, and that this build keeps. */
  kept: string[];
}

/** A refusal to write into a folder: a sentence, exit 1, nothing touched. */
export class OutputFolderError extends Error {}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};
const sameOrInside = (child: string, parent: string) => child === parent || isInside(child, parent);

/** Every file under a folder (symlinks as files), relative and `/`-separated, sorted. */
function filesUnder(dir: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), {withFileTypes: true})) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...filesUnder(dir, relative));
    else found.push(relative);
  }
  return found.sort();
}

function readMarker(out: string): BuildMarker | undefined {
  try {
    const marker = JSON.parse(readFileSync(path.join(out, markerFile), 'utf8')) as Partial<BuildMarker>;
    if (typeof marker.tool !== 'string' || !Array.isArray(marker.files) || !Array.isArray(marker.kept)) return undefined;
    return marker as BuildMarker;
  } catch {
    return undefined;
  }
}

/**
 * A site that `npm run reference` built before it wrote markers: Docusaurus's
 * pages and runtime, Pagefind's index, the spec downloads and llms.txt
 * together. Replaced whole, once; the next build leaves a marker.
 */
function isUnmarkedBuild(out: string, entries: string[]): boolean {
  const has = (name: string) => entries.includes(name);
  if (!['index.html', '404.html', 'assets', 'pagefind', 'openapi', 'llms.txt'].every(has)) return false;
  try {
    return existsSync(path.join(out, 'pagefind/pagefind.js')) && readdirSync(path.join(out, 'assets/js')).some((file) => /^runtime~main\.[0-9a-f]+\.js$/.test(file));
  } catch {
    return false;
  }
}

export interface Places {
  /** Where the command runs. */
  cwd: string;
  home: string;
  /** The generator's own repository (later: its package). */
  repo: string;
  /** The work folders' cache. */
  cache: string;
}

/** Why a folder can never be the output, or undefined. */
function forbidden(out: string, places: Places): string | undefined {
  const what = (reason: string) => `--out ${out}: ${reason}`;
  if (out === path.parse(out).root) return what('that is the root of the file system. Give a folder of its own for the site, e.g. --out ./api-reference.');
  if (out === places.home) return what('that is your home folder. Give a folder of its own for the site, e.g. --out ./api-reference.');
  if (out === places.cwd) return what('that is the current folder, whose files the build would mix with the site\'s. Give a folder of its own, e.g. --out ./api-reference.');
  if (isInside(places.cwd, out)) return what('that folder holds the current folder. Give a folder of its own for the site, e.g. --out ./api-reference.');
  if (sameOrInside(places.repo, out)) return what(`that folder holds the generator itself (${places.repo}). Give a folder of its own for the site.`);
  if (isInside(out, path.join(places.repo, 'docs')) || out === path.join(places.repo, 'build')) return what('that is the docs/ or build/ of the site the generator comes with. Give a folder of its own for the site.');
  if (sameOrInside(out, places.cache) || sameOrInside(places.cache, out)) return what(`that is the generator's work folder (${places.cache}). Give a folder of its own for the site.`);
  return undefined;
}

/**
 * Checks, before any work, that the build may write into `out`; throws an
 * OutputFolderError saying why not and what to do. Nothing is changed.
 */
export function checkOutputFolder(out: string, places: Places): void {
  const refused = forbidden(out, places);
  if (refused) throw new OutputFolderError(refused);
  if (!existsSync(out)) return;
  if (!statSync(out).isDirectory()) throw new OutputFolderError(`--out ${out}: that is a file, not a folder. Give a folder for the site.`);
  const entries = readdirSync(out);
  if (entries.length === 0 || readMarker(out) || isUnmarkedBuild(out, entries)) return;
  const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? `, and ${entries.length - 3} more` : '');
  throw new OutputFolderError(
    `--out ${out}: the folder holds files that no build of api-reference wrote (${shown}), and the build would mix the site with them. Give a new or empty folder, e.g. --out ${path.join(out, 'api-reference')}; nothing was changed.`,
  );
}

/**
 * Puts a finished build (`staged`, in the work folder: Docusaurus empties the
 * folder it builds into) into the output folder: removes what the previous
 * build wrote (the whole folder if it holds nothing else), keeps anything
 * else, and moves the new build in. The marker says the build is incomplete
 * until finishOutputFolder. Call checkOutputFolder before any work.
 */
export function installBuild(out: string, staged: string, marker: Omit<BuildMarker, 'complete' | 'files' | 'kept'>): BuildMarker {
  let kept: string[] = [];
  if (existsSync(out)) {
    const previous = readMarker(out);
    const present = filesUnder(out).filter((file) => file !== markerFile);
    // A build without a marker (made before markers) is all ours; an incomplete one, all but what it kept.
    const ourFiles = new Set(previous?.files);
    const isOurs = (file: string) => !previous || (previous.complete ? ourFiles.has(file) : !previous.kept.includes(file));
    kept = present.filter((file) => !isOurs(file));
    if (kept.length === 0) rmSync(out, {recursive: true, force: true});
    else {
      writeFileSync(path.join(out, markerFile), `${JSON.stringify({...marker, complete: false, files: [], kept}, null, 2)}\n`);
      for (const file of present) if (!kept.includes(file)) rmSync(path.join(out, file), {force: true});
      removeEmptyFolders(out);
    }
  }
  mkdirSync(path.dirname(out), {recursive: true});
  const started: BuildMarker = {...marker, complete: false, files: [], kept};
  if (!existsSync(out)) move(staged, out);
  else {
    const overwritten = moveInto(staged, out);
    for (const file of overwritten) console.warn(`warning: ${path.join(out, file)}: the build wrote a file of this name, in place of the one that was there`);
    started.kept = kept.filter((file) => !overwritten.includes(file));
    rmSync(staged, {recursive: true, force: true});
  }
  writeFileSync(path.join(out, markerFile), `${JSON.stringify(started, null, 2)}\n`);
  return started;
}

/** Moves a file or folder, copying across file systems. */
function move(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, {recursive: true, verbatimSymlinks: true});
    rmSync(from, {recursive: true, force: true});
  }
}

/** Moves every entry of `from` into the folder `to`, merging folders; returns the files of `to` it replaced. */
function moveInto(from: string, to: string, prefix = ''): string[] {
  const replaced: string[] = [];
  for (const entry of readdirSync(path.join(from, prefix), {withFileTypes: true})) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const target = path.join(to, relative);
    const there = existsSync(target) ? lstatSync(target) : undefined;
    if (there?.isDirectory() && entry.isDirectory()) replaced.push(...moveInto(from, to, relative));
    else {
      if (there) {
        replaced.push(...(there.isDirectory() ? filesUnder(to, relative) : [relative]));
        rmSync(target, {recursive: true, force: true});
      }
      move(path.join(from, relative), target);
    }
  }
  return replaced;
}

/** Removes the folders left empty under `dir` (not `dir` itself). */
function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory() || lstatSync(path.join(dir, entry.name)).isSymbolicLink()) continue;
    const sub = path.join(dir, entry.name);
    removeEmptyFolders(sub);
    if (readdirSync(sub).length === 0) rmdirSync(sub);
  }
}

/** Ends a build: the marker lists every file in the folder but the kept ones. */
export function finishOutputFolder(out: string, started: BuildMarker): void {
  const files = filesUnder(out).filter((file) => file !== markerFile && !started.kept.includes(file));
  writeFileSync(path.join(out, markerFile), `${JSON.stringify({...started, complete: true, files}, null, 2)}\n`);
}

/** The cache of work folders: $API_REFERENCE_CACHE, else $XDG_CACHE_HOME/api-reference, else ~/.cache/api-reference. */
export function cacheFolder(env: NodeJS.ProcessEnv = process.env, home = homedir()): string {
  if (env.API_REFERENCE_CACHE) return path.resolve(env.API_REFERENCE_CACHE);
  if (env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)) return path.join(env.XDG_CACHE_HOME, 'api-reference');
  return path.join(home, '.cache', 'api-reference');
}
