// `npm test`: every check, the README's scripts in two lanes and then the two
// slow suites. After `npm run gen`, the checks that read only the sources
// (tsc, lint, the unit and content suites, then the Komodo site's build) run
// beside the reference sites' builds: on two cores the first lane keeps about
// one busy and the builds about one and a half. `npm run gen` compiles the
// package, so build:references does not compile it again: no step deletes
// the package's lib/ while another reads it. Then the
// integration suite and the browser suite, one after the other, since each
// keeps both cores busy on its own.
//
// A lane's steps print their output whole when each ends, so that two lanes
// never interleave; the last two stream theirs. The first step that fails
// stops the others and `npm test` exits 1, naming it.
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..');

/** A script of package.json, with its arguments; `pre` scripts are skipped where `npm run gen` has run just before. */
interface Step {
  script: string;
  args?: string[];
  withoutPre?: boolean;
}

const lanes: Step[][] = [
  [{script: 'typecheck:tsc'}, {script: 'lint'}, {script: 'test:unit'}, {script: 'test:content'}, {script: 'build', withoutPre: true}],
  [{script: 'build:references', args: ['--compiled']}],
];

const running = new Set<ChildProcess>();
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
const times: string[] = [];

/** Runs one script with npm; its output streams through, or is kept and printed whole when it ends. */
function run({script, args: scriptArgs = [], withoutPre}: Step, stream: boolean): Promise<void> {
  const started = Date.now();
  const args = ['run', script, ...(withoutPre ? ['--ignore-scripts'] : []), ...(scriptArgs.length ? ['--', ...scriptArgs] : [])];
  const child = spawn('npm', args, {cwd: siteDir, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: true});
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('close', (status, signal) => {
      running.delete(child);
      process.stdout.write(output);
      times.push(`${script} ${seconds(Date.now() - started)}`);
      if (status === 0) resolve();
      else reject(new Error(`npm test: \`npm run ${script}\` failed (${signal ?? `exit ${status}`}); its output is above`));
    });
  });
}

/** Stops the steps still running, each with the processes it started. */
function stopAll(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already ended.
    }
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  try {
    await run({script: 'gen'}, true);
    await Promise.all(
      lanes.map(async (lane) => {
        for (const step of lane) await run(step, false);
      }),
    );
    await run({script: 'test:integration'}, true);
    await run({script: 'test:e2e'}, true);
  } catch (error) {
    stopAll();
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`npm test: every check passed in ${seconds(Date.now() - started)} (${times.join(', ')})`);
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

void main();
