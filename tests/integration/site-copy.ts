// A throw-away copy of the site, for tests that edit the spec and build or
// serve the result without touching the working tree. node_modules is linked.
import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import type {Page} from '@playwright/test';
import {parseDocument} from 'yaml';
import {siteDefaults} from '../../scripts/site-env';

export const siteDir = path.resolve(__dirname, '../..');
/**
 * What a copy leaves out, by path: dependencies, history, builds and caches. In a fresh clone after
 * .ci/run, Node's two downloads (.ci/.node) and the reference builds made a copy 310 MB; without
 * them it is about 10 MB.
 */
const skipped = new Set(['node_modules', 'build', 'build-reference', '.docusaurus', '.reference', '.git', '.cache', path.join('.ci', '.node'), 'test-results', 'playwright-report', 'reports']);

export function copySite(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'komodo-site-'));
  cpSync(siteDir, copy, {recursive: true, filter: (source) => !skipped.has(path.relative(siteDir, source))});
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Edits the spec of a site copy as YAML, keeping its layout and comments. */
export function editSpec(copy: string, edit: (doc: ReturnType<typeof parseDocument>) => void): void {
  const file = path.join(copy, 'openapi/rest-v1.yaml');
  const doc = parseDocument(readFileSync(file, 'utf8'));
  edit(doc);
  writeFileSync(file, doc.toString());
}

export interface Run {
  child: ChildProcess;
  /** Everything the process has printed so far, stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts a command in its own process group. The site settings are passed
 * explicitly: Vitest puts Vite's BASE_URL ('/') into process.env.
 */
export function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Run {
  const settings = {BASE_URL: siteDefaults.baseUrl, SITE_URL: siteDefaults.siteUrl, SPEC_FILE: siteDefaults.specFile};
  const child = spawn(command, args, {cwd, env: {...process.env, ...settings, ...env, FORCE_COLOR: '0'}, detached: true});
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Colours are forced on by some tools whatever FORCE_COLOR says.
  return {child, output: () => stripVTControlCharacters(output), exited};
}

/** Ends a process started with start() and everything it started. */
export function stop(run: Run): void {
  if (run.child.pid && run.child.exitCode === null) {
    try {
      process.kill(-run.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number, log?: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${log ? `\n--- output ---\n${log().slice(-4000)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The text of the open page's first h1, '' while there is none. */
export const headingOf = (page: Page): Promise<string> => page.locator('h1').first().innerText({timeout: 2_000}).catch(() => '');

/**
 * Waits until the open page's first h1 reads `text`, reloading it between
 * looks: the dev server reloads an open page itself, but not always before
 * the test looks.
 */
export function waitForHeading(page: Page, text: string, timeoutMs: number, log?: () => string): Promise<true> {
  return waitFor(
    `the title "${text}"`,
    async () => {
      if ((await headingOf(page)) === text) return true;
      await page.reload({waitUntil: 'domcontentloaded'}).catch(() => undefined);
      return (await headingOf(page)) === text || undefined;
    },
    timeoutMs,
    log,
  );
}
