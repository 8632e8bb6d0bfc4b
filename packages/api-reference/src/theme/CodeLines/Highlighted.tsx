import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight, Prism, type PrismTheme, type Token, type TokenInputProps, type TokenOutputProps} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import {tokenThemeClasses} from '../../browser/code-themes';
import type {CodeLinesProps} from '.';

// Prism with the sites' extra languages (packages/api-reference/src/site/code-highlighting). This module is a
// chunk of its own, loaded by the server and by the browser only when it
// renders a code block itself (see ./index.tsx).
prismIncludeLanguages(Prism);

// Highlight without inline colours; tokenThemeClasses adds the classes.
const classesOnly: PrismTheme = {plain: {}, styles: []};

/**
 * A line's tokens as they are shown: neighbours that take the same colours in
 * both modes are one token, and a token that takes none (spaces, names) is of
 * type `plain`, which ../CodeBlock/Line writes as text, not as an element.
 * Prism makes a token of every space and every bracket: of the 5,124
 * elements of Komodo's get-users page, 1,375 were colourless spans, each one
 * more element for the browser to lay out and for a page check to read.
 */
function shownTokens(line: Token[], language: string): Token[] {
  const shown: (Token & {classes: string})[] = [];
  for (const token of line) {
    const classes = tokenThemeClasses(token.types, language);
    const last = shown.at(-1);
    if (last && last.classes === classes) last.content += token.content;
    else shown.push({...token, types: classes ? token.types : ['plain'], classes});
  }
  return shown.map(({classes: _classes, ...token}) => token);
}

export default function Highlighted({code, language, lineClassNames, showLineNumbers}: CodeLinesProps): ReactNode {
  return (
    <Highlight theme={classesOnly} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => {
        const withThemeClasses = (input: TokenInputProps): TokenOutputProps => {
          // Without colours in the theme, the only inline style left is
          // display:inline-block on the empty token of a blank line, which the
          // line's <br> makes needless: code puts no style="" in the HTML.
          const {style: _blankLine, ...output} = getTokenProps(input);
          return {...output, className: clsx(output.className, tokenThemeClasses(input.token.types, language))};
        };
        return tokens.map((line, index) => (
          <Line
            key={index}
            line={shownTokens(line, language)}
            getLineProps={getLineProps}
            getTokenProps={withThemeClasses}
            classNames={lineClassNames[index]}
            showLineNumbers={showLineNumbers}
          />
        ));
      }}
    </Highlight>
  );
}
