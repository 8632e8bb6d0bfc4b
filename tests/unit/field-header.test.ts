// A field's and a parameter's header line (packages/api-reference/src/theme/SchemaTree,
// packages/api-reference/src/theme/ParamList): its parts, one space between each. A space
// written after every optional part left runs of spaces, which React marks
// with a comment per pair of text nodes: seven on most fields, 11% of the HTML
// of GitHub's largest page.
import {describe, expect, it, vi} from 'vitest';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';

vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => undefined, collectLink: () => undefined})}));

/** The header's text as a reader copies it, and its HTML as the server writes it. */
function header(html: string): {text: string; html: string} {
  const line = /<div class="[^"]*">(.*?)<\/div>/.exec(html)?.[1] ?? '';
  return {html: line, text: line.replace(/<[^>]+>/g, '').replaceAll('&quot;', '"')};
}

describe('the header line of a field and of a parameter', () => {
  it('a field: its parts, one space between each, no comment between text nodes', async () => {
    const {SchemaProperty} = await import('../../packages/api-reference/src/theme/SchemaTree');
    const plain = header(renderToString(createElement(SchemaProperty, {name: 'id', anchor: 'response-200-id', type: 'integer', required: true})));
    expect(plain.text).toBe('id # integer');
    expect(plain.html).not.toContain('<!--');
    const full = header(
      renderToString(createElement(SchemaProperty, {name: 'due', anchor: 'response-200-due', type: 'string', format: 'date', nullable: true, readOnly: true, deprecated: true, defaultValue: '"2026-01-01"'})),
    );
    expect(full.text).toBe('due # string (date) nullable optional deprecated read-only default "2026-01-01"');
    expect(full.html).not.toContain('<!--');
  });

  it('a parameter: the same', async () => {
    const {ParamRow} = await import('../../packages/api-reference/src/theme/ParamList');
    const row = header(renderToString(createElement(ParamRow, {name: 'limit', in: 'query', anchor: 'param-limit', type: 'integer', format: 'int32', style: 'form'})));
    expect(row.text).toBe('limit # integer (int32) in query optional style form');
    expect(row.html).not.toContain('<!--');
  });

  it('a list of nested fields: its summary is one text', async () => {
    const {SchemaChildren} = await import('../../packages/api-reference/src/theme/SchemaTree');
    const html = renderToString(createElement(SchemaChildren, {title: 'Owner', count: 3, children: 'fields'}));
    expect(html).toContain('<summary>3 fields of Owner</summary>');
  });
});
