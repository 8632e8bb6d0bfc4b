// How the samples write a request as the spec describes it: a form's or multipart's field by its
// Encoding Object (style, explode, allowReserved), files as parts, a path parameter by its style,
// optional list headers, the Accept header a spec describes, bytes in JSON, a parameter named twice
// in a path, a discriminated child; and the build's warning where no value can validate. Each
// assertion is the text a reader sees (the fixes behind the oas-examples test's shorter list).
import {describe, expect, it} from 'vitest';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import type {JsonSchema} from '../../packages/api-reference/src/model/schema';
import {percentEncoded, styledPairs} from '../../packages/api-reference/src/samples/plan';
import {buildSamples} from '../../packages/api-reference/src/samples/samples';

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'api', strict: false};

const fields: JsonSchema = {
  type: 'object',
  properties: {
    tags: {type: 'array', items: {type: 'string', example: 'red'}},
    filter: {type: 'object', properties: {size: {type: 'string', example: 'L'}, fit: {type: 'string', example: 'slim'}}},
  },
};

const doc: JsonSchema = {
  openapi: '3.1.0',
  info: {title: 'Encodings', version: '1'},
  servers: [{url: 'https://api.example.com'}],
  paths: {
    '/styled': {
      post: {
        operationId: 'styled',
        requestBody: {content: {'multipart/form-data': {schema: fields, encoding: {tags: {style: 'form', explode: false}, filter: {style: 'deepObject', explode: true}}}}},
        responses: {'204': {description: 'Done.'}},
      },
    },
    '/form': {
      post: {
        operationId: 'form',
        requestBody: {content: {'application/x-www-form-urlencoded': {schema: fields, encoding: {tags: {style: 'pipeDelimited'}, filter: {style: 'form'}}}}},
        responses: {'204': {description: 'Done.'}},
      },
    },
    '/files': {
      put: {
        operationId: 'files',
        requestBody: {content: {'multipart/form-data': {schema: {type: 'object', properties: {note: {type: 'string', example: 'two'}, files: {type: 'array', items: {type: 'string', format: 'binary'}}}}}}},
        responses: {'204': {description: 'Done.'}},
      },
    },
  },
};

const model = buildApiModel({shown: 'encodings.yaml', source: '', files: [], original: doc as never, doc: doc as never, warnings: [], examples: []}, settings);
const sample = (id: string, language: string) => buildSamples(model.operations.find((op) => op.id === id)!, model.doc).find((s) => s.language === language)!.code;

describe('styledPairs and percentEncoded (OpenAPI\'s Encoding Object, as query parameters have it)', () => {
  it('writes arrays and objects as each style and explode say', () => {
    expect(styledPairs('tags', ['a', 'b'])).toEqual([['tags', 'a'], ['tags', 'b']]);
    expect(styledPairs('tags', ['a', 'b'], 'form', false)).toEqual([['tags', 'a,b']]);
    expect(styledPairs('tags', ['a', 'b'], 'pipeDelimited')).toEqual([['tags', 'a|b']]);
    expect(styledPairs('tags', ['a', 'b'], 'spaceDelimited')).toEqual([['tags', 'a b']]);
    expect(styledPairs('filter', {size: 'L', fit: 'slim'})).toEqual([['size', 'L'], ['fit', 'slim']]);
    expect(styledPairs('filter', {size: 'L', fit: 'slim'}, 'form', false)).toEqual([['filter', 'size,L,fit,slim']]);
    expect(styledPairs('filter', {size: 'L'}, 'deepObject', true)).toEqual([['filter[size]', 'L']]);
  });

  it('percent-encodes reserved characters, unless allowReserved', () => {
    expect(percentEncoded("a,b|c d!'()*")).toBe('a%2Cb%7Cc%20d%21%27%28%29%2A');
    expect(percentEncoded('a,b/c d', true)).toBe('a,b/c%20d');
  });
});

describe('a multipart body whose fields have a style', () => {
  it('sends a non-exploded array as one percent-encoded part and a deepObject as a part per field', () => {
    const curl = sample('styled', 'curl');
    expect(curl).toContain(`--form-string 'tags=red'`);
    expect(curl).toContain(`--form-string 'filter[size]=L' \\\n  --form-string 'filter[fit]=slim'`);
  });

  it('in Python, sends every part through files=, so that requests sends multipart and not a form', () => {
    const python = sample('styled', 'python');
    expect(python).toContain('PARTS = [\n    ("tags", (None, "red")),\n    ("filter[size]", (None, "L")),\n    ("filter[fit]", (None, "slim")),\n]');
    expect(python).toContain('files=PARTS');
    expect(python).not.toContain('data=');
  });
});

