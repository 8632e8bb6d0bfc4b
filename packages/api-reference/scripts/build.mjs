// Builds the package's JavaScript (lib/) from its TypeScript (src/):
// `npm run build -w openapi-reference-site`, run by `npm pack` (prepack).
// What goes in is what the command line and a reference site need, found by
// following imports from their entry points: the generator (load, model,
// render, samples, search, the Docusaurus side), the reference pages'
// components and theme (src/theme), their CSS. Each file is compiled on its
// own, in the same tree (src/site/plugin.ts → lib/site/plugin.js), so that
// Docusaurus finds the theme where the plugin says it is; the sources keep
// TypeScript's paths to their browser scripts, which are rewritten here to
// the compiled files' names, and the one path out of the package (the
// security headers' template) is rewritten to its copy in lib/.
import {chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build, transform} from 'esbuild';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(packageDir, '../..');
const lib = path.join(packageDir, 'lib');

/** Every file below a folder of the package whose name matches, relative to the package. */
function filesIn(folder, pattern) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(packageDir, dir), {withFileTypes: true})) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (pattern.test(entry.name)) found.push(relative);
    }
  };
  walk(folder);
  return found;
}

/** What runs: the command line, the reference site's config and plugins, and what Docusaurus loads by path. */
const entryPoints = [
  'src/cli.ts',
  'src/site/reference.config.ts',
  'src/site/docusaurus-plugin.ts',
  ...filesIn('src/browser', /\.ts$/),
  ...filesIn('src/site/code-highlighting', /\.ts$/),
  ...filesIn('src/search', /\.ts$/),
  // The pages' components and the theme pieces they change, which the rest-docs plugin gives Docusaurus as its theme.
  ...filesIn('src/theme', /\.tsx?$/),
];

/** The TypeScript files those reach, by following their imports: all in src/, which imports nothing else of the repository. */
async function reached() {
  const {metafile} = await build({
    entryPoints: [...new Set(entryPoints)].map((file) => path.join(packageDir, file)),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    absWorkingDir: packageDir,
    outdir: path.join(packageDir, '.reached'),
    logLevel: 'silent',
    plugins: [
      {
        name: 'reach',
        setup(builder) {
          // Packages, Docusaurus's aliases and stylesheets are not compiled here.
          builder.onResolve({filter: /^[^./]|\.css$/}, (args) => ({path: args.path, external: true}));
        },
      },
    ],
  });
  const files = Object.keys(metafile.inputs).map((file) => path.relative(packageDir, path.resolve(packageDir, file))).filter((file) => /\.tsx?$/.test(file));
  const outside = files.find((file) => !file.startsWith(`src${path.sep}`));
  if (outside) throw new Error(`the package's sources reach ${outside}, outside src/: the package holds only src/`);
  return files;
}

/**
 * Paths to TypeScript files that the sources hand to Docusaurus or esbuild
 * as strings: in the package they are the compiled files. Each must be found
 * where it is listed, so that a change of the sources fails the build here.
 */
const sourcePaths = {
  'src/search/build/indexer.ts': ["'prepare-worker.ts'"],
  'src/site/code-highlighting/index.ts': ["'no-prism-at-startup.ts'"],
  'src/site/plugin.ts': ["'../browser/no-samples.ts'"],
  'src/site/reference.config.ts': ["'../browser/hydration.ts'", "'../browser/open-anchor-target.ts'"],
  'src/site/static-pages/index.ts': ["'../../browser/static-page.ts'", "'../../browser/static-page-links.ts'"],
};

/**
 * Paths from the sources out of the package, into the repository, and what
 * they are in lib/: the security headers' template, copied into lib/deploy/;
 * the repository the generator comes with, which a build may not write into,
 * is the package's lib/ itself. Found where listed, like sourcePaths.
 */
const repositoryPaths = {
  'src/site/security-headers.ts': {"'../../../../deploy/nginx.conf.template'": "'../deploy/nginx.conf.template'"},
  'src/reference.ts': {"const repo = path.resolve(__dirname, '../../..');": 'const repo = __dirname;'},
};

async function main() {
  rmSync(lib, {recursive: true, force: true});
  const files = await reached();
  for (const file of files) {
    let source = readFileSync(path.join(packageDir, file), 'utf8');
    for (const literal of sourcePaths[file] ?? []) {
      if (!source.includes(literal)) throw new Error(`${file} no longer names ${literal}: update sourcePaths in packages/api-reference/scripts/build.mjs`);
      source = source.replaceAll(literal, literal.replace(/\.ts'$/, ".js'"));
    }
    for (const [literal, compiled] of Object.entries(repositoryPaths[file] ?? {})) {
      if (!source.includes(literal)) throw new Error(`${file} no longer names ${literal}: update repositoryPaths in packages/api-reference/scripts/build.mjs`);
      source = source.replaceAll(literal, compiled);
    }
    const {code} = await transform(source, {
      loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
      format: 'cjs',
      platform: 'node',
      target: 'node22',
      jsx: 'automatic',
      sourcefile: file,
      legalComments: 'none',
    });
    const out = path.join(lib, path.relative('src', file).replace(/\.tsx?$/, '.js'));
    mkdirSync(path.dirname(out), {recursive: true});
    writeFileSync(out, file === 'src/cli.ts' ? `#!/usr/bin/env node\n${code}` : code);
  }
  // What the compiled files read or load by path: stylesheets beside the components, the JavaScript
  // the static pages' compiler runs in its workers, the security headers' template.
  const folders = [...new Set(files.map((file) => path.dirname(file)))];
  const assets = [
    ...folders.flatMap((folder) => readdirSync(path.join(packageDir, folder)).filter((name) => /\.(css|js|mjs)$/.test(name)).map((name) => path.join(folder, name))),
    // The reference pages' global rules, which the Docusaurus plugin loads (beside the theme's components, not among them).
    'src/theme/reference.css',
  ];
  for (const file of assets) {
    const out = path.join(lib, path.relative('src', file));
    mkdirSync(path.dirname(out), {recursive: true});
    copyFileSync(path.join(packageDir, file), out);
  }
  // The security headers' template, from the repository's deploy/ (repositoryPaths).
  mkdirSync(path.join(lib, 'deploy'), {recursive: true});
  copyFileSync(path.join(repo, 'deploy/nginx.conf.template'), path.join(lib, 'deploy/nginx.conf.template'));
  chmodSync(path.join(lib, 'cli.js'), 0o755);
  const size = (dir) => readdirSync(dir, {withFileTypes: true}).reduce((total, entry) => total + (entry.isDirectory() ? size(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).size), 0);
  console.log(`api-reference: ${files.length} modules and ${assets.length + 1} files into ${path.relative(process.cwd(), lib) || lib} (${(size(lib) / 1024).toFixed(0)} KB)`);
  if (!existsSync(path.join(lib, 'cli.js'))) throw new Error('no lib/cli.js');
}

main().catch((error) => {
  console.error(`api-reference build: ${error.message}`);
  process.exit(1);
});
