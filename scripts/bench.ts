// `npm run bench [-- --runs N] [-- --build] [-- --dir DIR] [-- --write] [-- --scale N]`:
// the performance budgets of issue 6 measured on the production build. Builds
// when build/ is missing or older than the sources (always with --build, timing
// gen + build), serves it under the base path with gzip (scripts/serve.ts), and
// for each kind of page measures the bytes in Chromium and runs Lighthouse
// mobile, several times. Prints the medians with the budget status of each
// cell, writes reports/bench-<time>.json, and exits 1 when a budget is missed.
// --dir measures another build (e.g. one of an earlier commit, for a baseline
// in the same session) instead of build/. --write puts the table of medians
// into BENCHMARKS.md (section bench:pages; scripts/bench/benchmarks-md.ts).
// `--scale N` instead builds the site from the spec and from the spec
// multiplied N times, and compares build time, REST first-load JS and search
// bytes (scripts/bench/scale.ts).
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, devices} from '@playwright/test';
import {chromePath, chromiumArgs} from './chromium';
import {startServer} from './serve';
import {readBaseUrl, siteDefaults} from './site-env';
import {staleReason, timedBuild, type BuildTiming} from './bench/build';
import {launchChrome, runLighthouse, type Chrome} from './bench/lighthouse';
import {kb, measurePage} from './bench/measure';
import {reportToBenchmarks} from './bench/benchmarks-md';
import {legend, renderTable, summarise, type BenchPage, type PageRun} from './bench/report';
import {scaleBench} from './bench/scale';

// One page per kind the budgets name; the byte budgets of every other page
// are held by tests/e2e/pages.spec.ts.
const pages: BenchPage[] = [
  {label: 'home', route: '', type: 'home'},
  {label: 'getting started', route: 'docs/getting-started', type: 'guide'},
  {label: 'Power BI', route: 'docs/power-bi', type: 'guide'},
  {label: 'dictionary', route: 'docs/dictionary', type: 'guide'},
  {label: 'Cube load', route: 'docs/cube/load', type: 'guide'},
  {label: 'get-users', route: 'docs/rest/v1/get-users', type: 'rest'},
  {label: 'get-check-in', route: 'docs/rest/v1/get-check-in', type: 'rest'},
];

const siteDir = path.resolve(__dirname, '..');

