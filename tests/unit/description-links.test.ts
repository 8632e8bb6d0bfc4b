// Links in the descriptions of a spec written for Redoc or for the
// provider's own site land on this reference's pages, on the provider's
// site, or read as text, and each one that leaves the reference is listed
// with its place (packages/api-reference/src/model/links.ts).
import {describe, expect, it} from 'vitest';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {renderInfoPage} from '../../packages/api-reference/src/render/page';
import {buildArtifacts} from '../../packages/api-reference/src/render/artifacts';
import type {JsonSchema} from '../../packages/api-reference/src/model/schema';

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'api', strict: false};

const links = [
  'Records: [Domain Records](#tag/Domain-Records), [create one](#operation/create_record),',
  '[the same](#tag/Domain-Records/operation/create_record), [paging](#section/Pagination),',
  '[a record](#schema/Record), [a guide](/docs/pagination), [fields](reference/custom-fields),',
  '[nowhere](#operation/no_such_operation), [the portal](https://example.com/portal),',
  "[ReadMe's link](/reference/create_record), ![a diagram](/img/flow.png).",
].join('\n');

function specWith(externalDocs?: string): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {title: 'Records', version: '1', description: `Intro.\n\n## Pagination\n\nPages.\n\n${links}`},
    ...(externalDocs ? {externalDocs: {url: externalDocs}} : {}),
    tags: [{name: 'Domain Records'}],
    paths: {
      '/records': {
        post: {
          operationId: 'create_record',
          tags: ['Domain Records'],
          summary: 'Create a record',
          description: links,
          requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Record'}}}},
          responses: {'201': {description: 'Created.'}},
        },
      },
    },
    components: {schemas: {Record: {type: 'object', properties: {name: {type: 'string', description: `See [paging](#section/Pagination).`}}}}},
  };
}

function model(doc: JsonSchema, more: Partial<ReferenceSettings> = {}) {
  return buildApiModel({shown: 'records.yaml', source: '', files: [], original: doc as never, doc: doc as never, warnings: [], examples: []}, {...settings, ...more});
}

describe('links of a spec written for Redoc', () => {
  it("land on this reference's pages: the tag's section and the heading of the overview, the operation's page, the body that is the schema", () => {
    const description = model(specWith()).operations[0].description;
    expect(description).toContain('[Domain Records](/#domain-records)');
    expect(description).toContain('[create one](/create-record)');
    expect(description).toContain('[the same](/create-record)');
    expect(description).toContain('[paging](/#pagination)');
    expect(description).toContain('[a record](/create-record#request-body)');
    expect(description).toContain('[the portal](https://example.com/portal)');
    expect(description).toContain("[ReadMe's link](/create-record)");
  });

  it('reach the fields of schemas too, and give the overview\'s headings the ids they land on', () => {
    const built = model(specWith());
    expect(built.operations[0].requestBody?.contents[0].root?.children[0].description).toBe('See [paging](/#pagination).');
    const page = renderInfoPage(built.overview, {routeBase: '/', download: 'openapi/api', settings: built.settings});
    expect(page).toContain('## Pagination \\{#pagination\\}');
    expect(page).toContain('### Domain Records \\{#domain-records\\}');
  });

  it("without a provider's site, a path and an anchor that no page has read as their text, each listed once with its place", () => {
    const built = model(specWith());
    const description = built.operations[0].description;
    expect(description).toContain('[a record](/create-record#request-body), a guide, fields,');
    expect(description).not.toContain('](/docs/pagination)');
    expect(description).toContain('nowhere,');
    expect(built.warnings.filter((line) => line.includes('"/docs/pagination"'))).toHaveLength(1);
    expect(built.warnings.find((line) => line.includes('"/docs/pagination"'))).toMatch(/^records\.yaml: link "\/docs\/pagination": not a page of this reference, .*shown as text\. Give --links-base <url>/);
    expect(built.warnings.find((line) => line.includes('#operation/no_such_operation'))).toContain('shown as text');
  });

  it("shows an image of the provider's site from there, or its description without a site, never as a file this site lacks", () => {
    expect(model(specWith('https://docs.example.com/api/')).operations[0].description).toContain('![a diagram](https://docs.example.com/img/flow.png)');
    const alone = model(specWith());
    expect(alone.operations[0].description).toContain(', a diagram.');
    expect(alone.warnings.find((line) => line.includes('"/img/flow.png"'))).toContain('its description is shown instead');
  });

  it("with the spec's externalDocs or --links-base, a path is a page of the provider's site", () => {
    const fromDocs = model(specWith('https://docs.example.com/api/')).operations[0].description;
    expect(fromDocs).toContain('[a guide](https://docs.example.com/docs/pagination)');
    expect(fromDocs).toContain('[fields](https://docs.example.com/api/reference/custom-fields)');
    const fromOption = model(specWith('https://docs.example.com/api/'), {linksBase: 'https://developers.example.org/'});
    expect(fromOption.operations[0].description).toContain('[a guide](https://developers.example.org/docs/pagination)');
    expect(fromOption.warnings.find((line) => line.includes('"/docs/pagination"'))).toContain('(from --links-base)');
  });

  it('reads a link whose text runs over two lines of its paragraph, as GitHub\'s descriptions write them, but not across a blank line', () => {
    const doc = specWith('https://docs.example.com/');
    doc.paths['/records'].post.description = 'Use "[Update a webhook\nconfiguration](/rest/webhooks#update)" instead.\n\n[not\n\na link](/rest/x)';
    const description = model(doc).operations[0].description;
    expect(description).toContain('"[Update a webhook\nconfiguration](https://docs.example.com/rest/webhooks#update)" instead.');
    expect(description).toContain('[not\n\na link](/rest/x)');
  });

  it("on the site whose spec it is, a path is one of the site's pages, left for its build to check", () => {
    const built = model(specWith(), {pathLinks: 'site'});
    expect(built.operations[0].description).toContain('[a guide](/docs/pagination)');
    expect(built.warnings).toEqual([]);
  });

  it('never changes the spec itself, which the downloads serve', () => {
    const doc = specWith();
    model(doc);
    expect(doc.paths['/records'].post.description).toBe(links);
    expect(doc.components.schemas.Record.properties.name.description).toBe('See [paging](#section/Pagination).');
  });
});

