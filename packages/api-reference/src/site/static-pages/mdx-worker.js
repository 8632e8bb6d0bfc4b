// A worker thread of ./mdx-compile.js: compiles static pages' MDX with
// Docusaurus's own MDX loader, given the loader's options as data (what the
// main thread checked can be sent) and each file's values of the options that
// are functions there. Plain CommonJS: it runs as a worker script by path.
const {parentPort, workerData} = require('node:worker_threads');
const {mdxLoader} = require('@docusaurus/mdx-loader/lib/loader');
const {createProcessors} = require('@docusaurus/mdx-loader/lib/processor');
const {DEFAULT_PARSE_FRONT_MATTER} = require('@docusaurus/utils');

/** The Markdown links the file asked the docs plugin to resolve: none is resolvable here, so the main thread compiles such a file itself. */
let markdownLinks = 0;

const base = {
  ...workerData.options,
  markdownConfig: {...workerData.options.markdownConfig, parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER},
  resolveMarkdownLink: () => {
    markdownLinks++;
    return null;
  },
};
const processors = createProcessors({options: base});

/** Compiles one file as the loader would in the server's compiler. */
async function compile({filePath, resource, fileContent, metadataPath, isMDXPartial, assets}) {
  const options = {...base, processors: await processors, metadataPath: () => metadataPath, isMDXPartial: () => isMDXPartial, createAssets: () => assets};
  markdownLinks = 0;
  return new Promise((resolve, reject) => {
    const context = {
      _compiler: {name: 'server'},
      resource,
      resourcePath: filePath,
      getOptions: () => options,
      addDependency: () => undefined,
      async: () => (error, code) => (error ? reject(error) : resolve(code)),
    };
    mdxLoader.call(context, fileContent);
  });
}

parentPort.on('message', async (task) => {
  try {
    const code = await compile(task);
    parentPort.postMessage(markdownLinks ? {id: task.id, markdownLinks} : {id: task.id, code});
  } catch (error) {
    // The loader's message names the file and the place; its stack is the worker's.
    parentPort.postMessage({id: task.id, error: String(error?.message ?? error)});
  }
});
