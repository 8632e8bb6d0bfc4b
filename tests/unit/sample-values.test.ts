// The values the pipeline makes up (packages/api-reference/src/model/values.ts) validate
// against their schemas: patterns, formats, limits, enum and const, a
// discriminator's mapping, oneOf, if/then/else, readOnly and writeOnly by
// direction. Every value here is checked by an Ajv of the test's own, not by
// the one the generator uses. An example the spec gives that its schema
// refuses is shown, labelled, and never sent by a sample.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {exampleTitle, sampleOf} from '../../packages/api-reference/src/model/examples';
import {madeUpValue} from '../../packages/api-reference/src/model/values';
import {madeUpChars} from '../../packages/api-reference/src/model/sampler';
import {patternValue} from '../../packages/api-reference/src/model/pattern-values';
import {toNode, type JsonSchema} from '../../packages/api-reference/src/model/schema';
import {buildSamples} from '../../packages/api-reference/src/samples/samples';
import {renderOperationMarkdown} from '../../packages/api-reference/src/render/markdown';

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'api', strict: false};

/** A document with these component schemas, checked by an Ajv of the test's own. */
function documentOf(schemas: Record<string, JsonSchema>): {doc: JsonSchema; valid: (schema: JsonSchema, value: unknown) => string[]} {
  const doc = {openapi: '3.1.0', info: {title: 'T', version: '1'}, paths: {}, components: {schemas}};
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  ajv.addSchema(doc, 'doc.json');
  const anchored = (node: unknown): unknown =>
    Array.isArray(node) ? node.map(anchored) : node && typeof node === 'object'
      ? Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' ? `doc.json${String(value)}` : anchored(value)]))
      : node;
  return {
    doc,
    valid: (schema, value) => {
      const validate = ajv.compile(anchored(schema) as JsonSchema);
      return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
    },
  };
}

describe('patternValue', () => {
  it.each([
    ['^AC[0-9a-fA-F]{32}$', 0, Infinity],
    ['^(0|[1-9][0-9]*)$', 0, Infinity],
    ['payTo|upi_collect', 0, Infinity],
    ['^[a-z]{3,8}-\\d{2}$', 0, Infinity],
    ['^\\+?[1-9]\\d{1,14}$', 0, Infinity],
    ['^[a-z]+$', 10, 12],
  ])('makes a string that matches %s (length %i to %s), the same every time', (pattern, min, max) => {
    const value = patternValue(pattern, min, max);
    expect(value).toMatch(new RegExp(pattern, 'u'));
    expect(value!.length).toBeGreaterThanOrEqual(min);
    expect(value!.length).toBeLessThanOrEqual(max);
    expect(patternValue(pattern, min, max)).toBe(value);
  });

  it('gives nothing for a pattern JavaScript cannot read', () => {
    expect(patternValue('(?<unclosed')).toBeUndefined();
  });

  // AWS's ARNs escape their colons, which the `u` flag refuses and JavaScript reads without it (as the values' Ajv does).
  it('makes a string for a pattern that JavaScript reads only without the u flag', () => {
    const arn = String.raw`^arn\:aws[a-z-]{0,15}\:iam\:\:[0-9]{12}\:role\/[^\s]{2,64}$`;
    expect(() => new RegExp(arn, 'u')).toThrow();
    expect(patternValue(arn)).toMatch(new RegExp(arn));
    const {doc} = documentOf({Role: {type: 'object', required: ['iamRoleArn'], properties: {iamRoleArn: {type: 'string', pattern: arn}}}});
    const {value, errors} = madeUpValue({$ref: '#/components/schemas/Role'}, doc, 'request');
    expect(errors, JSON.stringify(value)).toEqual([]);
  });
});

/** An object whose one required field is an array of the next, `levels` deep; the innermost requires a token. */
const nested = (levels: number): JsonSchema =>
  levels === 0
    ? {type: 'object', required: ['token'], properties: {token: {type: 'string'}}}
    : {type: 'object', required: ['inner'], properties: {inner: {type: 'array', minItems: 1, items: nested(levels - 1)}}};