describe('a form body whose fields have a style', () => {
  it('writes the pairs the style makes, which the client percent-encodes', () => {
    const curl = sample('form', 'curl');
    expect(curl).toContain(`--data-urlencode 'tags=red' \\\n  --data-urlencode 'size=L' \\\n  --data-urlencode 'fit=slim'`);
    expect(sample('form', 'javascript')).toContain('new URLSearchParams([["tags", "red"], ["size", "L"], ["fit", "slim"]])');
  });
});

describe('a multipart body with an array of files', () => {
  it('sends each file as a part under the field\'s name, not the text of a value', () => {
    expect(sample('files', 'curl')).toContain(`--form-string 'note=two' \\\n  --form "files=@example.bin;type=application/octet-stream"`);
    expect(sample('files', 'javascript')).toContain(`body.append("files", new Blob([await readFile('example.bin')], {type: 'application/octet-stream'}), 'example.bin');`);
    expect(sample('files', 'python')).toContain('("files", ("example.bin", open("example.bin", "rb"), "application/octet-stream")),');
  });
});

describe('path parameters in the label and matrix styles, and optional list headers', () => {
  const color = (style: string, explode: boolean) => [
    {name: 'tone', in: 'path', required: true, style, explode, schema: {type: 'string', example: 'blue'}},
    {name: 'list', in: 'path', required: true, style, explode, schema: {type: 'array', items: {type: 'string'}, example: ['blue', 'black']}},
    {name: 'rgb', in: 'path', required: true, style, explode, schema: {type: 'object', example: {R: 100, G: 200}}},
  ];
  const styled: JsonSchema = {
    openapi: '3.1.0',
    info: {title: 'Styles', version: '1'},
    servers: [{url: 'https://api.example.com'}],
    paths: {
      '/label/{tone}/{list}/{rgb}': {get: {operationId: 'label', parameters: color('label', false), responses: {'204': {description: 'Done.'}}}, post: {operationId: 'labelExploded', parameters: color('label', true), responses: {'204': {description: 'Done.'}}}},
      '/matrix/{tone}/{list}/{rgb}': {get: {operationId: 'matrix', parameters: color('matrix', false), responses: {'204': {description: 'Done.'}}}, post: {operationId: 'matrixExploded', parameters: color('matrix', true), responses: {'204': {description: 'Done.'}}}},
      '/headers': {
        get: {
          operationId: 'headers',
          parameters: [
            {name: 'X-Tags', in: 'header', schema: {type: 'array', items: {type: 'string'}, example: ['a', 'b']}},
            {name: 'X-Point', in: 'header', explode: true, schema: {type: 'object', example: {x: 1, y: 2}}},
            {name: 'X-Lines', in: 'header', schema: {type: 'array', items: {type: 'object'}, example: [{a: 1}]}},
            {name: 'X-Note', in: 'header', schema: {type: 'string', example: 'hi'}},
          ],
          responses: {'204': {description: 'Done.'}},
        },
      },
    },
  };
  const styles = buildApiModel({shown: 'styles.yaml', source: '', files: [], original: styled as never, doc: styled as never, warnings: [], examples: []}, settings);
  const curlOf = (id: string) => buildSamples(styles.operations.find((op) => op.id === id)!, styles.doc).find((s) => s.language === 'curl')!.code;

  it('prefixes each value as the style says, commas percent-encoded as in the simple style', () => {
    expect(curlOf('label')).toContain('https://api.example.com/label/.blue/.blue%2Cblack/.R%2C100%2CG%2C200"');
    expect(curlOf('label-exploded')).toContain('https://api.example.com/label/.blue/.blue.black/.R=100.G=200"');
    expect(curlOf('matrix')).toContain('https://api.example.com/matrix/;tone=blue/;list=blue%2Cblack/;rgb=R%2C100%2CG%2C200"');
    expect(curlOf('matrix-exploded')).toContain('https://api.example.com/matrix/;tone=blue/;list=blue;list=black/;R=100;G=200"');
  });

  it('sends an optional header that is a list or an object of plain values, to show how it is written', () => {
    const curl = curlOf('headers');
    expect(curl).toContain(`--header 'X-Tags: a,b' \\\n  --header 'X-Point: x=1,y=2'`);
    expect(curl).not.toContain('X-Lines');
    expect(curl).not.toContain('X-Note');
  });
});

