// One run of `npm run bench:fuzz` (scripts/bench/fuzz.ts), in a process of its
// own so that a hang or a heap exhausted can be bounded by the parent:
// `tsx scripts/bench/fuzz-child.ts <spec> <work dir> <pages to compile>`.
//
// The path of `npm run reference` (packages/api-reference/src/reference.ts) up to the
// Docusaurus build: its arguments, generate() into a work folder, and then
// each page's MDX compiled as Docusaurus's MDX loader compiles it
// (spec-pages.ts: a page that does not compile here fails the build there).
// At most <pages> operation pages are compiled, spread over the list, and the
// overview always.
//
// What it prints is what the reference command prints, with one difference:
// an error that is not the spec's (not a SpecError) and whose message does not
// name the spec file gets its stack too, as a fault of the generator to be
// found (`npm run reference` prints its message alone, a sentence that does
// not say where). Exit 0: documented; 1: refused (or a fault); 3: a page that
// does not compile as MDX.
import path from 'node:path';
import {SpecError} from '../../packages/api-reference/src/load/load-spec';
import {parseArgs} from '../../packages/api-reference/src/reference';
import {compileMdx, generatePages} from './spec-pages';

async function main(): Promise<void> {
  const [spec, workDir, pagesArg = '20'] = process.argv.slice(2);
  const args = parseArgs([spec, '--out', path.join(workDir, 'out')]);
  const started = Date.now();
  const {model, docs, pages} = await generatePages(args.spec, workDir);
  const generatedMs = Date.now() - started;
  const overview = pages.filter((file) => file.endsWith('.info.mdx'));
  const operations = pages.filter((file) => file.endsWith('.api.mdx'));
  const limit = Math.max(0, Number(pagesArg));
  const step = operations.length > limit ? operations.length / limit : 1;
  const chosen = [...overview, ...Array.from({length: Math.min(limit, operations.length)}, (_, i) => operations[Math.floor(i * step)])];
  for (const page of chosen) {
    const failure = await compileMdx(path.join(docs, page));
    if (failure !== undefined) {
      console.error(`fuzz: ${page} does not compile as MDX: ${failure}`);
      process.exit(3);
    }
  }
  console.log(`fuzz-result ${JSON.stringify({pages: model.operations.length, compiled: chosen.length, generatedMs, ms: Date.now() - started, warnings: model.warnings.length})}`);
}

process.on('exit', () => console.log(`fuzz-rss ${process.resourceUsage().maxRSS}`));
main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`reference: ${error instanceof SpecError ? `the spec cannot be read:\n${message}` : message}`);
  const spec = process.argv[2] ?? '';
  if (!(error instanceof SpecError) && !message.includes(path.basename(spec)) && error instanceof Error) console.error(error.stack);
  process.exit(1);
});
