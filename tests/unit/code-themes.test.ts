import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism, type PrismTheme} from 'prism-react-renderer';
import {codeThemeCss, darkCodeTheme, lightCodeTheme, tokenThemeClasses} from '../../packages/api-reference/src/browser/code-themes';
import {codeBlocks, handWrittenPages} from '../content/guides-blocks';

function channels(color: string): number[] {
  if (color.startsWith('#')) return [1, 3, 5].map((index) => parseInt(color.slice(index, index + 2), 16));
  const match = color.match(/[\d.]+/g);
  if (!color.startsWith('rgb') || !match) throw new Error(`cannot read colour ${color}`);
  return match.slice(0, 3).map(Number);
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as [string, PrismTheme][])('the %s code theme', (_name, theme) => {
  const background = theme.plain.backgroundColor!;
  const colours = [
    ['plain text', theme.plain.color!],
    ...theme.styles.filter((style) => style.style.color).map((style) => [style.types.join('/'), style.style.color!]),
  ];

  it.each(colours)('%s (%s) has at least 4.5:1 contrast', (_types, colour) => {
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('rgb(40, 42, 54)', '#282A36')).toBeCloseTo(1, 5);
  });
});

// The colours come from classes (tokenThemeClasses + the generated
// stylesheet), not from prism-react-renderer's inline styles. For every token
// of every code block in the guides, the classes must give exactly the style
// prism-react-renderer would have put inline, in both modes.
describe('code colour classes', () => {
  type Style = Record<string, string>;

  /** The declarations each class sets, per mode, read back from the generated CSS. */
  function cssRules(): Record<'light' | 'dark', Map<string, Style>> {
    const rules = {light: new Map<string, Style>(), dark: new Map<string, Style>()};
    for (const match of codeThemeCss().matchAll(/\[data-theme='(light|dark)'\] \.(t[ld]\d+) \{ ([^}]*) \}/g)) {
      const [, mode, className, body] = match;
      const style: Style = {};
      for (const declaration of body.split(';').map((part) => part.trim()).filter(Boolean)) {
        const [prop, value] = declaration.split(/:\s*/);
        style[prop.replace(/-([a-z])/g, (_all, letter: string) => letter.toUpperCase())] = value;
      }
      rules[mode as 'light' | 'dark'].set(className, style);
    }
    return rules;
  }

  /** Each token of a block with the inline style prism-react-renderer gives it under a theme. */
  function inlineStyles(code: string, language: string, theme: PrismTheme): {types: string[]; style: Style}[] {
    const tokens: {types: string[]; style: Style}[] = [];
    renderToStaticMarkup(
      createElement(Highlight, {
        code,
        language,
        theme,
        children: ({tokens: lines, getTokenProps}) => {
          for (const line of lines) {
            for (const token of line) tokens.push({types: token.types, style: {...(getTokenProps({token}).style as Style)}});
          }
          return createElement('span');
        },
      }),
    );
    return tokens;
  }

  const blocks = handWrittenPages()
    .flatMap(codeBlocks)
    .filter((block) => ['bash', 'json', 'javascript', 'python', 'powerquery'].includes(block.lang));

  it('covers every language the guides use', () => {
    expect(new Set(blocks.map((block) => block.lang))).toEqual(new Set(['bash', 'json', 'javascript', 'python', 'powerquery']));
  });

  it.each(blocks.map((block) => [`${block.file}:${block.line} (${block.lang})`, block] as const))('%s', async (_where, block) => {
    await registerLanguages();
    const rules = cssRules();
    for (const [mode, theme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
      for (const {types, style} of inlineStyles(block.code, block.lang, theme)) {
        const fromClasses: Style = {};
        for (const className of tokenThemeClasses(types, block.lang).split(' ').filter((name) => name.startsWith(mode === 'light' ? 'tl' : 'td'))) {
          Object.assign(fromClasses, rules[mode].get(className));
        }
        // Plain text takes the block's colour; prism-react-renderer sets it inline. So does a token
        // whose colour is the block's (no class needed): its inline colour is the block's here.
        const blockColour = (prop: string, value: string) => prop === 'color' && channels(value).join() === channels(theme.plain.color!).join();
        const expected = Object.fromEntries(Object.entries(style).filter(([prop, value]) => prop !== 'display' && !blockColour(prop, value) && !(types.length === 1 && types[0] === 'plain')));
        expect(fromClasses, `${mode} ${types.join(' ')}`).toEqual(expected);
      }
    }
  });
});

let registered = false;
/** The site's extra Prism languages, registered as the classic theme does. */
async function registerLanguages(): Promise<void> {
  if (registered) return;
  const globals = globalThis as {Prism?: unknown};
  globals.Prism = Prism;
  await import('prismjs/components/prism-bash');
  await import('prismjs/components/prism-powerquery');
  delete globals.Prism;
  registered = true;
}
