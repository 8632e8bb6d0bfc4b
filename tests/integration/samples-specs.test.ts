// Runs the curl, JavaScript, Python, Go, PHP, Ruby and Java samples of every operation of specs
// that are not Komodo's (the two real ones of @readme/oas-examples and our
// kitchen-sink spec) against a Prism mock of each spec, with request
// validation on: a sample whose request the mock rejects (wrong body, media
// type, parameter or credentials), or that fails on the mock's answer, fails
// its test, named after the operation and the language.
//
// Prism serves every path at its root, whatever the spec's server URL says,
// so a small proxy in front of it takes the server's base path off (the
// samples send the URL a reader would) and records what the samples sent.
// Prism is given the spec without its callbacks, so that it never calls out.
// Go, PHP, Ruby and Java are compiled once for the three specs, and run in
// one group per spec (./sample-batches.ts); curl, JavaScript and Python
// samples each in a runner of their language (./sample-runners.ts).
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type ApiModel} from '../../packages/api-reference/src/model/api';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import type {OperationModel} from '../../packages/api-reference/src/model/operation';
import {baseUrlVariable, buildSamples, type Sample} from '../../packages/api-reference/src/samples/samples';
import {inCi, python3} from '../tools';
import {startPrism, type PrismMock} from './prism';
import {batchLanguages, buildBatches, closeBatches, runBatches, runnerMissing, type BatchLanguage, type BatchResult} from './sample-batches';
import {sampleRunners, type SampleLanguage} from './sample-runners';
import {referenceSpecs} from '../../scripts/reference-specs';

const siteDir = path.resolve(__dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'reference-samples-'));
// The files the upload samples send (and they are read where the samples run).
for (const file of ['example.png', 'example.bin', 'example.pdf', 'example.jpg']) writeFileSync(path.join(work, file), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));

const pythonRequests = Boolean(python3);

/** A spec without callbacks: Prism would call their URLs, which are not ours. */
function withoutCallbacks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCallbacks);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'callbacks').map(([key, inner]) => [key, withoutCallbacks(inner)]));
}

interface Mock extends PrismMock {
  /** Requests the samples sent, and Prism's status for each. */
  seen: {path: string; status: number}[];
}

async function startMock(name: string, model: ApiModel, basePaths: string[]): Promise<Mock> {
  const file = path.join(work, `${name}.json`);
  writeFileSync(file, JSON.stringify(withoutCallbacks(model.original)));
  const seen: Mock['seen'] = [];
  const mock = await startPrism(file, name, (incoming) => {
    const base = basePaths.find((prefix) => prefix && incoming.url?.startsWith(`${prefix}/`)) ?? '';
    const forwarded = (incoming.url ?? '/').slice(base.length);
    return {path: forwarded, onAnswer: (status) => seen.push({path: forwarded, status})};
  });
  return {...mock, seen};
}

/** Every secret a sample may read, with a placeholder value; the mock checks that credentials are sent, not what they are. */
function envFor(ops: OperationModel[], origin: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...process.env, [baseUrlVariable]: origin};
  for (const op of ops) {
    for (const scheme of op.security.flat()) {
      for (const variable of Object.values(scheme.variables)) if (variable) env[variable] = 'mock-secret';
    }
  }
  return env;
}

/** The curl, JavaScript and Python runners (./sample-runners.ts): each sample is a job, a few at a time. */
const runners = sampleRunners(work);

/** Runs one sample file in its language's runner: its status, and what it printed or threw. */
async function run(language: SampleLanguage, key: string, file: string, env: NodeJS.ProcessEnv): Promise<{status: number; output: string}> {
  const list = path.join(work, `${key}.list.json`);
  const out = path.join(work, `${key}.result.json`);
  writeFileSync(list, JSON.stringify([{key, file}]));
  const job = await runners[language].run(['', list, out], env);
  try {
    const result = (JSON.parse(readFileSync(out, 'utf8')) as Record<string, {status: number; output: string}>)[key];
    return {status: result.status, output: `${job.output}${result.output}`};
  } catch {
    return {status: 1, output: `the ${language} runner stopped: ${job.output}`};
  }
}

