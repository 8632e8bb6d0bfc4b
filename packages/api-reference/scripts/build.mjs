// Builds the package's JavaScript (lib/) from the generator's TypeScript in
// this repository: `npm run build -w openapi-reference-site`, run by
// `npm pack` (prepack). What goes in is what the command line and a reference
// site need, found by following imports from their entry points: the
// generator (load, model, render, samples, search, the Docusaurus side), the
// reference pages' components and theme (generator/theme), their CSS;
// nothing of the Komodo site's guides, data or pages. Each file is compiled
// on its own, in place (lib/generator/…), so that Docusaurus finds the theme
// where the plugin says it is, and the work folder's `generator` link reaches
// the rest; the sources keep TypeScript's paths to their browser scripts,
// which are rewritten here to the compiled files' names.
import {chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build, transform} from 'esbuild';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(packageDir, '../..');
const lib = path.join(packageDir, 'lib');

/** Every file below a folder of the repository whose name matches, relative to the repository. */
function filesIn(folder, pattern) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(repo, dir), {withFileTypes: true})) {
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
  'generator/cli.ts',
  'generator/site/reference.config.ts',
  'generator/site/docusaurus-plugin.ts',
  ...filesIn('generator/browser', /\.ts$/),
  ...filesIn('generator/site/code-highlighting', /\.ts$/),
  ...filesIn('generator/search', /\.ts$/),
  // The pages' components and the theme pieces they change, which the rest-docs plugin gives Docusaurus as its theme.
  ...filesIn('generator/theme', /\.tsx?$/),
];

/** The TypeScript files those reach, by following their imports (`@site/` is the repository). */
async function reached() {
  const {metafile} = await build({
    entryPoints: [...new Set(entryPoints)].map((file) => path.join(repo, file)),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    absWorkingDir: repo,
    outdir: path.join(packageDir, '.reached'),
    logLevel: 'silent',
    plugins: [
      {
        name: 'reach',
        setup(builder) {
          builder.onResolve({filter: /^@site\//}, (args) => builder.resolve(`./${args.path.slice('@site/'.length)}`, {resolveDir: repo, kind: args.kind}));
          // Packages, Docusaurus's aliases and stylesheets are not compiled here.
          builder.onResolve({filter: /^[^./]|\.css$/}, (args) => (args.path.startsWith('@site/') ? undefined : {path: args.path, external: true}));
        },
      },
    ],
  });
  return Object.keys(metafile.inputs).map((file) => path.relative(repo, path.resolve(repo, file))).filter((file) => /\.tsx?$/.test(file) && !file.startsWith('..'));
}

/**
 * Paths to TypeScript files that the sources hand to Docusaurus or esbuild
 * as strings: in the package they are the compiled files. Each must be found
 * where it is listed, so that a change of the sources fails the build here.
 */
const sourcePaths = {
  'generator/search/build/indexer.ts': ["'prepare-worker.ts'"],
  'generator/site/code-highlighting/index.ts': ["'no-prism-at-startup.ts'"],
  'generator/site/plugin.ts': ["'../browser/no-samples.ts'"],
  'generator/site/reference.config.ts': ["'generator/browser/hydration.ts'", "'generator/browser/open-anchor-target.ts'"],
  'generator/site/static-pages/index.ts': ["'generator/browser/static-page.ts'", "'generator/browser/static-page-links.ts'"],
};

async function main() {
  rmSync(lib, {recursive: true, force: true});
  const files = await reached();
  for (const file of files) {
    let source = readFileSync(path.join(repo, file), 'utf8');
    for (const literal of sourcePaths[file] ?? []) {
      if (!source.includes(literal)) throw new Error(`${file} no longer names ${literal}: update sourcePaths in packages/api-reference/scripts/build.mjs`);
      source = source.replaceAll(literal, literal.replace(/\.ts'$/, ".js'"));
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
    const out = path.join(lib, file.replace(/\.tsx?$/, '.js'));
    mkdirSync(path.dirname(out), {recursive: true});
    writeFileSync(out, file === 'generator/cli.ts' ? `#!/usr/bin/env node\n${code}` : code);
  }
  // What the compiled files read or load by path: stylesheets beside the components, the JavaScript
  // the static pages' compiler runs in its workers, the security headers' template.
  const folders = [...new Set(files.map((file) => path.dirname(file)))];
  const assets = [
    ...folders.flatMap((folder) => readdirSync(path.join(repo, folder)).filter((name) => /\.(css|js|mjs)$/.test(name)).map((name) => path.join(folder, name))),
    // The reference pages' global rules, which the Docusaurus plugin loads (beside the theme's components, not among them).
    'generator/theme/reference.css',
    'deploy/nginx.conf.template',
  ];
  for (const file of assets) {
    mkdirSync(path.dirname(path.join(lib, file)), {recursive: true});
    copyFileSync(path.join(repo, file), path.join(lib, file));
  }
  chmodSync(path.join(lib, 'generator/cli.js'), 0o755);
  const size = (dir) => readdirSync(dir, {withFileTypes: true}).reduce((total, entry) => total + (entry.isDirectory() ? size(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).size), 0);
  console.log(`api-reference: ${files.length} modules and ${assets.length} files into ${path.relative(process.cwd(), lib) || lib} (${(size(lib) / 1024).toFixed(0)} KB)`);
  if (!existsSync(path.join(lib, 'generator/cli.js'))) throw new Error('no lib/generator/cli.js');
}

main().catch((error) => {
  console.error(`api-reference build: ${error.message}`);
  process.exit(1);
});