describe('made-up values', () => {
  const schemas: Record<string, JsonSchema> = {
    AccountId: {type: 'string', pattern: '^AC[0-9a-fA-F]{32}$'},
    ChatId: {type: 'string', pattern: '^(0|[1-9][0-9]*)$'},
    Card: {type: 'object', required: ['type', 'number'], properties: {type: {type: 'string'}, number: {type: 'string', pattern: '^[0-9]{12,19}$'}}},
    Upi: {type: 'object', required: ['type', 'vpa'], properties: {type: {type: 'string'}, vpa: {type: 'string', format: 'email'}}},
    Payment: {oneOf: [{$ref: '#/components/schemas/Card'}, {$ref: '#/components/schemas/Upi'}], discriminator: {propertyName: 'type', mapping: {payTo: '#/components/schemas/Card', upi_collect: '#/components/schemas/Upi'}}},
    // Swagger 2.0's form: a base with the discriminator, children that extend it.
    Pet: {type: 'object', required: ['petType'], properties: {petType: {type: 'string'}}, discriminator: {propertyName: 'petType'}},
    Cat: {allOf: [{$ref: '#/components/schemas/Pet'}, {type: 'object', required: ['lives'], properties: {lives: {type: 'integer', minimum: 1, maximum: 9}}}]},
    Limits: {
      type: 'object',
      required: ['count', 'ratio', 'code', 'tags', 'kind', 'fixed', 'when', 'site', 'ip', 'id'],
      properties: {
        count: {type: 'integer', minimum: 10, maximum: 20, multipleOf: 5},
        ratio: {type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1},
        code: {type: 'string', minLength: 6, maxLength: 6},
        tags: {type: 'array', items: {type: 'string'}, minItems: 2, uniqueItems: true},
        kind: {enum: ['x', 'y']},
        fixed: {const: 42},
        when: {type: 'string', format: 'date-time'},
        site: {type: 'string', format: 'uri'},
        ip: {type: 'string', format: 'ipv6'},
        id: {type: 'string', format: 'uuid'},
      },
    },
    Shape: {
      type: 'object',
      required: ['kind'],
      properties: {kind: {enum: ['circle', 'square']}, radius: {type: 'number'}, side: {type: 'number'}},
      if: {properties: {kind: {const: 'circle'}}},
      then: {required: ['radius']},
      else: {required: ['side']},
    },
    // A required field the object does not describe (ReadMe's schema-enums has one).
    Undescribed: {type: 'object', required: ['a', 'b (c) *required'], properties: {a: {type: 'string'}}},
    // The same where the fields are an allOf's (DigitalOcean's uptime check requires a `method` it never describes).
    UndescribedAllOf: {type: 'object', allOf: [{$ref: '#/components/schemas/Card'}], required: ['type', 'method']},
    // A value with the note matches both branches; only one without it matches one.
    Overlap: {oneOf: [{type: 'object', properties: {note: {type: 'string'}}}, {type: 'object', required: ['note'], properties: {note: {type: 'string'}}}]},
    // AWS's descriptions (EC2's FirstSlotStartTimeRange): a field is an allOf of a shared schema and its own description.
    DateTime: {type: 'string', format: 'date-time'},
    Slot: {type: 'object', required: ['earliest'], properties: {earliest: {allOf: [{$ref: '#/components/schemas/DateTime'}, {description: 'The earliest start.'}]}}},
    // Required fields below the sampler's depth (DigitalOcean's chat completion: choices, logprobs, content, top_logprobs, token).
    Deep: nested(6),
    // The same below a field that one allOf part requires and only another describes (Spotify's paging
    // objects): asked for required fields only, the sampler leaves it out of the part that describes it.
    PagingBase: {type: 'object', required: ['items', 'total'], properties: {total: {type: 'integer'}}},
    // A discriminator without a mapping over branches whose property allows one value each (Spotify's
    // artists and tracks, `type: {enum: [artist]}`): OpenAPI implies the schema's name, which no value can be.
    Artist: {type: 'object', required: ['type', 'name'], properties: {type: {type: 'string', enum: ['artist']}, name: {type: 'string'}}},
    Track: {type: 'object', required: ['type', 'duration'], properties: {type: {type: 'string', enum: ['track']}, duration: {type: 'integer'}}},
    ArtistOrTrack: {type: 'object', discriminator: {propertyName: 'type'}, oneOf: [{$ref: '#/components/schemas/Artist'}, {$ref: '#/components/schemas/Track'}]},
    // Pairs of distinct numbers (EVE Online's route connections): the sampler fills a pair with the same number twice.
    Connections: {type: 'array', uniqueItems: true, items: {type: 'array', minItems: 2, maxItems: 2, uniqueItems: true, items: {type: 'integer', format: 'int32'}}},
    Tags: {type: 'array', minItems: 3, uniqueItems: true, items: {type: 'string'}},
    DeepPage: {allOf: [{$ref: '#/components/schemas/PagingBase'}, {type: 'object', properties: {items: {type: 'array', items: nested(4)}}}]},
  };
  const account = (required: string[]) => ({type: 'object', required, properties: {id: {type: 'string', readOnly: true}, password: {type: 'string', writeOnly: true, minLength: 8}, name: {type: 'string'}}});
  schemas.Account = account(['id', 'password', 'name']);
  const {doc, valid} = documentOf(schemas);
  const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});

  it.each(Object.keys(schemas).filter((name) => name !== 'Account'))('of %s validate, in a request and in a response', (name) => {
    for (const direction of ['request', 'response'] as const) {
      const {value, errors} = madeUpValue(ref(name), doc, direction);
      expect(errors, `${name} (${direction}): ${JSON.stringify(value)}`).toEqual([]);
      expect(valid(ref(name), value), `${name} (${direction}): ${JSON.stringify(value)}`).toEqual([]);
    }
  });

  it('put the one value a variant allows in the discriminator property where no mapping names it, as the page names the variant', () => {
    expect(sampleOf(ref('ArtistOrTrack'), doc)).toMatchObject({type: 'artist'});
    const root = toNode(ref('ArtistOrTrack'), '', 'schema', true, {doc, direction: 'response'});
    expect(root.variants?.options.map((option) => option.discriminatorValue)).toEqual(['artist', 'track']);
  });

  it('put a value the mapping names in the discriminator property, and follow that variant', () => {
    expect(sampleOf(ref('Payment'), doc)).toMatchObject({type: 'payTo', number: expect.stringMatching(/^[0-9]{12,19}$/)});
    expect(sampleOf(ref('Pet'), doc)).toMatchObject({petType: 'Cat', lives: 1});
  });

  it("keep the format of a schema an allOf names beside a description (the sampler made it 'string')", () => {
    expect(sampleOf(ref('Slot'), doc, 'request')).toEqual({earliest: '2026-01-31T09:00:00Z'});
  });

  it('match patterns where a fixed word would not', () => {
    expect(sampleOf(ref('AccountId'), doc)).toMatch(/^AC[0-9a-fA-F]{32}$/);
    expect(sampleOf(ref('ChatId'), doc)).toBe('0');
  });

  it('leave readOnly fields out of requests and writeOnly fields out of responses, and validate as OpenAPI reads required', () => {
    // OpenAPI: a required readOnly field is required in responses only, a writeOnly one in requests only.
    expect(valid(account(['password', 'name']), sampleOf(ref('Account'), doc, 'request'))).toEqual([]);
    expect(valid(account(['id', 'name']), sampleOf(ref('Account'), doc, 'response'))).toEqual([]);
    expect(Object.keys(sampleOf(ref('Account'), doc, 'request') as object).sort()).toEqual(['name', 'password']);
    expect(Object.keys(sampleOf(ref('Account'), doc, 'response') as object).sort()).toEqual(['id', 'name']);
  });

  it('set aside a schema example its schema refuses, and make one that validates', () => {
    const {doc: withExample, valid: check} = documentOf({Id: {type: 'string', format: 'uuid', example: '3fa85f64-5717-4562-b3fc-2c963f66afa'}});
    const {value, errors} = madeUpValue({$ref: '#/components/schemas/Id'}, withExample, 'request');
    expect(errors).toEqual([]);
    expect(check({$ref: '#/components/schemas/Id'}, value)).toEqual([]);
  });

  // Each operation writes its own `{$ref: …}` to a schema, and Microsoft Graph's write each
  // collection's schema inline again in every operation that lists it: modelling its 11,422
  // operations took 129 s when each was made and compiled again, 29 s now.
  it('are made once for a schema written twice, and are the same value', () => {
    const {doc: twice} = documentOf({Id: {type: 'string', format: 'uuid'}});
    const first = madeUpValue({type: 'object', properties: {id: {$ref: '#/components/schemas/Id'}}}, twice, 'response');
    expect(madeUpValue({type: 'object', properties: {id: {$ref: '#/components/schemas/Id'}}}, twice, 'response')).toBe(first);
    expect(madeUpValue({type: 'object', properties: {id: {$ref: '#/components/schemas/Id'}}}, twice, 'request')).not.toBe(first);
  });

  // Entities whose every field is another entity: four fields a level, eight levels, 65,536 strings
  // (Microsoft Graph's drive item came to 6.2 MB so, and its page to 54 MB).
  it('of a wide schema that links far stay within madeUpChars, a level shallower at a time, and validate', () => {
    const levels = Object.fromEntries(
      Array.from({length: 10}, (_, level) => [
        `Level${level}`,
        level === 9 ? {type: 'string', format: 'email'} : {type: 'object', properties: Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [name, {$ref: `#/components/schemas/Level${level + 1}`}]))},
      ]),
    );
    const {doc: wide, valid: check} = documentOf(levels);
    const schema = {$ref: '#/components/schemas/Level0'};
    const {value, errors} = madeUpValue(schema, wide, 'response');
    expect(errors).toEqual([]);
    expect(check(schema, value)).toEqual([]);
    const size = JSON.stringify(value).length;
    expect(size).toBeLessThanOrEqual(madeUpChars);
    // The deepest value that fits: a level deeper would not.
    expect(size * 4).toBeGreaterThan(madeUpChars);
    // A schema whose value fits is made to the sampler's full depth.
    const narrow = madeUpValue({$ref: '#/components/schemas/Level6'}, wide, 'response').value;
    expect(JSON.stringify(narrow)).toContain('@example.com');
  });
});

