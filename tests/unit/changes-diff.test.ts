// packages/api-reference/src/changes/diff.ts on pairs of specs that differ in one way each:
// the difference found, its kind, its impact on a client, where it is and
// the sentence that says it.
import {describe, expect, it} from 'vitest';
import {diffSpecs, type SpecDifference} from '../../packages/api-reference/src/changes/diff';
import type {OpenApiDoc} from '../../packages/api-reference/src/load/load-spec';

/** A small shop: a shared `limit` parameter and a shared Order schema used by two operations. */
function shop(): OpenApiDoc {
  const page = (items: object) => ({type: 'object', required: ['data'], properties: {data: {type: 'array', items}}});
  return {
    openapi: '3.1.0',
    info: {title: 'Shop', version: '1'},
    security: [{basic: []}],
    paths: {
      '/orders': {
        get: {
          operationId: 'listOrders',
          summary: 'List orders',
          parameters: [{$ref: '#/components/parameters/limit'}, {name: 'status', in: 'query', schema: {type: 'string', enum: ['open', 'paid']}}],
          responses: {'200': {description: 'A page', content: {'application/json': {schema: page({$ref: '#/components/schemas/Order'})}}}},
        },
        post: {
          operationId: 'createOrder',
          requestBody: {required: true, content: {'application/json': {schema: {type: 'object', required: ['sku'], properties: {sku: {type: 'string'}, note: {type: 'string'}}}}}},
          responses: {'201': {description: 'Created', content: {'application/json': {schema: {$ref: '#/components/schemas/Order'}}}}},
        },
      },
      '/orders/{id}': {
        get: {
          operationId: 'getOrder',
          parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'integer'}}],
          responses: {'200': {description: 'An order', content: {'application/json': {schema: {$ref: '#/components/schemas/Order'}}}}},
        },
      },
    },
    components: {
      securitySchemes: {basic: {type: 'http', scheme: 'basic'}},
      parameters: {limit: {name: 'limit', in: 'query', schema: {type: 'integer', minimum: 1, maximum: 500}}},
      schemas: {
        Order: {type: 'object', required: ['id', 'total'], properties: {id: {type: 'integer'}, total: {type: 'number', description: 'In pounds.'}, coupon: {type: ['string', 'null']}}},
      },
    },
  };
}

function differences(edit: (doc: OpenApiDoc) => void): SpecDifference[] {
  const after = shop();
  edit(after);
  return diffSpecs(shop(), after);
}

const brief = (list: SpecDifference[]) => list.map(({id, kind, impact, sentence}) => ({id, kind, impact, sentence}));

