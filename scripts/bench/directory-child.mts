// The worker of `npm run bench:directory` (scripts/bench/directory.ts): a
// long-lived process that takes many specs in turn (starting tsx costs about a
// second a spec). Each line of its stdin is a job, `{"spec": <file>, "work":
// <folder>}`; for each it generates the pages into the work folder as
// `npm run reference` does (spec-pages.ts), compiles every page's MDX
// (overview, operations, webhooks, schema pages) as Docusaurus's MDX loader
// does, deletes the folder, and writes one JSON line on file descriptor 3:
// the outcome (documented, refused, fault, exception, MDX), what was said,
// the times and the process's peak memory so far. The parent bounds each job
// by a timeout and the heap: a hang or a crash ends this process, and the
// parent starts another.
import {rmSync, writeSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {compileMdx, errorOutcome, generatePages} from './spec-pages';

interface Job {
  spec: string;
  work: string;
}

async function runOne({spec, work}: Job): Promise<Record<string, unknown>> {
  const started = Date.now();
  rmSync(work, {recursive: true, force: true});
  try {
    // Every description is modelled and rendered, whatever its size: a build refuses more than
    // 5,000 operations (--max-operations), which Microsoft Graph's two have.
    // The model's counts are kept, not the model: the pages are compiled without it in the heap (Microsoft Graph's beta, about 2.5 GB).
    const {model, docs, pages} = await generatePages(spec, work, {maxOperations: Number.POSITIVE_INFINITY}).then((generated) => ({
      ...generated,
      model: {operations: generated.model.operations.length, schemas: generated.model.schemas.length, warnings: generated.model.warnings.length},
    }));
    const generateMs = Date.now() - started;
    let largest = 0;
    for (const page of pages) {
      const compileStarted = Date.now();
      const failure = await compileMdx(path.join(docs, page));
      largest = Math.max(largest, Date.now() - compileStarted);
      if (failure !== undefined) return {outcome: 'MDX', said: `${page} does not compile as MDX: ${failure}`.slice(0, 400), operations: model.operations, pages: pages.length, generateMs, ms: Date.now() - started};
    }
    return {outcome: 'documented', said: '', operations: model.operations, schemas: model.schemas, pages: pages.length, warnings: model.warnings, generateMs, slowestPageMs: largest, ms: Date.now() - started};
  } catch (error) {
    const told = errorOutcome(error, spec);
    return {...told, ms: Date.now() - started, ...(told.outcome === 'refused' ? {} : {stack: error instanceof Error ? error.stack?.split('\n').slice(0, 12).join('\n') : undefined})};
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

const lines = createInterface({input: process.stdin});
for await (const line of lines) {
  if (!line.trim()) continue;
  const job = JSON.parse(line) as Job;
  const result = await runOne(job);
  writeSync(3, `${JSON.stringify({spec: job.spec, ...result, rssMb: Math.round(process.resourceUsage().maxRSS / 1024), heapMb: Math.round(process.memoryUsage().heapUsed / 1024 / 1024)})}\n`);
}
