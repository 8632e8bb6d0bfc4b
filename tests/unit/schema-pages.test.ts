// Schema pages (packages/api-reference/src/model/api.ts, schemaPagesOf; ARCHITECTURE.md,
// "Schema pages"): a page per named schema an operation or webhook reaches,
// which the operation pages link to where they reach the schema through
// another named schema. A small spec keeps its inline pages.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {type ApiModel, type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {resourceOf, untaggedGroupsFrom, type SidebarCategory} from '../../packages/api-reference/src/model/sidebar';
import {reachedSchemas, schemaPagesFrom} from '../../packages/api-reference/src/model/schema-pages';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import {schemaPageIds} from '../../packages/api-reference/src/model/anchors';
import {renderOperationPage, renderSchemaPage} from '../../packages/api-reference/src/render/page';
import {renderOperationMarkdown, renderSchemaMarkdown} from '../../packages/api-reference/src/render/markdown';
import {buildArtifacts} from '../../packages/api-reference/src/render/artifacts';
import {markdownText} from '../../packages/api-reference/src/render/mdx';
import type {SchemaNode} from '../../packages/api-reference/src/model/schema';

const siteDir = path.resolve(__dirname, '../..');
const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'api', strict: false};

async function compiles(mdx: string): Promise<void> {
  // As Docusaurus reads a page: GFM, front matter stripped, heading ids as they are written (`\{#id\}` is text to plain MDX).
  await compile(mdx.replace(/^---\n[\s\S]*?\n---\n/, ''), {remarkPlugins: [remarkGfm]});
}

/** Every node of a tree, the root included. */
const nodes = (node: SchemaNode): SchemaNode[] => [node, ...node.children.flatMap(nodes), ...(node.variants?.options.flatMap((option) => nodes(option.node)) ?? [])];

/** A shop: an order (named) holds a customer (named) holding an address (named, 3 fields), and a list of line items (named). */
const shop = {
  openapi: '3.1.0',
  info: {title: 'Shop', version: '1'},
  paths: {
    '/orders/{id}': {
      get: {
        operationId: 'getOrder',
        parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}}],
        responses: {'200': {description: 'The order.', content: {'application/json': {schema: {$ref: '#/components/schemas/Order'}}}}},
      },
    },
    '/customers': {
      get: {
        operationId: 'listCustomers',
        responses: {'200': {description: 'A page.', content: {'application/json': {schema: {type: 'object', properties: {data: {type: 'array', items: {$ref: '#/components/schemas/Customer'}}}}}}}},
      },
    },
    '/orders/{id}/envelope': {
      get: {
        operationId: 'getOrderEnvelope',
        responses: {'200': {description: 'The order, wrapped.', content: {'application/json': {schema: {$ref: '#/components/schemas/OrderEnvelope'}}}}},
      },
    },
  },
  components: {
    schemas: {
      Order: {
        type: 'object',
        description: 'An order.\n\nMore about orders.',
        required: ['id'],
        properties: {
          id: {type: 'string'},
          customer: {$ref: '#/components/schemas/Customer'},
          lines: {type: 'array', items: {$ref: '#/components/schemas/Line'}},
          status: {$ref: '#/components/schemas/Status'},
          payment: {oneOf: [{$ref: '#/components/schemas/Card'}, {$ref: '#/components/schemas/Transfer'}]},
        },
      },
      Customer: {type: 'object', description: 'Someone who buys.', properties: {name: {type: 'string'}, email: {type: 'string', format: 'email'}, billing: {$ref: '#/components/schemas/Address'}, ...Object.fromEntries(Array.from({length: 12}, (_, n) => [`extra${n}`, {type: 'string'}]))}},
      Address: {type: 'object', description: 'Where to send it.', properties: {street: {type: 'string'}, city: {type: 'string'}, zip: {type: 'string'}}},
      Line: {type: 'object', properties: {sku: {type: 'string'}, quantity: {type: 'integer', minimum: 1}, ...Object.fromEntries(Array.from({length: 12}, (_, n) => [`note${n}`, {type: 'string'}]))}},
      Status: {type: 'string', enum: ['open', 'paid']},
      Card: {type: 'object', description: 'A card payment.', properties: {last4: {type: 'string'}, ...Object.fromEntries(Array.from({length: 12}, (_, n) => [`detail${n}`, {type: 'string'}]))}},
      Transfer: {type: 'object', properties: {iban: {type: 'string'}}},
      Unused: {type: 'object', properties: {x: {type: 'string'}}},
      OrderEnvelope: {type: 'object', properties: {order: {$ref: '#/components/schemas/Order'}, requestId: {type: 'string'}}},
    },
  },
};

