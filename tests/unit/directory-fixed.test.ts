// What `npm run bench:directory` (scripts/bench/directory.ts) found in the
// descriptions of APIs.guru's directory, each class as the smallest spec that
// reproduces it: the spec is documented, every page compiles as the build
// compiles it, and the page shows what the spec says.
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {validationErrors} from '../../packages/api-reference/src/model/values';
import {compileMdx, generatePages} from '../../scripts/bench/spec-pages';
import {scratchFolder} from '../scratch';

const dir = scratchFolder('directory-fixed-');

/** `spec` (JSON, as the directory's are) generated into a new folder: the model and each page's MDX, which must compile. */
async function documented(name: string, spec: unknown) {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(spec));
  const {model, docs, pages} = await generatePages(file, mkdtempSync(path.join(dir, 'site-')));
  for (const page of pages) expect(await compileMdx(path.join(docs, page)), page).toBeUndefined();
  const page = (id: string) => readFileSync(path.join(docs, pages.find((file) => path.basename(file).startsWith(`${id}.`))!), 'utf8');
  return {model, page};
}

const info = {title: 'Directory', version: '1'};

describe('descriptions of the APIs.guru directory', () => {
  it('documents a parameter whose pattern has a lookbehind, which randexp cannot read (amazonaws.com/appstream.json)', async () => {
    const pattern = '^[0-9a-z\\.\\-]*(?<!\\.)$';
    const {model, page} = await documented('lookbehind.json', {
      openapi: '3.0.0',
      info,
      paths: {'/stacks': {get: {operationId: 'listStacks', parameters: [{name: 'domain', in: 'query', schema: {type: 'string', pattern}}], responses: {200: {description: 'OK'}}}}},
    });
    expect(model.operations[0].params.map((param) => param.name)).toEqual(['domain']);
    expect(page('list-stacks')).toContain('domain');
  });

  // Value, reached from a request and from two responses, holds itself through a map and names Expression, whose
  // pattern Ajv could not compile: that left its validator with the map half compiled, and the
  // third schema's check called it ("wrapper0.validate is not a function").
  const reaching = (pattern: string) => {
    const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});
    const json = (schema: unknown) => ({content: {'application/json': {schema}}});
    return {
      openapi: '3.0.0',
      info,
      paths: {
        '/entries': {post: {operationId: 'putEntries', requestBody: json({type: 'object', properties: {entries: {type: 'array', items: ref('Entry')}}}), responses: {200: {description: 'OK', ...json({type: 'object', properties: {failed: {type: 'array', items: ref('Entry')}}})}}}},
        '/types': {get: {operationId: 'getType', responses: {200: {description: 'OK', ...json({type: 'object', properties: {definitions: {type: 'object', additionalProperties: ref('Definition')}}})}}}},
      },
      components: {
        schemas: {
          Entry: {type: 'object', properties: {value: ref('Value')}},
          Definition: {type: 'object', properties: {defaultValue: ref('Value')}},
          Value: {type: 'object', properties: {mapValue: ref('ValueMap'), expression: ref('Expression')}},
          ValueMap: {type: 'object', additionalProperties: ref('Value')},
          Expression: {type: 'string', pattern},
        },
      },
    };
  };

  it('documents schemas that reach a pattern valid only without the u flag, a lone } (amazonaws.com/iottwinmaker.json), and checks values against it', async () => {
    const {model, page} = await documented('lone-brace.json', reaching('^\\$\\{Parameters\\.[a-z]+}$'));
    expect(model.operations.map((op) => op.id)).toEqual(['put-entries', 'get-type']);
    expect(page('get-type')).toContain('definitions');
    expect(validationErrors({type: 'string', pattern: '^\\$\\{P\\.[a-z]+}$'}, {}, 'response', 'text')).toEqual(['/ must match pattern "^\\$\\{P\\.[a-z]+}$"']);
  });

  it('documents them when the pattern is one JavaScript cannot read at all', async () => {
    const {model} = await documented('bad-range.json', reaching('^[z-a]+$'));
    expect(model.operations.map((op) => op.id)).toEqual(['put-entries', 'get-type']);
  });

  it('reads fences of a description whose lines end in \\r\\n, whose pages compile (azure.com/sql-recommendedElasticPools.json)', async () => {
    const description = 'The edition.\r\n\r\n```azurecli\r\naz sql db list-editions -l <location>\r\n````\r\n\r\n```powershell\r\nGet-AzSqlServerServiceObjective -Location <location>\r\n````\r\n';
    const {page} = await documented('crlf.json', {
      openapi: '3.0.0',
      info,
      paths: {'/pools': {get: {operationId: 'getPool', responses: {200: {description: 'OK', content: {'application/json': {schema: {type: 'object', properties: {edition: {type: 'string', description}}}}}}}}}},
    });
    expect(page('get-pool')).toContain('```powershell\nGet-AzSqlServerServiceObjective -Location <location>\n````');
  });

  it('titles an example with a backtick in it, where it quotes the pattern its value breaks (amazonaws.com/elasticfilesystem.json)', async () => {
    const pattern = '^[^$#<>;`|&?{}^*/\\n]+$';
    const {page} = await documented('backtick.json', {
      openapi: '3.0.0',
      info,
      paths: {'/paths': {get: {operationId: 'getPath', responses: {200: {description: 'OK', content: {'application/json': {schema: {type: 'string', pattern}, example: 'a`b'}}}}}}},
    });
    expect(page('get-path')).toContain('~~~json title="Example: default (invalid against its schema: / must match pattern \\"^[^$#<>;`|&?{}^*/\\\\n]+$\\")"\n"a`b"\n~~~');
  });

  it('keeps a code span that runs over two lines of a list item on one, whose page compiles (zuora.com.json)', async () => {
    const description = 'Two ways:\n\n* Override a tier\nFor example:  `tiers[{tier:1,price:8},\n{tier:2,price:6}]`\n\nThen send it.';
    const {page} = await documented('lazy-code.json', {
      openapi: '3.0.0',
      info,
      paths: {'/subscriptions': {put: {operationId: 'putSubscription', description, responses: {200: {description: 'OK'}}}}},
    });
    expect(page('put-subscription')).toContain('* Override a tier\nFor example:  `tiers[{tier:1,price:8}, {tier:2,price:6}]`');
  });

  it('documents an example given by externalValue and a discriminator mapping to a file it cannot reach (cpy.re/peertube.json, digitalocean.com.json)', async () => {
    const record = {type: 'object', properties: {type: {type: 'string'}, data: {type: 'string'}}};
    const {model, page} = await documented('named-elsewhere.json', {
      openapi: '3.0.0',
      info,
      paths: {
        '/config': {get: {operationId: 'getConfig', responses: {200: {description: 'OK', content: {'application/json': {schema: {type: 'object'}, examples: {nightly: {externalValue: 'http://127.0.0.1:9/config.json'}}}}}}}},
        '/records': {post: {operationId: 'createRecord', requestBody: {content: {'application/json': {schema: {anyOf: [record], discriminator: {propertyName: 'type', mapping: {A: 'models/record_types.yml#/record_a'}}}}}}, responses: {201: {description: 'Created'}}}},
      },
    });
    expect(model.operations.map((op) => op.id)).toEqual(['get-config', 'create-record']);
    expect(page('create-record')).toContain('data');
  });

  // Microsoft Graph's beta description: operationIds of 286 characters in kebab-case, a page's
  // file name longer than the 255 bytes a file system takes (ENAMETOOLONG).
  it('cuts a page id too long to be a file name, keeps two such ids apart, and writes their pages (microsoft.com/graph-beta.json)', async () => {
    const long = 'identityGovernance.entitlementManagement.accessPackageAssignments.accessPackage.accessPackageResourceRoleScopes.accessPackageResourceRole.accessPackageResource.accessPackageResourceScopes.accessPackageResource';
    const operation = (operationId: string, schema: string) => ({get: {operationId, responses: {200: {description: 'OK', content: {'application/json': {schema: {$ref: `#/components/schemas/${schema}`}}}}}}});
    const schemaName = `microsoft.graph.${'accessPackageResourceRoleScope'.repeat(8)}`;
    const {model, page} = await documented('long-ids.json', {
      openapi: '3.0.0',
      info,
      paths: {'/scopes/{id}/resource': operation(`${long}.GetAccessPackageResource`, schemaName), '/scopes/{id}/resource/scopes': operation(`${long}.ListAccessPackageResourceScopes`, schemaName)},
      components: {schemas: {[schemaName]: {type: 'object', properties: {id: {type: 'string'}}}}},
    });
    const ids = model.operations.map((op) => op.id);
    expect(ids.every((id) => id.length <= 200)).toBe(true);
    expect(ids[0]).toMatch(/^identity-governance-entitlement-management-access-package-assignments-[a-z-]+-[0-9a-f]{8}$/);
    expect(new Set(ids).size).toBe(2);
    expect(page(ids[0])).toContain('/scopes/');
    const schemaPage = await documented('long-ids-schemas.json', {
      openapi: '3.0.0',
      info,
      paths: Object.fromEntries(Array.from({length: 110}, (_, index) => [`/things/${index}`, operation(`getThing${index}`, index ? `Thing${index}` : schemaName)])),
      components: {schemas: Object.fromEntries([[schemaName, {type: 'object', properties: {id: {type: 'string'}}}], ...Array.from({length: 109}, (_, index) => [`Thing${index + 1}`, {type: 'object'}])])},
    });
    const schema = schemaPage.model.schemas.find((page) => page.name === schemaName)!;
    expect(schema.id.length).toBeLessThanOrEqual('schemas/'.length + 200);
    expect(schemaPage.page(schema.id.replace('schemas/', ''))).toContain('id');
  });
});
