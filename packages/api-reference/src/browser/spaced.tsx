import React, {type ReactNode} from 'react';

/**
 * The parts that are there (not null, false or ''), one space between each:
 * a header line of a field or parameter. A space written after every optional
 * part instead leaves runs of spaces, and React marks each pair of adjacent
 * text nodes with an HTML comment: 70 bytes a field, 11% of GitHub's largest
 * page (BENCHMARKS.md, "A large API").
 */
export function spaced(parts: ReactNode[]): ReactNode {
  return parts
    .filter((part) => part !== null && part !== undefined && part !== false && part !== '')
    .map((part, index) => (
      <React.Fragment key={index}>
        {index ? ' ' : null}
        {part}
      </React.Fragment>
    ));
}