describe('an operation with a patterned id, a discriminated body and an invalid example', () => {
  const doc: JsonSchema = {
    openapi: '3.1.0',
    info: {title: 'Payments', version: '1'},
    servers: [{url: 'https://api.example.com'}],
    paths: {
      '/accounts/{accountId}/payments': {
        post: {
          operationId: 'pay',
          parameters: [{name: 'accountId', in: 'path', required: true, schema: {type: 'string', pattern: '^AC[0-9a-fA-F]{32}$'}, example: 'AC123'}],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {$ref: '#/components/schemas/Payment'},
                examples: {broken: {summary: 'A UUID of 35 characters', value: {type: 'payTo', number: '4111111111111111', ref: '3fa85f64-5717-4562-b3fc-2c963f66afa'}}},
              },
            },
          },
          responses: {'201': {description: 'Paid.'}},
        },
      },
    },
    components: {
      schemas: {
        Card: {type: 'object', required: ['type', 'number'], properties: {type: {type: 'string'}, number: {type: 'string', pattern: '^[0-9]{12,19}$'}, ref: {type: 'string', format: 'uuid'}}},
        Upi: {type: 'object', required: ['type', 'vpa'], properties: {type: {type: 'string'}, vpa: {type: 'string'}}},
        Payment: {oneOf: [{$ref: '#/components/schemas/Card'}, {$ref: '#/components/schemas/Upi'}], discriminator: {propertyName: 'type', mapping: {payTo: '#/components/schemas/Card', upi_collect: '#/components/schemas/Upi'}}},
      },
    },
  };
  const model = buildApiModel({shown: 'payments.yaml', source: '', files: [], original: doc as never, doc: doc as never, warnings: [], examples: []}, settings);
  const op = model.operations[0];
  const example = op.requestBody!.contents[0].examples[0];

  it('labels the spec\'s invalid example on the page and in the Markdown twin, and still shows it', () => {
    expect(example.invalid?.[0]).toBe('/ref must match format "uuid"');
    expect(exampleTitle(example)).toBe('Example: A UUID of 35 characters (invalid against its schema: /ref must match format "uuid")');
    const twin = renderOperationMarkdown(op, '/pay');
    expect(twin).toContain('Example: A UUID of 35 characters (invalid against its schema: /ref must match format "uuid")');
    expect(twin).toContain('3fa85f64-5717-4562-b3fc-2c963f66afa"');
  });

  it('sends values that validate: the id matches its pattern, the body its variant, not the invalid example', () => {
    const curl = buildSamples(op, model.doc).find((sample) => sample.language === 'curl')!.code;
    const id = /\/accounts\/([^/]+)\/payments/.exec(curl)?.[1];
    expect(id).toMatch(/^AC[0-9a-fA-F]{32}$/);
    const body = JSON.parse(/--data '([\s\S]*?)'/.exec(curl)![1]);
    expect(body.type).toBe('payTo');
    expect(body.number).toMatch(/^[0-9]{12,19}$/);
    expect(curl).not.toContain('3fa85f64-5717-4562-b3fc-2c963f66afa"');
    expect(model.warnings).toEqual([]);
  });

  it('warns, naming the place, where no value it makes validates', () => {
    const impossible = structuredClone(doc);
    impossible.paths['/accounts/{accountId}/payments'].post.parameters[0].schema = {type: 'string', minLength: 5, maxLength: 2};
    const broken = buildApiModel({shown: 'payments.yaml', source: '', files: [], original: impossible as never, doc: impossible as never, warnings: [], examples: []}, settings);
    expect(broken.warnings).toEqual([expect.stringMatching(/^POST \/accounts\/\{accountId\}\/payments, parameter "accountId" \(path\): the value made up for it does not validate against its schema: \/ must NOT have (more|fewer) than/)]);
 
    // Under the house rules (strict: this repo's own spec) it is an error, naming the file.
    expect(() => buildApiModel({shown: 'payments.yaml', source: '', files: [], original: impossible as never, doc: impossible as never, warnings: [], examples: []}, {...settings, strict: true})).toThrow(
      /^payments\.yaml: POST \/accounts\/\{accountId\}\/payments, parameter "accountId" \(path\): the value made up/,
    );
  });
});

