// Runs the code samples of every REST page against a Prism mock of the spec:
// curl and JavaScript for real (2xx, body valid against the response schema,
// no request violation), Python through py_compile, Power Query M through the
// Power Query parser. A proxy in front of Prism serves list operations'
// `firstPage` example to the first request and `lastPage` once a cursor is
// sent, so the paging loops must really follow the cursor to the last page.
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, request as httpRequest, type Server} from 'node:http';
import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {DefaultSettings, TaskUtils} from '@microsoft/powerquery-parser';
import {loadOperations} from '../../plugins/rest-docs/artifacts';
import {buildSamples, credentialVariables, type Sample} from '../../plugins/rest-docs/samples';
import type {OperationModel} from '../../plugins/rest-docs/operation';
import type {JsonSchema} from '../../plugins/rest-docs/schema';
import {operations as facts} from './spec-facts';

const siteDir = path.resolve(__dirname, '../..');
const productionBase = 'https://{region}.api.komodowellbeing.com/rest/v1';
const env = {...process.env, [credentialVariables.username]: 'mock-user', [credentialVariables.password]: 'mock-pass', KOMODO_TOKEN: 'mock-token'};

const operations = await loadOperations(siteDir);
const work = mkdtempSync(path.join(tmpdir(), 'komodo-samples-'));
const ajv = addFormats(new Ajv2020({strict: false, allErrors: true}));

let prism: ChildProcess;
let prismLog = '';
let proxy: Server;
let mockBase = '';
/** Requests seen by the proxy, for the paging assertions. */
const seen: {path: string; prefer?: string}[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
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
  const prismPort = await freePort();
  prism = spawn(path.join(siteDir, 'node_modules/.bin/prism'), ['mock', 'openapi/rest-v1.yaml', '-h', '127.0.0.1', '-p', String(prismPort), '--errors'], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${prismLog}`)), 30_000);
    const onData = (chunk: Buffer) => {
      prismLog += chunk.toString();
      if (prismLog.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout!.on('data', onData);
    prism.stderr!.on('data', onData);
    prism.once('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${prismLog}`)));
  });

  proxy = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    const op = templateOf(url.pathname);
    const prefer = op?.listItem ? `example=${url.searchParams.has('cursor') ? 'lastPage' : 'firstPage'}` : undefined;
    seen.push({path: `${url.pathname}${url.search}`, prefer});
    const headers = {...incoming.headers, host: `127.0.0.1:${prismPort}`, ...(prefer ? {prefer} : {})};
    const forward = httpRequest({host: '127.0.0.1', port: prismPort, path: incoming.url, method: incoming.method, headers}, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  const address = proxy.address();
  mockBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  prism?.kill();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
});

/** Runs a command asynchronously: the proxy it talks to lives in this process. */
function run(command: string, args: string[], input?: string): Promise<{status: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    // In a scratch folder: guide commands may write files (e.g. users.jsonl).
    const child = spawn(command, args, {env, cwd: work, timeout: 30_000});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({status, stdout, stderr}));
    child.stdin.end(input ?? '');
  });
}

const onMock = (code: string) => code.split(productionBase).join(mockBase);

function okSchema(op: OperationModel): JsonSchema {
  const schema = op.responses.find((response) => response.status === '200')?.schema;
  if (!schema) throw new Error(`${op.id} has no 200 schema`);
  return schema;
}

function expectValid(schema: JsonSchema, value: unknown, what: string): void {
  const validate = ajv.compile(schema);
  const errors = validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  expect(errors, `${what} does not match the response schema`).toEqual([]);
}

function sampleOf(op: OperationModel, language: Sample['language']): Sample {
  const sample = buildSamples(op).find((candidate) => candidate.language === language);
  if (!sample) throw new Error(`${op.id} has no ${language} sample`);
  return sample;
}

/** The two example pages Prism serves for a list operation. */
function pages(op: OperationModel): {first: JsonSchema; last: JsonSchema} {
  const examples = op.responses.find((response) => response.status === '200')!.examples;
  const byName = (name: string) => examples.find((example) => example.name === name)?.value as JsonSchema;
  return {first: byName('firstPage'), last: byName('lastPage')};
}

describe('operations', () => {
  it('include every operation of the facts, each with curl, JavaScript and Python samples', () => {
    expect(operations.map((op) => op.id)).toEqual(expect.arrayContaining(facts.map((op) => op.id)));
    for (const op of operations) {
      expect(buildSamples(op).map((sample) => sample.language), op.id).toEqual(
        op.method === 'GET' ? ['curl', 'javascript', 'python', 'powerquery'] : ['curl', 'javascript', 'python'],
      );
    }
  });
});

describe.each(operations.map((op) => [op.id, op] as const))('%s', (_id, op) => {
  it('curl sample gets a 2xx whose body matches the schema', async () => {
    const result = await run('bash', ['-e', '-o', 'pipefail'], onMock(sampleOf(op, 'curl').code));
    expect(result.status, result.stderr + result.stdout).toBe(0);
    expectValid(okSchema(op), JSON.parse(result.stdout), `curl output of ${op.id}`);
  });

  it('JavaScript sample gets a 2xx and, for lists, follows the cursor to the last page', async () => {
    const file = path.join(work, `${op.id}.mjs`);
    writeFileSync(file, onMock(sampleOf(op, 'javascript').code));
    const before = seen.length;
    const result = await run(process.execPath, [file]);
    expect(result.status, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout);
    if (!op.listItem) {
      expectValid(okSchema(op), output, `JavaScript output of ${op.id}`);
      return;
    }
    const {first, last} = pages(op);
    expect(output, 'every record of both pages, in order').toEqual([...first.data, ...last.data]);
    for (const record of output) expectValid(op.listItem, record, `a record printed by ${op.id}`);
    const requests = seen.slice(before);
    expect(requests.map((request) => request.prefer)).toEqual(['example=firstPage', 'example=lastPage']);
    expect(requests[1].path).toContain(`cursor=${first.cursor}`);
  });

  it('Python sample compiles', async () => {
    const file = path.join(work, `${op.id.replace(/-/g, '_')}.py`);
    writeFileSync(file, sampleOf(op, 'python').code);
    const result = await run('python3', ['-m', 'py_compile', file]);
    expect(result.status, result.stderr).toBe(0);
  });

  it.runIf(op.method === 'GET')('Power Query M sample parses and never builds a query string', async () => {
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
    const violations = prismLog.split('\n').filter((line) => /violation|did not pass the validation/i.test(line));
    expect(violations).toEqual([]);
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
    const result = await run('bash', ['-e', '-o', 'pipefail'], onMock(code));
    expect(result.status, result.stderr + result.stdout).toBe(0);
  });
});
