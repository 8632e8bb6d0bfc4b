import {describe, expect, it} from 'vitest';
import type {SpecValue} from '../../packages/api-reference/src/load/load-spec';
import {operations, regionExample, sitePageIds, tagOrder} from './spec-facts';
import {doc as komodoDoc, model as komodoModel, renderOverview, twinOf} from '../komodo-model';

describe('pages generated from the REST v1 spec', () => {
  it('every operation of the facts has its page at the id the facts give it (public URLs), the site spec\'s 32 among them, and one overview', () => {
    const pageOf = new Map(komodoModel.operations.map((op) => [`${op.method.toLowerCase()} ${op.path}`, op.id]));
    for (const expected of operations) expect(pageOf.get(`${expected.method} ${expected.path}`), `${expected.method} ${expected.path}`).toBe(expected.id);
    const ids = komodoModel.operations.map((op) => op.id);
    expect(ids).toEqual(expect.arrayContaining([...sitePageIds]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(komodoModel.sidebar.filter((item) => item.type === 'doc')).toEqual([{type: 'doc', id: 'rest/v1/komodo-rest-api'}]);
  });

  it('the overview keeps the route komodo-rest-api of the site spec whatever info.title says', () => {
    expect(komodoModel.overview.apiTitle).toBe('Komodo Customer API');
    expect(renderOverview()).toMatch(/^---\nid: "komodo-rest-api"\n/);
  });

});

describe('operations of the REST v1 spec', () => {
  const doc = komodoDoc;
  const inSpec = Object.entries<SpecValue>(doc.paths).flatMap(([path, item]) =>
    Object.entries<SpecValue>(item).map(([method, op]) => ({path, method, op})));

  it('has every operation of the facts tables (and may have more)', () => {
    expect(inSpec.map(({method, path}) => `${method} ${path}`))
      .toEqual(expect.arrayContaining(operations.map(({method, path}) => `${method} ${path}`)));
  });

  it('deprecates exactly the operations the facts deprecate, each naming its replacement', () => {
    const pageOf = new Map(komodoModel.operations.map((op) => [op.operationId, op.id]));
    const byId = new Map(inSpec.map(({op}) => [pageOf.get(op.operationId), op]));
    for (const expected of operations) {
      const op = byId.get(expected.id);
      expect(Boolean(op.deprecated), expected.id).toBe(Boolean(expected.replacedBy));
      if (!expected.replacedBy) continue;
      expect(op.deprecated, expected.id).toBe(true);
      expect(pageOf.get(op['x-replaced-by']), expected.id).toBe(expected.replacedBy);
      expect(op.description, expected.id).toMatch(/^Deprecated: use `/);
    }
  });

  it.each(operations)('$method $path: tag $tag, summary "$summary", responses and page id $id', (expected) => {
    const op = doc.paths[expected.path][expected.method];
    expect(op.tags).toEqual([expected.tag]);
    expect(op.summary).toBe(expected.summary);
    // The page id is derived from the operationId (packages/api-reference/src/model/api.ts): a public URL.
    expect(komodoModel.operations.find((page) => page.operationId === op.operationId)?.id).toBe(expected.id);
    expect(op.operationId).toMatch(/^[a-z][A-Za-z]*$/);
    expect(Object.keys(op.responses).sort()).toEqual(['200', ...expected.errors.map(String)].sort());
    expect(op.responses['200'].content['application/json'].schema).toEqual({$ref: `#/components/schemas/${expected.body}`});
    expect(op.description?.length).toBeGreaterThan(80);
    if (expected.errors.includes(404)) expect(op.description).toContain('404');
  });

  it('path parameters are required, described integers, and the years parameter is year_id', () => {
    const params = inSpec.flatMap(({op}) => op.parameters ?? [])
      .map((p: SpecValue) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p))
      .filter((p: SpecValue) => p.in === 'path');
    expect(params.length).toBeGreaterThan(0);
    for (const p of params) {
      expect(p, p.name).toMatchObject({required: true, schema: {type: 'integer'}});
      expect(p.description, p.name).toBeTruthy();
    }
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/years/'))).toEqual(['/years/{year_id}', '/years/{year_id}/users']);
  });

  it('tags are described and in the order of the facts table', () => {
    expect(doc.tags.map((tag: {name: string}) => tag.name)).toEqual(tagOrder);
    for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
  });

  it('every operation accepts Basic or bearer + API key, except login, which takes the API key only', () => {
    expect(doc.security).toEqual([{BasicAuth: []}, {BearerAuth: [], ApiKey: []}]);
    const overrides = inSpec.filter(({op}) => op.security).map(({method, path, op}) => [`${method} ${path}`, op.security]);
    expect(overrides).toEqual([['post /auth/login', [{ApiKey: []}]]]);
    expect(doc.components.securitySchemes).toMatchObject({
      BasicAuth: {type: 'http', scheme: 'basic'},
      BearerAuth: {type: 'http', scheme: 'bearer'},
      ApiKey: {type: 'apiKey', in: 'header', name: 'x-api-key'},
    });
  });

  it('servers are production and staging with a described region variable, no localhost', () => {
    expect(doc.servers.map((s: {url: string}) => s.url)).toEqual([
      'https://{region}.api.komodowellbeing.com/rest/v1',
      'https://{region}.stage.api.komodowellbeing.com/rest/v1',
    ]);
    for (const server of doc.servers) {
      expect(server.variables.region.default).toBe('us.east1');
      expect(server.variables.region.description).toBeTruthy();
    }
  });

  it('the region\'s default is the facts\' example of a region, and says so; every twin puts each URL variable in the spec\'s words alone', () => {
    const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
    for (const server of doc.servers) {
      expect(server.variables.region.default).toBe(regionExample);
      expect(oneLine(server.variables.region.description)).toContain(`for example \`${regionExample}\``);
    }
    const variables = new Map<string, string>(doc.servers.flatMap((server: SpecValue) =>
      Object.entries<SpecValue>(server.variables ?? {}).map(([name, variable]): [string, string] => [name, oneLine(variable.description)])));
    for (const op of komodoModel.operations) {
      const lines = twinOf(op, `https://docs.example.org/docs/rest/v1/${op.id}`).split('\n').filter((line) => /^- `\{[^}]+\}`:/.test(line));
      expect(lines, op.id).toEqual([...variables].map(([name, description]) => `- \`{${name}}\`: ${description}`));
    }
  });
});
