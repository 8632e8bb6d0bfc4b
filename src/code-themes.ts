import {themes, type PrismTheme} from 'prism-react-renderer';

// Code colours with at least 4.5:1 contrast on their background (WCAG AA):
// vsLight and Dracula, each with the one token colour that falls short
// replaced. tests/unit/code-themes.test.ts holds them to it.
function recolour(theme: PrismTheme, type: string, color: string): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => (style.types.includes(type) ? {...style, style: {...style.style, color}} : style)),
  };
}

export const lightCodeTheme = recolour(themes.vsLight, 'attr-name', '#b00000');
export const darkCodeTheme = recolour(themes.dracula, 'comment', '#9aa5ce');
