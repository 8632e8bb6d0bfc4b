// An operation's and a tag's `externalDocs`, as Redoc shows them: "Find out
// more:" and a link whose text is the description, else the URL, under the
// operation's description (its page and its Markdown twin) and the tag's (its
// section of the overview). A URL that safe-url.ts refuses is shown as text.
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {renderInfoPage, renderOperationPage} from '../../packages/api-reference/src/render/page';
import {renderOperationMarkdown} from '../../packages/api-reference/src/render/markdown';
import type {JsonSchema} from '../../packages/api-reference/src/model/schema';

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'api', strict: false};

const doc: JsonSchema = {
  openapi: '3.1.0',
  info: {title: 'Pets', version: '1'},
  tags: [
    {name: 'pets', description: 'Pets of the shop.', externalDocs: {url: 'https://docs.example.com/pets'}},
    {name: 'owners', externalDocs: {url: "javascript:alert('tag')", description: 'Owners {window.x=1} [guide](https://docs.example.com/owners)'}},
    {name: 'toys', externalDocs: {description: 'No URL'}},
  ],
  paths: {
    '/pets': {
      get: {operationId: 'listPets', tags: ['pets'], description: 'Lists the pets.', externalDocs: {description: 'Paging through pets', url: 'https://docs.example.com/paging'}, responses: {'200': {description: 'OK'}}},
    },
    '/owners': {
      get: {operationId: 'listOwners', tags: ['owners'], externalDocs: {url: " jav&#x61;script:alert('op')", description: 'Owners guide.'}, responses: {'200': {description: 'OK'}}},
    },
    '/toys': {get: {operationId: 'listToys', tags: ['toys'], responses: {'200': {description: 'OK'}}}},
  },
};

const model = buildApiModel({shown: 'pets.yaml', source: '', files: [], original: doc as never, doc: structuredClone(doc) as never, warnings: [], examples: []}, settings);
const options = {routeBase: '/', download: 'openapi/pets', settings: model.settings};
const operation = (id: string) => model.operations.find((op) => op.id === id)!;

async function compiles(mdx: string): Promise<void> {
  await compile(mdx.replace(/^---\n[\s\S]*?\n---\n/, ''), {remarkPlugins: [remarkGfm]});
}

describe('externalDocs of operations and tags', () => {
  it("an operation's page says 'Find out more' under its description, linking its description to its URL", async () => {
    const page = renderOperationPage(operation('list-pets'), options);
    expect(page).toContain('Lists the pets.\n\nFind out more: [Paging through pets](<https://docs.example.com/paging>).\n\n<ApiEndpoint');
    await compiles(page);
    expect(renderOperationMarkdown(operation('list-pets'), 'https://example.com/list-pets')).toContain('Lists the pets.\n\nFind out more: [Paging through pets](<https://docs.example.com/paging>).\n\n## Base URLs');
  });

  it('a URL whose scheme could run a script is its text only, on the page and in the twin', async () => {
    const page = renderOperationPage(operation('list-owners'), options);
    expect(page).toContain('Find out more: Owners guide\\.\n');
    expect(page).not.toMatch(/\]\(<?\s*jav/);
    await compiles(page);
    const twin = renderOperationMarkdown(operation('list-owners'), 'https://example.com/list-owners');
    expect(twin).toContain('Find out more: Owners guide.\n');
    expect(twin).not.toContain('script:');
  });

  it("a tag's section of the overview says it after the tag's description, its URL as the text where there is no description; none without a URL", async () => {
    const page = renderInfoPage(model.overview, options);
    expect(page).toContain('### pets \\{#pets\\}\n\nPets of the shop.\n\nFind out more: [https\\:\\/\\/docs\\.example\\.com\\/pets](<https://docs.example.com/pets>).\n\n| Method');
    // The description is text, not Markdown or an expression; the URL is no link.
    expect(page).toContain('### owners \\{#owners\\}\n\nFind out more: Owners \\{window\\.x\\=1\\} \\[guide\\]\\(https\\:\\/\\/docs\\.example\\.com\\/owners\\).\n\n| Method');
    expect(page).toContain('### toys \\{#toys\\}\n\n| Method');
    await compiles(page);
  });

  it("a description that already says 'Find out more' is the link alone, not 'Find out more: Find out more.' (Petstore's tags)", () => {
    const said = {...doc, tags: [{name: 'pets', externalDocs: {description: 'Find out more', url: 'https://swagger.io'}}]};
    const petstore = buildApiModel({shown: 'pets.yaml', source: '', files: [], original: said as never, doc: structuredClone(said) as never, warnings: [], examples: []}, settings);
    const page = renderInfoPage(petstore.overview, {...options, settings: petstore.settings});
    expect(page).toContain('### pets \\{#pets\\}\n\n[Find out more](<https://swagger.io>).\n');
    expect(page).not.toContain('Find out more: ');
  });

  it('a page without externalDocs is as it was', () => {
    expect(operation('list-toys').externalDocs).toBeUndefined();
    expect(renderOperationPage(operation('list-toys'), options)).not.toContain('Find out more');
  });
});
