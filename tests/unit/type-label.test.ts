// A field's type as its header line says it (packages/api-reference/src/model/schema.ts,
// typeLabel): a schema that holds itself through its alternatives or its
// items (vercel.com.json's, in APIs.guru's directory) is named where it comes
// again, where the label would never end (the build stopped with
// "Maximum call stack size exceeded").
import {describe, expect, it} from 'vitest';
import {typeLabel, type JsonSchema} from '../../packages/api-reference/src/model/schema';

const doc: JsonSchema = {
  openapi: '3.1.0',
  info: {title: 'Labels', version: '1'},
  components: {
    schemas: {
      // A value: a string, or a list of values.
      Value: {oneOf: [{type: 'string'}, {type: 'array', items: {$ref: '#/components/schemas/Value'}}]},
      // Two schemas, each an alternative of the other's items.
      Left: {anyOf: [{type: 'number'}, {type: 'array', items: {$ref: '#/components/schemas/Right'}}]},
      Right: {anyOf: [{type: 'boolean'}, {type: 'array', items: {$ref: '#/components/schemas/Left'}}]},
    },
  },
};

describe('typeLabel of a schema that holds itself', () => {
  it('names the schema where it comes again', () => {
    expect(typeLabel({$ref: '#/components/schemas/Value'}, doc)).toBe('string or array of Value');
    expect(typeLabel({$ref: '#/components/schemas/Left'}, doc)).toBe('number or array of boolean or array of Left');
  });

  it('labels a schema used twice side by side, not inside itself, in full each time', () => {
    expect(typeLabel({prefixItems: [{$ref: '#/components/schemas/Value'}, {$ref: '#/components/schemas/Value'}], items: false}, doc)).toBe('array [string or array of Value, string or array of Value]');
  });
});