describe("Redoc's links to a schema", () => {
  const schemaLinks = [
    '[a](#schema/Record) [b](#schema/Owner) [c](#/components/schemas/Owner) [d](#/definitions/Owner)',
    '[e](#tag/Models/Owner) [f](#tag/owner_model) [g](#tag/Models/schema/Owner) [h](#schema/Status)',
    '[i](#schema/Pet) [j](#schema/Lonely) [k](#tag/100%) [l](#tag/Records)',
  ].join('\n');
  /** A record (a request body) holds an owner (written out in it) and a status (an enum, no fields); a pet is the items of a list; Lonely is reached by no operation. */
  const doc: JsonSchema = {
    openapi: '3.1.0',
    info: {title: 'Records', version: '1', description: schemaLinks},
    tags: [{name: 'Records'}],
    paths: {
      '/records': {post: {operationId: 'create_record', tags: ['Records'], requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Record'}}}}, responses: {'201': {description: 'Created.'}}}},
      '/pets': {get: {operationId: 'list_pets', tags: ['Records'], responses: {'200': {description: 'A page.', content: {'application/json': {schema: {type: 'object', properties: {data: {type: 'array', items: {$ref: '#/components/schemas/Pet'}}}}}}}}}},
    },
    components: {
      schemas: {
        Record: {type: 'object', properties: {name: {type: 'string'}, status: {$ref: '#/components/schemas/Status'}, owner: {$ref: '#/components/schemas/Owner'}}},
        Owner: {type: 'object', properties: {id: {type: 'string'}}},
        Status: {type: 'string', enum: ['open', 'closed']},
        Pet: {type: 'object', properties: {name: {type: 'string'}}},
        Lonely: {type: 'object', properties: {x: {type: 'string'}}},
      },
    },
  };
  const built = (schemaPages: boolean) => model(structuredClone(doc), {schemaPages});

  it('land on its own page where it has one, written as #schema/Name, a JSON pointer, or under a tag of models', () => {
    const {overview, warnings} = built(true);
    expect(overview.description).toContain('[a](/schemas/record) [b](/schemas/owner) [c](/schemas/owner) [d](/schemas/owner)');
    expect(overview.description).toContain('[e](/schemas/owner) [f](/schemas/owner) [g](/schemas/owner) [h](/schemas/status)');
    expect(overview.description).toContain('[i](/schemas/pet) j k [l](/#records)');
    expect(warnings).toEqual(['records.yaml: link "#schema/Lonely": no place on these pages has this anchor; shown as text', 'records.yaml: link "#tag/100%": no place on these pages has this anchor; shown as text']);
  });

  it('without schema pages, on the first body that is it, else the first field that writes it out, else the first page that shows it; never an anchor no page has', () => {
    const {overview, operations} = built(false);
    expect(overview.description).toContain('[a](/create-record#request-body) [b](/create-record#request-owner) [c](/create-record#request-owner) [d](/create-record#request-owner)');
    expect(overview.description).toContain('[e](/create-record#request-owner) [f](/create-record#request-owner) [g](/create-record#request-owner) [h](/create-record)');
    expect(overview.description).toContain('[i](/list-pets#response-200-data) j k [l](/#records)');
    // Each anchor is a field's, which its page shows in full.
    const fields = (op: (typeof operations)[number]) => [...(op.requestBody?.contents ?? []), ...op.responses.flatMap((response) => response.contents)].flatMap((media) => media.root?.children ?? []);
    expect(fields(operations.find((op) => op.id === 'create-record')!).find((node) => node.anchor === 'request-owner')?.children.map((node) => node.name)).toEqual(['id']);
    expect(fields(operations.find((op) => op.id === 'list-pets')!).find((node) => node.anchor === 'response-200-data')?.children.map((node) => node.name)).toEqual(['name']);
  });
});

describe("Redoc's tags and sections: a tag without operations, a tag's name with '&', a tag's operation with its '/' escaped, a security scheme's section", () => {
  const doc: JsonSchema = {
    openapi: '3.1.0',
    info: {
      title: 'Flags',
      version: '1',
      description: '[paging](#tag/Pagination), [flags](#tag/Feature-Flags-and-Settings), [list](#tag/Feature%20Flags%20%26%20Settings%2Fpaths%2F~1flags%2Fget), [empty](#tag/Empty)\n\n[token](#section/Authentication/Access-Token), [auth](#section/Authentication/OldName)',
    },
    components: {securitySchemes: {'Access-Token': {type: 'apiKey', in: 'header', name: 'X-Token'}}},
    tags: [
      {name: 'Pagination', description: 'Lists come a page at a time.', externalDocs: {url: 'https://docs.example.com/paging'}},
      {name: 'Empty'},
      {name: 'Feature Flags & Settings', description: 'Flags.'},
    ],
    paths: {'/flags': {get: {operationId: 'listFlags', tags: ['Feature Flags & Settings'], responses: {'200': {description: 'OK'}}}}},
  };
  const built = model(structuredClone(doc));

  it('land on the tag\'s section, the operation\'s page, the scheme\'s section (or Authentication\'s); a tag that says nothing and has no operations is no place', () => {
    expect(built.overview.description).toBe('[paging](/#pagination), [flags](/#feature-flags-settings), [list](/list-flags), empty\n\n[token](/#auth-access-token), [auth](/#authentication)');
    const page = renderInfoPage(built.overview, {routeBase: '/', download: 'openapi/api', settings: built.settings});
    expect(page).toContain('## Authentication \\{#authentication\\}\n\n### Access-Token \\{#auth-access-token\\}');
    expect(built.warnings).toEqual(['records.yaml: link "#tag/Empty": no place on these pages has this anchor; shown as text']);
  });

  it('a tag without operations that says something is a section of the overview after its description, as Redoc shows it, and not in llms.txt', () => {
    const page = renderInfoPage(built.overview, {routeBase: '/', download: 'openapi/api', settings: built.settings});
    expect(page).toContain('[auth](/#authentication)\n\n## Pagination \\{#pagination\\}\n\nLists come a page at a time.\n\nFind out more: [https\\:\\/\\/docs\\.example\\.com\\/paging](<https://docs.example.com/paging>).\n\n- Version 1');
    expect(page).not.toContain('Empty');
    expect(page).toContain('### Feature Flags & Settings \\{#feature-flags-settings\\}\n\nFlags.\n\n| Method');
    const llms = buildArtifacts({siteDir: process.cwd(), model: built, siteUrl: 'https://x.test', baseUrl: '/', staticDir: 'static'})['static/llms.txt'];
    expect(llms).toContain('### Feature Flags & Settings\n\n- [GET /flags](https://x.test/list-flags.md)');
    expect(llms).not.toContain('Pagination');
  });
});
