// What the benches that run the reference pipeline on many specs share
// (bench:fuzz, fuzz.ts and fuzz-child.mts; bench:directory, directory.ts and
// directory-child.mts): `npm run reference`'s path up to the Docusaurus build
// (generate() into a work folder), the compile of the pages' MDX as
// Docusaurus's MDX loader parses it, and how a run that failed is told: a
// refusal in a sentence that names the file, a fault of the renderer, or an
// exception of the generator.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SpecError} from '../../packages/api-reference/src/load/load-spec';
import {generate, type SiteSettings} from '../../packages/api-reference/src/outputs';
import {referenceSiteIds, staticPagesFrom} from '../../packages/api-reference/src/reference';

/** mulberry32: a small seeded PRNG, numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `--name value` or `--name=value` of a command line. */
export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** A stack trace's lines in what a process printed. */
export const traceLine = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$|node:internal|^\s*at (async )?[\w.<>$]+ \(/m;

/** The settings `npm run reference` generates a spec's pages with (packages/api-reference/src/reference.ts prepareSite), into `workDir`. */
export function referenceSettings(spec: string, workDir: string): SiteSettings {
  return {
    siteDir: workDir,
    specFile: spec,
    siteUrl: 'http://localhost:3000',
    baseUrl: '/',
    reference: {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', reservedIds: referenceSiteIds, downloadName: 'openapi', strict: false, staticPagesFrom},
    staticDir: '.generated/static',
  };
}

/** generate() into `workDir`: the model and the MDX pages written (overview, operations, schemas), by file name. */
export async function generatePages(spec: string, workDir: string, reference: Partial<SiteSettings['reference']> = {}): Promise<{model: Awaited<ReturnType<typeof generate>>['model']; docs: string; pages: string[]}> {
  const settings = referenceSettings(spec, workDir);
  const {model} = await generate({...settings, reference: {...settings.reference, ...reference}});
  const docs = path.join(workDir, 'docs');
  const pages = readdirSync(docs, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx')).sort();
  return {model, docs, pages};
}

type Processor = {process: (file: {value: string; path: string}) => Promise<unknown>};
let processor: Promise<Processor> | undefined;

/**
 * The MDX compiler as Docusaurus's MDX loader sets it up for a .mdx page
 * (@docusaurus/mdx-loader, processor.js): @mdx-js/mdx with the remark plugins
 * that change what parses (front matter, directives, GFM, MDX 1's comments)
 * and its headings and table-of-contents plugins; not the ones that resolve
 * links and images against a site.
 */
async function mdxProcessor(): Promise<Processor> {
  const [{createProcessor}, frontmatter, directive, gfm, comment] = await Promise.all([import('@mdx-js/mdx'), import('remark-frontmatter'), import('remark-directive'), import('remark-gfm'), import('@slorber/remark-comment')]);
  /* eslint-disable @typescript-eslint/no-require-imports -- Docusaurus's own plugins, CommonJS files of its package */
  const headings = require('@docusaurus/mdx-loader/lib/remark/headings').default;
  const toc = require('@docusaurus/mdx-loader/lib/remark/toc').default;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return createProcessor({format: 'mdx', providerImportSource: '@mdx-js/react', remarkPlugins: [frontmatter.default, directive.default, [headings, {anchorsMaintainCase: false}], toc, gfm.default, comment.default]});
}

/** Compiles one page's MDX; the compiler's first line where it does not compile. */
export async function compileMdx(file: string): Promise<string | undefined> {
  const compiler = await (processor ??= mdxProcessor());
  try {
    await compiler.process({value: readFileSync(file, 'utf8'), path: file});
    return undefined;
  } catch (error) {
    return String((error as Error).message).split('\n')[0];
  }
}

/** How a run that threw ended: refused (a sentence naming the file; `placed` when it names file:line:col), a fault of the renderer (RenderError), or an exception (a message that does not say where). */
export function errorOutcome(error: unknown, spec: string): {outcome: 'refused' | 'fault' | 'exception'; said: string; placed: boolean} {
  const message = error instanceof Error ? error.message : String(error);
  const name = path.basename(spec);
  const said = message.split('\n').filter(Boolean).slice(0, 2).join(' / ').slice(0, 300);
  if (error instanceof Error && /RenderError/.test(error.name)) return {outcome: 'fault', said, placed: false};
  if (error instanceof SpecError || message.includes(name)) return {outcome: 'refused', said, placed: new RegExp(`${name.replace(/[.]/g, '\\.')}:\\d+:\\d+`).test(message)};
  return {outcome: 'exception', said, placed: false};
}
