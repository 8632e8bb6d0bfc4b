// What the pipeline makes of specs that are not Komodo's, before any page:
// Swagger 2.0 in JSON converted to 3.1, multi-file specs with their problems
// named in the file where they are written, recursion and variants kept in
// the model, page ids derived once and pinned (they are public URLs), and
// every example a page shows, given or built from the schema, valid.
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {type ApiModel, type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import {kebab} from '../../packages/api-reference/src/model/anchors';
import {readSpec, SpecError, type OpenApiDoc} from '../../packages/api-reference/src/load/load-spec';
import {referenceSpecs} from '../../scripts/reference-specs';
import {referenceSiteIds} from '../../packages/api-reference/src/reference';
import {specValidator} from '../spec-ajv';
import {writeMultiFileSpec} from '../../scripts/bench/multi-file-spec';
import {scratchFolder} from '../scratch';

/** This file's scratch files, removed when its tests end. */
const scratch = scratchFolder('reference-model-');

const siteDir = path.resolve(__dirname, '../..');
const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'api', strict: false};
const load = (file: string, strict = false): Promise<ApiModel> => loadApiModel(file, {...settings, strict}, siteDir);

const models = Object.fromEntries(await Promise.all(referenceSpecs.map(async (spec) => [spec.name, await load(spec.file)] as const)));
const sink = models['kitchen-sink'];
const op = (model: ApiModel, id: string) => {
  const found = model.operations.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no page ${id}`);
  return found;
};

describe('a Swagger 2.0 spec in JSON', async () => {
  const model = await load('openapi/kitchen-sink/swagger-2.json');

  it('is converted to OpenAPI 3.1, and the overview says from what', () => {
    expect(model.doc.openapi).toMatch(/^3\.1\./);
    expect(model.overview.convertedFrom).toBe('Swagger 2.0');
    expect(model.overview.openapi).toBe('Swagger 2.0');
    expect(model.original.swagger).toBe('2.0');
    expect(model.operations.map((page) => page.id)).toEqual(['get-legacy-order', 'replace-legacy-order', 'upload-legacy-scan']);
  });

  it('keeps host and basePath as the server, body and formData parameters as request bodies, file as a file part', () => {
    const get = op(model, 'get-legacy-order');
    expect(get.servers[0].url).toBe('https://legacy.shop.example.com/v1');
    expect(get.params.map((param) => `${param.in} ${param.name} ${param.type}`)).toEqual(['path orderId string', 'query fields array of string']);
    expect(op(model, 'replace-legacy-order').requestBody?.contents[0]).toMatchObject({mediaType: 'application/json'});
    const scan = op(model, 'upload-legacy-scan').requestBody?.contents[0];
    expect(scan?.mediaType).toBe('multipart/form-data');
    expect(scan?.root?.children.find((field) => field.name === 'scan')?.type).toMatch(/^file/);
  });

  it('upgrades the schema keywords and keeps the security schemes with their scopes', () => {
    const total = op(model, 'get-legacy-order').responses[0].root?.children.find((field) => field.name === 'total');
    expect(total?.limits).toEqual({exclusiveMinimum: 0});
    expect(op(model, 'get-legacy-order').security).toMatchObject([[{key: 'oauth', type: 'oauth2', scopes: ['orders:read']}]]);
    expect(op(model, 'upload-legacy-scan').security).toMatchObject([[{key: 'basicAuth', type: 'http', scheme: 'basic'}]]);
    expect(op(model, 'replace-legacy-order').security).toMatchObject([[{key: 'apiKey', in: 'header', name: 'X-Shop-Key'}]]);
  });
});

describe('a spec of several files', () => {
  /** A spec whose path item and schema are files of their own, with one fault in the second. */
  function writeSpec(schema: string): string {
    const dir = mkdtempSync(path.join(scratch, 'multi-file-'));
    mkdirSync(path.join(dir, 'paths'));
    writeFileSync(path.join(dir, 'root.yaml'), "openapi: 3.1.0\ninfo: {title: Files, version: '1'}\npaths:\n  /things:\n    $ref: ./paths/things.yaml\n");
    writeFileSync(
      path.join(dir, 'paths/things.yaml'),
      "get:\n  responses:\n    '200':\n      description: Things.\n      content:\n        application/json:\n          schema: {$ref: ../thing.yaml}\n          examples:\n            one:\n              value: {id: seven}\n",
    );
    writeFileSync(path.join(dir, 'thing.yaml'), schema);
    return path.join(dir, 'root.yaml');
  }

  it('names an invalid example in the file and at the line where it is written', async () => {
    const file = writeSpec('type: object\nproperties:\n  id: {type: integer}\n');
    const error = await readSpec(file, {strict: true}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as Error).message).toMatch(/paths\/things\.yaml:10:27: example "one" of GET \/things 200 \(application\/json\) is invalid at \/id: must be integer$/);
  });

  it('names a YAML error in the file where it is', async () => {
    const file = writeSpec('type: object\nproperties: [unclosed\n');
    const error = await readSpec(file, {strict: true}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpecError);
    // The file that holds the error (not the root that $refs it), at the line and column where the parser stopped, and what it found.
    expect((error as Error).message).toMatch(/(^|\/)thing\.yaml:3:1: Flow sequence in block collection must be sufficiently indented and end with a \]$/);
  });
});

describe('the kitchen-sink model', () => {
  it('gives every page the id derived from its operationId, or from method and path (public URLs: pinned)', () => {
    expect(sink.operations.map((page) => `${page.kind} ${page.id}`)).toEqual([
      'operation get-health',
      'operation create-order',
      'operation get-order',
      'operation delete-order',
      'operation update-order',
      'operation pay-order',
      'operation get-category',
      'operation upload-attachment',
      'operation get-receipt',
      'operation upload-receipt',
      'operation add-note',
      'webhook order-shipped',
    ]);
    expect(op(sink, 'get-health').title).toBe('GET /health');
  });

  it('gives an operation whose id the reference site uses itself (its search page, asset folders) the next free id, not the same route', async () => {
    const operation = (operationId: string) => ({operationId, responses: {'200': {description: 'OK'}}});
    const file = path.join(mkdtempSync(path.join(scratch, 'reserved-')), 'openapi.json');
    writeFileSync(file, JSON.stringify({openapi: '3.1.0', info: {title: 'T', version: '1'}, paths: {'/search': {get: operation('search')}, '/a': {get: operation('assets')}, '/b': {get: operation('search')}}}));
    const model = await loadApiModel(file, {...settings, reservedIds: referenceSiteIds}, siteDir);
    expect(model.operations.map((page) => page.id)).toEqual(['search-2', 'assets-2', 'search-3']);
  });

  it('takes a title from a summary of one short line; a longer one is the description, and the title is method and path (or the webhook\'s name)', async () => {
    const paragraph = `This event occurs when a review is requested. ${'More words. '.repeat(10)}\n\nTo subscribe, an app must have access.`;
    const file = path.join(mkdtempSync(path.join(scratch, 'titles-')), 'openapi.json');
    writeFileSync(file, JSON.stringify({openapi: '3.1.0', info: {title: 'T', version: '1'}, paths: {'/a': {get: {summary: 'Get an a', responses: {'200': {description: 'OK'}}}, post: {summary: 'x'.repeat(101), responses: {'200': {description: 'OK'}}}}}, webhooks: {reviewRequested: {post: {summary: paragraph, responses: {'200': {description: 'OK'}}}}}}));
    const model = await loadApiModel(file, settings, siteDir);
    expect(model.operations.map((page) => page.title)).toEqual(['Get an a', 'POST /a', 'reviewRequested (POST)']);
    expect(model.operations[2].description).toBe(paragraph);
    expect(model.operations[0].description).toBe('');
  });

  it('keeps the letters of accented words in ids made from a path', () => {
    expect(kebab('GET /ünïcode/cafés/{crèmeId}')).toBe('get-unicode-cafes-creme-id');
  });

  it('keeps a recursive schema as a link to where it is shown, not an endless tree', () => {
    const children = op(sink, 'get-category').responses[0].root?.children.find((field) => field.name === 'children');
    expect(children).toMatchObject({type: 'array of Category', recursiveOf: 'response-200', children: []});
  });

  it('shows a named schema in full once per page and links later uses of it there; a small one is repeated; requests and responses apart', async () => {
    const fields = (count: number) => Object.fromEntries(Array.from({length: count}, (_, index) => [`f${index}`, {type: 'string'}]));
    const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});
    const body = (schema: object) => ({content: {'application/json': {schema}}});
    const file = path.join(mkdtempSync(path.join(scratch, 'shown-')), 'openapi.json');
    writeFileSync(
      file,
      JSON.stringify({
        openapi: '3.1.0',
        info: {title: 'T', version: '1'},
        paths: {
          '/movies': {
            post: {
              operationId: 'addMovie',
              requestBody: body({type: 'object', properties: {director: ref('Staff')}}),
              responses: {'200': {description: 'OK', ...body(ref('Movie'))}},
            },
          },
        },
        components: {
          schemas: {
            Staff: {type: 'object', properties: {...fields(12), studio: ref('Studio')}},
            Studio: {type: 'object', properties: fields(2)},
            Movie: {type: 'object', properties: {director: ref('Staff'), writers: {type: 'array', items: ref('Staff')}, crew: {oneOf: [ref('Staff'), ref('Studio')]}, studio: ref('Studio')}},
          },
        },
      }),
    );
    const page = op(await load(file), 'add-movie');
    const request = page.requestBody!.contents[0].root!;
    const response = page.responses[0].root!;
    const field = (node: typeof response, name: string) => node.children.find((child) => child.name === name)!;
    // The request's Staff is not the response's (readOnly and writeOnly fields differ): each direction shows it once.
    expect(field(request, 'director').children).toHaveLength(13);
    expect(field(response, 'director').children).toHaveLength(13);
    expect(field(response, 'director').shownAt).toBeUndefined();
    expect(field(response, 'writers')).toMatchObject({type: 'array of Staff', shownAt: 'response-200-director', children: []});
    expect(field(response, 'crew').variants?.options[0].node).toMatchObject({shownAt: 'response-200-director', children: []});
    // Two fields: repeated where used, not a link.
    expect(field(response, 'crew').variants?.options[1].node.children.map((child) => child.name)).toEqual(['f0', 'f1']);
    expect(field(response, 'studio').shownAt).toBeUndefined();
    expect(field(response, 'studio').children).toHaveLength(2);
  });

  it('models a oneOf as variants with their discriminator values, and an anyOf as alternatives', () => {
    const items = op(sink, 'create-order').requestBody?.contents[0].root?.children.find((field) => field.name === 'items');
    expect(items?.variants).toMatchObject({kind: 'oneOf', discriminator: 'kind', options: [{title: 'Physical item', discriminatorValue: 'physical'}, {title: 'Digital item', discriminatorValue: 'digital'}]});
    const contact = op(sink, 'get-order').responses[0].root?.children.find((field) => field.name === 'contact');
    expect(contact?.variants).toMatchObject({kind: 'anyOf', options: [{title: 'By email'}, {title: 'By phone'}]});
  });
});

describe('static pages (packages/api-reference/src/site/static-pages)', () => {
  it('from staticPagesFrom operations and webhooks on, or when asked: the kitchen sink has 12', async () => {
    const file = referenceSpecs.find((spec) => spec.name === 'kitchen-sink')!.file;
    expect((await loadApiModel(file, {...settings, staticPagesFrom: 12}, siteDir)).settings.staticPages).toBe(true);
    expect((await loadApiModel(file, {...settings, staticPagesFrom: 13}, siteDir)).settings.staticPages).toBe(false);
    expect((await loadApiModel(file, {...settings, staticPagesFrom: 13, staticPages: true}, siteDir)).settings.staticPages).toBe(true);
    expect(sink.settings.staticPages).toBe(false);
    expect(sink.pageSidebars).toBeUndefined();
  });

  it('the overview\'s sidebar links the untagged operations and each tag\'s section; a page\'s sidebar has its tag\'s pages and links the other tags\' first', async () => {
    const model = await loadApiModel(referenceSpecs.find((spec) => spec.name === 'kitchen-sink')!.file, {...settings, overviewSlug: '/', staticPages: true}, siteDir);
    expect(model.sidebar).toEqual([
      {type: 'doc', id: 'overview'},
      {type: 'link', label: 'GET /health', href: '/get-health', operation: {method: 'get', deprecated: false}},
      {type: 'link', label: 'Orders', href: '/#orders'},
      {type: 'link', label: 'Files', href: '/#files'},
      {type: 'link', label: 'Notes', href: '/#notes'},
      {type: 'link', label: 'Webhooks', href: '/#webhooks'},
    ]);
    const sidebars = model.pageSidebars!;
    expect(Object.keys(sidebars)).toEqual(['pages', 'pages-orders', 'pages-files', 'pages-notes', 'pages-webhooks']);
    // Each page is in one sidebar, and the sidebars in order have every page in the order of previous and next.
    const docs = Object.values(sidebars).flatMap((items) => items.flatMap((item) => (item.type === 'category' ? item.items : [item])).filter((item) => item.type === 'doc'));
    expect(docs.map((item) => item.id)).toEqual(model.operations.map((page) => page.id));
    const files = sidebars['pages-files'];
    expect(files[0]).toEqual({type: 'link', label: 'Overview', href: '/'});
    expect(files.map((item) => [item.type, item.label])).toEqual([['link', 'Overview'], ['link', 'GET /health'], ['link', 'Orders'], ['category', 'Files'], ['link', 'Notes'], ['link', 'Webhooks']]);
    const firstOf = (label: string) => model.operations.find((page) => sidebars[`pages-${label.toLowerCase()}`].some((item) => item.type === 'category' && item.items[0].type === 'doc' && item.items[0].id === page.id))!.id;
    expect(files.find((item) => item.label === 'Orders')).toEqual({type: 'link', label: 'Orders', href: `/${firstOf('Orders')}`});
    expect(sidebars.pages.map((item) => item.type)).toEqual(['link', 'doc', 'link', 'link', 'link', 'link']);
    // The Errors tag has no operations: a section of the overview (its description), in no sidebar.
    expect(model.overview.tags.map((tag) => tag.anchor)).toEqual(['operations', 'orders', 'files', 'notes', 'errors']);
  });

  it('a tag\'s anchor is not one the overview has already: its sections, its schemes (auth-…), another tag', async () => {
    const file = path.join(mkdtempSync(path.join(scratch, 'anchors-')), 'openapi.json');
    const tagged = (tag: string) => ({tags: [tag], responses: {'200': {description: 'OK'}}});
    writeFileSync(file, JSON.stringify({openapi: '3.1.0', info: {title: 'T', version: '1'}, paths: {'/a': {get: tagged('Servers'), post: tagged('Auth keys'), put: tagged('Orders'), patch: tagged('orders!'), delete: tagged('Заказы')}}}));
    const model = await loadApiModel(file, {...settings, staticPages: true}, siteDir);
    expect(model.overview.tags.map((tag) => tag.anchor)).toEqual(['tag-servers', 'orders', 'tag-auth-keys', 'tag-4', 'orders-2']);
  });
});

describe.each(Object.entries(models))('every example the %s reference shows', (name, model) => {
  it('validates against its schema, given by the spec or built from it, or is labelled invalid (the kitchen sink\'s one, on purpose)', () => {
    const validatorOf = specValidator(model.doc);
    const invalid: string[] = [];
    const labelled: string[] = [];
    let checked = 0;
    for (const page of model.operations) {
      const media = [...(page.requestBody?.contents ?? []), ...page.responses.flatMap((response) => response.contents)];
      for (const content of media.filter((candidate) => candidate.schema && /json/.test(candidate.mediaType))) {
        for (const example of content.examples.filter((candidate) => candidate.value !== undefined)) {
          checked++;
          const validate = validatorOf(content.schema);
          if (validate(example.value)) expect(example.invalid, `${page.id} ${example.name}`).toBeUndefined();
          else if (example.invalid && !example.generated) labelled.push(`${page.id} ${content.mediaType} ${example.name}: ${example.invalid[0]}`);
          else invalid.push(`${page.id} ${content.mediaType} ${example.name}: ${JSON.stringify(validate.errors)}`);
        }
      }
    }
    expect(checked, name).toBeGreaterThan(3);
    expect(invalid).toEqual([]);
    expect(labelled).toEqual(name === 'kitchen-sink' ? ['pay-order application/json expiredCard: /card/expiryMonth must be <= 12'] : []);
  });
});

describe('the multi-file spec of the scale benchmark (scripts/bench/multi-file-spec.ts)', () => {
  it('is many files whose relative $refs bundle back to the same operations and schemas', async () => {
    const {root, files} = writeMultiFileSpec(path.join(siteDir, 'openapi/rest-v1.yaml'), 2);
    const spec = await readSpec(root, {strict: true});
    expect(spec.files.length).toBe(files);
    expect(files).toBeGreaterThan(80);
    const komodo = await readSpec(path.join(siteDir, 'openapi/rest-v1.yaml'), {strict: true});
    const operations = (doc: OpenApiDoc) =>
      Object.values<Record<string, {operationId?: string}>>(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId)).sort();
    expect(operations(spec.doc)).toHaveLength(operations(komodo.doc).length * 2);
    expect(Object.keys(spec.doc.components.schemas).sort()).toEqual(Object.keys(komodo.doc.components.schemas).sort());
  });
});
