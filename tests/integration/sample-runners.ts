// A runner is one process that runs group after group of samples (a spec's
// samples of one language), where a process per group would start a JVM, a
// Python with requests, a Ruby with Net::HTTP or a Node 59 times for
// @readme/oas-examples alone: its Java groups took 25 s of CPU so, of the
// suite's 97 s.
//
// The runner reads a job a line on its standard input, its fields separated
// by tabs: a token, then the runner's own arguments. Its last argument is a
// file with a `NAME=value` line for each variable the group's environment
// has beyond the runner's own (a spec's secrets, its BASE_URL): the runner
// sets them for the group and takes them away after it. When the group's
// results file is written, the runner prints the token on a line of its
// standard output. A runner that exits in a group (a sample that ends its
// process) fails only that group; the next group starts a new runner.
//
// The curl, JavaScript and Python runners are here (sampleRunners); the Java
// and Ruby ones, which run compiled or loaded batches, in ./sample-batches.ts.
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {python3} from '../tools';

export interface RunnerOptions {
  /** Where the samples run: the files they upload are there. */
  cwd: string;
  /** Where the job's environment files are written. */
  dir: string;
  /** How long a group may take before its runner is stopped. */
  timeout: number;
}

export interface JobResult {
  /** 0 when the runner answered; else its exit status (1 where it was stopped or ended without an answer). */
  status: number | null;
  /** What the runner printed while it ran the group, both streams. */
  output: string;
}

/** The variables of `env` that the runners' environment (this process's) lacks or has otherwise, as an environment file's lines. */
function environmentFile(env: NodeJS.ProcessEnv): string {
  const lines = Object.entries(env)
    .filter(([name, value]) => value !== undefined && process.env[name] !== value)
    .map(([name, value]) => {
      if (/[\n=]/.test(name) || value!.includes('\n')) throw new Error(`a runner's environment variable cannot hold a line break: ${name}`);
      return `${name}=${value}\n`;
    });
  const missing = Object.keys(process.env).filter((name) => !(name in env));
  if (missing.length) throw new Error(`a runner's group can add variables to its environment, not take them away: ${missing.join(', ')}`);
  return lines.join('');
}

/** One process of a pool, and the job it is running. */
interface Runner {
  child: ChildProcessWithoutNullStreams;
  output: string;
  /** Called on each chunk of output and when the process ends. */
  onChange?: () => void;
  exit?: number | null;
}

/** Runners of one command, as many as there are groups at once; each group goes to an idle one, or to a new one. */
export class RunnerPool {
  private readonly idle: Runner[] = [];
  private readonly all = new Set<Runner>();

  constructor(
    private readonly command: string,
    private readonly args: string[],
    private readonly options: RunnerOptions,
  ) {}

