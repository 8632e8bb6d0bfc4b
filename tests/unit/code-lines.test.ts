// A long code block is plain text in the HTML (packages/api-reference/src/theme/CodeLines):
// highlighted token by token, GitHub's larger JSON examples made pages of
// over 1 MB.
import {describe, expect, it, vi} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import CodeLines, {highlightUpTo} from '../../packages/api-reference/src/theme/CodeLines';

// The highlighter itself needs the theme's aliases; what matters here is whether it is used.
vi.mock('../../packages/api-reference/src/theme/CodeLines/Highlighted', () => ({default: ({code}: {code: string}) => createElement('span', {className: 'highlighted'}, code)}));

const render = (code: string) => renderToStaticMarkup(createElement(CodeLines, {code, language: 'json', lineClassNames: {}, showLineNumbers: false}));

describe('CodeLines', () => {
  it('highlights a block up to highlightUpTo characters, and writes a longer one as its text, lines and all', async () => {
    // The highlighter is a lazy chunk: the first render asks for it.
    render('{}');
    await vi.dynamicImportSettled();
    const short = '{\n  "id": 1\n}';
    expect(render(short)).toBe(`<span class="highlighted">${short.replace(/"/g, '&quot;')}</span>`);
    const json = JSON.stringify({items: Array.from({length: 400}, (_, index) => ({id: index, name: `item <${index}>`}))}, null, 2);
    expect(json.length).toBeGreaterThan(highlightUpTo);
    const html = render(json);
    expect(html).not.toContain('<span');
    expect(html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')).toBe(json);
  });
});
