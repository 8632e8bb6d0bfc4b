import React, {lazy, Suspense, type ReactNode} from 'react';

// The highlighted lines of a code block. Prism (with prism-react-renderer) is
// about a fifth of a page's JavaScript, and evaluating it is the longest task
// of a page load on a slow phone, so it is not in the main bundle: the server
// highlights every block, the browser keeps that markup on page load (see
// ../HydrationIsland), and only a block the browser renders itself (after
// client-side navigation) loads the highlighter. The chunk is prefetched, so
// that is quick; until it is there the block shows its text unhighlighted.

export type CodeLinesProps = {
  code: string;
  language: string;
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
};

const Highlighted = lazy(() => import(/* webpackPrefetch: true */ './Highlighted'));

export default function CodeLines(props: CodeLinesProps): ReactNode {
  return (
    <Suspense fallback={props.code}>
      <Highlighted {...props} />
    </Suspense>
  );
}
