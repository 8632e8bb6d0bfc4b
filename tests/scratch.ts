// A test file's scratch folder, in the system's temporary folder, removed when
// the tests around it end: a test leaves nothing behind in /tmp.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll} from 'vitest';

/** Called where tests are collected (a file's top level or a describe block): the folder is removed after them. */
export function scratchFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}
