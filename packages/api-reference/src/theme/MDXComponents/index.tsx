import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-init/MDXComponents';
import {safeUrl, urlScheme} from '../../model/safe-url';

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

// And every Markdown link and image passes the allow-list of schemes
// (packages/api-reference/src/model/safe-url.ts): the generator shows a spec's `javascript:` or
// `data:` link as text, and this is where the HTML is written, so a link it
// missed is text here too, on the server and in the browser. `pathname:` is
// Docusaurus's own, for links the generator writes to the spec downloads.
const linkable = (href: unknown): boolean => href === undefined || safeUrl(href) !== undefined || (typeof href === 'string' && urlScheme(href) === 'pathname');

function Anchor(props: ComponentProps<'a'>): ReactNode {
  if (!linkable(props.href)) return <span>{props.children}</span>;
  return <MDXComponents.a {...props} />;
}

function Image(props: ComponentProps<'img'>): ReactNode {
  if (!linkable(props.src)) return <span>{props.alt}</span>;
  return <MDXComponents.img {...props} />;
}

export default {...MDXComponents, table: Table, a: Anchor, img: Image};
