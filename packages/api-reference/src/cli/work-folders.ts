// The work folders in the cache (cacheFolder, ./output-folder.ts): one per
// output folder of `build` and one per spec of `dev`, each with Docusaurus's
// caches (tens to hundreds of MB). Each records what it serves and when it was
// last used (workFile); a build or a preview removes the work folders of the
// cache whose output folder or spec is gone, or that no one used for a month.
// Only folders with that record, or with the config this tool writes, are
// removed: the cache may be a folder the user named (API_REFERENCE_CACHE), and
// what else is in it is not ours.
import {existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {toolName} from './version';

/** A work folder's record of what it serves, in the folder itself. */
export const workFile = 'api-reference-work.json';

export interface WorkRecord {
  tool: string;
  /** The output folder of a build, or the spec of a preview (absolute). */
  serves: string;
  /** When a build or a preview last started in the folder (ms since 1970). */
  usedAt: number;
}

const day = 24 * 60 * 60 * 1000;

/** When a work folder is removed: its output folder or spec gone for a day (a build may be writing it), or no use for a month. */
export const keepFor = {whatItServesGone: day, unused: 30 * day};

/** Records that `dir` serves `serves` (an output folder or a spec) from now on. */
export function recordUse(dir: string, serves: string, now = Date.now()): void {
  const record: WorkRecord = {tool: toolName, serves, usedAt: now};
  writeFileSync(path.join(dir, workFile), `${JSON.stringify(record, null, 2)}\n`);
}

/** What a folder of the cache is to this tool: a work folder with its record, one of an earlier version (its config only), or not ours. */
function readWork(dir: string): WorkRecord | {tool: string; usedAt: number} | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(dir, workFile), 'utf8')) as Partial<WorkRecord>;
    if (record.tool === toolName && typeof record.serves === 'string' && typeof record.usedAt === 'number') return record as WorkRecord;
    return undefined;
  } catch {
    // Earlier versions wrote no record; their config says who wrote it (packages/api-reference/src/reference.ts, prepareSite).
    const config = path.join(dir, 'docusaurus.config.ts');
    if (existsSync(config) && readFileSync(config, 'utf8').startsWith(`// Written by ${toolName} `)) return {tool: toolName, usedAt: statSync(config).mtimeMs};
    return undefined;
  }
}

/**
 * Removes the work folders of `cache` that are no longer of use, but `current`; returns
 * the folders removed. A folder that cannot be read or removed is left as it is.
 */
export function pruneWorkFolders(cache: string, current: string, now = Date.now()): string[] {
  const removed: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(cache);
  } catch {
    return removed;
  }
  for (const name of entries) {
    const dir = path.join(cache, name);
    if (dir === current || !/^[0-9a-f]{12}$/.test(name)) continue;
    const work = readWork(dir);
    if (!work) continue;
    const idle = now - work.usedAt;
    const gone = 'serves' in work && !existsSync(work.serves);
    if (idle > keepFor.unused || (gone && idle > keepFor.whatItServesGone)) {
      try {
        rmSync(dir, {recursive: true, force: true});
        removed.push(dir);
      } catch {
        // Another process removes it, or it is not ours to remove: left.
      }
    }
  }
  return removed;
}
