// Runs the code samples of every REST page against a Prism mock of the spec:
// curl, JavaScript and Python (with requests) for real (2xx, body valid
// against the response schema, no request violation); Go, PHP, Ruby and Java
// the same way, each language in one batch (./sample-batches.ts); Power Query
// M, which no engine here runs, through Microsoft's Power Query parser. A proxy
// in front of Prism serves list operations' `firstPage` example to the first
// request and `lastPage` once a cursor is sent, so the paging loops (every
// language's but curl's) must really follow the cursor to the last page. The
// proxy puts each request down to the run that sent it: the user it signs in
// as, and, within a batch, the sample named by the marker the batch's runner
// sends before each (`/__sample/<key>`).
import {spawn} from 'node:child_process';
import type {IncomingHttpHeaders} from 'node:http';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DefaultSettings, TaskUtils} from '@microsoft/powerquery-parser';
import type {Sample} from '../../packages/api-reference/src/samples/samples';
import type {OperationModel} from '../../packages/api-reference/src/model/operation';
import type {JsonSchema} from '../../packages/api-reference/src/model/schema';
import {inCi, python3} from '../tools';
import {operations as facts} from '../content/spec-facts';
import {doc, model, samplesOf} from '../komodo-model';
import {specValidator} from '../spec-ajv';
import {startPrism, type PrismMock} from './prism';
import {batchLanguages, runBatch, runnerMissing, type BatchLanguage, type BatchResult} from './sample-batches';

const siteDir = path.resolve(__dirname, '../..');
const productionBase = 'https://{region}.api.komodowellbeing.com/rest/v1';
/** The samples' environment; each run signs in as its own user, so the proxy can tell the runs apart. */
const envFor = (user: string) => ({...process.env, KOMODO_USERNAME: user, KOMODO_PASSWORD: 'mock-pass', KOMODO_TOKEN: 'mock-token'});

const {operations} = model;
const work = mkdtempSync(path.join(tmpdir(), 'komodo-samples-'));
const validatorOf = specValidator(doc);

let mock: PrismMock | undefined;
/** Requests seen by the proxy, with the user that sent them and the batch sample last marked, for the paging assertions. */
const seen: {user: string; sample: string; path: string; prefer?: string}[] = [];
/** The batch sample that sends what follows: the key of the last marker. */
let marked = '';

/** The user of a request: Basic auth, or the `user:password` API key. */
function userOf(headers: IncomingHttpHeaders): string {
  const basic = /^Basic (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
  const credentials = basic ? Buffer.from(basic, 'base64').toString('utf8') : String(headers['x-api-key'] ?? '');
  return credentials.split(':')[0];
}

/**
 * The `/users/{user_id}` template of a concrete path such as `/users/1041`. A literal path wins
 * over a template, as in Prism's router: `/users/overall_wellbeing` is not user "overall_wellbeing".
 */
function templateOf(requestPath: string): OperationModel | undefined {
  const matches = operations.filter((op) => new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(requestPath));
  const templated = (op: OperationModel) => (op.path.match(/\{/g) ?? []).length;
  return matches.sort((a, b) => templated(a) - templated(b))[0];
}

beforeAll(async () => {
  mock = await startPrism('openapi/rest-v1.yaml', 'the Komodo spec', (incoming) => {
    const marker = /^\/__sample\/([^/?]+)$/.exec(incoming.url ?? '');
    if (marker) {
      marked = decodeURIComponent(marker[1]);
      return {reply: 204};
    }
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    const op = templateOf(url.pathname);
    const prefer = op?.listItem ? `example=${url.searchParams.has('cursor') ? 'lastPage' : 'firstPage'}` : undefined;
    seen.push({user: userOf(incoming.headers), sample: marked, path: `${url.pathname}${url.search}`, prefer});
    return prefer ? {headers: {prefer}} : {};
  });
}, 90_000);

/** What each Go, PHP, Ruby and Java sample printed, by language and operation id. */
const batches = new Map<BatchLanguage, Record<string, BatchResult>>();
/** The user a language's batch signs in as. */
const batchUser = (language: BatchLanguage) => `batch-${language}`;

beforeAll(async () => {
  for (const language of batchLanguages.filter((candidate) => !runnerMissing(candidate))) {
    const samples = operations.map((op) => ({key: op.id, code: onMock(sampleOf(op, language).code)}));
    batches.set(language, await runBatch(language, samples, {dir: work, cwd: work, env: envFor(batchUser(language)), marker: mock!.origin}));
  }
}, 300_000);

afterAll(async () => {
  await mock?.stop();
  // The samples, their batches and results: this run's only.
  rmSync(work, {recursive: true, force: true});
});

/** Runs a command asynchronously: the proxy it talks to lives in this process. */
function run(user: string, command: string, args: string[], input?: string): Promise<{status: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    // In a scratch folder: guide commands may write files (e.g. users.jsonl).
    const child = spawn(command, args, {env: envFor(user), cwd: work, timeout: 30_000});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({status, stdout, stderr}));
    child.stdin.end(input ?? '');
  });
}

