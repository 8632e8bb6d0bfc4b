import React, {useRef, useState, type ComponentPropsWithoutRef, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {isHydrating} from '../../browser/hydration';
import {asInnerHtml} from '../../browser/server-variables';

// Server-rendered markup that the browser keeps as it is. While React hydrates
// the page, the island renders an empty element: React then leaves the
// server's children in place and never walks them, which saves the main
// thread rendering them a second time. Rendered any other way (on the server,
// after client-side navigation, in the dev server) it renders its children.
//
// Only for content without event handlers. A kept island ignores later
// changes to its children, except text replacements (`replaceInKept`, e.g.
// the reader's server variables), applied to the server's markup.

type Tag = 'code' | 'div';
type Props<T extends Tag> = {
  as: T;
  children: ReactNode;
  /** Text to put in place of other text in the kept markup, in order; plain text, no markup. */
  replaceInKept?: readonly [from: string, to: string][];
} & Omit<ComponentPropsWithoutRef<T>, 'children' | 'dangerouslySetInnerHTML'>;

const keepServerChildren = {__html: ''};

export default function HydrationIsland<T extends Tag>({as, children, replaceInKept, ...props}: Props<T>): ReactNode {
  const Element = as as Tag;
  const [kept, setKept] = useState(isHydrating);
  const ref = useRef<HTMLElement>(null);
  const serverHtml = useRef<string | null>(null);
  const replacements = replaceInKept ?? [];
  // The effect's dependency: the same replacements are a new array on each render.
  const replacementsKey = JSON.stringify(replacements);

  // After each render that changes the replacements, before the browser paints.
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!kept || !element) return;
    // No server markup to keep after all (not expected): render the children.
    if (serverHtml.current === null && !element.hasChildNodes()) {
      setKept(false);
      return;
    }
    serverHtml.current ??= element.innerHTML;
    const html = replacements.reduce((current, [from, to]) => current.split(asInnerHtml(from)).join(asInnerHtml(to)), serverHtml.current);
    if (element.innerHTML !== html) element.innerHTML = html;
  }, [kept, replacementsKey]);

  if (kept) {
    return <Element ref={ref as never} {...(props as object)} dangerouslySetInnerHTML={keepServerChildren} suppressHydrationWarning />;
  }
  return (
    <Element ref={ref as never} {...(props as object)}>
      {children}
    </Element>
  );
}
