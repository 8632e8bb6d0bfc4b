// The REST page generator on edge cases the real spec may grow into:
// nullable fields, enums, arrays of objects, nested objects, an operation
// without parameters, the POST login. Every generated page must compile as MDX.
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {renderOperationPage} from '../../plugins/rest-docs/generators';
import {toOperationModel, type ApiPageInput} from '../../plugins/rest-docs/operation';
import {buildSamples} from '../../plugins/rest-docs/samples';
import {renderOperationMarkdown} from '../../plugins/rest-docs/markdown';
import {fence, firstLine, markdownText} from '../../plugins/rest-docs/mdx';
import {normalise, toNode} from '../../plugins/rest-docs/schema';

const servers = [{url: 'https://{region}.api.example.com/v1', description: 'Production. Live data.'}];
const basic = {BasicAuth: {type: 'http', scheme: 'basic', description: 'Basic.'}};

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

function page(api: Record<string, unknown>, id = 'get-thing', title = 'Get thing'): ApiPageInput {
  return {id, title, api: {servers, security: [{BasicAuth: []}], securitySchemes: basic, tags: ['Things'], ...api}};
}

const getThing = page({
  method: 'get',
  path: '/things/{thing_id}',
  description: 'Returns one thing.\n\nAnswers `404` when it does not exist.',
  parameters: [{name: 'thing_id', in: 'path', required: true, description: 'The ID.', schema: {type: 'integer'}, example: 7}],
  responses: {
    '200': {description: 'The thing.', content: {'application/json': {schema: thing, examples: {default: {summary: 'A thing', value: {id: 7}}}}}},
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
    const merged = normalise(listThings.api.responses['200'].content['application/json'].schema).schema;
    expect(Object.keys(merged.properties)).toEqual(['cursor', 'data']);
    expect(merged.required).toEqual(['cursor', 'data']);
    expect(merged.title).toBe('ThingPage');
  });
});

describe('operation pages', () => {
  it('render a GET page with parameters, every status, examples and samples, as valid MDX', async () => {
    const mdx = renderOperationPage(toOperationModel(getThing));
    await compiles(mdx);
    expect(mdx).toContain('# Get thing');
    expect(mdx).toContain('<ParamRow name={"thing_id"} in={"path"} anchor={"param-thing_id"}');
    expect(mdx).toContain('### 200 OK \\{#response-200\\}');
    expect(mdx).toContain('### 404 Not Found \\{#response-404\\}');
    expect(mdx).toContain('anchor={"response-200-owner-since"}');
    expect(mdx).toContain('braces \\{like this\\} are text');
    expect(mdx).toContain('```json title="Example: A thing"');
    expect(mdx).toContain('<Tabs groupId="code-language">');
    expect(mdx).toContain('https://{region}.api.example.com/v1/things/7');
  });

  it('put the samples right after the endpoint and each example beside its fields, without a table of contents', () => {
    const mdx = renderOperationPage(toOperationModel(getThing));
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
    const mdx = renderOperationPage(toOperationModel(login));
    await compiles(mdx);
    expect(mdx).not.toContain('## Parameters');
    expect(mdx).not.toContain('<ParamList>');
  });

  it('make the POST login samples send the API key and no Power Query sample', () => {
    const samples = buildSamples(toOperationModel(login));
    expect(samples.map((sample) => sample.language)).toEqual(['curl', 'javascript', 'python']);
    const curl = samples[0].code;
    expect(curl).toContain('--request POST');
    expect(curl).toContain('--header "x-api-key: $KOMODO_USERNAME:$KOMODO_PASSWORD"');
    expect(curl).not.toContain('--user');
  });

  it('make list samples page through the cursor, with typed Power Query columns', () => {
    const samples = Object.fromEntries(buildSamples(toOperationModel(listThings)).map((sample) => [sample.language, sample.code]));
    expect(samples.curl).toContain('/things?limit=100');
    expect(samples.javascript).toContain("url.searchParams.set('limit', '500')");
    expect(samples.javascript).toContain('} while (cursor !== null);');
    expect(samples.python).toContain('if page["cursor"] is None:');
    expect(samples.powerquery).toContain('RelativePath = "things"');
    expect(samples.powerquery).toContain('{"id", Int64.Type}');
    expect(samples.powerquery).toContain('Table.FromRecords(Records, {"id", "kind", "note", "scale", "parts", "owner", "tags"}, MissingField.UseNull)');
  });

  it('write a Markdown twin with the same fields and samples', () => {
    const markdown = renderOperationMarkdown(toOperationModel(getThing), 'https://docs.example.com/get-thing');
    expect(markdown).toContain('`GET /things/{thing_id}`');
    expect(markdown).toContain('  - `since` — string (date-time).');
    expect(markdown).toContain('`A` (First kind.)');
    expect(markdown).toContain('### Power Query M');
  });
});

describe('deprecated operations', () => {
  const deprecated = page({...getThing.api, deprecated: true, 'x-replaced-by': 'getThingV2'});
  const resolve = (operationId: string) => (operationId === 'getThingV2' ? {id: 'get-thing-v-2', title: 'Get thing v2'} : undefined);

  it('link the replacement that x-replaced-by names', () => {
    expect(toOperationModel(deprecated, resolve)).toMatchObject({deprecated: true, replacedBy: {id: 'get-thing-v-2', title: 'Get thing v2'}});
    expect(renderOperationPage(toOperationModel(deprecated, resolve))).toContain('replacementLink={"/docs/rest/v1/get-thing-v-2"}');
  });

  it('stop with the method and path when x-replaced-by names no operation or the operation is not deprecated', () => {
    expect(() => toOperationModel(page({...deprecated.api, 'x-replaced-by': 'getNothing'}), resolve)).toThrow(
      'GET /things/{thing_id}: x-replaced-by "getNothing" is not the operationId of an operation',
    );
    expect(() => toOperationModel(page({...getThing.api, 'x-replaced-by': 'getThingV2'}), resolve)).toThrow(
      'GET /things/{thing_id}: x-replaced-by is set but the operation is not deprecated: true',
    );
  });

  it('render without a replacement line when none is named, and label deprecated fields', async () => {
    const alone = page({...getThing.api, deprecated: true, responses: {'200': {description: 'The thing.', content: {'application/json': {schema: {...thing, properties: {...thing.properties, old: {type: 'string', deprecated: true, description: 'Old.'}}}}}}}});
    const mdx = renderOperationPage(toOperationModel(alone));
    await compiles(mdx);
    expect(mdx).toContain('<DeprecationNotice />');
    expect(mdx).toContain('<SchemaProperty name={"old"} anchor={"response-200-old"} type={"string"} deprecated>');
    expect(renderOperationMarkdown(toOperationModel(alone), 'https://x.example/a')).toContain('- `old` — string, optional, deprecated. Old.');
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
