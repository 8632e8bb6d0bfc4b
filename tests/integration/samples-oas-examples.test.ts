// Every generated sample of every description in @readme/oas-examples
// (ReadMe's, MIT: Swagger 2.0, OpenAPI 3.0 and 3.1; circular schemas,
// discriminators, uploads, forms, every parameter style and security scheme)
// runs against a Prism mock of its spec with request validation on. A sample
// whose request Prism refuses (a parameter, a body, a media type or
// credentials that break the spec, or a path it does not know) fails its
// test, whose title names the spec, the operation and the language.
//
// Prism runs with the fixes of ./prism-fixes.mjs, which make it read
// multipart bodies, the delimited styles, absent headers, OpenAPI 3.0's
// discriminator and Swagger 2.0 without `consumes` as OpenAPI says: without
// them it refused the correct requests of 22 operations.
//
// Prism runs without `--errors`: it refuses an invalid request all the same,
// but a response it makes that breaks the spec (the spec's fault, not the
// sample's) is not turned into a 500. A sample may still exit with an error
// when the spec's only answer is one (a 404 the spec defines): the verdict is
// Prism's on the request, read from its answer, not the sample's exit status.
//
// Fast enough for every run: one Prism per spec, a few specs at a time, and
// per language a runner (./sample-runners.ts) for each spec running at once,
// which runs a spec's samples one after another; before each sample it calls
// the proxy's /__sample/<key> marker, so that every request is put down to
// the sample that sent it. The Go and Java samples of every spec are compiled
// once, before any mock starts (./sample-batches.ts): they call a front
// server that passes each spec's requests (`/__spec/<spec>/…`) on to that
// spec's mock once it runs.
//
// While working on it: OAS_EXAMPLES_ONLY=petstore runs the specs whose file
// name has that in it, and OAS_EXAMPLES_TIMES=1 prints how long each took.
import {spawnSync} from 'node:child_process';
import {createServer, request as httpRequest} from 'node:http';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type ApiModel} from '../../packages/api-reference/src/model/api';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import type {OperationModel} from '../../packages/api-reference/src/model/operation';
import {buildSamples} from '../../packages/api-reference/src/samples/samples';
import {inCi, python3} from '../tools';
import {prismHost, prismRefusal, sampleEnvironment, sampleRoute, serverBases, serverWithDefaults, type PrismHost, type SampleAnswer} from './prism';
import {batchLanguages, buildBatches, closeBatches, runBatches, runnerMissing, type BatchLanguage, type Batches} from './sample-batches';
import {sampleRunners} from './sample-runners';

const siteDir = path.resolve(__dirname, '../..');
const examplesDir = path.join(siteDir, 'node_modules/@readme/oas-examples');
const work = mkdtempSync(path.join(tmpdir(), 'oas-examples-samples-'));
// The files the upload samples send.
for (const file of ['example.png', 'example.bin', 'example.pdf', 'example.jpg']) writeFileSync(path.join(work, file), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
// The client certificate is a real one, self-signed, with its key: the Go, Ruby and Java samples load them
// (the mock is plain HTTP, so none is presented), and one that cannot fails its test. The key in PKCS #8,
// which is what Java's sample reads (an older openssl writes PKCS #1, converted here).
function makeClientCertificate(): void {
  const openssl = (args: string[]) => {
    const made = spawnSync('openssl', args, {cwd: work, encoding: 'utf8'});
    if (made.status !== 0) throw new Error(`openssl ${args[0]} failed (the mutual-TLS samples need a client certificate): ${made.stderr ?? made.error}`);
  };
  openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'client.key', '-out', 'client.crt', '-subj', '/CN=sample', '-days', '2']);
  if (readFileSync(path.join(work, 'client.key'), 'utf8').includes('BEGIN RSA PRIVATE KEY')) {
    openssl(['pkcs8', '-topk8', '-nocrypt', '-in', 'client.key', '-out', 'client.pkcs8.key']);
    writeFileSync(path.join(work, 'client.key'), readFileSync(path.join(work, 'client.pkcs8.key')));
  }
}
makeClientCertificate();

const languages = ['curl', 'javascript', 'python', ...batchLanguages] as const;
type Language = (typeof languages)[number];
const isBatch = (language: Language): language is BatchLanguage => (batchLanguages as readonly string[]).includes(language);
const pythonRequests = Boolean(python3);
const installPython = 'apt-get install python3-requests';

