import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

// Why this wrap exists: a wide Markdown table (URLs, long field names) must
// scroll on small screens, and a scrolling region must be reachable by
// keyboard (axe: scrollable-region-focusable), so tables sit in a focusable region.
function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className="table-scroll" role="group" aria-label="Table, scrolls sideways" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default {...MDXComponents, table: Table};