describe('diffSpecs', () => {
  it('finds nothing between a spec and itself', () => {
    expect(diffSpecs(shop(), shop())).toEqual([]);
  });

  it('an operation added is non-breaking; removed is breaking', () => {
    expect(brief(differences((doc) => (doc.paths['/orders/{id}'].delete = {operationId: 'deleteOrder', responses: {'204': {description: 'Gone'}}})))).toEqual([
      {id: 'DELETE /orders/{id}: operation: added', kind: 'operation-added', impact: 'non-breaking', sentence: 'New operation `DELETE /orders/{id}`.'},
    ]);
    expect(brief(differences((doc) => delete doc.paths['/orders/{id}']))).toEqual([
      {id: 'GET /orders/{id}: operation: removed', kind: 'operation-removed', impact: 'breaking', sentence: '`GET /orders/{id}` is removed.'},
    ]);
  });

  it('an operation deprecated', () => {
    const [found] = differences((doc) => (doc.paths['/orders/{id}'].get.deprecated = true));
    expect(found).toMatchObject({id: 'GET /orders/{id}: operation: deprecated', kind: 'deprecated', impact: 'non-breaking', method: 'GET', path: '/orders/{id}', subject: {in: 'operation'}, pointer: '/paths/~1orders~1{id}/get/deprecated'});
    expect(found.sentence).toBe('`GET /orders/{id}` is deprecated.');
  });

  it('an optional response field removed: non-breaking (a client cannot have relied on it), once per operation that returns it', () => {
    const found = differences((doc) => delete doc.components.schemas.Order.properties.coupon);
    expect(brief(found)).toEqual([
      {id: 'GET /orders: response 200 data[].coupon: removed', kind: 'field-removed', impact: 'non-breaking', sentence: 'Response 200 field `data[].coupon` is removed.'},
      {id: 'POST /orders: response 201 coupon: removed', kind: 'field-removed', impact: 'non-breaking', sentence: 'Response 201 field `coupon` is removed.'},
      {id: 'GET /orders/{id}: response 200 coupon: removed', kind: 'field-removed', impact: 'non-breaking', sentence: 'Response 200 field `coupon` is removed.'},
    ]);
    expect(found[0].subject).toEqual({in: 'response', status: '200', mediaType: 'application/json', field: ['data', '[]', 'coupon']});
  });

  it('a required response field removed: breaking, one difference, not also its `required` entry', () => {
    const found = differences((doc) => {
      delete doc.components.schemas.Order.properties.total;
      doc.components.schemas.Order.required = ['id'];
    });
    expect(found.map((d) => `${d.kind} ${d.impact}`)).toEqual(['field-removed breaking', 'field-removed breaking', 'field-removed breaking']);
  });

  it('a response field made optional is breaking', () => {
    const found = differences((doc) => (doc.components.schemas.Order.required = ['id']));
    expect(brief(found)[2]).toEqual({id: 'GET /orders/{id}: response 200 total: required', kind: 'made-optional', impact: 'breaking', sentence: 'Response 200 field `total` is now optional.'});
  });

  it('a query parameter made required is breaking, named by its name, not its place in the list', () => {
    const found = differences((doc) => (doc.components.parameters.limit.required = true));
    expect(brief(found)).toEqual([
      {id: 'GET /orders: query parameter limit: required', kind: 'made-required', impact: 'breaking', sentence: 'Query parameter `limit` is now required.'},
    ]);
    expect(found[0].subject).toEqual({in: 'parameter', location: 'query', name: 'limit'});
  });

  it('an optional parameter added is non-breaking; a required one breaking', () => {
    expect(brief(differences((doc) => doc.paths['/orders'].get.parameters.push({name: 'q', in: 'query', schema: {type: 'string'}})))).toEqual([
      {id: 'GET /orders: query parameter q: added', kind: 'parameter-added', impact: 'non-breaking', sentence: 'New optional query parameter `q`.'},
    ]);
    expect(differences((doc) => doc.paths['/orders'].get.parameters.push({name: 'q', in: 'query', required: true, schema: {type: 'string'}}))[0]).toMatchObject({kind: 'parameter-added', impact: 'breaking'});
  });

  it('a parameter removed', () => {
    expect(brief(differences((doc) => doc.paths['/orders'].get.parameters.pop()))).toEqual([
      {id: 'GET /orders: query parameter status: removed', kind: 'parameter-removed', impact: 'breaking', sentence: 'Query parameter `status` is removed.'},
    ]);
  });

  it('a limit narrowed is breaking and says the old and new bound', () => {
    expect(brief(differences((doc) => (doc.components.parameters.limit.schema.maximum = 100)))).toEqual([
      {id: 'GET /orders: query parameter limit: maximum', kind: 'limits-changed', impact: 'breaking', sentence: 'Query parameter `limit`: now at most 100 (was 500).'},
    ]);
  });

  it('an enum value added to a parameter, and a field type changed', () => {
    expect(brief(differences((doc) => doc.paths['/orders'].get.parameters[1].schema.enum.push('void')))).toEqual([
      {id: 'GET /orders: query parameter status: enum add void', kind: 'enum-changed', impact: 'non-breaking', sentence: 'Query parameter `status`: value `void` added.'},
    ]);
    expect(brief(differences((doc) => (doc.paths['/orders'].get.parameters[1].schema.enum = ['open'])))).toEqual([
      {id: 'GET /orders: query parameter status: enum remove paid', kind: 'enum-changed', impact: 'breaking', sentence: 'Query parameter `status`: value `paid` removed.'},
    ]);
    const typed = differences((doc) => (doc.components.schemas.Order.properties.id.type = 'string'));
    expect(typed.map((d) => [d.kind, d.impact, d.sentence])).toContainEqual(['type-changed', 'breaking', 'Response 200 field `id`: type now `string` (was `integer`).']);
  });

  it('a response field added is non-breaking; a required request body field added is breaking', () => {
    expect(brief(differences((doc) => (doc.components.schemas.Order.properties.paid = {type: 'boolean'})))).toContainEqual(
      {id: 'GET /orders/{id}: response 200 paid: added', kind: 'field-added', impact: 'non-breaking', sentence: 'Response 200: new field `paid`.'},
    );
    const body = differences((doc) => {
      const schema = doc.paths['/orders'].post.requestBody.content['application/json'].schema;
      schema.properties.email = {type: 'string'};
      schema.required.push('email');
    });
    expect(brief(body)).toEqual([{id: 'POST /orders: request email: added', kind: 'field-added', impact: 'breaking', sentence: 'Request body: new field `email`.'}]);
  });

  it('a request body field made required is breaking', () => {
    const found = differences((doc) => doc.paths['/orders'].post.requestBody.content['application/json'].schema.required.push('note'));
    expect(brief(found)).toEqual([
      {id: 'POST /orders: request note: required', kind: 'made-required', impact: 'breaking', sentence: 'Request body field `note` is now required.'},
    ]);
  });

  it('a response added, and a response removed', () => {
    expect(differences((doc) => (doc.paths['/orders/{id}'].get.responses['404'] = {description: 'No such order'}))[0]).toMatchObject({kind: 'response-added', sentence: 'New response 404.'});
    expect(differences((doc) => delete doc.paths['/orders'].post.responses['201'])[0]).toMatchObject({kind: 'response-removed', impact: 'breaking', sentence: 'Response 201 is removed.'});
  });

  it('security changed', () => {
    const [found] = differences((doc) => (doc.security = [{bearer: []}]));
    expect(found).toMatchObject({kind: 'security-changed', subject: {in: 'security'}});
    expect(found.method).toBeUndefined();
  });

  it('a description changed is documentation only', () => {
    expect(brief(differences((doc) => (doc.components.schemas.Order.properties.total.description = 'In pence.'))).map((d) => [d.kind, d.impact])).toEqual([
      ['documentation', 'documentation'],
      ['documentation', 'documentation'],
      ['documentation', 'documentation'],
    ]);
  });
});