/** Specs of the package that are not mocked, each with why. */
const notMocked: Record<string, string> = {};

/** Operations whose samples are not run, each with why. */
const notRun: [spec: string, operation: RegExp, reason: string][] = [
  [
    '3.0/json/http-status-codes.json',
    /^GET \/status\/1\d\d$/,
    'Prism answers with the informational status itself (100 to 103), which no HTTP client takes as an answer, and which leaves the connection in a state that fails the next sample',
  ],
];
const notRunReason = (spec: string, operation: string) => notRun.find(([file, pattern]) => file === spec && pattern.test(operation))?.[2];

/**
 * Operations whose spec no request of the intended kind can satisfy: the spec's fault, not the
 * samples'. The generator warns about each at build time, naming the operation and the schema's
 * place (a value made up for it does not validate), which is tested here; their samples are not run.
 */
const specFaults: [spec: string, operation: string, reason: string][] = [
  ['3.0/json/circular-request-bodies.json', 'POST /direct', 'TreeNode requires parent, a TreeNode: the schema requires itself without end, so no finite value validates'],
  ...['3.0', '3.1'].flatMap((version): [string, string, string][] =>
    ['PUT', 'PATCH'].map((method) => [`${version}/json/schema-types.json`, `${method} /anything/quirks/polymorphism`, 'the body is allOf a string and an integer: no value is both']),
  ),
  ...['/anything/one-of-object', '/anything/one-of-object-ref'].map((route): [string, string, string] => [
    '3.0/json/polymorphism.json',
    `POST ${route}`,
    'the oneOf\'s two branches are objects that forbid no field, so every value of the one ({"a", "b"}) is also a value of the other ({"c", "d"}): only a value that gives the other branch\'s field the wrong type ({"a": 1}) matches exactly one, which is no request to show',
  ]),
];
const specFault = (spec: string, operation: string) => specFaults.find(([file, op]) => file === spec && op === operation)?.[2];

const specFiles = ['2.0', '3.0', '3.1'].flatMap((version) =>
  readdirSync(path.join(examplesDir, version, 'json'))
    .filter((file) => file.endsWith('.json') && file.includes(process.env.OAS_EXAMPLES_ONLY ?? ''))
    .map((file) => `${version}/json/${file}`),
);

const models: [string, ApiModel][] = await Promise.all(
  specFiles.map(async (file) => {
    const model = await loadApiModel(path.join(examplesDir, file), {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'spec', strict: false}, siteDir);
    return [file, model] as [string, ApiModel];
  }),
);

/** The operations a sample is made for: paths (a webhook is the API's request, not the reader's). */
const operationsOf = (model: ApiModel) => model.operations.filter((op) => op.kind === 'operation');

const generated = (op: OperationModel, model: ApiModel, language: Language) =>
  buildSamples(op, model.doc).find((sample) => sample.origin === 'generated' && sample.language === language);

const originOf = (url: string) => /^[a-z]+:\/\/[^/]+/i.exec(url)?.[0];

/** A spec without callbacks: Prism would call their URLs, which are not ours. */
function withoutCallbacks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCallbacks);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'callbacks').map(([key, inner]) => [key, withoutCallbacks(inner)]));
}


interface Verdict {
  /** What Prism answered to each request the sample sent. */
  answers: SampleAnswer[];
  /** The sample's exit status and output (for the failure message). */
  status: number;
  output: string;
}

const verdicts = new Map<string, Verdict>();
const keyOf = (spec: string, op: OperationModel, language: Language) => `${spec} ${op.id} ${language}`;


/** Each language's runners, as many as specs run at once. */
const runners = sampleRunners(work);

/** Each spec's mock, by the spec's slug, for the front server. */
const mockOrigins = new Map<string, string>();
const slugOf = (spec: string) => spec.replace(/[^a-z0-9]+/gi, '-');

