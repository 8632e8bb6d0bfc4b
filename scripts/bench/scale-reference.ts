// `npm run bench:scale [-- --scale N]`: the reference of a large API. Builds
// `npm run reference` of the Komodo spec (×1, as it is and with
// --static-pages) and of the spec multiplied N times (19 by default: 665
// operations) written as a multi-file spec of hundreds of files
// (multi-file-spec.ts), and prints for each: build time and peak memory (GNU
// time), the largest and the median page's HTML, the first-load JavaScript of
// the overview, the search page and a REST page in Chromium, and where the
// REST page's JavaScript goes (the per-route parts of main, the chunk map, the
// docs version data, the rest). The ×N spec gets static pages
// (generator/site/static-pages) as any of 100 operations or more does; the spec is
// also built with them, to show what they cost where not needed. Exits 1 when
// a goal is missed: build ≤ 2 min and ≤ 3 GB, no page over 1 MB, first-load
// JavaScript growing by at most 10%. --write puts the first table into
// BENCHMARKS.md (section bench:scale).
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, devices} from '@playwright/test';
import {chromePath, chromiumArgs} from '../chromium';
import {startServer} from '../serve';
import {reportToBenchmarks} from './benchmarks-md';
import {measurePage, type Transfer} from './measure';
import {writeMultiFileSpec} from './multi-file-spec';

const siteDir = path.resolve(__dirname, '../..');
export const scaleGoals = {seconds: 120, memoryMb: 3 * 1024, pageHtmlKb: 1024, jsGrowth: 0.1};

interface Run {
  label: string;
  operations: number;
  files: number;
  seconds: number;
  memoryMb: number;
  largestHtml: {file: string; kb: number};
  medianHtmlKb: number;
  overviewJsKb: number;
  searchJsKb: number;
  restJsKb: number;
  restJsParts: Map<string, number | undefined>;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? htmlFiles(file) : entry.name.endsWith('.html') ? [file] : [];
  });
}

/** `npm run reference` of `spec` into `out`, timed by GNU time: wall seconds and the largest process's peak memory. */
function build(spec: string, out: string, options: string[]): {seconds: number; memoryMb: number} {
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %M', 'npx', 'tsx', 'generator/reference.ts', spec, '--out', out, ...options], {cwd: siteDir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  if (result.status !== 0) throw new Error(`the reference build of ${spec} failed:\n${result.stdout.slice(-3000)}${result.stderr.slice(-3000)}`);
  const [, seconds, kilobytes] = /TIME ([\d.]+) (\d+)/.exec(result.stderr) ?? [];
  return {seconds: Number(seconds), memoryMb: Number(kilobytes) / 1024};
}

/**
 * The per-route structures Docusaurus puts into `main`, as they appear in its
 * minified output: each is the text of one route, chunk or doc, so they grow
 * with the operations. A pattern that no longer matches (another Docusaurus or
 * bundler) is reported as not found rather than as 0 KB.
 */
const mainStructures: {part: string; pattern: RegExp}[] = [
  {part: 'main: route table', pattern: /\{path:"[^"]*",component:\w+\("[^"]*","[^"]*"\),exact:!0[^}]*\}/g},
  {part: 'main: registry of route chunks', pattern: /(?:"[0-9a-f]{8}"|[0-9a-f]{8}):\[\(\)=>[^\]]*\]\)\.then\([^)]*\)\),"[^"]*",\d+\]/g},
  {part: 'main: chunk names of each route', pattern: /"\/[^"]*-[0-9a-f]{3}":\{[^}]*\}/g},
  {part: 'main: docs list of the global data', pattern: /\{"id":"[^"]*","path":"[^"]*","sidebar":"[^"]*"\}/g},
];

const gzipKb = (text: string) => gzipSync(text, {level: 9}).length / 1024;