describe('an operation whose spec describes an Accept header', () => {
  const accepting: JsonSchema = {
    openapi: '3.1.0',
    info: {title: 'Ask', version: '1'},
    servers: [{url: 'https://api.example.com'}],
    paths: {
      '/ask': {
        post: {
          operationId: 'ask',
          parameters: [{name: 'accept', in: 'header', schema: {type: 'string', enum: ['application/json', 'text/event-stream'], default: 'application/json'}}],
          requestBody: {content: {'application/json': {schema: {type: 'object', properties: {question: {type: 'string', example: 'Why?'}}}}}},
          responses: {'200': {description: 'The answer.', content: {'application/json': {schema: {type: 'object'}}}}},
        },
      },
    },
  };
  const asked = buildApiModel({shown: 'ask.yaml', source: '', files: [], original: accepting as never, doc: accepting as never, warnings: [], examples: []}, settings);
  const code = (language: string) => buildSamples(asked.operations[0], asked.doc).find((s) => s.language === language)!.code;

  it('asks for the success response\'s media type, which the header allows, instead of the client\'s */*', () => {
    expect(code('curl')).toContain('--header "Accept: application/json"');
    expect(code('javascript')).toContain("Accept: 'application/json'");
    expect(code('python')).toContain('"Accept": "application/json"');
    expect(code('curl').match(/accept:/gi)).toHaveLength(1);
  });
});

describe('bytes in a JSON body, a path parameter named twice, a body no value satisfies', () => {
  const odd: JsonSchema = {
    openapi: '3.1.0',
    info: {title: 'Odd', version: '1'},
    servers: [{url: 'https://api.example.com'}],
    paths: {
      '/bytes': {
        put: {
          operationId: 'bytes',
          requestBody: {content: {'application/json': {schema: {type: 'object', properties: {raw: {contentMediaType: 'application/octet-stream'}, encoded: {type: 'string', contentEncoding: 'base64'}}}}}},
          responses: {'204': {description: 'Done.'}},
        },
      },
      '/items/{id}/copies/{id}': {
        get: {operationId: 'twice', parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'integer', example: 7}}], responses: {'204': {description: 'Done.'}}},
      },
      '/never': {
        put: {operationId: 'never', requestBody: {required: true, content: {'application/json': {schema: {allOf: [{type: 'string'}, {type: 'integer'}]}}}}, responses: {'204': {description: 'Done.'}}},
      },
    },
  };
  const built = buildApiModel({shown: 'odd.yaml', source: '', files: [], original: odd as never, doc: odd as never, warnings: [], examples: []}, settings);
  const curlOf = (id: string) => buildSamples(built.operations.find((op) => op.id === id)!, built.doc).find((s) => s.language === 'curl')!.code;

  it('sends a binary field of a JSON body as a string (base64 where the schema says so), not null', () => {
    expect(curlOf('bytes')).toContain(`"raw": "example",\n    "encoded": "ZXhhbXBsZQ=="`);
  });

  it('fills in every place a path names the same parameter', () => {
    expect(curlOf('twice')).toContain('"https://api.example.com/items/7/copies/7"');
  });

  it('warns at build time, naming the operation, where no value of a request body\'s schema validates', () => {
    expect(built.warnings).toEqual([expect.stringMatching(/^PUT \/never, request body \(application\/json\): the value made up for it does not validate against its schema: \/ must be (string|integer)$/)]);
  });
});

describe('a oneOf of children that each extend a base with a discriminator', () => {
  const pets: JsonSchema = {
    openapi: '3.1.0',
    info: {title: 'Pets', version: '1'},
    servers: [{url: 'https://api.example.com'}],
    paths: {
      '/pets': {
        patch: {
          operationId: 'pets',
          requestBody: {content: {'application/json': {schema: {oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]}}}},
          responses: {'204': {description: 'Done.'}},
        },
      },
    },
    components: {
      schemas: {
        Pet: {type: 'object', required: ['pet_type'], properties: {pet_type: {type: 'string'}}, discriminator: {propertyName: 'pet_type'}},
        Cat: {allOf: [{$ref: '#/components/schemas/Pet'}, {type: 'object', properties: {hunts: {type: 'boolean'}}}]},
        Dog: {allOf: [{$ref: '#/components/schemas/Pet'}, {type: 'object', properties: {bark: {type: 'boolean'}}}]},
      },
    },
  };
  const built = buildApiModel({shown: 'pets.yaml', source: '', files: [], original: pets as never, doc: pets as never, warnings: [], examples: []}, settings);

  it('gives the discriminator the name of the child sent (OpenAPI\'s implicit mapping), not a made-up string', () => {
    const curl = buildSamples(built.operations[0], built.doc).find((s) => s.language === 'curl')!.code;
    expect(curl).toContain(`"pet_type": "Cat",\n    "hunts": true`);
  });
});
