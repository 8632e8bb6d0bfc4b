// The cache's work folders (packages/api-reference/src/cli/work-folders.ts): a
// build or a preview removes the ones whose output folder or spec is gone, or
// that no one used for a month, and nothing in the cache that is not one.
import {existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {keepFor, pruneWorkFolders, recordUse, workFile} from '../../packages/api-reference/src/cli/work-folders';
import {workDirFor} from '../../packages/api-reference/src/reference';
import {scratchFolder} from '../scratch';

const scratch = scratchFolder('work-folders-');
const now = Date.UTC(2026, 10, 28);
const hour = 60 * 60 * 1000;

/** A folder of the cache, with its files. */
function folder(cache: string, name: string, files: Record<string, string> = {}): string {
  const dir = path.join(cache, name);
  mkdirSync(dir, {recursive: true});
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

describe('the work folders of the cache', () => {
  const cache = path.join(scratch, 'cache');
  const out = folder(scratch, 'site');
  const gone = path.join(scratch, 'deleted-site');
  const work = (name: string, serves: string, idle: number) => {
    const dir = folder(cache, name);
    recordUse(dir, serves, now - idle);
    return dir;
  };
  const inUse = work('aaaaaaaaaaa1', out, 0);
  const servesNothing = work('aaaaaaaaaaa2', gone, keepFor.whatItServesGone + hour);
  const justStarted = work('aaaaaaaaaaa3', gone, hour);
  const unused = work('aaaaaaaaaaa4', out, keepFor.unused + hour);
  const current = work('aaaaaaaaaaa5', gone, keepFor.unused + hour);
  // An earlier version's work folder has no record, only the config it wrote.
  const earlier = folder(cache, 'aaaaaaaaaaa6', {'docusaurus.config.ts': '// Written by api-reference (packages/api-reference/src/reference.ts) for the build of a.yaml into /x.\n'});
  const old = new Date(now - keepFor.unused - hour);
  utimesSync(path.join(earlier, 'docusaurus.config.ts'), old, old);
  const someoneElses = folder(cache, 'aaaaaaaaaaa7', {'notes.txt': 'mine'});
  const otherName = folder(cache, 'my-folder', {[workFile]: readFileSync(path.join(servesNothing, workFile), 'utf8')});

  const removed = pruneWorkFolders(cache, current, now);

  it('removes those whose output folder or spec is gone for a day, or that no one used for a month', () => {
    expect(removed.sort()).toEqual([servesNothing, unused, earlier].sort());
    for (const dir of removed) expect(existsSync(dir)).toBe(false);
  });

  it('keeps the one in use, one that a build may still be writing, and anything not a work folder', () => {
    for (const dir of [inUse, justStarted, current, someoneElses, otherName]) expect(existsSync(dir)).toBe(true);
    expect(readFileSync(path.join(someoneElses, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('is done by every build and preview, which records its own folder first', () => {
    const cache2 = path.join(scratch, 'cache2');
    folder(cache2, 'bbbbbbbbbbb2');
    recordUse(path.join(cache2, 'bbbbbbbbbbb2'), gone, Date.now() - keepFor.whatItServesGone - hour);
    const dir = workDirFor(path.join(scratch, 'new-site'), cache2);
    const record = JSON.parse(readFileSync(path.join(dir, workFile), 'utf8')) as {serves: string; usedAt: number};
    expect(record.serves).toBe(path.join(scratch, 'new-site'));
    expect(Date.now() - record.usedAt).toBeLessThan(60_000);
    expect(existsSync(path.join(cache2, 'bbbbbbbbbbb2'))).toBe(false);
  });
});