const modelOf = (schemaPages?: boolean): ApiModel =>
  buildApiModel({shown: 'shop.yaml', source: '', files: [], original: shop as never, doc: structuredClone(shop) as never, warnings: [], examples: []}, {...settings, schemaPages});

describe('schema pages', () => {
  const model = modelOf(true);
  const order = model.operations.find((op) => op.id === 'get-order')!;
  const list = model.operations.find((op) => op.id === 'list-customers')!;
  const schema = (name: string) => model.schemas.find((page) => page.name === name)!;

  it('every named schema an operation reaches gets a page, under schemas/, in the order of their names; one no operation reaches does not', () => {
    expect(model.schemas.map((page) => [page.name, page.id])).toEqual([
      ['Address', 'schemas/address'],
      ['Card', 'schemas/card'],
      ['Customer', 'schemas/customer'],
      ['Line', 'schemas/line'],
      ['Order', 'schemas/order'],
      ['OrderEnvelope', 'schemas/order-envelope'],
      ['Status', 'schemas/status'],
      ['Transfer', 'schemas/transfer'],
    ]);
    expect(reachedSchemas(shop as never, [{operation: shop.paths['/customers'].get, pathItem: {}}]).names).toEqual(['Customer', 'Address']);
  });

  it('ids that would clash get -2, and no id is an operation\'s (theirs have no /)', () => {
    expect(schemaPageIds(['Pet', 'pet', 'PET_', 'Order.v2', ''])).toEqual(['schemas/pet', 'schemas/pet-2', 'schemas/pet-3', 'schemas/order-v2', 'schemas/schema']);
  });

  it('an operation page writes out the schema it owns (its body\'s, or one reached directly) and links one reached through another named schema', () => {
    const body = order.responses[0].root!;
    // The body's own schema, Order, is written out; Customer, Line and the payment's Card inside it link to their pages.
    expect(body.children.map((child) => child.name)).toEqual(['id', 'customer', 'lines', 'status', 'payment']);
    const customer = body.children.find((child) => child.name === 'customer')!;
    expect(customer.children).toEqual([]);
    expect(customer.schemaPage).toEqual({id: 'schemas/customer', href: '/schemas/customer', name: 'Customer', summary: 'Someone who buys.'});
    expect(body.children.find((child) => child.name === 'lines')!.schemaPage?.id).toBe('schemas/line');
    // A schema without fields (an enum) is written where it is used: its values are the field's.
    expect(body.children.find((child) => child.name === 'status')!.enum?.map((value) => value.value)).toEqual(['open', 'paid']);
    const payment = body.children.find((child) => child.name === 'payment')!;
    expect(payment.variants!.options.map((option) => option.node.schemaPage?.id)).toEqual(['schemas/card', undefined]);
    // Transfer is small (1 field): written out, as a link would cost more than it saves.
    expect(payment.variants!.options[1].node.children.map((child) => child.name)).toEqual(['iban']);
    // Reached directly (through no named schema): Customer is written out, and Address inside it is small enough to be too.
    const item = list.responses[0].root!.children[0];
    expect(item.schemaPage).toBeUndefined();
    expect(item.children.map((child) => child.name)).toContain('billing');
    expect(item.children.find((child) => child.name === 'billing')!.children.map((child) => child.name)).toEqual(['street', 'city', 'zip']);
    // An envelope at the body's root ({order, requestId}: at most envelopeFields fields) is passed through: the order is the operation's, written out.
    const wrapped = model.operations.find((op) => op.id === 'get-order-envelope')!.responses[0].root!.children[0];
    expect(wrapped.schemaPage).toBeUndefined();
    expect(wrapped.children.map((child) => child.name)).toEqual(['id', 'customer', 'lines', 'status', 'payment']);
    expect(wrapped.children[1].schemaPage?.id).toBe('schemas/customer');
  });

  it('a schema page has its fields (named schemas inside link on), its variants, a made-up example that validates, and what uses it', () => {
    const page = schema('Order');
    expect(page.description).toBe('An order.\n\nMore about orders.');
    expect(page.summary).toBe('An order.');
    expect(page.root.children.find((child) => child.name === 'customer')!.schemaPage?.id).toBe('schemas/customer');
    expect(page.example?.generated).toBe(true);
    expect(page.example?.invalid).toBeUndefined();
    expect(page.example?.value).toMatchObject({id: expect.any(String)});
    expect(page.usedBy.map((op) => op.id)).toEqual(['get-order', 'get-order-envelope']);
    expect(schema('Customer').usedBy.map((op) => op.id)).toEqual(['get-order', 'list-customers', 'get-order-envelope']);
    expect(schema('Customer').usedIn.map((other) => other.name)).toEqual(['Order']);
    expect(schema('Order').usedIn.map((other) => other.name)).toEqual(['OrderEnvelope']);
    expect(schema('Address').usedIn.map((other) => other.name)).toEqual(['Customer']);
  });

  it('the pages, their Markdown twins and llms.txt show them, and each page compiles as MDX', async () => {
    const options = {routeBase: '/', download: 'openapi/api', settings: model.settings};
    const orderPage = renderOperationPage(order, options);
    // The schema's one line where the field says nothing else.
    expect(orderPage).toContain('<SchemaProperty name="customer" anchor="response-200-customer" type="Customer">\n\nSomeone who buys.\n\nIts fields are on the page of [Customer](/schemas/customer).\n\n</SchemaProperty>');
    expect(orderPage).toContain('Its fields are on the page of [Card](/schemas/card).');
    await compiles(orderPage);
    const page = renderSchemaPage(schema('Order'), options);
    expect(page).toContain('id: "order"');
    expect(page).toContain('# Order');
    expect(page).toContain('<SchemaTree label="Schema" title="Order" page>');
    expect(page).toContain('## Used by \\{#used-by\\}');
    // Titled by its method and path (no summary): not followed by them again.
    expect(order.title).toBe('GET /orders/{id}');
    expect(page).toContain('- [GET /orders/\\{id\\}](/get-order)\n');
    const summarised = renderSchemaPage({...schema('Order'), usedBy: [{id: 'get-order', title: 'Get an order', method: 'GET', path: '/orders/{id}'}]}, options);
    expect(summarised).toContain('- [Get an order](/get-order): `GET` `/orders/{id}`');
    expect(page).toContain('A card payment.\n\nIts fields are on the page of [Card](/schemas/card).');
    expect(page).toContain('```json title="Example (built from the schema)"');
    await compiles(page);
    for (const other of model.schemas) await compiles(renderSchemaPage(other, options));
    expect(renderOperationMarkdown(order, 'https://x.test/get-order')).toContain('Someone who buys. Its fields: [Customer](https://x.test/schemas/customer.md).');
    const twin = renderSchemaMarkdown(schema('Customer'), 'https://x.test/');
    expect(twin).toContain('# Customer');
    expect(twin).toContain('- [GET /customers](https://x.test/list-customers.md)\n');
    const files = buildArtifacts({siteDir, model, siteUrl: 'https://x.test', baseUrl: '/', staticDir: 'static'});
    expect(files['static/schemas/order.md']).toContain('## Used by');
    expect(files['static/llms.txt']).toContain('### Schemas\n\n- [Address](https://x.test/schemas/address.md): Where to send it.');
  });

  it('the sidebar lists them under a closed heading of their own, Schemas; with static pages, by group, on their own pages', () => {
    const category = model.sidebar.at(-1) as SidebarCategory;
    expect(category).toMatchObject({type: 'category', label: 'Schemas', collapsed: true});
    expect(category.items.map((item) => (item.type === 'doc' ? item.id : ''))).toEqual(model.schemas.map((page) => page.id));
    const staticModel = buildApiModel({shown: 'shop.yaml', source: '', files: [], original: shop as never, doc: structuredClone(shop) as never, warnings: [], examples: []}, {...settings, schemaPages: true, staticPages: true});
    expect(Object.keys(staticModel.pageSidebars!)).toEqual(['pages', 'pages-schemas-1']);
    // An operation's sidebar leads to the first schema page; a schema page's lists them all.
    expect(staticModel.pageSidebars!.pages.at(-1)).toEqual({type: 'link', label: 'Schemas', href: '/schemas/address'});
    expect(staticModel.pageSidebars!['pages-schemas-1'].at(-1)).toMatchObject({type: 'category', label: 'Schemas', collapsed: false});
  });

  it('no page writes out a named schema reached through another one of more than 12 fields, however deep the graph', () => {
    for (const op of model.operations) {
      for (const response of op.responses) {
        for (const node of nodes(response.root!)) expect(node.children.length <= 12 || !node.schemaPage).toBe(true);
      }
    }
  });
});

