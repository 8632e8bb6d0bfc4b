// `npm run bench -- --scale N`: how the site and its search grow with the API.
// Builds the site from the spec (×1) and from the spec multiplied N times
// (SPEC_FILE, scripts/bench/scale-spec.ts), each into a temporary folder, and
// measures both: gen + build time, the first-load JavaScript of a REST page,
// and the bytes from reaching for the search box to the first results.
// Restores the generated pages of the real spec at the end.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, devices} from '@playwright/test';
import {chromePath, chromiumArgs} from '../chromium';
import {startServer} from '../serve';
import {readSiteSettings} from '../site-env';
import {byteBudgets} from './budgets';
import {timedBuild, type BuildTiming} from './build';
import {kb, measurePage} from './measure';
import {measureFirstSearches, searchByteBudget, typicalQueries} from './search';
import {writeScaledSpec} from './scale-spec';

interface ScaleRun {
  scale: number;
  timing: BuildTiming;
  restFirstLoadJs: number;
  /** Bytes to the first results, by query of `typicalQueries`. */
  searchBytes: Array<{query: string; bytes: number}>;
}

async function measureBuild(root: string, baseUrl: string): Promise<Pick<ScaleRun, 'restFirstLoadJs' | 'searchBytes'>> {
  const server = await startServer({root, baseUrl, host: '127.0.0.1'});
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  try {
    const {viewport, deviceScaleFactor, userAgent} = devices['Desktop Chrome'];
    const url = new URL('docs/rest/v1/get-users', server.url).href;
    const context = await browser.newContext({viewport, deviceScaleFactor, userAgent});
    const bytes = await measurePage(await context.newPage(), url, {origin: server.url});
    await context.close();
    const searches = await measureFirstSearches(browser, url, {viewport, deviceScaleFactor, userAgent});
    const searchBytes = searches.map(({query, bytes}) => ({query, bytes}));
    return {restFirstLoadJs: bytes.firstLoadJs, searchBytes};
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function scaleBench(siteDir: string, scale: number): Promise<number> {
  const {baseUrl, specFile} = readSiteSettings();
  const runs: ScaleRun[] = [];
  const work = mkdtempSync(path.join(os.tmpdir(), 'komodo-bench-scale-'));
  try {
    for (const factor of [1, scale]) {
      const spec = factor === 1 ? specFile : writeScaledSpec(path.resolve(siteDir, specFile), factor);
      const outDir = path.join(work, `x${factor}`);
      console.log(`bench: building ×${factor} (${spec}) into ${outDir}`);
      const timing = timedBuild(siteDir, {env: {SPEC_FILE: spec}, outDir});
      runs.push({scale: factor, timing, ...(await measureBuild(outDir, baseUrl))});
    }
  } finally {
    // The generated pages are those of the last build; make them the real spec's again.
    spawnSync('npm', ['run', 'gen'], {cwd: siteDir, stdio: 'inherit'});
    rmSync(work, {recursive: true, force: true});
  }
  const restBudget = byteBudgets.rest.firstLoadJs * 1024;
  console.log(`\n| scale | gen + build | REST page first-load JS | search: bytes to first results, most of ${typicalQueries.length} queries |\n| --- | --- | --- | --- |`);
  const failures: string[] = [];
  for (const run of runs) {
    const searchBudget = run.scale === 1 ? searchByteBudget.x1 : searchByteBudget.x10;
    const jsOk = run.restFirstLoadJs <= restBudget;
    const worst = run.searchBytes.reduce((most, query) => (query.bytes > most.bytes ? query : most));
    const searchOk = worst.bytes <= searchBudget;
    if (!jsOk) failures.push(`×${run.scale}: REST first-load JS ${kb(run.restFirstLoadJs)} KB > ${kb(restBudget)} KB`);
    if (!searchOk) failures.push(`×${run.scale}: search for "${worst.query}" ${kb(worst.bytes)} KB > ${kb(searchBudget)} KB`);
    const seconds = ((run.timing.genMs + run.timing.buildMs) / 1000).toFixed(1);
    console.log(
      `| ×${run.scale} | ${seconds} s (gen ${(run.timing.genMs / 1000).toFixed(1)} s) | ${kb(run.restFirstLoadJs)} KB ${jsOk ? '✓' : '✗'} | ` +
        `${kb(worst.bytes)} KB ("${worst.query}") ${searchOk ? '✓' : '✗'} (budget ${kb(searchBudget)} KB) |`,
    );
  }
  for (const run of runs) console.log(`×${run.scale} search bytes: ${run.searchBytes.map(({query, bytes}) => `${query} ${kb(bytes)} KB`).join(', ')}`);
  console.log(`\nOn ${os.availableParallelism()} cores; builds without the persistent cache.`);
  console.log('BENCHMARKS.md, "Search", holds these figures beside the query set\'s; update its rows by hand.');
  if (failures.length === 0) return 0;
  console.error(`\nBUDGETS MISSED:\n  ${failures.join('\n  ')}`);
  return 1;
}