function options(): {runs: number; build: boolean; dir: string | undefined; write: boolean; scale: number | undefined} {
  const {values} = parseArgs({
    options: {runs: {type: 'string', default: '3'}, build: {type: 'boolean', default: false}, dir: {type: 'string'}, write: {type: 'boolean', default: false}, scale: {type: 'string'}},
  });
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (scale !== undefined && (!Number.isInteger(scale) || scale < 2)) throw new Error(`--scale must be a whole number ≥ 2, got "${values.scale}"`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got "${values.runs}"`);
  if (values.dir !== undefined && values.build) throw new Error('--dir measures an existing build; it cannot be combined with --build');
  const dir = values.dir === undefined ? undefined : path.resolve(values.dir);
  if (dir !== undefined && !existsSync(path.join(dir, 'index.html'))) throw new Error(`--dir ${values.dir}: no index.html there; pass the output folder of a build`);
  if (scale !== undefined && values.write) throw new Error('--write is for the pages\' table; the figures of --scale go into BENCHMARKS.md, "Search", by hand');
  return {runs, build: values.build, dir, write: values.write, scale};
}

function ensureBuild(always: boolean): BuildTiming | undefined {
  const reason = always ? '--build' : staleReason(siteDir);
  if (!reason) {
    console.log('bench: build/ is newer than the sources; using it (pass --build to rebuild and time the build)');
    return undefined;
  }
  console.log(`bench: building (${reason})`);
  return timedBuild(siteDir);
}

/** Byte and Lighthouse runs, page by page; each byte run in a fresh context, so with a cold cache. */
async function measureAll(siteUrl: string, runs: number): Promise<Map<BenchPage, PageRun[]>> {
  const results = new Map<BenchPage, PageRun[]>(pages.map((page) => [page, []]));
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  let chrome: Chrome | undefined;
  try {
    chrome = await launchChrome();
    // The viewport of the browser tests: on a desktop more links show, so more
    // prefetches count in the total than on a phone.
    const {viewport, deviceScaleFactor, userAgent} = devices['Desktop Chrome'];
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const url = new URL(page.route, siteUrl).href;
        const context = await browser.newContext({viewport, deviceScaleFactor, userAgent});
        const bytes = await measurePage(await context.newPage(), url, {origin: siteUrl});
        await context.close();
        const started = performance.now();
        const lighthouse = await runLighthouse(url, chrome);
        results.get(page)!.push({bytes, lighthouse});
        console.log(
          `run ${run}/${runs} ${page.label}: JS ${kb(bytes.firstLoadJs)} KB, total ${kb(bytes.total)} KB, ` +
            `perf ${lighthouse.scores.performance}, TBT ${Math.round(lighthouse.tbtMs)} ms (Lighthouse ${Math.round((performance.now() - started) / 1000)} s)`,
        );
      }
    }
  } finally {
    chrome?.kill();
    await browser.close();
  }
  return results;
}

async function main(): Promise<number> {
  const {runs, build, dir, write, scale} = options();
  // --scale: build time, REST first-load JS and search bytes at ×1 and ×N (scripts/bench/scale.ts).
  if (scale !== undefined) return scaleBench(siteDir, scale);
  const baseUrl = readBaseUrl(process.env.BASE_URL, siteDefaults.baseUrl);
  const buildTiming = dir ? undefined : ensureBuild(build);
  const root = dir ?? path.join(siteDir, 'build');
  if (dir) console.log(`bench: measuring the build in ${dir}`);

  const cores = os.availableParallelism();
  const [load] = os.loadavg();
  // Lighthouse simulates a slow phone by scaling this machine's own timings:
  // a busy machine reads as a slow phone and lowers the performance score.
  if (load > cores) console.warn(`bench: load average ${load.toFixed(1)} on ${cores} cores; Lighthouse performance will read low`);

  const server = await startServer({root, baseUrl, host: '127.0.0.1'});
  let results: Map<BenchPage, PageRun[]>;
  try {
    results = await measureAll(server.url, runs);
  } finally {
    await server.close();
  }

  const summaries = pages.map((page) => summarise(page, results.get(page)!));
  console.log(`\nMedians of ${runs} run(s), ${server.url}, Lighthouse mobile defaults:\n`);
  console.log(renderTable(summaries));
  reportToBenchmarks('pages', renderTable(summaries), write);
  console.log(`\n${legend}`);
  const benchmarkIndex = Math.round(summaries[0].benchmarkIndex);
  const [loadAfter] = os.loadavg();
  console.log(`Lighthouse benchmarkIndex ${benchmarkIndex} (its CPU estimate of this machine); ${cores} cores, load average ${load.toFixed(1)} at start, ${loadAfter.toFixed(1)} at end.`);
  if (loadAfter > cores) console.warn('bench: the machine got busy during the runs; the Lighthouse performance figures read low, run again when it is idle');
  console.log(
    buildTiming
      ? `gen + build: ${((buildTiming.genMs + buildTiming.buildMs) / 1000).toFixed(1)} s wall (gen ${(buildTiming.genMs / 1000).toFixed(1)} s, ` +
          `docusaurus build ${(buildTiming.buildMs / 1000).toFixed(1)} s without the persistent cache) on ${cores} cores`
      : `gen + build: not measured (${dir ? '--dir' : 'build/ was current; pass --build'})`,
  );

  const shortfalls = summaries.flatMap((page) => page.shortfalls.map((line) => `  ${page.label}: ${line}`));
  console.log(
    shortfalls.length > 0
      ? `\nLighthouse audits below full marks (accessibility, best practices, SEO):\n${shortfalls.join('\n')}`
      : '\nEvery accessibility, best-practices and SEO audit passed in every run.',
  );

  mkdirSync(path.join(siteDir, 'reports'), {recursive: true});
  const reportFile = path.join(siteDir, 'reports', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const environment = {node: process.version, cores, loadAverageAtStart: load, loadAverageAtEnd: loadAfter, chromePath, benchmarkIndex, buildDir: root};
  const raw = pages.map((page) => ({route: page.route, runs: results.get(page)!}));
  writeFileSync(reportFile, `${JSON.stringify({date: new Date().toISOString(), baseUrl, runs, environment, buildTiming, summaries, raw}, null, 2)}\n`);
  console.log(`\nReport: ${path.relative(siteDir, reportFile)}`);

  const failures = summaries.flatMap((page) => page.failures.map((line) => `  ${page.label} (/${page.route}): ${line}`));
  if (failures.length === 0) {
    console.log('All budgets hold.');
    return 0;
  }
  console.error(`\nBUDGETS MISSED (${failures.length}):\n${failures.join('\n')}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`bench: ${error.message}`);
    process.exit(1);
  },
);
