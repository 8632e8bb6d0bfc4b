// The files derived from the spec besides the pages: spec downloads, the
// schema digest the dictionary renders, llms.txt and the Markdown twins.
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {artifactsFor, model as komodoModel, siteDir} from '../komodo-model';

const model = komodoModel;
const {doc} = model;
const pageIds = model.operations.map((op) => op.id);
const files = artifactsFor('https://docs.example.org', '/api-docs/');

describe('spec downloads', () => {
  it('serve the spec file byte for byte as YAML, and as JSON the same document with its $refs kept, not dereferenced', () => {
    expect(files['.generated/static/openapi/rest-v1.yaml']).toBe(readFileSync(path.join(siteDir, 'openapi/rest-v1.yaml'), 'utf8'));
    const json = JSON.parse(files['.generated/static/openapi/rest-v1.json']);
    expect(json.paths['/users'].get.responses['200'].content['application/json'].schema).toEqual({$ref: '#/components/schemas/UserPage'});
    expect(json.paths['/users'].get.parameters[0]).toEqual({$ref: '#/components/parameters/limit'});
    expect(Object.keys(json.components.schemas)).toEqual(Object.keys(parse(files['.generated/static/openapi/rest-v1.yaml']).components.schemas));
  });
});

describe('llms.txt', () => {
  const llms = files['.generated/static/llms.txt'];

  it('starts with the title and a one-line summary', () => {
    expect(llms.split('\n')[0]).toBe('# Komodo Customer API');
    expect(llms.split('\n')[2]).toMatch(/^> \S.+\.$/);
  });

  it('links every REST page to its Markdown twin under the site URL and base path', () => {
    for (const id of pageIds) {
      expect(llms).toContain(`](https://docs.example.org/api-docs/docs/rest/v1/${id}.md): \``);
      expect(files[`.generated/static/docs/rest/v1/${id}.md`]).toBeDefined();
    }
    expect(pageIds).toEqual(expect.arrayContaining(['get-your-organisation', 'get-overall-wellbeing', 'get-user-overall-wellbeing']));
  });

  it('lists every guide with its route', () => {
    for (const route of ['docs/', 'docs/getting-started', 'docs/dictionary', 'docs/power-bi', 'docs/cube/', 'docs/cube/load']) {
      expect(llms).toContain(`(https://docs.example.org/api-docs/${route})`);
    }
  });
});

describe('Markdown twins', () => {
  it('carry the fields, examples and samples of their page', () => {
    const users = files['.generated/static/docs/rest/v1/get-users.md'];
    expect(users).toContain('# Get users');
    expect(users).toContain('`GET /users` — [web page](https://docs.example.org/api-docs/docs/rest/v1/get-users)');
    expect(users).toMatch(/- `mis_id` — string, nullable\./);
    expect(users).toContain('### Power Query M');
    expect(users).toContain('"cursor": null');
  });
});

describe('schema digest for the data dictionary', () => {
  const digest = JSON.parse(files['src/data/generated/schemas.json']);

  it('has every component schema with its fields, types and nullability', () => {
    expect(Object.keys(digest)).toEqual(Object.keys(doc.components.schemas));
    const user = digest.User.fields.find((field: {name: string}) => field.name === 'mis_id');
    expect(user).toMatchObject({type: 'string', nullable: true, required: true});
    const tier = digest.CheckIn.fields.find((field: {name: string}) => field.name === 'tier');
    expect(tier.type).toBe('Tier');
    const role = digest.User.fields.find((field: {name: string}) => field.name === 'role');
    expect(role.enum.map((value: {value: string}) => value.value)).toEqual(['USER', 'STAFF', 'ADMIN']);
  });
});