const onMock = (code: string) => code.split(productionBase).join(mock!.origin);

function okSchema(op: OperationModel): JsonSchema {
  const schema = op.responses.find((response) => response.status === '200')?.schema;
  if (!schema) throw new Error(`${op.id} has no 200 schema`);
  return schema;
}

function expectValid(schema: JsonSchema, value: unknown, what: string): void {
  const validate = validatorOf(schema);
  const errors = validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  expect(errors, `${what} does not match the response schema`).toEqual([]);
}

function sampleOf(op: OperationModel, language: Sample['language']): Sample {
  const sample = samplesOf(op).find((candidate) => candidate.language === language);
  if (!sample) throw new Error(`${op.id} has no ${language} sample`);
  return sample;
}

/**
 * Runs a Python sample as written (argv[1]), then writes what it fetched as
 * JSON to argv[2]: the records a list sample collected, or the body of the
 * response otherwise. The sample's own printout stays on stdout.
 */
const pythonHarness = [
  'import json, runpy, sys',
  'scope = runpy.run_path(sys.argv[1], run_name="__main__")',
  'fetched = scope["records"] if "records" in scope else scope["response"].json()',
  'with open(sys.argv[2], "w") as out: json.dump(fetched, out)',
].join('\n');

/** Python 3 with requests (Debian: python3-requests), which the samples import. */
const pythonRequests = python3 ? {ok: true, reason: ''} : {ok: false, reason: 'python3 with requests is not installed (apt-get install python3-requests)'};

/** The two example pages Prism serves for a list operation. */
function pages(op: OperationModel): {first: JsonSchema; last: JsonSchema} {
  const examples = op.responses.find((response) => response.status === '200')!.examples;
  const byName = (name: string) => examples.find((example) => example.name === name)?.value as JsonSchema;
  return {first: byName('firstPage'), last: byName('lastPage')};
}

describe('operations', () => {
  it('include every operation of the facts, each with curl, JavaScript, Python, Go, PHP, Ruby and Java samples', () => {
    expect(operations.map((op) => op.id)).toEqual(expect.arrayContaining(facts.map((op) => op.id)));
    for (const op of operations) {
      expect(samplesOf(op).map((sample) => sample.language), op.id).toEqual(
        op.method === 'GET' ? ['curl', 'javascript', 'python', 'go', 'php', 'ruby', 'java', 'powerquery'] : ['curl', 'javascript', 'python', 'go', 'php', 'ruby', 'java'],
      );
    }
  });
});

