// Whether build/ reflects the sources, and a timed `gen` + `docusaurus build`.
import {spawnSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// What the build reads. Generated files (docs/rest/v1/*.api.mdx, .generated/)
// are gitignored, so listing through git leaves them out: `npm run gen` alone
// (which `typecheck` runs) does not make the build look stale.
const sources = [
  'docusaurus.config.ts', 'sidebars.ts', 'package.json', 'package-lock.json',
  'docs', 'src', 'static', 'openapi', 'packages/api-reference/src', 'scripts',
];
// The benchmark and the browser it drives are not inputs of the build.
const notSources = /^scripts\/(bench(\.ts|\/)|chromium\.ts$)/;

/** Why build/ must be rebuilt, or undefined when it is newer than every source. */
export function staleReason(siteDir: string): string | undefined {
  const marker = path.join(siteDir, 'build', 'index.html');
  if (!existsSync(marker)) return 'build/ is missing';
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...sources], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  if (listed.status !== 0) {
    console.warn('bench: cannot list the sources with git; using build/ as it is (pass --build to rebuild)');
    return undefined;
  }
  const built = statSync(marker).mtimeMs;
  const newer = listed.stdout
    .split('\0')
    .filter((file) => file && !notSources.test(file))
    .find((file) => {
      const full = path.join(siteDir, file);
      return existsSync(full) && statSync(full).mtimeMs > built;
    });
  return newer ? `${newer} is newer than build/` : undefined;
}

export interface BuildTiming {
  genMs: number;
  buildMs: number;
  cores: number;
}

function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): number {
  const start = performance.now();
  const run = spawnSync(command, args, {cwd, stdio: 'inherit', env});
  if (run.status !== 0) throw new Error(`\`${command} ${args.join(' ')}\` failed (exit ${run.status ?? run.signal})`);
  return performance.now() - start;
}

/**
 * `npm run gen` then `docusaurus build`, the two halves of `npm run build`,
 * timed separately. The build skips Rspack's persistent cache
 * (node_modules/.cache): a cold build is what CI pays after `npm ci`, and its
 * time does not depend on what earlier builds left behind. `env` adds to the
 * environment (e.g. SPEC_FILE); `outDir` builds somewhere other than build/.
 */
export function timedBuild(siteDir: string, options: {env?: NodeJS.ProcessEnv; outDir?: string} = {}): BuildTiming {
  const env = {...process.env, ...options.env};
  const genMs = timed('npm', ['run', 'gen'], siteDir, env);
  const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
  const outDir = options.outDir ? ['--out-dir', options.outDir] : [];
  const buildMs = timed(docusaurus, ['build', ...outDir], siteDir, {...env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'});
  return {genMs, buildMs, cores: os.availableParallelism()};
}
