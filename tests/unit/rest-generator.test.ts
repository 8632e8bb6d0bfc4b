// The REST page generator on edge cases the real spec may grow into:
// nullable fields, enums, arrays of objects, nested objects, an operation
// without parameters, the POST login. Every generated page must compile as MDX.
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {renderOperationPage, samplesFile, type PageOptions} from '../../packages/api-reference/src/render/page';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {type OperationModel} from '../../packages/api-reference/src/model/operation';
import {sampleOf} from '../../packages/api-reference/src/model/examples';
import {renderOperationMarkdown, serverVariableText} from '../../packages/api-reference/src/render/markdown';
import {fence, firstLine, markdownText} from '../../packages/api-reference/src/render/mdx';
import {limitsOf, normalise, toNode, typeLabel, type JsonSchema} from '../../packages/api-reference/src/model/schema';
import {limitWords} from '../../packages/api-reference/src/model/schema-limits';
import {specValidator} from '../spec-ajv';

const servers = [{url: 'https://{region}.api.example.com/v1', description: 'Production. Live data.'}];
const basic = {BasicAuth: {type: 'http', scheme: 'basic', description: 'Basic.', 'x-credential-variables': {username: 'KOMODO_USERNAME', password: 'KOMODO_PASSWORD'}}};
const settings: ReferenceSettings = {outputDir: 'docs/rest/v1', docIdPrefix: 'rest/v1/', routeBase: '/docs/rest/v1/', overviewId: 'overview', downloadName: 'api', strict: true};

const thing = {
  title: 'Thing',
  type: 'object',
  required: ['id', 'kind', 'note', 'parts', 'owner', 'tags'],
  properties: {
    id: {type: 'integer', description: 'The ID.'},
    kind: {type: 'string', enum: ['A', 'B'], 'x-enumDescriptions': {A: 'First kind.', B: 'Second kind.'}, description: 'The kind.'},
    note: {type: ['string', 'null'], description: 'A note, or `null`; braces {like this} are text.'},
    scale: {type: ['string', 'null'], enum: ['emoji_3', 'rating', null], description: 'Optional nullable enum.'},
    parts: {type: 'array', description: 'Parts.', items: {title: 'Part', type: 'object', required: ['n'], properties: {n: {type: 'number', description: 'N.'}}}},
    owner: {
      oneOf: [{title: 'Owner', type: 'object', required: ['since'], properties: {since: {type: 'string', format: 'date-time', description: 'Since.'}}}, {type: 'null'}],
      description: 'The owner, or null.',
    },
    tags: {type: 'array', items: {type: 'string', format: 'email'}, description: 'Emails.'},
  },
};

interface Page {
  method: string;
  path: string;
  operation: JsonSchema;
  /** As written below: method and path beside the operation's fields. */
  api: JsonSchema;
}