// The runs are independent processes: they run a few at a time.
describe.concurrent.each(operations.map((op) => [op.id, op] as const))('%s', (_id, op) => {
  it(`${op.id}: the curl sample gets a 2xx whose body matches the schema`, async () => {
    const result = await run(`${op.id}-curl`, 'bash', ['-e', '-o', 'pipefail'], onMock(sampleOf(op, 'curl').code));
    expect(result.status, result.stderr + result.stdout).toBe(0);
    expectValid(okSchema(op), JSON.parse(result.stdout), `curl output of ${op.id}`);
  });

  it(`${op.id}: the JavaScript sample gets a 2xx and, for lists, follows the cursor to the last page`, async () => {
    const file = path.join(work, `${op.id}.mjs`);
    writeFileSync(file, onMock(sampleOf(op, 'javascript').code));
    const user = `${op.id}-javascript`;
    const result = await run(user, process.execPath, [file]);
    expect(result.status, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout);
    if (!op.listItem) {
      expectValid(okSchema(op), output, `JavaScript output of ${op.id}`);
      return;
    }
    const {first, last} = pages(op);
    expect(output, 'every record of both pages, in order').toEqual([...first.data, ...last.data]);
    for (const record of output) expectValid(op.listItem, record, `a record printed by ${op.id}`);
    const requests = seen.filter((request) => request.user === user);
    expect(requests.map((request) => request.prefer)).toEqual(['example=firstPage', 'example=lastPage']);
    expect(requests[1].path).toContain(`cursor=${first.cursor}`);
  });

  it.skipIf(!pythonRequests.ok && !inCi)(`${op.id}: the Python sample gets a 2xx and, for lists, follows the cursor to the last page${pythonRequests.ok ? '' : ` (${pythonRequests.reason})`}`, async () => {
    expect(pythonRequests.reason, 'CI is set').toBe('');
    const file = path.join(work, `${op.id.replace(/-/g, '_')}.py`);
    const fetched = path.join(work, `${op.id}.python.json`);
    writeFileSync(file, onMock(sampleOf(op, 'python').code));
    const user = `${op.id}-python`;
    const result = await run(user, python3!, ['-c', pythonHarness, file, fetched]);
    expect(result.status, result.stderr).toBe(0);
    const output = JSON.parse(readFileSync(fetched, 'utf8'));
    if (!op.listItem) {
      expectValid(okSchema(op), output, `Python response of ${op.id}`);
      return;
    }
    const {first, last} = pages(op);
    expect(output, 'every record of both pages, in order').toEqual([...first.data, ...last.data]);
    expect(result.stdout.trim()).toBe(`Fetched ${first.data.length + last.data.length} records`);
    const requests = seen.filter((request) => request.user === user);
    expect(requests.map((request) => request.prefer)).toEqual(['example=firstPage', 'example=lastPage']);
    expect(requests[1].path).toContain(`cursor=${first.cursor}`);
  });

  for (const language of batchLanguages) {
    const absent = runnerMissing(language);
    it.skipIf(absent !== undefined && !inCi)(`${op.id}: the ${language} sample gets a 2xx and, for lists, follows the cursor to the last page${absent ? ` (${absent})` : ''}`, () => {
      expect(absent, 'CI is set').toBeUndefined();
      const result = batches.get(language)?.[op.id];
      expect(result, 'the sample ran').toBeDefined();
      const code = sampleOf(op, language).code;
      expect(result!.status, `${result!.output}\n--- sample ---\n${code}`).toBe(0);
      const output = JSON.parse(result!.stdout);
      if (!op.listItem) {
        expectValid(okSchema(op), output, `${language} output of ${op.id}`);
        return;
      }
      const {first, last} = pages(op);
      expect(output, 'every record of both pages, in order').toEqual([...first.data, ...last.data]);
      for (const record of output) expectValid(op.listItem, record, `a record printed by ${op.id}`);
      const requests = seen.filter((request) => request.user === batchUser(language) && request.sample === op.id);
      expect(requests.map((request) => request.prefer)).toEqual(['example=firstPage', 'example=lastPage']);
      expect(requests[1].path).toContain(`cursor=${first.cursor}`);
      expect(code).toMatch(/the sample follows the cursor of each page to the next, until it is null/);
    });
  }

  // POST /login has no Power Query sample: Power BI only reads.
  if (op.method === 'GET') it(`${op.id}: the Power Query M sample parses and never builds a query string`, async () => {
    const code = sampleOf(op, 'powerquery').code;
    const parsed = await TaskUtils.tryLexParse(DefaultSettings, code);
    expect(TaskUtils.isParseStageOk(parsed), TaskUtils.isError(parsed) ? String(parsed.error) : '').toBe(true);
    expect(code).toContain('RelativePath = ');
    expect(code).not.toMatch(/"\?|&\s*"\?|\?\w+=/);
    if (op.listItem) expect(code).toContain('Query = ');
  });
});

describe('the Prism mock', () => {
  it('reported no request violation for any sample', () => {
    expect(seen.length).toBeGreaterThanOrEqual(operations.length * 2);
    expect(mock!.violations()).toEqual([]);
  });
});

// Copyable curl commands in the guides run against the same mock.
const guideDir = path.join(siteDir, 'docs');
const guideBlocks = readdirSync(guideDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx') && !file.startsWith(path.join('rest', 'v1')))
  .flatMap((file) =>
    [...readFileSync(path.join(guideDir, file), 'utf8').matchAll(/```bash[^\n]*\n([\s\S]*?)```/g)]
      .map((match) => match[1])
      .filter((code) => code.includes(productionBase))
      .map((code, index) => [`${file} #${index + 1}`, code] as const),
  );

describe('guide curl commands', () => {
  it('exist (getting started shows how to call the API)', () => {
    expect(guideBlocks.length).toBeGreaterThan(0);
  });

  it.each(guideBlocks)('%s runs against the mock', async (_where, code) => {
    const result = await run('guide-reader', 'bash', ['-e', '-o', 'pipefail'], onMock(code));
    expect(result.status, result.stderr + result.stdout).toBe(0);
  });
});
