// The samples of a large real API on a validating mock, for `npm run
// bench:scale`: every generated sample (curl, JavaScript, Python, Go, PHP,
// Ruby, Java) of an even spread of GitHub's or Stripe's operations (every nth,
// across all its tags) runs against a Prism mock of the spec with request validation on,
// as tests/integration/samples-oas-examples.test.ts runs every sample of
// @readme/oas-examples in `npm test`. Before each sample the runner calls the
// proxy's `/__sample/<key>` marker, so that each request Prism answers is put
// down to the sample that sent it. A sample is refused when Prism answers one
// of its requests with an error of its own about the request, or when none of
// its requests reaches the mock.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import {prismHost, prismRefusal, sampleEnvironment, sampleRoute, serverBases, serverWithDefaults} from '../../tests/integration/prism';
import {batchLanguages, runBatch, runnerMissing, runProcess, type BatchLanguage, type BatchSample} from '../../tests/integration/sample-batches';

const siteDir = path.resolve(__dirname, '../..');

/** The languages run one process a sample: each sample is a file run by its interpreter. */
const scripts: Record<string, {file: string; command: string}> = {
  curl: {file: 'sample.sh', command: 'bash'},
  javascript: {file: 'sample.mjs', command: process.execPath},
  python: {file: 'sample.py', command: 'python3'},
};

export interface SampleRun {
  operations: number;
  samples: number;
  accepted: number;
  /** Languages not run, with what to install. */
  skipped: string[];
  /** Each refused sample: the operation, the language and why. */
  refused: string[];
}

/**
 * Runs every generated sample of `count` operations of `specFile` (spread evenly over its operations) on a validating Prism mock;
 * `requestsOnly`, of the document as request validation reads it (prism.ts), which Prism loads where it cannot load the whole.
 */
export async function runSamplesOnMock(specFile: string, count: number, options: {requestsOnly?: boolean} = {}): Promise<SampleRun> {
  const model = await loadApiModel(specFile, {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'spec', strict: false}, siteDir);
  const operations = model.operations.filter((op) => op.kind === 'operation');
  const step = Math.max(1, Math.floor(operations.length / count));
  const chosen = operations.filter((_, index) => index % step === 0).slice(0, count);
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-samples-'));
  // The files that upload samples send (packages/api-reference/src/samples/plan.ts, uploadFile), as the sample tests have them.
  for (const file of ['example.png', 'example.bin', 'example.pdf', 'example.jpg']) writeFileSync(path.join(work, file), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  const {route, answers, mark} = sampleRoute(serverBases(chosen));
  const host = prismHost();
  const mock = await host.start(specFile, route, {errors: false, requestsOnly: options.requestsOnly});
  const run: SampleRun = {operations: chosen.length, samples: 0, accepted: 0, skipped: [], refused: []};
  const env = sampleEnvironment(chosen, mock.origin);
  const judge = (key: string, failure: string) => {
    run.samples++;
    const got = answers.get(key) ?? [];
    const refusal = got.map(prismRefusal).find(Boolean) ?? (got.length === 0 ? `no request reached the mock: ${failure.trim().slice(0, 300)}` : undefined);
    if (refusal) run.refused.push(`${key}: ${refusal}`);
    else run.accepted++;
  };
  try {
    const batches = new Map<BatchLanguage, BatchSample[]>(batchLanguages.map((language) => [language, []]));
    for (const op of chosen) {
      const origin = /^[a-z]+:\/\/[^/]+/i.exec(serverWithDefaults(op))?.[0];
      for (const sample of op.samples.filter((candidate) => candidate.origin === 'generated')) {
        const key = `${op.method} ${op.path} (${op.id}), ${sample.label}`;
        const code = origin ? sample.code.split(origin).join(mock.origin) : sample.code;
        const batch = batches.get(sample.language as BatchLanguage);
        if (batch) batch.push({key, code});
        const script = scripts[sample.language];
        if (!script) continue;
        writeFileSync(path.join(work, script.file), code);
        mark(key);
        const ran = await runProcess(script.command, [script.file], {cwd: work, env, timeout: 30_000});
        judge(key, `exit ${ran.status}: ${ran.output}`);
      }
    }
    for (const [language, samples] of batches) {
      const missing = runnerMissing(language);
      if (missing) {
        run.skipped.push(missing);
        continue;
      }
      const results = await runBatch(language, samples, {dir: work, cwd: work, env, marker: mock.origin});
      for (const {key} of samples) judge(key, results[key]?.output ?? 'no result');
    }
  } finally {
    await mock.stop();
    host.close();
    rmSync(work, {recursive: true, force: true});
  }
  return run;
}
