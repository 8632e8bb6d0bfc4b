import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import CodeLines from '../../CodeLines';
import HydrationIsland from '../../HydrationIsland';
import {useServerVariableReplacements} from '../../../browser/useServerVariables';
import styles from './styles.module.css';

// Why this component replaces the theme's: code is highlighted where the page
// is rendered, and not again on page load. Token colours are classes
// (packages/api-reference/src/browser/code-themes.ts), not inline styles, so the server's HTML is right in
// both colour modes, and the lines sit in a hydration island: on page load
// the browser keeps the server's markup instead of running Prism over every
// block again. Blocks rendered in the browser (after client-side navigation)
// are highlighted there (packages/api-reference/src/theme/CodeLines).
//
// The reader's server variables: `metadata.code` already has them in place
// (see ../index.tsx), for the copy button and for blocks rendered here; in the
// server's markup the island puts them in place of what the samples show.

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const replacements = useServerVariableReplacements();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // A keyboard user can scroll a long line into view.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language.toLowerCase()}`, styles.pre, 'thin-scrollbar')}>
      <HydrationIsland
        as="code"
        className={clsx(styles.lines, numbered && styles.numbered)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        replaceInKept={replacements}>
        <CodeLines code={code} language={language} lineClassNames={lineClassNames} showLineNumbers={numbered} />
      </HydrationIsland>
    </pre>
  );
}
