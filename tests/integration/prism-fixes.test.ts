// The fixes of ./prism-fixes.mjs, through the Prism host the sample tests use:
// each request that OpenAPI makes right is accepted (Prism 5.12 itself refused it
// or threw on it), and each that breaks its schema is still refused, naming the field.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {prismHost, type PrismHost, type PrismMock} from './prism';

const work = mkdtempSync(path.join(tmpdir(), 'prism-fixes-'));
const ok = {'204': {description: 'Done'}};

/** Branches that forbid no field of each other: only the discriminator tells them apart. */
const openapi30 = {
  openapi: '3.0.3',
  info: {title: 'Prism fixes', version: '1'},
  paths: {
    '/uploads': {
      post: {
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['ids', 'meta'],
                properties: {
                  ids: {type: 'array', items: {type: 'integer'}},
                  meta: {type: 'object', required: ['size'], properties: {size: {type: 'integer'}}},
                  tags: {type: 'array', items: {type: 'string'}},
                },
              },
              encoding: {tags: {style: 'pipeDelimited', explode: false}},
            },
          },
        },
        responses: ok,
      },
    },
    '/search': {
      get: {
        parameters: [
          {name: 'ids', in: 'query', style: 'pipeDelimited', explode: false, schema: {type: 'array', items: {type: 'integer'}}},
          {name: 'colour', in: 'query', style: 'spaceDelimited', explode: false, schema: {type: 'object', properties: {r: {type: 'integer'}, g: {type: 'integer'}}}},
          {name: 'X-Levels', in: 'header', schema: {type: 'array', items: {type: 'integer'}}},
        ],
        responses: ok,
      },
    },
    '/pets': {
      patch: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}],
                discriminator: {propertyName: 'kind', mapping: {cat: '#/components/schemas/Cat'}},
              },
            },
          },
        },
        responses: ok,
      },
    },
  },
  components: {
    schemas: {
      Cat: {type: 'object', required: ['kind'], properties: {kind: {type: 'string'}, hunts: {type: 'boolean'}}},
      Dog: {type: 'object', required: ['kind'], properties: {kind: {type: 'string'}, barks: {type: 'boolean'}}},
    },
  },
};

const swagger20 = {
  swagger: '2.0',
  info: {title: 'Prism fixes', version: '1'},
  paths: {
    '/notes': {
      post: {
        parameters: [{in: 'body', name: 'body', schema: {type: 'object', required: ['text'], properties: {text: {type: 'string'}}}}],
        responses: ok,
      },
    },
  },
};

let host: PrismHost;
let mock30: PrismMock;
let mock20: PrismMock;
beforeAll(async () => {
  host = prismHost();
  writeFileSync(path.join(work, 'openapi30.json'), JSON.stringify(openapi30));
  writeFileSync(path.join(work, 'swagger20.json'), JSON.stringify(swagger20));
  mock30 = await host.start(path.join(work, 'openapi30.json'));
  mock20 = await host.start(path.join(work, 'swagger20.json'));
}, 60_000);
afterAll(async () => {
  await mock30?.stop();
  await mock20?.stop();
  host?.close();
  rmSync(work, {recursive: true, force: true});
});

/** Prism's status, and the fields its refusal names ("body.ids.1"). */
async function send(origin: string, route: string, init: RequestInit = {}): Promise<{status: number; fields: string[]}> {
  const response = await fetch(`${origin}${route}`, init);
  const text = await response.text();
  const validation = response.status === 422 ? ((JSON.parse(text) as {validation?: {location: string[]}[]}).validation ?? []) : [];
  expect(host.crashes, 'Prism threw on the request').toEqual([]);
  return {status: response.status, fields: validation.map((problem) => problem.location.join('.'))};
}

function uploads(ids: string[], meta: string, tags?: string): FormData {
  const form = new FormData();
  for (const id of ids) form.append('ids', id);
  form.append('meta', new Blob([meta], {type: 'application/json'}), 'meta.json');
  if (tags !== undefined) form.append('tags', tags);
  return form;
}