/**
 * Where a page's first-load JavaScript goes, in KB of gzip: `main` and what of
 * it would go with each per-route structure (gzip of main minus gzip of main
 * without it), the chunk map (`runtime~main`), the docs version data (the
 * sidebar and the list of docs, every docs page loads it) and the rest.
 */
function partsOf(root: string, scripts: Transfer[]): Map<string, number | undefined> {
  const parts = new Map<string, number | undefined>();
  const add = (part: string, kb: number) => parts.set(part, (parts.get(part) ?? 0) + kb);
  for (const script of scripts) {
    const file = path.join(root, decodeURIComponent(new URL(script.url).pathname));
    const name = path.basename(file);
    const kb = script.bytes / 1024;
    if (name.startsWith('main.')) {
      const text = readFileSync(file, 'utf8');
      const whole = gzipKb(text);
      add('main (all)', kb);
      for (const {part, pattern} of mainStructures) {
        const without = text.replace(pattern, '');
        parts.set(part, without === text ? undefined : whole - gzipKb(without));
      }
    } else if (name.startsWith('runtime~main.')) add('runtime~main: the chunk map', kb);
    else if (name.startsWith('static-page.')) add('the static pages\' script (generator/site/browser/static-page.ts)', kb);
    else if (readFileSync(file, 'utf8').includes('"docsSidebars"')) add('docs version data: sidebar and docs list', kb);
    else add('other chunks: the page, theme and components', kb);
  }
  return parts;
}

/** A page's first-load JavaScript in Chromium: its KB of gzip on the wire, and the scripts that make it. */
async function firstLoadJs(root: string, route: string): Promise<{kb: number; scripts: Transfer[]}> {
  const server = await startServer({root, baseUrl: '/'});
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  try {
    const {viewport, deviceScaleFactor, userAgent} = devices['Desktop Chrome'];
    const context = await browser.newContext({viewport, deviceScaleFactor, userAgent});
    const bytes = await measurePage(await context.newPage(), `${server.url}${route}`, {origin: server.url});
    await context.close();
    return {kb: bytes.firstLoadJs / 1024, scripts: bytes.transfers.filter((transfer) => transfer.kind === 'script')};
  } finally {
    await browser.close();
    await server.close();
  }
}

