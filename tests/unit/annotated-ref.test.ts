// A property written `allOf: [{$ref: Statement}, {description: …}]`, the
// named schema with a word of its own (every property of AWS's descriptions in
// APIs.guru's directory): it is the named schema, so a schema that holds itself
// so stops where it comes again, and the field says its own words.
// amazonaws.com/wafv2.json's Statement (a rule that nests rules) was written
// out to the depth limit on every page: 502.8 MB of MDX, NotStatement's page
// 94 MB, and the directory bench's worker gave up at 147 s.
import {describe, expect, it} from 'vitest';
import {normalise, toNode, type JsonSchema, type SchemaNode} from '../../packages/api-reference/src/model/schema';

const ref = (name: string, description: string) => ({allOf: [{$ref: `#/components/schemas/${name}`}, {description}]});

const doc: JsonSchema = {
  openapi: '3.0.0',
  info: {title: 'Rules', version: '1'},
  components: {
    schemas: {
      Statement: {
        type: 'object',
        description: 'A rule statement.',
        properties: {
          ByteMatch: {type: 'object', properties: {Search: {type: 'string'}}},
          Not: ref('NotStatement', 'Negates a statement.'),
          And: ref('AndStatement', 'All of its statements.'),
          Or: ref('OrStatement', 'Any of its statements.'),
        },
      },
      NotStatement: {type: 'object', properties: {Statement: ref('Statement', 'The statement to negate.')}},
      AndStatement: {type: 'object', properties: {Statements: {type: 'array', items: {$ref: '#/components/schemas/Statement'}}}},
      OrStatement: {type: 'object', properties: {Statements: {type: 'array', items: {$ref: '#/components/schemas/Statement'}}}},
      // An allOf that shapes the value twice has no one name.
      Both: {allOf: [{$ref: '#/components/schemas/NotStatement'}, {$ref: '#/components/schemas/AndStatement'}]},
    },
  },
};

function count(node: SchemaNode): number {
  return 1 + node.children.reduce((sum, child) => sum + count(child), 0) + (node.variants?.options.reduce((sum, option) => sum + count(option.node), 0) ?? 0);
}

function find(node: SchemaNode, anchor: string): SchemaNode | undefined {
  if (node.anchor === anchor) return node;
  for (const child of node.children) {
    const found = find(child, anchor);
    if (found) return found;
  }
  return undefined;
}

describe('a $ref with a description of its own beside it in an allOf', () => {
  it('is the named schema, with the words beside the $ref winning over the schema’s', () => {
    const {schema, name} = normalise(ref('Statement', 'The statement to negate.'), doc);
    expect(name).toBe('Statement');
    expect(schema.description).toBe('The statement to negate.');
    expect(Object.keys(schema.properties)).toEqual(['ByteMatch', 'Not', 'And', 'Or']);
    expect(normalise({$ref: '#/components/schemas/Both'}, doc).name).toBe('Both');
    expect(normalise(doc.components.schemas.Both, doc).name).toBeUndefined();
  });

  it('stops where the schema comes again inside itself, instead of nesting it to the depth limit', () => {
    const root = toNode({$ref: '#/components/schemas/Statement'}, '', 'schema', true, {doc, direction: 'response'});
    expect(find(root, 'schema-Not')?.description).toBe('Negates a statement.');
    expect(find(root, 'schema-Not-Statement')?.description).toBe('The statement to negate.');
    expect(find(root, 'schema-Not-Statement')?.recursiveOf).toBe('schema');
    expect(find(root, 'schema-And-Statements')?.recursiveOf).toBe('schema');
    // Statement's four fields, ByteMatch's Search, and one field each in Not, And and Or, which link back up.
    expect(count(root)).toBe(9);
  });
});