describe('multipart: repeated parts are an array, a JSON part an object', () => {
  it('accepts two ids, a JSON object and a pipe-delimited field', async () => {
    expect(await send(mock30.origin, '/uploads', {method: 'POST', body: uploads(['1', '2'], '{"size": 3}', 'a%7Cb')})).toEqual({status: 204, fields: []});
  });
  it('accepts one id as an array of one', async () => {
    expect((await send(mock30.origin, '/uploads', {method: 'POST', body: uploads(['7'], '{"size": 3}')})).status).toBe(204);
  });
  it('refuses an id that is not an integer, and names it', async () => {
    expect(await send(mock30.origin, '/uploads', {method: 'POST', body: uploads(['1', 'two'], '{"size": 3}')})).toEqual({status: 422, fields: ['body.ids.1']});
  });
  it('refuses an object part whose field has the wrong type, or that is not JSON', async () => {
    expect((await send(mock30.origin, '/uploads', {method: 'POST', body: uploads(['1'], '{"size": "big"}')})).fields).toEqual(['body.meta.size']);
    expect((await send(mock30.origin, '/uploads', {method: 'POST', body: uploads(['1'], 'size=3')})).fields).toEqual(['body.meta']);
  });
  it('refuses a body without a required field', async () => {
    const form = new FormData();
    form.append('ids', '1');
    expect((await send(mock30.origin, '/uploads', {method: 'POST', body: form})).status).toBe(422);
  });
});

describe('delimited query parameters and an optional list header', () => {
  it('accepts a request that sends none of them', async () => {
    expect(await send(mock30.origin, '/search')).toEqual({status: 204, fields: []});
  });
  it('accepts pipe-delimited integers, a space-delimited object and a list header', async () => {
    expect(await send(mock30.origin, '/search?ids=1|2|3&colour=r%2010%20g%2020', {headers: {'X-Levels': '1,2'}})).toEqual({status: 204, fields: []});
  });
  it('refuses an item, a property or a header item of the wrong type', async () => {
    expect((await send(mock30.origin, '/search?ids=1|x')).fields).toEqual(['query.ids.1']);
    expect((await send(mock30.origin, '/search?colour=r%20red')).fields).toEqual(['query.colour.r']);
    expect((await send(mock30.origin, '/search', {headers: {'X-Levels': '1,high'}})).fields).toEqual(['header.x-levels.1']);
  });
});

describe("OpenAPI 3.0's discriminator selects the branch", () => {
  const patch = (body: unknown) => ({method: 'PATCH', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});
  it('accepts a body that JSON Schema alone matches to both branches', async () => {
    expect(await send(mock30.origin, '/pets', patch({kind: 'cat', hunts: true}))).toEqual({status: 204, fields: []});
    // Dog is not in the mapping: its schema's name is its value.
    expect(await send(mock30.origin, '/pets', patch({kind: 'Dog', barks: true}))).toEqual({status: 204, fields: []});
  });
  it("refuses a body that breaks the named branch, though it would match the other's", async () => {
    expect((await send(mock30.origin, '/pets', patch({kind: 'cat', hunts: 'yes'}))).status).toBe(422);
    expect((await send(mock30.origin, '/pets', patch({kind: 'Dog', barks: 1, hunts: true}))).status).toBe(422);
  });
  it('checks a value that names no branch as JSON Schema does (both match: refused)', async () => {
    expect((await send(mock30.origin, '/pets', patch({kind: 'bird'}))).status).toBe(422);
  });
});

describe('Swagger 2.0 without consumes: the body is JSON', () => {
  const post = (body: unknown) => ({method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});
  it('accepts a body that matches its schema', async () => {
    expect(await send(mock20.origin, '/notes', post({text: 'hello'}))).toEqual({status: 204, fields: []});
  });
  it('refuses one that does not', async () => {
    expect((await send(mock20.origin, '/notes', post({text: 1}))).fields).toEqual(['body.text']);
  });
});