describe('a parameter whose schema is a oneOf of a number and a string', () => {
  // GitHub's pages_deployment_id: `0` is a number, but sent in the path it is the text "0",
  // which a server reads as both branches; a oneOf must match exactly one.
  const doc: JsonSchema = {
    openapi: '3.1.0',
    info: {title: 'Pages', version: '1'},
    servers: [{url: 'https://api.example.com'}],
    paths: {
      '/deployments/{deploymentId}/cancel': {
        post: {
          operationId: 'cancel',
          parameters: [{name: 'deploymentId', in: 'path', required: true, schema: {oneOf: [{type: 'integer'}, {type: 'string', description: 'The commit SHA'}]}}],
          responses: {'204': {description: 'Cancelled.'}},
        },
      },
    },
  };
  const model = buildApiModel({shown: 'pages.yaml', source: '', files: [], original: doc as never, doc: doc as never, warnings: [], examples: []}, settings);

  it('sends a value whose text matches one branch only', () => {
    const curl = buildSamples(model.operations[0], model.doc).find((sample) => sample.language === 'curl')!.code;
    const id = /\/deployments\/([^/]+)\/cancel/.exec(curl)?.[1];
    expect(id).toBeDefined();
    expect(Number.isNaN(Number(id))).toBe(true);
    expect(model.warnings).toEqual([]);
  });
});
