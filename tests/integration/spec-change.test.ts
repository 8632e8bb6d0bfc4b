// An API change is one edit: an operation added to the spec (with a digit in
// its operationId, which the page id keeps as a word: get-users-v2) gets its
// page, sidebar entry, samples, Markdown twin and llms.txt line, and the site
// builds, with no other file touched.
import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {copySite, editSpec, start} from './site-copy';

let copy = '';
let build = {status: null as number | null, output: ''};

beforeAll(async () => {
  copy = copySite();
  editSpec(copy, (doc) => {
    const users = doc.getIn(['paths', '/users']) as {toJSON: () => Record<string, unknown>};
    const operation = structuredClone(users.toJSON()) as {get: Record<string, unknown>};
    Object.assign(operation.get, {operationId: 'getUsersV2', summary: 'Get users v2', description: 'Returns a page of users, version 2.'});
    doc.setIn(['paths', '/users_v2'], doc.createNode(operation));
  });
  const gen = start('npx', ['tsx', 'scripts/gen.ts'], copy);
  const genStatus = await gen.exited;
  if (genStatus !== 0) throw new Error(`npm run gen failed in the site copy:\n${gen.output()}`);
  const run = start('npx', ['docusaurus', 'build'], copy);
  build = {status: await run.exited, output: run.output()};
}, 300_000);

afterAll(() => {
  if (copy) rmSync(copy, {recursive: true, force: true});
});

const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');

describe('an operation added to the spec, and nothing else', () => {
  it('gets the page id derived from its operationId (get-users-v2), with its samples', () => {
    const page = read('docs/rest/v1/get-users-v2.api.mdx');
    expect(page).toContain('# Get users v2');
    // The page imports its samples from a file of their own (packages/api-reference/src/theme/ApiSamples), which holds the code.
    expect(page).toContain("import codeSamples from '../../../.generated/static/samples/docs/rest/v1/get-users-v2.json';");
    const samples = read('.generated/static/samples/docs/rest/v1/get-users-v2.json');
    expect(samples).toContain(JSON.stringify('curl --fail-with-body "https://{region}.api.komodowellbeing.com/rest/v1/users_v2').slice(1, -1));
    expect(samples).toContain(JSON.stringify('requests.get(f"{BASE_URL}/users_v2"').slice(1, -1));
  });

  it('gets a sidebar entry under its tag', () => {
    const sidebar = read('docs/rest/v1/sidebar-data.json');
    expect(sidebar).toMatch(/"label": "Users",[\s\S]*"id": "rest\/v1\/get-users-v2"/);
  });

  it('gets a Markdown twin and a line in llms.txt', () => {
    expect(read('.generated/static/docs/rest/v1/get-users-v2.md')).toContain('`GET /users_v2`');
    expect(read('.generated/static/llms.txt')).toContain('- [Get users v2](https://komodo-wellbeing.github.io/komodo-api-docs/docs/rest/v1/get-users-v2.md): `GET /users_v2`.');
  });

  it('is in the operation list that guides and tests read', () => {
    const operations = JSON.parse(read('src/data/generated/operations.json')) as {id: string; operationId: string}[];
    expect(operations).toContainEqual(expect.objectContaining({id: 'get-users-v2', operationId: 'getUsersV2'}));
  });

  it('builds, with the new page in the site and linked from the sidebar', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
    const html = path.join(copy, 'build/docs/rest/v1/get-users-v2/index.html');
    expect(existsSync(html)).toBe(true);
    const users = read('build/docs/rest/v1/get-users/index.html');
    expect(/href="?\/komodo-api-docs\/docs\/rest\/v1\/get-users-v2"?[ >]/.test(users), 'sidebar link to the new page').toBe(true);
  });
});
