// Every page of the production build, and of the reference builds of other
// specs (`npm run build:references`), is valid HTML, as the Nu Html Checker
// (the W3C validator, npm package vnu-jar) reads it: one Java process checks
// all pages at once (a few seconds). Needs `npm run build` first and a Java
// runtime (`java` on PATH, or JAVA=/path/to/java; Debian: default-jre-headless).
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {expect, it} from 'vitest';
import {hostileSpecBuilds, referenceBuild, referenceSpecs} from '../../scripts/reference-specs';

const buildDir = path.resolve(__dirname, '../../build');
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * The checker runs for a few seconds, in which the C2 compiler's work does not pay back: only the
 * quick C1 compiler and the serial collector, as the Java samples run (./sample-batches.ts). On the
 * 112 pages here, 4 s of CPU in 4.0 to 4.2 s, against 8 to 9 s of CPU in 4.6 to 5.2 s with Java's
 * defaults. Its schema's recursion then needs a deeper stack than the default (it says so).
 */
const javaFlags = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

function validate(files: string[]): VnuMessage[] {
  const java = process.env.JAVA ?? 'java';
  const run = spawnSync(java, [...javaFlags, '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (run.error) throw new Error(`Cannot run ${java} (${run.error.message}): install a Java runtime (Debian: apt-get install default-jre-headless) or set JAVA`);
  // The checker reports on stderr, as JSON; anything else is a crash.
  try {
    return (JSON.parse(run.stderr) as {messages: VnuMessage[]}).messages;
  } catch {
    throw new Error(`The Nu Html Checker did not answer with JSON (exit ${run.status}):\n${run.stderr.slice(0, 2000)}`);
  }
}

it('every built page is valid HTML, the Komodo site\'s and the reference builds\' (Nu Html Checker, no errors)', () => {
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`No build in ${buildDir}: run \`npm run build\` first`);
  // The hostile spec's too: no text of a spec may make a page invalid (openapi/hostile/).
  const references = [...referenceSpecs, ...hostileSpecBuilds].map((spec) => referenceBuild(spec.name));
  for (const dir of references) if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No build in ${dir}: run \`npm run build:references\` first`);
  const files = [buildDir, ...references].flatMap(htmlFiles);
  expect(files.length).toBeGreaterThan(70);
  const errors = validate(files).filter((message) => message.type !== 'info');
  const where = (message: VnuMessage) => `${path.relative(path.dirname(buildDir), new URL(message.url).pathname)}:${message.lastLine}:${message.lastColumn}`;
  // One line per kind of error, with its count and first place: thousands of
  // errors usually have a handful of causes.
  const kinds = new Map<string, VnuMessage[]>();
  for (const error of errors) kinds.set(error.message, [...(kinds.get(error.message) ?? []), error]);
  const report = [...kinds].map(([message, all]) => `${all.length}× ${message} (first: ${where(all[0])})`);
  expect(report, `${errors.length} HTML errors in ${files.length} pages`).toEqual([]);
  // About 100 pages in one Java process: 15 s on an idle machine, more on a busy one.
}, 240_000);
