import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import styles from './styles.module.css';

// Why this component replaces the theme's: the theme writes each line as a
// <div> inside <code>, which HTML does not allow (<code> holds phrasing
// content only; the Nu Html Checker reported one error per line). Here a line
// is a <span> shown as a block, with the same classes and tokens; and a
// token of no colour of its own is written as text.
export default function CodeBlockLine({line: rawLine, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  // A line holding only "\n" would show two breaks (its own and the <br>).
  const line = rawLine.length === 1 && rawLine[0].content === '\n' ? [{...rawLine[0], content: ''}] : rawLine;
  const lineProps = getLineProps({line, className: clsx(classNames, styles.line, showLineNumbers && styles.numbered)});
  const tokens = line.map((token, key) => {
    // A token of no colour of its own is text (see ../../CodeLines/Highlighted).
    if (token.types.length === 1 && token.types[0] === 'plain') return token.content;
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.number} />
          <span className={styles.content}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      {/* Gives an empty line its height. */}
      <br />
    </span>
  );
}
