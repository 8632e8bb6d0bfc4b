import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {useRegion, withRegion} from '@site/src/hooks/useRegion';

// Why this wrap exists: every code block on the site (REST samples and guides)
// shows the reader's region in place of `{region}` once they have set it, so
// copied commands work as they are. Without JavaScript the placeholder stays.
type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  const region = useRegion();
  const {children} = props;
  return <CodeBlock {...props}>{typeof children === 'string' ? withRegion(children, region) : children}</CodeBlock>;
}
