import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/code-themes';

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
