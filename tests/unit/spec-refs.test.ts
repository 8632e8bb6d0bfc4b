// A spec is untrusted input, and its references are where it could reach out
// of itself at build time: a `$ref` (or an example's externalValue, or a
// discriminator's mapping, which the bundler follows alike) to a URL would
// make the build fetch it (the cloud's metadata address, an intranet page) and
// one to a file beside the spec's folder would put that file into the pages.
// Neither is read (packages/api-reference/src/load/parse.ts, SpecResolver): a `$ref` is refused
// with its place, the others are documented without them.
import {createServer, type Server} from 'node:http';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readSpec} from '../../packages/api-reference/src/load/load-spec';

let server: Server;
let url = '';
const requests: string[] = [];
const dir = mkdtempSync(path.join(os.tmpdir(), 'spec-refs-'));

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end('{"type": "string", "description": "fetched"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  mkdirSync(path.join(dir, 'spec'));
  writeFileSync(path.join(dir, 'secret.md'), 'a key from the home folder');
});

afterAll(() => {
  server.close();
  rmSync(dir, {recursive: true, force: true});
});

const spec = (name: string, text: string) => {
  const file = path.join(dir, 'spec', name);
  writeFileSync(file, text);
  return file;
};

const ok = (content: string) => `openapi: 3.1.0\ninfo: {title: Refs, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n${content}`;

describe("a spec's references reach nothing outside it", () => {
  it('a $ref to a URL is refused with its place, and nothing is fetched', async () => {
    const file = spec('remote.yaml', ok(`              schema: {$ref: '${url}/schema.json'}\n`));
    await expect(readSpec(file, {strict: false, cwd: dir})).rejects.toThrow(/spec\/remote\.yaml:11:\d+: .*\$ref '.*schema\.json' does not resolve \(not fetched: a spec's references are read from its own files, never from the network/);
    expect(requests).toEqual([]);
  });

  it("an example's externalValue at a URL is shown as its address, not fetched", async () => {
    const file = spec('external-value.yaml', ok(`              schema: {type: string}\n              examples:\n                nightly: {externalValue: '${url}/example.json'}\n`));
    const loaded = await readSpec(file, {strict: false, cwd: dir});
    expect(loaded.doc.paths['/a'].get.responses['200'].content['application/json'].examples.nightly.externalValue).toBe(`${url}/example.json`);
    expect(requests).toEqual([]);
  });

  it("a $ref to a file beside the spec's folder is refused; one inside it is read", async () => {
    const outside = spec('outside.yaml', "openapi: 3.1.0\ninfo: {title: Refs, version: '1', description: {$ref: '../secret.md'}}\npaths: {}\n");
    await expect(readSpec(outside, {strict: false, cwd: dir})).rejects.toThrow(/spec\/outside\.yaml:2:\d+: info\.description: \$ref '\.\.\/secret\.md' does not resolve \(not read: .*secret\.md is outside the spec's folder/);
    writeFileSync(path.join(dir, 'spec', 'intro.md'), 'The API of refs.');
    const inside = spec('inside.yaml', "openapi: 3.1.0\ninfo: {title: Refs, version: '1', description: {$ref: './intro.md'}}\npaths: {}\n");
    expect((await readSpec(inside, {strict: false, cwd: dir})).doc.info.description).toBe('The API of refs.');
  });
});
