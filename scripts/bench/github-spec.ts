// GitHub's REST API description, for `npm run bench:scale`: the largest real
// spec we know of on npm (@octokit/openapi, generated/api.github.com.json:
// 1,223 operations, 969 schemas, 13 MB of JSON). The package is 29 MB packed
// and 400 MB unpacked, so it is not a devDependency: as .ci/run fetches Node,
// `npm pack` fetches it once into .cache/specs/ (gitignored), from which the
// one file is unpacked.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';

/** Pinned: the benchmark's figures are of this description. */
export const octokitOpenapiVersion = '23.0.2';

const cacheDir = path.resolve(__dirname, '../../.cache/specs');

/** The path of GitHub's description, fetched and unpacked on first use. */
export function githubSpec(): string {
  const dir = path.join(cacheDir, `octokit-openapi-${octokitOpenapiVersion}`);
  const file = path.join(dir, 'api.github.com.json');
  if (existsSync(file)) return file;
  mkdirSync(cacheDir, {recursive: true});
  const tarball = path.join(cacheDir, `octokit-openapi-${octokitOpenapiVersion}.tgz`);
  if (!existsSync(tarball)) {
    console.log(`bench: fetching @octokit/openapi@${octokitOpenapiVersion} (29 MB) into ${path.relative(process.cwd(), cacheDir)}/`);
    const pack = spawnSync('npm', ['pack', '--silent', `@octokit/openapi@${octokitOpenapiVersion}`], {cwd: cacheDir, encoding: 'utf8'});
    if (pack.status !== 0 || !existsSync(tarball)) throw new Error(`npm pack @octokit/openapi@${octokitOpenapiVersion} failed: ${pack.stderr}`);
  }
  const unpacking = `${dir}.tmp`;
  rmSync(unpacking, {recursive: true, force: true});
  mkdirSync(unpacking, {recursive: true});
  const tar = spawnSync('tar', ['xzf', tarball, '-C', unpacking, '--strip-components=2', 'package/generated/api.github.com.json'], {encoding: 'utf8'});
  if (tar.status !== 0) throw new Error(`cannot unpack generated/api.github.com.json from ${tarball}: ${tar.stderr}`);
  renameSync(unpacking, dir);
  return file;
}