/** The front server the compiled samples call: `/__spec/<slug>/<path>` goes to `<the spec's mock>/<path>`. */
const front = createServer((incoming, answer) => {
  const [, slug, rest] = /^\/__spec\/([^/]+)(.*)$/.exec(incoming.url ?? '') ?? [];
  const origin = mockOrigins.get(slug ?? '');
  if (!origin) {
    answer.writeHead(502).end(`no mock for ${incoming.url}`);
    return;
  }
  const target = new URL(origin);
  const forward = httpRequest({host: target.hostname, port: target.port, path: rest || '/', method: incoming.method, headers: {...incoming.headers, host: target.host}}, (reply) => {
    answer.writeHead(reply.statusCode ?? 502, reply.headers);
    reply.pipe(answer);
  });
  forward.on('error', (error) => answer.writeHead(502).end(String(error)));
  incoming.pipe(forward);
});
await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
const frontOrigin = `http://127.0.0.1:${(front.address() as {port: number}).port}`;

/** The spec's operations whose samples run. */
const operationsToRun = (spec: string, model: ApiModel) => (notMocked[spec] ? [] : operationsOf(model).filter((op) => !notRunReason(spec, `${op.method} ${op.path}`) && !specFault(spec, `${op.method} ${op.path}`)));

/** The Go, PHP, Ruby and Java samples of every spec, built once (one group per spec). */
const batches = new Map<BatchLanguage, Batches>();

async function buildAllBatches(): Promise<void> {
  await Promise.all(
    batchLanguages
      .filter((language) => !runnerMissing(language))
      .map(async (language) => {
        const groups = Object.fromEntries(
          models.map(([spec, model]) => [
            spec,
            operationsToRun(spec, model).flatMap((op) => {
              const sample = generated(op, model, language);
              const origin = originOf(serverWithDefaults(op));
              const code = sample && origin ? sample.code.split(origin).join(`${frontOrigin}/__spec/${slugOf(spec)}`) : sample?.code;
              return code ? [{key: keyOf(spec, op, language), code}] : [];
            }),
          ]),
        );
        batches.set(language, await buildBatches(language, groups, work));
      }),
  );
}

async function runSpec(host: PrismHost, spec: string, model: ApiModel): Promise<void> {
  const started = Date.now();
  const operations = operationsToRun(spec, model);
  if (!operations.length) return;
  const slug = slugOf(spec);
  const dir = path.join(work, slug);
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, 'spec.json');
  writeFileSync(file, JSON.stringify(withoutCallbacks(model.original)));
  const {route, answers} = sampleRoute(serverBases(operations));
  const mock = await host.start(file, route, {errors: false});
  const mocked = Date.now();
  mockOrigins.set(slug, mock.origin);
  try {
    const env = sampleEnvironment(operations, mock.origin);
    const onMock = (op: OperationModel, code: string) => {
      const origin = originOf(serverWithDefaults(op));
      return origin ? code.split(origin).join(mock.origin) : code;
    };
    for (const language of languages) {
      if (language === 'python' && !pythonRequests) continue;
      if (isBatch(language)) {
        const built = batches.get(language);
        if (!built) continue;
        const results = await runBatches(built, spec, {cwd: work, env, marker: mock.origin});
        for (const [key, result] of Object.entries(results)) verdicts.set(key, {answers: answers.get(key) ?? [], status: result.status, output: `${result.output}\n${result.stdout}`});
        continue;
      }
      const list = operations.flatMap((op) => {
        const sample = generated(op, model, language);
        if (!sample) return [];
        const code = onMock(op, sample.code);
        const sampleFile = path.join(dir, `${op.id.replace(/[^a-z0-9]+/gi, '_')}.${language === 'python' ? 'py' : language === 'javascript' ? 'mjs' : 'sh'}`);
        writeFileSync(sampleFile, code);
        return [{key: keyOf(spec, op, language), file: sampleFile}];
      });
      const listFile = path.join(dir, `${language}.json`);
      const resultFile = path.join(dir, `${language}-results.json`);
      writeFileSync(listFile, JSON.stringify(list));
      const {output} = await runners[language].run([mock.origin, listFile, resultFile], env);
      let results: Record<string, {status: number; output: string}> = {};
      try {
        results = JSON.parse(readFileSync(resultFile, 'utf8'));
      } catch {
        results = Object.fromEntries(list.map(({key}) => [key, {status: 1, output: `the ${language} harness stopped: ${output}`}]));
      }
      for (const {key} of list) verdicts.set(key, {answers: answers.get(key) ?? [], ...(results[key] ?? {status: 1, output: `no result: ${output}`})});
    }
  } finally {
    mockOrigins.delete(slug);
    await mock.stop();
    if (process.env.OAS_EXAMPLES_TIMES) console.log(`${spec}: Prism ${mocked - started} ms, samples ${Date.now() - mocked} ms`);
  }
}

