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

/**
 * A block longer than this is shown as plain text. Highlighted with every token
 * an element, JSON came to about 7 times its text in HTML: GitHub's larger
 * examples (34 to 100 KB) made pages of over 1 MB. (Colourless tokens are text
 * now, see ./Highlighted; the limit has not been measured again since.) Such a block is read by searching or
 * copying it rather than line by line; the lines it has are kept.
 */
export const highlightUpTo = 10_000;

export default function CodeLines(props: CodeLinesProps): ReactNode {
  if (props.code.length > highlightUpTo) return props.code;
  return (
    <Suspense fallback={props.code}>
      <Highlighted {...props} />
    </Suspense>
  );
}
