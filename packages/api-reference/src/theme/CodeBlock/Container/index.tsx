import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

// Why this component replaces the theme's: the theme sets the block's colours
// as inline styles for the colour mode known while rendering, which the server
// does not know. Here they come from the generated code-theme stylesheet,
// keyed on `data-theme`, so the server's HTML is right in both modes.
type Props<T extends 'div' | 'pre'> = {as: T} & ComponentProps<T>;

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as, ...props}: Props<T>): ReactNode {
  const Element = as as 'div';
  return <Element {...(props as ComponentProps<'div'>)} className={clsx(props.className, styles.container, ThemeClassNames.common.codeBlock)} />;
}