/** The operation's first server, its variables at their defaults (as the samples have it). */
const serverWithDefaults = (op: OperationModel) =>
  op.servers[0].url.replace(/\{([^}]+)\}/g, (_whole, variable: string) => op.servers[0].variables.find((v) => v.name === variable)?.defaultValue ?? '');

/** The statuses an operation documents, and whether one of them is a success (2xx, 2XX or default). */
const statusesOf = (op: OperationModel) => op.responses.map((response) => response.status);
const answersSuccess = (op: OperationModel) => statusesOf(op).some((status) => /^(2\d\d|2XX|default)$/i.test(status));

/** The server origin a sample's URL starts with, e.g. `https://api.shop.example.com`. */
const originOf = (url: string) => /^[a-z]+:\/\/[^/]+/i.exec(url)?.[0];

const models = await Promise.all(
  referenceSpecs.map(async (spec) => {
    const model = await loadApiModel(spec.file, {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: spec.name, strict: false}, siteDir);
    return [spec.name, model] as const;
  }),
);

/** The mocks of the three specs, started together (Prism takes seconds to start). */
const mocks = new Map<string, Mock>();

beforeAll(async () => {
  await Promise.all(
    models.map(async ([name, model]) => {
      const operations = model.operations.filter((op) => op.kind === 'operation');
      const bases = [...new Set(operations.map((op) => new URL(serverWithDefaults(op), 'http://relative').pathname.replace(/\/$/, '')))];
      mocks.set(name, await startMock(name, model, bases.sort((a, b) => b.length - a.length)));
    }),
  );
}, 120_000);

/** The results of each spec's batch of each language, by `<spec> <operation id>`. */
const batchResults = new Map<BatchLanguage, Map<string, BatchResult>>(batchLanguages.map((language) => [language, new Map()]));

beforeAll(async () => {
  // After the mocks: each language's samples of the three specs compiled once, a group per spec, then run a spec at a time.
  for (const language of batchLanguages.filter((candidate) => !runnerMissing(candidate))) {
    const groups = Object.fromEntries(
      models.map(([name, model]) => [
        name,
        model.operations.filter((op) => op.kind === 'operation').map((op) => ({key: `${name} ${op.id}`, code: onMock(op, model, mocks.get(name)!, language)})),
      ]),
    );
    const batches = await buildBatches(language, groups, work);
    try {
      for (const [name, model] of models) {
        const env = envFor(model.operations.filter((op) => op.kind === 'operation'), mocks.get(name)!.origin);
        for (const [key, result] of Object.entries(await runBatches(batches, name, {cwd: work, env}))) batchResults.get(language)!.set(key, result);
      }
    } finally {
      closeBatches(batches);
    }
  }
}, 600_000);

/** The sample as a reader would run it, with the server's origin standing for the mock. */
function onMock(op: OperationModel, model: ApiModel, mock: PrismMock, language: Sample['language']): string {
  // The samples made from the spec; a spec's own (x-codeSamples) call SDKs that are not installed here.
  const sample = buildSamples(op, model.doc).find((candidate) => candidate.origin === 'generated' && candidate.language === language);
  if (!sample) throw new Error(`${op.id} has no ${language} sample`);
  // The API's origin; a spec whose server is a path only reads it from BASE_URL instead.
  const origin = originOf(serverWithDefaults(op));
  return origin ? sample.code.split(origin).join(mock.origin) : sample.code;
}

afterAll(async () => {
  for (const pool of Object.values(runners)) pool.close();
  await Promise.all([...mocks.values()].map((mock) => mock.stop()));
  // The samples, their batches and results: this run's only.
  rmSync(work, {recursive: true, force: true});
});

