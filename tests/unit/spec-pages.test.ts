import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {processOpenapiFiles, readOpenapiFiles} from 'docusaurus-plugin-openapi-docs/lib/openapi';
import {loadSpec} from '../../scripts/spec/load-spec';
import path from 'node:path';
import {renderInfoPage} from '../../plugins/rest-docs/generators';
import {loadApiModel} from '../../plugins/rest-docs/model';
import {newOperationIds, operations, sitePageIds, specPath, tagOrder} from './spec-facts';

// The plugin's own lodash (no @types/lodash here), so the ids are derived exactly as it does.
const pluginRequire = createRequire(createRequire(import.meta.url).resolve('docusaurus-plugin-openapi-docs'));
const kebabCase = pluginRequire('lodash/kebabCase') as (text: string) => string;

describe('pages generated from the REST v1 spec', () => {
  it('the plugin generates a page for every operation of the facts, the site spec\'s 32 among them, and one overview', async () => {
    const files = await readOpenapiFiles(specPath);
    const [items] = await processOpenapiFiles(
      files,
      {specPath, outputDir: 'docs/rest/v1', showSchemas: false},
      {groupPathsBy: 'tag'},
    );
    const apiIds = items.filter((item: {type: string}) => item.type === 'api').map((item: {id: string}) => item.id);
    expect(apiIds).toEqual(expect.arrayContaining([...sitePageIds]));
    expect(apiIds).toEqual(expect.arrayContaining(operations.map((op) => op.id)));
    expect(new Set(apiIds).size).toBe(apiIds.length);
    expect(items.filter((item: {type: string}) => item.type === 'info')).toHaveLength(1);
  });

  it('the overview keeps the route komodo-rest-api of the site spec whatever info.title says', async () => {
    const model = await loadApiModel(specPath, path.dirname(path.dirname(specPath)));
    expect(model.overview.title).toBe('Komodo Customer API');
    expect(renderInfoPage(model.overview)).toMatch(/^---\nid: "komodo-rest-api"\n/);
  });

  it('the facts list the site spec\'s 32 pages and the 3 new ones', () => {
    expect(operations.map((op) => op.id).sort()).toEqual([...sitePageIds, ...newOperationIds].sort());
    expect(new Set(sitePageIds).size).toBe(32);
  });
});

describe('operations of the REST v1 spec', () => {
  const doc = loadSpec(specPath);
  const inSpec = Object.entries<any>(doc.paths).flatMap(([path, item]) =>
    Object.entries<any>(item).map(([method, op]) => ({path, method, op})));

  it('has every operation of the facts tables (and may have more)', () => {
    expect(inSpec.map(({method, path}) => `${method} ${path}`))
      .toEqual(expect.arrayContaining(operations.map(({method, path}) => `${method} ${path}`)));
  });

  it('deprecates exactly the operations the facts deprecate, each naming its replacement', () => {
    const byId = new Map(inSpec.map(({op}) => [kebabCase(op.operationId), op]));
    for (const expected of operations) {
      const op = byId.get(expected.id);
      expect(Boolean(op.deprecated), expected.id).toBe(Boolean(expected.replacedBy));
      if (!expected.replacedBy) continue;
      expect(op.deprecated, expected.id).toBe(true);
      expect(kebabCase(op['x-replaced-by']), expected.id).toBe(expected.replacedBy);
      expect(op.description, expected.id).toMatch(/^Deprecated: use `/);
    }
  });

  it.each(operations)('$method $path: tag $tag, summary "$summary", responses and page id $id', (expected) => {
    const op = doc.paths[expected.path][expected.method];
    expect(op.tags).toEqual([expected.tag]);
    expect(op.summary).toBe(expected.summary);
    // The plugin derives the page id with lodash kebabCase; lodash is what it really runs.
    expect(kebabCase(op.operationId)).toBe(expected.id);
    expect(op.operationId).toMatch(/^[a-z][A-Za-z]*$/);
    expect(Object.keys(op.responses).sort()).toEqual(['200', ...expected.errors.map(String)].sort());
    expect(op.responses['200'].content['application/json'].schema).toEqual({$ref: `#/components/schemas/${expected.body}`});
    expect(op.description?.length).toBeGreaterThan(80);
    if (expected.errors.includes(404)) expect(op.description).toContain('404');
  });

  it('path parameters are required, described integers, and the years parameter is year_id', () => {
    const params = inSpec.flatMap(({op}) => op.parameters ?? [])
      .map((p: any) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p))
      .filter((p: any) => p.in === 'path');
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
});
