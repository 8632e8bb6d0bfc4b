// Static pages' MDX, compiled in worker threads (./mdx-worker.js) instead of
// the bundler's one JavaScript thread, where Docusaurus's MDX loader compiles
// one file at a time: GitHub's 1,494 pages are about 48 MB of MDX, most of the
// server's bundling time. A loader of the server's compiler only, put before
// the docs' MDX loader (`enforce: 'post'`): its pitch compiles the file with
// that loader's own code and options, and answers for it.
//
// The options of Docusaurus's MDX loader hold functions, which no worker can
// be sent; the docs plugin's are either data once each file's value is taken
// here (its metadata file, whether it is a partial, its assets) or what a
// worker can make again (the default front matter parser). A site whose
// loader has plugins or hooks of its own is compiled here as before. A file
// with a Markdown link to another file (which only the docs plugin can
// resolve) is compiled here too. The first files are also compiled here, and
// a difference stops the build: the workers' output is the loader's, byte for
// byte. Plain CommonJS: the bundler loads it by path.
const {readFileSync} = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {Worker} = require('node:worker_threads');
const {workerPool} = require('../../worker-pool');
const {mdxLoader} = require('@docusaurus/mdx-loader/lib/loader');
const {DEFAULT_PARSE_FRONT_MATTER} = require('@docusaurus/utils');

/** Options of the loader that are functions (or hold them), each replaced by its value for the file, or made again by the worker. */
const perFile = ['metadataPath', 'isMDXPartial', 'createAssets', 'resolveMarkdownLink', 'dependencies', 'processors'];
const pluginLists = ['remarkPlugins', 'rehypePlugins', 'recmaPlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];
/** Files compiled both ways before the workers' output is taken alone. */
const checkedFiles = 3;

/** What sendableOptions found, per options object: the loader passes every file the same one. */
const sendableCache = new WeakMap();

/** The loader's options as data for the workers, or why they cannot be (worked out once per options object). */
function sendableOptions(options) {
  if (!sendableCache.has(options)) sendableCache.set(options, checkOptions(options));
  return sendableCache.get(options);
}

function checkOptions(options) {
  // The processors the loader made from these options are made again in each worker.
  if (options.crossCompilerCache) return {why: 'the loader shares a cache between compilers'};
  if (pluginLists.some((list) => (options[list] ?? []).length > 0)) return {why: 'the site gives the MDX loader plugins of its own'};
  const {parseFrontMatter, preprocessor, ...markdownConfig} = options.markdownConfig ?? {};
  if (parseFrontMatter !== DEFAULT_PARSE_FRONT_MATTER || preprocessor) return {why: 'the site parses front matter or preprocesses Markdown itself'};
  const data = {...Object.fromEntries(Object.entries(options).filter(([key]) => !perFile.includes(key))), markdownConfig};
  try {
    return {data: structuredClone(data)};
  } catch (error) {
    return {why: `an option is not data (${error.message})`};
  }
}

/** The pool, one per process: the plugin that ends it may load this file apart from the bundler. */
const poolKey = Symbol.for('static-pages-mdx-workers');

/** The worker pool, made on the first file with the options it compiles with. */
function poolFor(data) {
  if (globalThis[poolKey]) return globalThis[poolKey];
  const pool = workerPool(() => new Worker(path.join(__dirname, 'mdx-worker.js'), {workerData: {options: data}}), {
    size: Math.max(1, Math.min(os.availableParallelism(), 4)),
    // Idle workers do not keep the build's process alive.
    unref: true,
    stopped: (message) => ({error: `the MDX worker stopped: ${message}`}),
  });
  globalThis[poolKey] = Object.assign(pool, {checked: 0, compiled: 0});
  return globalThis[poolKey];
}

/** Ends the workers (once the server's compile is done). */
async function closeMdxWorkers() {
  const pool = globalThis[poolKey];
  if (!pool) return;
  globalThis[poolKey] = undefined;
  await pool.close();
  console.log(`[static-pages] ${pool.compiled} MDX files compiled in ${pool.size} worker threads`);
}

/** Compiles the file here, with the loader itself. */
function compileHere(context, options, fileContent) {
  return new Promise((resolve, reject) => {
    mdxLoader.call(
      {_compiler: context._compiler, resource: context.resource, resourcePath: context.resourcePath, getOptions: () => options, addDependency: (file) => context.addDependency(file), async: () => (error, code) => (error ? reject(error) : resolve(code))},
      fileContent,
    );
  });
}

let unsendable;

/** @this {import('webpack').LoaderContext<Record<string, never>>} */
async function compile(options) {
  const filePath = this.resourcePath;
  const fileContent = readFileSync(filePath, 'utf8');
  this.addDependency(filePath);
  for (const file of options.dependencies ?? []) this.addDependency(file);
  const sendable = sendableOptions(options);
  if (!sendable.data) {
    if (!unsendable) {
      unsendable = sendable.why;
      console.warn(`[static-pages] MDX compiled on the bundler's thread: ${sendable.why}`);
    }
    return compileHere(this, options, fileContent);
  }
  const isMDXPartial = options.isMDXPartial?.(filePath) ?? false;
  const {frontMatter} = await options.markdownConfig.parseFrontMatter({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
  const task = {
    filePath,
    resource: this.resource,
    fileContent,
    isMDXPartial,
    metadataPath: isMDXPartial ? undefined : options.metadataPath?.(filePath),
    assets: options.createAssets && !isMDXPartial ? options.createAssets({filePath, frontMatter}) : undefined,
  };
  const workers = poolFor(sendable.data);
  const answer = await workers.run(task);
  if (answer.error) throw new Error(answer.error);
  if (answer.markdownLinks) return compileHere(this, options, fileContent);
  workers.compiled++;
  if (workers.checked < checkedFiles) {
    workers.checked++;
    const here = await compileHere(this, options, fileContent);
    if (here !== answer.code) throw new Error(`static pages: the MDX workers compiled ${filePath} unlike Docusaurus's loader; build with STATIC_PAGES_MDX_WORKERS=0`);
  }
  return answer.code;
}

/** @this {import('webpack').LoaderContext<Record<string, never>>} */
function pitch() {
  const docs = this.loaders.find((loader, index) => index > this.loaderIndex && /[\\/]@docusaurus[\\/]mdx-loader[\\/]/.test(loader.path));
  if (!docs || typeof docs.options !== 'object' || docs.options === null) return undefined;
  const callback = this.async();
  compile.call(this, docs.options).then((code) => callback(null, code), callback);
  return undefined;
}

module.exports = (source) => source;
module.exports.pitch = pitch;
module.exports.closeMdxWorkers = closeMdxWorkers;
