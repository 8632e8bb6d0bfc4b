import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from './styles.module.css';

// Why this component replaces the theme's: the theme copies the block's code
// text, which a REST page's code samples do not have in the browser when the
// page is loaded (packages/api-reference/src/theme/ApiSamples): their lines are the server's,
// kept. Such a block's code is read from its lines when the button is
// pressed, so what is copied is what is shown, with the reader's server variables.
// Otherwise the theme's button (Docusaurus 3.10, MIT), unchanged.

/** The text of a block's lines as shown, one line a line of text. */
export function shownCode(pre: HTMLElement | null): string {
  const code = pre?.querySelector('code');
  if (!code) return '';
  const lines = code.querySelectorAll('.token-line');
  // A block too long to highlight is its plain text (packages/api-reference/src/theme/CodeLines).
  if (!lines.length) return code.textContent ?? '';
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

async function copyToClipboard(text: string): Promise<unknown> {
  // The clipboard API is only defined in secure contexts (HTTPS / localhost).
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const {default: copy} = await import('copy-text-to-clipboard');
  return copy(text);
}

export default function CopyButton({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code} = metadata;
  const [isCopied, setIsCopied] = useState(false);
  const copyTimeout = useRef<number | undefined>(undefined);
  const copyCode = useCallback(() => {
    void copyToClipboard(code || shownCode(wordWrap.codeBlockRef.current)).then(() => {
      setIsCopied(true);
      copyTimeout.current = window.setTimeout(() => setIsCopied(false), 1000);
    });
  }, [code, wordWrap.codeBlockRef]);
  useEffect(() => () => window.clearTimeout(copyTimeout.current), []);
  const label = isCopied
    ? translate({id: 'theme.CodeBlock.copied', message: 'Copied', description: 'The copied button label on code blocks'})
    : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard', description: 'The ARIA label for copy code blocks button'});
  return (
    <Button
      aria-label={label}
      title={translate({id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks'})}
      className={clsx(className, styles.copyButton, isCopied && styles.copyButtonCopied)}
      onClick={copyCode}>
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </Button>
  );
}