describe('static pages', () => {
  it('schema pages count toward staticPagesFrom, as pages of the router cost every page some JavaScript', () => {
    const withFrom = (from: number, schemaPages?: boolean) =>
      buildApiModel({shown: 'shop.yaml', source: '', files: [], original: shop as never, doc: structuredClone(shop) as never, warnings: [], examples: []}, {...settings, schemaPages, staticPagesFrom: from}).settings.staticPages;
    // 3 operations and 8 schema pages.
    expect(withFrom(11, true)).toBe(true);
    expect(withFrom(12, true)).toBe(false);
    expect(withFrom(11)).toBe(false);
  });
});

describe('a small spec keeps its inline pages', () => {
  it(`below ${schemaPagesFrom} named schemas reached, none gets a page and every field is written out`, () => {
    const model = modelOf();
    expect(model.settings.schemaPages).toBe(false);
    expect(model.schemas).toEqual([]);
    const body = model.operations.find((op) => op.id === 'get-order')!.responses[0].root!;
    expect(body.children.find((child) => child.name === 'customer')!.children.map((child) => child.name)).toContain('billing');
    expect(nodes(body).some((node) => node.schemaPage)).toBe(false);
  });

  it('the Komodo API and the kitchen sink reach fewer than that', async () => {
    for (const spec of ['openapi/rest-v1.yaml', 'openapi/kitchen-sink/openapi.yaml']) {
      const model = await loadApiModel(spec, settings, siteDir);
      expect(model.settings.schemaPages).toBe(false);
      expect(model.schemas).toEqual([]);
    }
  });
});

