import React, {type ReactNode} from 'react';

interface Props {
  /** Plain text in which `backticks` mark code, as in the site's typed data. */
  text: string;
}

// Typed data (API changes, Cube members) keeps short texts with Markdown
// backticks; this shows them as code without pulling in a Markdown parser.
export default function BacktickText({text}: Props): ReactNode {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}