beforeAll(async () => {
  const built = Date.now();
  await buildAllBatches();
  if (process.env.OAS_EXAMPLES_TIMES) console.log(`Go, PHP, Ruby and Java samples built in ${Date.now() - built} ms`);
  // A few specs at a time: each has its own Prism, and two cores to share.
  const queue = [...models];
  // Each worker has its own Prism process (tests/integration/prism-host.mjs), so that a request
  // Prism throws on ends only the requests of the spec it was mocking.
  const worker = async () => {
    const host = prismHost();
    for (let next = queue.shift(); next; next = queue.shift()) await runSpec(host, ...next);
    host.close();
  };
  await Promise.all([worker(), worker(), worker()]);
  for (const pool of Object.values(runners)) pool.close();
  for (const built of batches.values()) closeBatches(built);
  front.close();
}, 600_000);

// The samples, their batches and results: this run's only (the verdicts are in memory).
afterAll(() => rmSync(work, {recursive: true, force: true}));

describe('@readme/oas-examples', () => {
  it('has its specs here, each with operations to run', () => {
    expect(models.length).toBeGreaterThan(50);
    expect(models.reduce((sum, [, model]) => sum + operationsOf(model).length, 0)).toBeGreaterThan(500);
  });
});

/** Each sample to run of a spec: its operation (by method and path), its language. */
const casesOf = (model: ApiModel) => operationsOf(model).flatMap((op) => languages.filter((language) => generated(op, model, language)).map((language) => [`${op.method} ${op.path}`, language, op] as const));

describe('@readme/oas-examples, specs without a sample', () => {
  it('are those with webhooks only (the API\'s requests, not the reader\'s)', () => {
    const none = models.filter(([spec, model]) => !notMocked[spec] && !casesOf(model).length);
    for (const [spec, model] of none) expect(model.operations.every((op) => op.kind === 'webhook') && model.operations.length > 0, spec).toBe(true);
  });
});

describe.each(models.filter(([spec, model]) => !notMocked[spec] && casesOf(model).length))('%s', (spec, model) => {
  const cases = casesOf(model);
  const check = (language: Language, op: OperationModel) => {
    if (language === 'python' && !pythonRequests) {
      expect(inCi, `python3 with requests is needed in CI (${installPython})`).toBe(false);
      return;
    }
    const absent = isBatch(language) ? runnerMissing(language) : undefined;
    if (absent) {
      expect(inCi, `${absent}: needed in CI`).toBe(false);
      return;
    }
    const verdict = verdicts.get(keyOf(spec, op, language));
    expect(verdict, 'the sample ran').toBeDefined();
    const sample = generated(op, model, language)!.code;
    expect(verdict!.answers.length, `it sent no request:\n${verdict!.output}\n--- sample ---\n${sample}`).toBeGreaterThan(0);
    expect(verdict!.answers.map(prismRefusal).filter(Boolean), `Prism refused it:\n${verdict!.output}\n--- sample ---\n${sample}`).toEqual([]);
  };
  for (const [title, language, op] of cases) {
    const fault = specFault(spec, title);
    if (fault) {
      if (language === cases.find(([other]) => other === title)?.[1]) {
        it(`${spec}: ${title} is the spec's fault (${fault}), which the generator warns about`, () => {
          expect(model.warnings.filter((warning) => warning.startsWith(`${title}, `))).not.toEqual([]);
        });
      }
      continue;
    }
    const skipped = notRunReason(spec, title);
    if (skipped) {
      it.skip(`${spec}: ${title}, the ${language} sample is not run (${skipped})`, () => undefined);
      continue;
    }
    it(`${spec}: ${title}, the ${language} sample is accepted by the validating mock`, () => check(language, op));
  }
});

for (const [spec, reason] of Object.entries(notMocked)) describe.skip(`${spec}: not mocked (${reason})`, () => it('is not run', () => undefined));
