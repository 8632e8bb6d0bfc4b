import React, {useRef, useState, type ComponentPropsWithoutRef, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {isHydrating} from '../../browser/hydration';

// Server-rendered markup that the browser keeps as it is. While React hydrates
// the page, the island renders an empty element: React then leaves the
// server's children in place and never walks them, which saves the main
// thread rendering them a second time. Rendered any other way (on the server,
// after client-side navigation, in the dev server) it renders its children.
//
// Only for content without event handlers. A kept island ignores later
// changes to its children, except one text replacement (`replaceInKept`,
// e.g. the reader's region for `{region}`), applied to the server's markup.

type Tag = 'code' | 'div';
type Props<T extends Tag> = {
  as: T;
  children: ReactNode;
  /** Text to put in place of other text in the kept markup; plain text, no markup. */
  replaceInKept?: [from: string, to: string];
} & Omit<ComponentPropsWithoutRef<T>, 'children' | 'dangerouslySetInnerHTML'>;

const keepServerChildren = {__html: ''};

export default function HydrationIsland<T extends Tag>({as, children, replaceInKept, ...props}: Props<T>): ReactNode {
  const Element = as as Tag;
  const [kept, setKept] = useState(isHydrating);
  const ref = useRef<HTMLElement>(null);
  const serverHtml = useRef<string | null>(null);
  const [from, to] = replaceInKept ?? [];

  // After each render that changes the region, before the browser paints.
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!kept || !element) return;
    // No server markup to keep after all (not expected): render the children.
    if (serverHtml.current === null && !element.hasChildNodes()) {
      setKept(false);
      return;
    }
    serverHtml.current ??= element.innerHTML;
    const html = from && to !== undefined ? serverHtml.current.split(asInnerHtml(from)).join(asInnerHtml(to)) : serverHtml.current;
    if (element.innerHTML !== html) element.innerHTML = html;
  }, [kept, from, to]);

  if (kept) {
    return <Element ref={ref as never} {...(props as object)} dangerouslySetInnerHTML={keepServerChildren} suppressHydrationWarning />;
  }
  return (
    <Element ref={ref as never} {...(props as object)}>
      {children}
    </Element>
  );
}

/**
 * Text as the browser's innerHTML writes a text node: `&`, `<` and `>` as
 * references and a quote as it is (not generator/text/escape-html.ts, which
 * escapes quotes for attributes), so that it is found in the kept markup.
 */
function asInnerHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
