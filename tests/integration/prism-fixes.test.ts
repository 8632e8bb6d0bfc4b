// The fixes of ./prism-fixes.mjs, through the Prism host the sample tests use:
// each request that OpenAPI makes right is accepted (Prism 5.12 itself refused it
// or threw on it), and each that breaks its schema is still refused, naming the field.
// And the document as request validation reads it (requestsOnly, which Prism loads
// where it cannot load Stripe's whole): the same requests refused and accepted, and
// Prism's operations read from it the same requests as from the whole document.
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {getHttpOperationsFromSpec} from '@stoplight/prism-http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {prismHost, type PrismHost, type PrismMock} from './prism';
import {documentToMock, requestsOnly} from './prism-fixes.mjs';

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

/**
 * Stripe's shape, small: a response whose fields are each an id or the object, recursively;
 * a request body that reaches two schemas, one of them recursive, a shared parameter and a key.
 */
const customers = {
  openapi: '3.0.0',
  info: {title: 'Requests only', version: '1'},
  security: [{key: []}],
  paths: {
    '/customers/{id}': {
      parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string', pattern: '^cus_'}}],
      post: {
        parameters: [{$ref: '#/components/parameters/Expand'}],
        requestBody: {required: true, content: {'application/json': {schema: {$ref: '#/components/schemas/CustomerUpdate'}}}},
        responses: {'200': {description: 'The customer', content: {'application/json': {schema: {$ref: '#/components/schemas/Customer'}}}}},
      },
    },
    // A body of bytes, which Prism can send where it cannot send an object as application/octet-stream (here.com's data download).
    '/avatars/{name}': {
      get: {
        security: [],
        parameters: [{name: 'name', in: 'path', required: true, schema: {type: 'string'}}],
        responses: {'200': {description: 'The image', content: {'application/octet-stream': {schema: {type: 'string', format: 'binary'}}}}},
      },
    },
  },
  components: {
    securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Key'}},
    parameters: {Expand: {name: 'expand', in: 'query', schema: {type: 'array', items: {type: 'string', enum: ['invoice', 'referrer']}}}},
    schemas: {
      CustomerUpdate: {
        type: 'object',
        required: ['name'],
        properties: {name: {type: 'string'}, address: {$ref: '#/components/schemas/Address'}, referrer: {$ref: '#/components/schemas/CustomerUpdate'}},
      },
      Address: {type: 'object', required: ['city'], properties: {city: {type: 'string'}}},
      Customer: {
        type: 'object',
        properties: {id: {type: 'string'}, invoice: {anyOf: [{type: 'string'}, {$ref: '#/components/schemas/Invoice'}]}},
      },
      Invoice: {
        type: 'object',
        properties: {id: {type: 'string'}, customer: {anyOf: [{type: 'string'}, {$ref: '#/components/schemas/Customer'}]}},
      },
    },
  },
};

