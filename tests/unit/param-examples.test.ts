// A parameter's own example is shown beside it, as Redoc shows it: on the
// page (ParamList) and in the Markdown twin, named, labelled invalid where
// its schema refuses it, and cut short so that large pages stay light (issue #42).
import {describe, expect, it, vi} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {renderToStaticMarkup} from 'react-dom/server';
import React from 'react';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {renderOperationPage} from '../../packages/api-reference/src/render/page';
import {renderOperationMarkdown} from '../../packages/api-reference/src/render/markdown';
import {ParamRow} from '../../packages/api-reference/src/theme/ParamList';

vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => undefined, collectLink: () => undefined})}));
import type {JsonSchema} from '../../packages/api-reference/src/model/schema';

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'api', strict: false};

const long = 'x'.repeat(200);
const parameters = [
  {name: 'size', in: 'query', schema: {type: 'integer', maximum: 10}, example: 3},
  {name: 'mode', in: 'query', schema: {type: 'string', enum: ['a', 'b']}, examples: {first: {value: 'a'}, bad: {value: 'z'}, none: {summary: 'No value'}}},
  {name: 'X-Tag', in: 'header', schema: {type: 'string', example: 'hello'}},
  {name: 'ids', in: 'query', schema: {type: 'array', items: {type: 'integer'}, examples: [[1, 2]]}},
  {name: 'note', in: 'query', schema: {type: 'string'}, example: long},
  {name: 'filter', in: 'query', content: {'application/json': {schema: {type: 'object', properties: {q: {type: 'string'}}}, example: {q: 'cats'}}}},
  {name: 'plain', in: 'query', schema: {type: 'string'}},
];

function op() {
  const doc = {
    openapi: '3.1.0',
    info: {title: 'Search', version: '1'},
    paths: {'/search': {get: {operationId: 'search', summary: 'Search', parameters, responses: {'200': {description: 'OK'}}}}},
  } as JsonSchema;
  return buildApiModel({shown: 'search.yaml', source: '', files: [], original: doc as never, doc: doc as never, warnings: [], examples: []}, settings).operations[0];
}

const param = (name: string) => op().params.find((candidate) => candidate.name === name)!;

describe("a parameter's examples", () => {
  it("come from its example, its named examples, its schema's example or examples, or its media type's", () => {
    expect(param('size').examples).toEqual([{text: '3'}]);
    expect(param('mode').examples).toEqual([{name: 'first', text: '"a"'}, {name: 'bad', text: '"z"', invalid: '/ must be equal to one of the allowed values'}]);
    expect(param('X-Tag').examples).toEqual([{text: '"hello"'}]);
    expect(param('ids').examples).toEqual([{text: '[1,2]'}]);
    expect(param('filter').examples).toEqual([{text: '{"q":"cats"}'}]);
    expect(param('plain').examples).toEqual([]);
  });

  it('are cut short past 80 characters, with an ellipsis', () => {
    expect(param('note').examples[0].text).toBe(`"${'x'.repeat(79)}…`);
  });

  it('are shown on the page, beside the parameter, and the page compiles', async () => {
    const page = renderOperationPage(op(), {routeBase: '/', download: 'openapi/api', settings});
    expect(page).toContain('<ParamRow name="size" in="query" anchor="param-size" type="integer" limits={{"maximum":10}} examples={[{"text":"3"}]}');
    expect(page).not.toContain(long.slice(0, 100));
    await compile(page.replace(/^---\n[\s\S]*?\n---\n/, ''));
    const html = renderToStaticMarkup(React.createElement(ParamRow, {name: 'mode', in: 'query', anchor: 'param-mode', type: 'string', examples: param('mode').examples}));
    expect(html).toContain('Examples: <code>&quot;a&quot;</code> (first); <code>&quot;z&quot;</code> (bad, invalid against its schema: / must be equal to one of the allowed values)');
    expect(renderToStaticMarkup(React.createElement(ParamRow, {name: 'size', in: 'query', anchor: 'param-size', type: 'integer', examples: param('size').examples}))).toContain('Example: <code>3</code>');
    expect(renderToStaticMarkup(React.createElement(ParamRow, {name: 'plain', in: 'query', anchor: 'param-plain', type: 'string'}))).not.toContain('Example');
  });

  it('are in the Markdown twin, in the parameter\'s description cell', () => {
    const twin = renderOperationMarkdown(op(), 'https://x.example/search');
    expect(twin).toContain('| `size` | query | integer | optional |  | maximum 10 | Example: `3`. |');
    expect(twin).toContain('Examples: `"a"` (first); `"z"` (bad, invalid against its schema: / must be equal to one of the allowed values).');
  });
});
