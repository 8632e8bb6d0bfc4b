// Docusaurus as the generator runs it, from wherever the generator is
// installed (this repository, or a user's node_modules): its command line, the
// node_modules folder its packages are in, and a run whose messages come back
// without Docusaurus's stack traces (./build-failure.ts tells a failure in
// the spec's terms). `npm run build` (the Komodo site), `api-reference build`
// and `api-reference dev` all run it so.
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import path from 'node:path';
import {withoutTraces} from './build-failure';

/** The node_modules folder the generator's packages are installed in. */
export function modulesFolder(): string {
  return path.resolve(path.dirname(require.resolve('@docusaurus/core/package.json')), '../..');
}

/** Docusaurus's command line, to run with this Node. */
export function docusaurusCli(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');
}

/** `docusaurus <args>` in `cwd`, its standard error read: the run, and its messages without stack traces. */
export function runDocusaurus(args: string[], options: {cwd: string; env?: NodeJS.ProcessEnv}): {run: SpawnSyncReturns<string>; messages: string} {
  const run = spawnSync(process.execPath, [docusaurusCli(), ...args], {
    cwd: options.cwd,
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: options.env ?? process.env,
  });
  return {run, messages: withoutTraces(run.stderr ?? '')};
}
