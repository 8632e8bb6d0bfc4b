// GitHub's REST API description, for `npm run bench:scale`: the largest real
// spec we know of on npm (@octokit/openapi, generated/api.github.com.json:
// 1,223 operations, 969 schemas, 13 MB of JSON). The package is 29 MB packed
// and 400 MB unpacked, so it is not a devDependency: as .ci/run fetches Node,
// `npm pack` fetches it once into .cache/specs/ (gitignored), from which the
// one file is unpacked. Stripe's (stripe-spec.ts) is fetched the same way.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';

/** Pinned: the benchmark's figures are of this description. */
export const octokitOpenapiVersion = '23.0.2';

const cacheDir = path.resolve(__dirname, '../../.cache/specs');

/**
 * One file of an npm package, fetched with `npm pack` into .cache/specs/ and
 * unpacked there on first use: `name` is the package, `file` its path in it,
 * `size` what the message says it weighs. Returns the unpacked file's path.
 */
export function packedSpec(name: string, version: string, file: string, size: string): string {
  const base = `${name.replace(/^@/, '').replace(/\//g, '-')}-${version}`;
  const dir = path.join(cacheDir, base);
  const unpacked = path.join(dir, path.basename(file));
  if (existsSync(unpacked)) return unpacked;
  mkdirSync(cacheDir, {recursive: true});
  const tarball = path.join(cacheDir, `${base}.tgz`);
  if (!existsSync(tarball)) {
    console.log(`bench: fetching ${name}@${version} (${size}) into ${path.relative(process.cwd(), cacheDir)}/`);
    const pack = spawnSync('npm', ['pack', '--silent', `${name}@${version}`], {cwd: cacheDir, encoding: 'utf8'});
    if (pack.status !== 0 || !existsSync(tarball)) throw new Error(`npm pack ${name}@${version} failed: ${pack.stderr}`);
  }
  const unpacking = `${dir}.tmp`;
  rmSync(unpacking, {recursive: true, force: true});
  mkdirSync(unpacking, {recursive: true});
  const tar = spawnSync('tar', ['xzf', tarball, '-C', unpacking, `--strip-components=${file.split('/').length}`, `package/${file}`], {encoding: 'utf8'});
  if (tar.status !== 0) throw new Error(`cannot unpack ${file} from ${tarball}: ${tar.stderr}`);
  renameSync(unpacking, dir);
  return unpacked;
}

/** The path of GitHub's description, fetched and unpacked on first use. */
export function githubSpec(): string {
  return packedSpec('@octokit/openapi', octokitOpenapiVersion, 'generated/api.github.com.json', '29 MB');
}