describe.each(models)('%s', (name, model) => {
  const operations = model.operations.filter((op) => op.kind === 'operation');
  const mock = () => mocks.get(name)!;
  const env = () => envFor(operations, mock().origin);

  const code = (op: OperationModel, language: Sample['language']) => onMock(op, model, mock(), language);

  it(`documents every operation of ${name} with curl, JavaScript, Python, Go, PHP, Ruby and Java samples`, () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) {
      const languages = buildSamples(op, model.doc).filter((sample) => sample.origin === 'generated').map((sample) => sample.language);
      expect(languages.slice(0, 7), op.id).toEqual(['curl', 'javascript', 'python', 'go', 'php', 'ruby', 'java']);
    }
  });

  // One test per operation and language; a few at a time, each in a runner of its language.
  describe.concurrent('samples', () => {
    it.for(operations.flatMap((op) => (['curl', 'javascript', 'python'] as const).map((language) => [op.id, language] as const)))(
      `${name}: %s, the %s sample is accepted by the validating mock and reads its answer`,
      {timeout: 40_000},
      async ([id, language], context) => {
        if (language === 'python' && !pythonRequests) {
          // Skipped, and reported so, where Python's requests is missing; in CI, a failure.
          expect(inCi, 'python3 with requests is needed in CI (apt-get install python3-requests)').toBe(false);
          context.skip('python3 with requests is missing: apt-get install python3-requests');
        }
        const op = operations.find((candidate) => candidate.id === id)!;
        const text = code(op, language);
        const file = path.join(work, `${name}-${id}.${language === 'python' ? 'py' : language === 'javascript' ? 'mjs' : 'sh'}`);
        writeFileSync(file, text);
        const result = await run(language, `${name}-${id}-${language}`, file, env());
        if (answersSuccess(op)) expect(result.status, `${result.output}\n--- sample ---\n${text}`).toBe(0);
        else {
          // The spec documents only errors for this operation (petstore's add-pet: 405), so the mock can answer with nothing else:
          // the sample must still be accepted (no violation, below) and report the documented status it got.
          expect(result.status, `${result.output}\n--- sample ---\n${text}`).not.toBe(0);
          expect(result.output).toMatch(new RegExp(`\\b(${statusesOf(op).join('|')})\\b`));
        }
      },
    );
  });

  describe('samples run in batches', () => {
    it.for(operations.flatMap((op) => batchLanguages.map((language) => [op.id, language] as const)))(
      `${name}: %s, the %s sample is accepted by the validating mock and reads its answer`,
      ([id, language], context) => {
        const absent = runnerMissing(language);
        if (absent) {
          // Skipped, and reported so, where the runner is missing; in CI, a failure.
          expect(inCi, `${absent}: needed in CI`).toBe(false);
          context.skip(absent);
        }
        const op = operations.find((candidate) => candidate.id === id)!;
        const result = batchResults.get(language)!.get(`${name} ${id}`);
        expect(result, 'the sample ran').toBeDefined();
        const report = `${result!.output}\n${result!.stdout}\n--- sample ---\n${code(op, language)}`;
        if (answersSuccess(op)) expect(result!.status, report).toBe(0);
        else {
          expect(result!.status, report).not.toBe(0);
          expect(result!.output).toMatch(new RegExp(`\\b(${statusesOf(op).join('|')})\\b`));
        }
      },
    );
  });

  it(`${name}: the mock saw no request violation`, () => {
    expect(mock().violations()).toEqual([]);
    const {seen} = mock();
    expect(seen.length).toBeGreaterThanOrEqual(operations.length * 2);
    // Only the operations that document no success answer with an error; each of their samples once.
    const languagesRun = (pythonRequests ? 3 : 2) + batchLanguages.filter((language) => !runnerMissing(language)).length;
    const onlyErrors = operations.filter((op) => !answersSuccess(op)).length * languagesRun;
    expect(seen.filter((request) => request.status >= 400).length).toBe(onlyErrors);
  });
});