  private start(): Runner {
    const child = spawn(this.command, this.args, {cwd: this.options.cwd, env: process.env});
    const runner: Runner = {child, output: ''};
    const onData = (chunk: Buffer) => {
      runner.output += chunk.toString();
      runner.onChange?.();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    // A runner that has ended refuses its input (EPIPE): its job ends when the process's end is seen, below.
    child.stdin.on('error', () => undefined);
    const ended = (status: number) => {
      runner.exit ??= status;
      this.all.delete(runner);
      if (this.idle.includes(runner)) this.idle.splice(this.idle.indexOf(runner), 1);
      runner.onChange?.();
    };
    child.on('close', (status) => ended(status ?? 1));
    child.on('error', (error) => {
      runner.output += String(error);
      ended(1);
    });
    this.all.add(runner);
    return runner;
  }

  /** Runs one group: `args` are the job's arguments before its environment file, `env` the group's whole environment. */
  run(args: string[], env: NodeJS.ProcessEnv): Promise<JobResult> {
    const runner = this.idle.pop() ?? this.start();
    const id = randomBytes(8).toString('hex');
    const token = `runner-done-${id}`;
    // Named by the job, not by a count of the pool's: the pools of several languages share a folder and run at once.
    const envFile = path.join(this.options.dir, `env-${id}.txt`);
    writeFileSync(envFile, environmentFile(env));
    runner.output = '';
    return new Promise((resolve) => {
      const finish = (result: JobResult) => {
        clearTimeout(timer);
        runner.onChange = undefined;
        if (result.status === 0 && runner.exit === undefined) this.idle.push(runner);
        else runner.child.kill('SIGKILL');
        resolve(result);
      };
      const timer = setTimeout(() => finish({status: 1, output: `${runner.output}\nstopped after ${this.options.timeout} ms`}), this.options.timeout);
      runner.onChange = () => {
        const done = runner.output.indexOf(`${token}\n`);
        if (done >= 0) finish({status: 0, output: runner.output.slice(0, done)});
        else if (runner.exit !== undefined) finish({status: runner.exit || 1, output: runner.output});
      };
      runner.child.stdin.write(`${[token, ...args, envFile].join('\t')}\n`);
    });
  }

  /** Ends every runner: each exits at the end of its input. */
  close(): void {
    for (const runner of this.all) runner.child.stdin.end();
    this.idle.length = 0;
  }
}

/** The languages whose samples a runner of sampleRunners runs, each sample on its own (not compiled together: ./sample-batches.ts). */
export const sampleLanguages = ['curl', 'javascript', 'python'] as const;
export type SampleLanguage = (typeof sampleLanguages)[number];

/**
 * The runners of the curl, JavaScript and Python samples: a job's arguments are the marker's origin
 * ('' for none), a list of samples ([{key, file}], in JSON) and the results file. The runner runs
 * the samples in turn, each after the marker where there is one, and writes {key: {status, output}}
 * to the results file: a sample fails by exiting with an error (curl) or throwing.
 */
const harness: Record<SampleLanguage, string> = {
  curl: nodeRunner([
    'import {spawnSync} from "node:child_process";',
    'const runSample = (file) => {',
    '  const run = spawnSync("bash", ["-e", "-o", "pipefail", file], {encoding: "utf8", timeout: 30000});',
    '  return {status: run.status ?? 1, output: run.stdout + run.stderr};',
    '};',
  ]),
  javascript: nodeRunner([
    'import {pathToFileURL} from "node:url";',
    'const runSample = async (file) => {',
    '  try { await import(pathToFileURL(file).href); return {status: 0, output: ""}; }',
    '  catch (error) { return {status: 1, output: String(error?.stack ?? error)}; }',
    '};',
  ]),
  python: [
    'import json, os, runpy, sys, traceback, urllib.parse, urllib.request',
    'base = dict(os.environ)',
    '# A job a line: its token, the marker\'s origin, the samples\' list, the results file, the environment file.',
    'for line in sys.stdin:',
    '    token, origin, listing, out, env_file = line.rstrip("\\n").split("\\t")',
    '    os.environ.clear()',
    '    os.environ.update(base)',
    '    with open(env_file) as variables:',
    '        os.environ.update(pair.rstrip("\\n").split("=", 1) for pair in variables)',
    '    results = {}',
    '    for item in json.load(open(listing)):',
    '        if origin:',
    '            urllib.request.urlopen(origin + "/__sample/" + urllib.parse.quote(item["key"], safe="")).read()',
    '        try:',
    '            runpy.run_path(item["file"], run_name="__main__")',
    '            results[item["key"]] = {"status": 0, "output": ""}',
    '        except BaseException:',
    '            results[item["key"]] = {"status": 1, "output": traceback.format_exc()}',
    '    json.dump(results, open(out, "w"))',
    '    print(token, flush=True)',
  ].join('\n'),
};

/** A Node runner whose `runSample(file)` (the lines given) runs one sample and tells {status, output}. */
function nodeRunner(runSample: string[]): string {
  return [
    'import {readFileSync, writeFileSync} from "node:fs";',
    'import {createInterface} from "node:readline";',
    ...runSample,
    'const base = {...process.env};',
    '// A job a line: its token, the marker\'s origin, the samples\' list, the results file, the environment file.',
    'for await (const line of createInterface({input: process.stdin})) {',
    '  const [token, origin, list, out, envFile] = line.split("\\t");',
    '  for (const name of Object.keys(process.env)) if (!(name in base)) delete process.env[name];',
    '  Object.assign(process.env, base);',
    '  for (const pair of readFileSync(envFile, "utf8").split("\\n").filter(Boolean)) process.env[pair.slice(0, pair.indexOf("="))] = pair.slice(pair.indexOf("=") + 1);',
    '  const results = {};',
    '  for (const {key, file} of JSON.parse(readFileSync(list, "utf8"))) {',
    '    if (origin) await fetch(`${origin}/__sample/${encodeURIComponent(key)}`);',
    '    results[key] = await runSample(file);',
    '  }',
    '  writeFileSync(out, JSON.stringify(results));',
    '  process.stdout.write(`${token}\\n`);',
    '}',
  ].join('\n');
}

/** The curl, JavaScript and Python runners, their files in `dir`, where their samples run too; each a pool (RunnerPool). */
export function sampleRunners(dir: string): Record<SampleLanguage, RunnerPool> {
  return Object.fromEntries(
    sampleLanguages.map((language) => {
      const file = path.join(dir, `harness-${language}.${language === 'python' ? 'py' : 'mjs'}`);
      writeFileSync(file, harness[language]);
      return [language, new RunnerPool(language === 'python' ? (python3 ?? 'python3') : process.execPath, [file], {cwd: dir, dir, timeout: 240_000})];
    }),
  ) as Record<SampleLanguage, RunnerPool>;
}
