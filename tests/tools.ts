// System tools some tests need besides Node (nginx, python3 with requests):
// where to find them, and what a missing one means. Locally a test that needs
// a missing tool is skipped with the command that installs it; in CI
// (CI=true) it fails, since .ci/run installs them and a silent skip there
// would hide a broken check.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';

export const inCi = Boolean(process.env.CI);

/** NGINX if set, else nginx on the PATH, else Debian's /usr/sbin (not on every PATH). */
export function findNginx(): string | undefined {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx'));
  return [process.env.NGINX, ...onPath, '/usr/sbin/nginx'].find((file): file is string => !!file && existsSync(file));
}

export const installNginx = 'nginx is not installed (apt-get install nginx, or set NGINX=/path/to/nginx)';

/**
 * The interpreter that `python3` runs, found once, where it has requests (which the Python samples
 * import); undefined where either is missing. The samples run on it by its path: where `python3` is
 * a version manager's shim (pyenv's is a chain of shell scripts), each run paid for the shim again,
 * 14 of the 60 Python runs' 15 s of CPU in samples-oas-examples.test.ts.
 */
export const python3: string | undefined = (() => {
  const probe = spawnSync('python3', ['-c', 'import sys, requests; print(sys.executable)'], {encoding: 'utf8'});
  return probe.status === 0 ? probe.stdout.trim() || 'python3' : undefined;
})();

/**
 * A port nothing listens on now, for a server a test starts (Prism, nginx, the dev server), chosen
 * below the range the kernel gives ports from (32768 and up on Linux). A port the kernel gave (a
 * probe listening on 0) was taken between the probe and Prism's own listen (EADDRINUSE, in a
 * clean-clone run): the kernel gives the same range to outgoing connections, which the samples and
 * Chromium open by the hundred, and to other tests' probes. A port chosen here is taken only by
 * another test choosing the same one; the probe tries another while it is.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port from 20000 to 31999 after 20 tries');
}