let host: PrismHost;
let mock30: PrismMock;
let mock20: PrismMock;
let whole: PrismMock;
let reduced: PrismMock;
beforeAll(async () => {
  host = prismHost();
  writeFileSync(path.join(work, 'openapi30.json'), JSON.stringify(openapi30));
  writeFileSync(path.join(work, 'swagger20.json'), JSON.stringify(swagger20));
  writeFileSync(path.join(work, 'customers.json'), JSON.stringify(customers));
  mock30 = await host.start(path.join(work, 'openapi30.json'));
  mock20 = await host.start(path.join(work, 'swagger20.json'));
  whole = await host.start(path.join(work, 'customers.json'));
  reduced = await host.start(path.join(work, 'customers.json'), undefined, {requestsOnly: true});
}, 60_000);
afterAll(async () => {
  await mock30?.stop();
  await mock20?.stop();
  await whole?.stop();
  await reduced?.stop();
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

describe('the document as request validation reads it (requestsOnly)', () => {
  it('keeps the schemas a request reaches, and no other; a response body that names a schema is any value, one of its own stays', () => {
    const document = structuredClone(customers) as typeof customers & {components: {schemas: Record<string, unknown>}};
    requestsOnly(document);
    expect(Object.keys(document.components.schemas).sort()).toEqual(['Address', 'CustomerUpdate']);
    expect(document.paths['/customers/{id}'].post.responses['200']).toEqual({description: 'The customer', content: {'application/json': {schema: {}}}});
    expect(document.paths['/avatars/{name}'].get.responses['200']).toEqual(customers.paths['/avatars/{name}'].get.responses['200']);
  });

  const post = (body: unknown, query = '', headers: Record<string, string> = {'X-Key': 'k'}) =>
    [`/customers/cus_1${query}`, {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body: JSON.stringify(body)}] as const;
  const cases: [string, readonly [string, RequestInit], {status: number; fields: string[]}][] = [
    ['a body that matches', post({name: 'Ada', address: {city: 'Paris'}, referrer: {name: 'Bo'}}, '?expand=invoice'), {status: 200, fields: []}],
    ['a field of a referenced schema of the wrong type', post({name: 'Ada', address: {city: 7}}), {status: 422, fields: ['body.address.city']}],
    ['a required field missing in the recursion', post({name: 'Ada', referrer: {address: {city: 'Oslo'}}}), {status: 422, fields: ['body.referrer']}],
    ['a shared parameter out of its enum', post({name: 'Ada'}, '?expand=cart'), {status: 422, fields: ['query.expand.0']}],
    ['a path parameter that breaks its pattern', ['/customers/acct_1', post({name: 'Ada'})[1]], {status: 422, fields: ['path.id']}],
    ['no key', post({name: 'Ada'}, '', {}), {status: 401, fields: []}],
    ['a request for bytes', ['/avatars/ada', {}], {status: 200, fields: []}],
  ];
  it.each(cases)('answers %s as the whole document does', async (_name, [route, init], expected) => {
    expect(await send(whole.origin, route, init)).toEqual(expected);
    expect(await send(reduced.origin, route, init)).toEqual(expected);
  });

  /** An operation's request, security and servers as Prism reads them, its bundled schemas written out (a cycle as how far back it goes). */
  const requestOf = (operation: Record<string, unknown>) => {
    const bundled = (operation.__bundled__ ?? {}) as Record<string, unknown>;
    const expand = (node: unknown, stack: string[]): unknown => {
      if (Array.isArray(node)) return node.map((value) => expand(value, stack));
      if (!node || typeof node !== 'object') return node;
      const ref = (node as {$ref?: unknown}).$ref;
      if (typeof ref === 'string' && ref.startsWith('#/__bundled__/')) {
        const name = ref.slice('#/__bundled__/'.length);
        return stack.includes(name) ? {cycle: stack.length - stack.indexOf(name)} : expand(bundled[name], [...stack, name]);
      }
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, expand(value, stack)]));
    };
    const {method, path: route, request, security, securityDeclarationType, servers} = operation;
    return expand({method, route, request, security, securityDeclarationType, servers}, []);
  };
  const examples = path.resolve(__dirname, '../../node_modules/@readme/oas-examples');
  const specs = ['2.0', '3.0', '3.1'].flatMap((version) =>
    readdirSync(path.join(examples, version, 'json'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(examples, version, 'json', name)),
  );
  it(`gives Prism the same requests as the whole document, in each of @readme/oas-examples' ${specs.length} descriptions`, async () => {
    for (const spec of specs) {
      const fromWhole = (await getHttpOperationsFromSpec(documentToMock(spec))) as unknown as Record<string, unknown>[];
      const fromReduced = (await getHttpOperationsFromSpec(documentToMock(spec, {requestsOnly: true}))) as unknown as Record<string, unknown>[];
      expect(fromReduced.map(requestOf), path.relative(examples, spec)).toEqual(fromWhole.map(requestOf));
    }
  });
});