/** An operation in a one-operation spec (with any others it links to), as the pipeline models it. */
function modelOf({method, path, operation}: Page, others: Page[] = []): OperationModel {
  const doc: JsonSchema = {
    openapi: '3.1.0',
    info: {title: 'Things', version: '1'},
    servers,
    security: [{BasicAuth: []}],
    components: {securitySchemes: {...basic, ApiKey: {type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Key.', 'x-credential-variables': {username: 'KOMODO_USERNAME', password: 'KOMODO_PASSWORD'}}}},
    paths: {},
  };
  for (const entry of [{method, path, operation}, ...others]) doc.paths[entry.path] = {...doc.paths[entry.path], [entry.method]: entry.operation};
  const model = buildApiModel({shown: 'test.yaml', source: '', files: [], original: doc as never, doc: doc as never, warnings: [], examples: []}, settings);
  return model.operations.find((op) => op.path === path && op.method === method.toUpperCase())!;
}

// A page of the router, as the Komodo site's: its samples are in a JSON file the MDX imports (packages/api-reference/src/outputs.ts).
const samplesJson = (id: string) => ({importPath: `../.generated/static/samples/${id}.json`, src: `samples/${id}.json`});
const options = (): PageOptions => ({routeBase: settings.routeBase, download: 'openapi/api', settings, samplesJson});
const renderPage = (op: OperationModel) => renderOperationPage(op, options());
const samplesOf = (op: OperationModel) => op.samples;
/** The code of the page's samples, as its JSON file holds them. */
const pageSamplesOf = (op: OperationModel) => samplesFile(op).tabs.flatMap((tab) => tab.blocks.map((block) => block.code));
const twinOf = (op: OperationModel, url: string) => renderOperationMarkdown(op, url);

/** `get-thing` → `getThing`: the operationId the page id is derived from. */
const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

function page(api: JsonSchema, id = 'get-thing', title = 'Get thing'): Page {
  const {method, path, securitySchemes: _schemes, ...operation} = api;
  return {method, path, api, operation: {tags: ['Things'], operationId: camel(id), summary: title, ...operation}};
}

const getThing = page({
  method: 'get',
  path: '/things/{thing_id}',
  description: 'Returns one thing.\n\nAnswers `404` when it does not exist.',
  parameters: [{name: 'thing_id', in: 'path', required: true, description: 'The ID.', schema: {type: 'integer'}, example: 7}],
  responses: {
    '200': {description: 'The thing.', content: {'application/json': {schema: thing, examples: {default: {summary: 'A thing', value: {id: 7, kind: 'A', note: null, parts: [], owner: null, tags: []}}}}}},
    '404': {description: 'Not found.', content: {'application/json': {schema: {title: 'Error', type: 'object', properties: {status: {type: 'integer'}}}}}},
  },
});

const login = page(
  {
    method: 'post',
    path: '/auth/login',
    description: 'Exchanges the key for a token.',
    security: [{ApiKey: []}],
    securitySchemes: {ApiKey: {type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Key.'}},
    responses: {'200': {description: 'A token.', content: {'application/json': {schema: {title: 'AuthToken', type: 'object', required: ['token'], properties: {token: {type: 'string'}}}}}}},
  },
  'authenticate',
  'Authenticate',
);

const listThings = page(
  {
    method: 'get',
    path: '/things',
    description: 'Lists things.',
    parameters: [
      {name: 'limit', in: 'query', schema: {type: 'integer', minimum: 1, maximum: 500, default: 100}, description: 'Page size.'},
      {name: 'cursor', in: 'query', schema: {type: 'integer'}, description: 'Last ID seen.'},
    ],
    responses: {
      '200': {
        description: 'A page.',
        content: {'application/json': {schema: {title: 'ThingPage', allOf: [{type: 'object', required: ['cursor'], properties: {cursor: {type: ['integer', 'null']}}}, {type: 'object', required: ['data'], properties: {data: {type: 'array', items: thing}}}]}}},
      },
    },
  },
  'get-things',
  'Get things',
);

async function compiles(mdx: string): Promise<void> {
  // Docusaurus strips front matter and turns `\{#id\}` into heading ids; plain MDX just has to parse.
  await compile(mdx.replace(/^---\n[\s\S]*?\n---\n/, ''));
}

describe('schema nodes', () => {
  const root = toNode(thing, '', 'response-200', true);
  const field = (name: string) => root.children.find((child) => child.name === name)!;

  it('mark 3.1 nullable type arrays and null alternatives, and keep the type', () => {
    expect(field('note')).toMatchObject({type: 'string', nullable: true});
    expect(field('owner')).toMatchObject({type: 'Owner', nullable: true, description: 'The owner, or null.'});
    expect(field('id')).toMatchObject({type: 'integer', nullable: false});
  });

  it('list enum values with their meanings, and drop null from a nullable enum', () => {
    expect(field('kind').enum).toEqual([
      {value: 'A', meaning: 'First kind.'},
      {value: 'B', meaning: 'Second kind.'},
    ]);
    expect(field('scale').enum?.map((value) => value.value)).toEqual(['emoji_3', 'rating']);
    expect(field('scale')).toMatchObject({required: false, nullable: true});
  });

  it('describe arrays by their items and nest the fields of arrays of objects', () => {
    expect(field('parts').type).toBe('array of Part');
    expect(field('parts').children.map((child) => child.anchor)).toEqual(['response-200-parts-n']);
    expect(field('tags')).toMatchObject({type: 'array of string', format: 'email', children: []});
  });

  it('give nested objects anchors built from the property path', () => {
    expect(field('owner').children[0]).toMatchObject({name: 'since', anchor: 'response-200-owner-since', format: 'date-time'});
  });

  it('merge allOf parts into one object', () => {
    const merged = normalise(listThings.operation.responses['200'].content['application/json'].schema).schema;
    expect(Object.keys(merged.properties)).toEqual(['cursor', 'data']);
    expect(merged.required).toEqual(['cursor', 'data']);
    expect(merged.title).toBe('ThingPage');
  });
});

describe('operation pages', () => {
  it('render a GET page with parameters, every status, examples and samples, as valid MDX', async () => {
    const mdx = renderPage(modelOf(getThing));
    await compiles(mdx);
    expect(mdx).toContain('# Get thing');
    expect(mdx).toContain('<ParamRow name="thing_id" in="path" anchor="param-thing_id"');
    expect(mdx).toContain('### 200 OK \\{#response-200\\}');
    expect(mdx).toContain('### 404 Not Found \\{#response-404\\}');
    expect(mdx).toContain('anchor="response-200-owner-since"');
    expect(mdx).toContain('braces \\{like this\\} are text');
    expect(mdx).toContain('```json title="Example: A thing"');
    // The samples: their tabs in the MDX, their code in the JSON file it imports, not in the MDX.
    expect(mdx).toContain('<ApiSamples src="samples/get-thing.json" tabs={[{"value":"curl","label":"curl","blocks":[{"language":"bash"}]},');
    expect(mdx).toContain("import codeSamples from '../.generated/static/samples/get-thing.json';");
    const [curl] = pageSamplesOf(modelOf(getThing));
    expect(curl).toContain('https://{region}.api.example.com/v1/things/7');
    expect(mdx).not.toContain(curl.split('\n')[0]);
    // Static pages (no samplesJson): the samples are fenced code blocks in tabs.
    const inline = renderOperationPage(modelOf(getThing), {...options(), samplesJson: undefined});
    await compiles(inline);
    expect(inline).toContain('<Tabs groupId="code-language">');
    expect(inline).toContain('https://{region}.api.example.com/v1/things/7');
  });

  it('put the samples right after the endpoint and each example beside its fields, without a table of contents', () => {
    const mdx = renderPage(modelOf(getThing));
    expect(mdx).toContain('hide_table_of_contents: true');
    const at = (text: string) => mdx.indexOf(text);
    // Source order is the phone's order: endpoint, samples, then the reference.
    expect(at('<ApiEndpoint')).toBeLessThan(at('## Code samples'));
    expect(at('## Code samples')).toBeLessThan(at('## Authentication'));
    expect(mdx).toMatch(/<ApiColumns>\n<ApiAside>\n\n## Code samples[\s\S]*<\/ApiAside>\n<ApiMain>\n\n## Authentication/);
    expect(at('Returns one thing.')).toBeLessThan(at('<ApiEndpoint'));
    // The 200 fields, then their example in the aside of the same columns.
    expect(mdx).toMatch(/### 200 OK[^]*?<\/SchemaTree>\n\n<\/ApiMain>\n<ApiAside>\n\n```json title="Example: A thing"/);
  });

  it('render an operation without parameters without a parameters section', async () => {
    const mdx = renderPage(modelOf(login));
    await compiles(mdx);
    expect(mdx).not.toContain('## Parameters');
    expect(mdx).not.toContain('<ParamList>');
  });

  it('make the POST login samples send the API key and no Power Query sample', () => {
    const samples = samplesOf(modelOf(login));
    expect(samples.map((sample) => sample.language)).toEqual(['curl', 'javascript', 'python', 'go', 'php', 'ruby', 'java']);
    const curl = samples[0].code;
    expect(curl).toContain('--request POST');
    expect(curl).toContain('--header "x-api-key: $KOMODO_USERNAME:$KOMODO_PASSWORD"');
    expect(curl).not.toContain('--user');
  });

  it('make list samples page through the cursor, with typed Power Query columns', () => {
    const samples = Object.fromEntries(samplesOf(modelOf(listThings)).map((sample) => [sample.language, sample.code]));
    expect(samples.curl).toContain('/things?limit=100');
    expect(samples.javascript).toContain("url.searchParams.set('limit', '500')");
    expect(samples.javascript).toContain('} while (cursor !== null);');
    expect(samples.python).toContain('if page["cursor"] is None:');
    expect(samples.powerquery).toContain('RelativePath = "things"');
    expect(samples.powerquery).toContain('{"id", Int64.Type}');
    expect(samples.powerquery).toContain('Table.FromRecords(Records, {"id", "kind", "note", "scale", "parts", "owner", "tags"}, MissingField.UseNull)');
  });

  it('write a Markdown twin with the same fields and samples', () => {
    const markdown = twinOf(modelOf(getThing), 'https://docs.example.com/get-thing');
    expect(markdown).toContain('`GET /things/{thing_id}`');
    expect(markdown).toContain('  - `since` — string (date-time).');
    expect(markdown).toContain('`A` (First kind.)');
    expect(markdown).toContain('### Power Query M');
  });
});

describe('deprecated operations', () => {
  const deprecated = page({...getThing.api, deprecated: true, 'x-replaced-by': 'getThingV2'});
  const v2 = page({...getThing.api, path: '/v2/things/{thing_id}'}, 'get-thing-v2', 'Get thing v2');

  it('link the replacement that x-replaced-by names', () => {
    expect(modelOf(deprecated, [v2])).toMatchObject({deprecated: true, replacedBy: {id: 'get-thing-v2', title: 'Get thing v2'}});
    expect(renderPage(modelOf(deprecated, [v2]))).toContain('replacementLink="/docs/rest/v1/get-thing-v2"');
  });

  it('stop with the method and path when x-replaced-by names no operation or the operation is not deprecated', () => {
    expect(() => modelOf(page({...deprecated.api, 'x-replaced-by': 'getNothing'}), [v2])).toThrow(
      'GET /things/{thing_id}: x-replaced-by "getNothing" is not the operationId of an operation',
    );
    expect(() => modelOf(page({...getThing.api, 'x-replaced-by': 'getThingV2'}), [v2])).toThrow(
      'GET /things/{thing_id}: x-replaced-by is set but the operation is not deprecated: true',
    );
  });

  it('open every sample, on the page and in the twin, with a comment that the operation is deprecated and what to call instead', () => {
    const comments = {curl: '# ', javascript: '// ', python: '# ', go: '// ', php: '// ', ruby: '# ', java: '// ', powerquery: '// '};
    const replaced = modelOf(deprecated, [v2]);
    const alone = modelOf(page({...getThing.api, deprecated: true}));
    for (const [op, note] of [[replaced, 'This operation is deprecated: use Get thing v2 (GET /v2/things/{thing_id}) instead.'], [alone, 'This operation is deprecated.']] as const) {
      const samples = samplesOf(op);
      expect(samples.map((sample) => sample.language)).toEqual(['curl', 'javascript', 'python', 'go', 'php', 'ruby', 'java', 'powerquery']);
      const [onPage, twin] = [pageSamplesOf(op), twinOf(op, 'https://x.example/get-thing')];
      for (const sample of samples) {
        // PHP's first line is its opening tag: the note is the first line of code.
        expect(sample.code.replace(/^<\?php\n/, '').split('\n')[0], sample.language).toBe(`${comments[sample.language as keyof typeof comments]}${note}`);
        expect(onPage, sample.language).toContain(sample.code);
        expect(twin, sample.language).toContain(sample.code);
      }
    }
    for (const sample of samplesOf(modelOf(getThing))) expect(sample.code, sample.language).not.toMatch(/deprecated/i);
  });

  it('say of a deprecated operation only what the spec says: deprecated, and the replacement; no "pending removal"', () => {
    const op = modelOf(deprecated, [v2]);
    expect(twinOf(op, 'https://x.example/get-thing')).toContain('**Deprecated.** Do not build new integrations on this operation. Use [Get thing v2](https://x.example/get-thing-v2.md) instead.');
    expect(`${renderPage(op)}\n${twinOf(op, 'https://x.example/get-thing')}`).not.toMatch(/pending removal|still works/i);
  });

  it('render without a replacement line when none is named, and label deprecated fields', async () => {
    const alone = page({...getThing.api, deprecated: true, responses: {'200': {description: 'The thing.', content: {'application/json': {schema: {...thing, properties: {...thing.properties, old: {type: 'string', deprecated: true, description: 'Old.'}}}}}}}});
    const mdx = renderPage(modelOf(alone));
    await compiles(mdx);
    expect(mdx).toContain('<DeprecationNotice />');
    expect(mdx).toContain('<SchemaProperty name="old" anchor="response-200-old" type="string" deprecated>');
    expect(twinOf(modelOf(alone), 'https://x.example/a')).toContain('- `old` — string, optional, deprecated. Old.');
  });
});

describe('descriptions that MDX would read as code', () => {
  // Each of these broke the page around it before: a description is CommonMark, not MDX.
  const hostile = [
    'Unbalanced HTML: <details><summary>More</summary> and <br> then <div class="x">',
    'An open fence in a field:\n\n```json\n{"a": 1}',
    'import data from a file\nexport it later, {{user}} and `code <b>` and ``a ` b <i>``',
    'An autolink <https://example.com/a?b=1> and \\{escaped\\} braces, a stray ` backtick.',
  ];
  const spec = page({
    method: 'post',
    path: '/hostile',
    description: hostile.join('\n\n'),
    requestBody: {
      content: {
        'application/json': {
          schema: {type: 'object', properties: Object.fromEntries(hostile.map((text, index) => [`f${index}`, {type: 'string', description: text}]))},
          examples: {empty: {summary: 'An example with neither value nor externalValue'}, given: {value: {f0: 'x'}}},
        },
      },
    },
    responses: {'200': {description: hostile[1], content: {'application/json': {schema: {type: 'object', properties: {ok: {type: 'boolean', description: hostile[0]}}}}}}},
  }, 'hostile', 'Hostile');

  it('compile, in the page and in every field, whatever HTML, fences and braces they hold', async () => {
    const mdx = renderPage(modelOf(spec));
    await compiles(mdx);
    expect(mdx).toContain('\\<details>\\<summary>More\\</summary>');
    expect(mdx).toContain('[https://example.com/a?b=1](https://example.com/a?b=1)');
    expect(mdx).toContain('&#105;mport data from a file\n&#101;xport it later');
    expect(mdx).toContain('`code <b>`');
  });

  it('close a fence left open at the end of its description, so the field after it is not swallowed', () => {
    expect(markdownText('Open:\n\n```json\n{"a": 1}')).toBe('Open:\n\n```json\n{"a": 1}\n```');
    expect(markdownText('~~~\n<b>\n~~~\nafter <b>')).toBe('~~~\n<b>\n~~~\nafter \\<b>');
  });

  it('leave out an example that has no value rather than fail on it', () => {
    const mdx = renderPage(modelOf(spec));
    expect(mdx).not.toContain('An example with neither value nor externalValue');
    expect(mdx).toContain('Example: given');
  });
});

describe('MDX helpers', () => {
  it('escape braces and angle brackets outside code only', () => {
    expect(markdownText('a {b} <c> `{d}` e')).toBe('a \\{b\\} \\<c> `{d}` e');
  });

  it('fence code with more backticks than it contains', () => {
    expect(fence('md', 'x ``` y')).toBe('````md\nx ``` y\n````');
  });

  it('take the first sentence of the first paragraph as plain text', () => {
    expect(firstLine('Returns a page of [users](/x), in\nascending order. More.\n\nNext.')).toBe('Returns a page of users, in ascending order.');
  });
});

describe('URL variables in words', () => {
  const variable = {name: 'env', defaultValue: 'api', enum: ['api', 'sandbox'], description: ''};

  it('end the description with a full stop, then name the default and the values as code', () => {
    expect(serverVariableText({...variable, description: 'Where the data lives'})).toBe('`{env}`: Where the data lives. Default `api`; one of `api`, `sandbox`.');
  });

  it('leave a free value\'s default to the description that names it, as an example or otherwise, with no "Default" of ours', () => {
    const region = {name: 'region', defaultValue: 'us.east1', description: 'Your region subdomain, for example `us.east1`.'};
    expect(serverVariableText(region)).toBe('`{region}`: Your region subdomain, for example `us.east1`.');
    // A default the description does not name is the spec's default, and is named so.
    expect(serverVariableText({...region, description: 'Your region subdomain.'})).toBe('`{region}`: Your region subdomain. Default `us.east1`.');
    // With an enum the default is one of the listed values, whatever the description says.
    expect(serverVariableText({...variable, description: '`api` for live data'})).toBe('`{env}`: `api` for live data. Default `api`; one of `api`, `sandbox`.');
  });

  it('say only the default when the spec has no description and no values', () => {
    expect(serverVariableText({name: 'version', defaultValue: 'v2', description: ''})).toBe('`{version}`: Default `v2`.');
  });

  it('keep a description of several lines inside its list item, escaped for MDX on the page', () => {
    const text = serverVariableText({...variable, description: 'Live {data}.\n\nSee `{x}`.'}, markdownText);
    expect(text).toBe('`{env}`: Live \\{data\\}.\n  \n  See `{x}`. Default `api`; one of `api`, `sandbox`.');
  });
});

describe('JSON Schema keywords beyond types and properties', () => {
  const doc = {components: {schemas: {Never: false}}} as unknown as JsonSchema;
  const body: JsonSchema = {
    type: 'object',
    required: ['window'],
    properties: {
      window: {type: 'array', prefixItems: [{type: 'string', format: 'date'}, {type: 'integer', minimum: 3}], items: false},
      tip: {type: 'number', minimum: 1.2, multipleOf: 0.5},
      codes: {type: 'array', items: {type: 'string'}, minItems: 2, uniqueItems: true},
      counts: {type: 'array', items: {type: 'integer'}, minItems: 3, uniqueItems: true},
      notText: {not: {type: 'string'}},
      gone: false,
      goneByRef: {$ref: '#/components/schemas/Never'},
      goneWithWords: {not: {}, description: 'Leave it out.'},
    },
  };

  it('build an example that validates: tuples by position, multiples, unique items, a value of another type, no field the schema forbids', () => {
    const example = sampleOf(body, doc) as Record<string, unknown>;
    expect(example).toEqual({window: ['2026-01-31', 3], tip: 1.5, codes: ['item-1', 'item-2'], counts: [1, 2, 3], notText: null});
    const validate = specValidator(doc)(body);
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  });

  it('name them in the type and the limits a reader sees', () => {
    const properties = body.properties as Record<string, JsonSchema>;
    expect(typeLabel(properties.window, doc)).toBe('array [string, integer]');
    expect(typeLabel(properties.notText, doc)).toBe('any but string');
    for (const name of ['gone', 'goneByRef', 'goneWithWords']) expect(typeLabel(properties[name], doc), name).toBe('never (leave it out)');
    expect(limitWords(limitsOf(properties.tip))).toEqual(['minimum 1.2', 'a multiple of 0.5']);
    expect(limitWords(limitsOf(properties.codes))).toEqual(['at least 2 items', 'no item twice']);
    expect(limitWords(limitsOf({type: 'object', minProperties: 1, maxProperties: 20}))).toEqual(['at least 1 field', 'at most 20 fields']);
  });
});