describe('descriptions', () => {
  it('an HTML tag right after a bare URL stays text (Stripe\'s <a href="https://…"><strong>): GFM\'s autolink took the backslash that escaped it', async () => {
    const text = markdownText('There is an includable <a href="https://stripe.com/docs/api/quotes/object#quote-line_items"><strong>line_items</strong></a> property and www.example.com/<b>x</b>.');
    expect(text).not.toMatch(/https:[^\s]*\\</);
    await compiles(text);
  });
});

describe('many operations without a tag (Stripe\'s 452)', () => {
  it(`from ${untaggedGroupsFrom}, each is listed under its resource, as if the spec had tagged it, so that no sidebar lists them all`, () => {
    const paths = Object.fromEntries(Array.from({length: untaggedGroupsFrom}, (_, n) => [`/v1/${n % 2 ? 'customers' : 'payment_intents'}/{id}/x${n}`, {get: {operationId: `op${n}`, responses: {'204': {description: 'Done.'}}}}]));
    const doc = {openapi: '3.1.0', info: {title: 'Many', version: '1'}, paths};
    const model = buildApiModel({shown: 'many.yaml', source: '', files: [], original: doc as never, doc: doc as never, warnings: [], examples: []}, {...settings, staticPages: true});
    expect(model.overview.tags.map((tag) => [tag.label, tag.operations.length])).toEqual([
      ['payment_intents', 50],
      ['customers', 50],
    ]);
    expect(Object.keys(model.pageSidebars!)).toEqual(['pages-payment-intents', 'pages-customers']);
    expect(resourceOf('/v1/test_helpers/{id}/advance')).toBe('test_helpers');
    expect(resourceOf('/{id}')).toBe('other');
  });
});