async function measure(label: string, spec: string, operations: number, files: number, out: string, options: string[] = []): Promise<Run> {
  console.log(`bench: npm run reference of ${label} (${operations} operations, ${files} files${options.length ? `, ${options.join(' ')}` : ''})`);
  const {seconds, memoryMb} = build(spec, out, options);
  const pages = htmlFiles(out).map((file) => ({file: path.relative(out, file), kb: statSync(file).size / 1024})).sort((a, b) => b.kb - a.kb);
  const overview = await firstLoadJs(out, '');
  const search = await firstLoadJs(out, 'search');
  const rest = await firstLoadJs(out, 'get-users');
  return {label, operations, files, seconds, memoryMb, largestHtml: pages[0], medianHtmlKb: pages[Math.floor(pages.length / 2)].kb, overviewJsKb: overview.kb, searchJsKb: search.kb, restJsKb: rest.kb, restJsParts: partsOf(out, rest.scripts)};
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--scale');
  const scale = at >= 0 ? Number(process.argv[at + 1]) : 19;
  const work = mkdtempSync(path.join(os.tmpdir(), 'komodo-bench-reference-'));
  try {
    const spec = path.join(siteDir, 'openapi/rest-v1.yaml');
    // Both as multi-file specs, without the links to the Komodo site's guides.
    const single = writeMultiFileSpec(spec, 1, path.join(work, 'spec-x1'));
    const one = await measure('the spec', single.root, 35, single.files, path.join(work, 'x1'));
    // The same spec with the static pages that a large one gets (generator/reference.ts, staticPagesFrom): what they cost where they are not needed.
    const oneStatic = await measure('the spec, --static-pages', single.root, 35, single.files, path.join(work, 'x1-static'), ['--static-pages']);
    const multi = writeMultiFileSpec(spec, scale, path.join(work, `spec-x${scale}`));
    const many = await measure(`the spec ×${scale}, multi-file`, multi.root, 35 * scale, multi.files, path.join(work, `x${scale}`));
    const growth = (now: number, before: number) => (now - before) / before;
    const percent = (now: number, before: number) => `${growth(now, before) >= 0 ? '+' : ''}${(growth(now, before) * 100).toFixed(1)}%`;
    const js = (pick: (run: Run) => number) => [`${pick(one).toFixed(1)} KB`, `${pick(oneStatic).toFixed(1)} KB`, `${pick(many).toFixed(1)} KB (${percent(pick(many), pick(one))})`, '≤ +10%'];
    const rows = [
      ['', one.label, oneStatic.label, many.label, 'goal'],
      ['--', '--', '--', '--', '--'],
      ['operations / files', `${one.operations} / ${one.files}`, `${oneStatic.operations} / ${oneStatic.files}`, `${many.operations} / ${many.files}`, ''],
      ['npm run reference', `${one.seconds.toFixed(1)} s`, `${oneStatic.seconds.toFixed(1)} s`, `${many.seconds.toFixed(1)} s`, `≤ ${scaleGoals.seconds} s`],
      ['peak memory', `${one.memoryMb.toFixed(0)} MB`, `${oneStatic.memoryMb.toFixed(0)} MB`, `${many.memoryMb.toFixed(0)} MB`, `≤ ${scaleGoals.memoryMb} MB`],
      ['largest page HTML', `${one.largestHtml.kb.toFixed(1)} KB`, `${oneStatic.largestHtml.kb.toFixed(1)} KB`, `${many.largestHtml.kb.toFixed(1)} KB (${many.largestHtml.file})`, `≤ ${scaleGoals.pageHtmlKb} KB`],
      ['median page HTML', `${one.medianHtmlKb.toFixed(1)} KB`, `${oneStatic.medianHtmlKb.toFixed(1)} KB`, `${many.medianHtmlKb.toFixed(1)} KB`, ''],
      ['overview first-load JS', ...js((run) => run.overviewJsKb)],
      ['search page first-load JS', ...js((run) => run.searchJsKb)],
      ['REST page first-load JS', ...js((run) => run.restJsKb)],
    ];
    const table = (lines: string[][]) => lines.map((line) => `| ${line.join(' | ')} |`).join('\n');
    console.log(table(rows));
    reportToBenchmarks('scale', table(rows));
    const figure = (kb: number | undefined) => (kb === undefined ? 'not found' : `${kb.toFixed(1)} KB`);
    const parts = [...new Set([...one.restJsParts.keys(), ...oneStatic.restJsParts.keys(), ...many.restJsParts.keys()])].sort((a, b) => a.localeCompare(b));
    console.log(`\nWhere the REST page's first-load JavaScript goes (gzip; the main rows are what each structure adds to main):`);
    console.log(
      table([
        ['', one.label, oneStatic.label, many.label],
        ['--', '--', '--', '--'],
        ...parts.map((part) => [part, ...[one, oneStatic, many].map((run) => (run.restJsParts.has(part) ? figure(run.restJsParts.get(part)) : 'not loaded'))]),
      ]),
    );
    const missed = [
      many.seconds > scaleGoals.seconds && 'build time',
      many.memoryMb > scaleGoals.memoryMb && 'peak memory',
      many.largestHtml.kb > scaleGoals.pageHtmlKb && 'largest page',
      growth(many.overviewJsKb, one.overviewJsKb) > scaleGoals.jsGrowth && 'overview first-load JS',
      growth(many.searchJsKb, one.searchJsKb) > scaleGoals.jsGrowth && 'search page first-load JS',
      growth(many.restJsKb, one.restJsKb) > scaleGoals.jsGrowth && 'REST page first-load JS',
    ].filter(Boolean);
    if (missed.length) {
      console.log(`bench: missed ${missed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

if (require.main === module) main();
