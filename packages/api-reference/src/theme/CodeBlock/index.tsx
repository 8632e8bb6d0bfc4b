import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {replaceAll} from '../../browser/server-variables';
import {useServerVariableReplacements} from '../../browser/useServerVariables';

// Why this component replaces the theme's:
// - Every code block (REST samples and guides) shows the reader's server
//   variables (a region, an environment) once they have set them, in place of
//   the servers' URLs as the samples show them and of the placeholders the site
//   keeps (packages/api-reference/src/browser/server-variables.ts), so copied commands work as
//   they are. Without JavaScript the samples stay as generated.
// - The theme renders every block a second time once the page has loaded, to
//   apply the colour mode's inline colours. Our colours come from a stylesheet
//   and the server's markup is kept (see ./Content), so nothing renders again.

function asString(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const replacements = useServerVariableReplacements();
  const children = asString(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return <StringContent {...props}>{replaceAll(children, replacements)}</StringContent>;
}
