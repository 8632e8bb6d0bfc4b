import React, {useId, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import {TabIdPrefix, tabIds} from './ids';
import styles from './styles.module.css';

// Why this component replaces the theme's: the theme's Tabs mount a second
// time once the page has loaded (`key={isBrowser}`), which renders every tab,
// and every code sample in it, again. That is unnecessary: the remembered tab
// (groupId in localStorage) is applied after hydration as a state update,
// which changes only the tab attributes and the panels' `hidden`.
// Besides, each tab names its panel (./ids.ts), which HTML requires.

function TabList({className, idPrefix}: {className?: string; idPrefix: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block, lazy} = useTabs();
  const tabs: HTMLLIElement[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const select = (tab: HTMLLIElement) => {
    const value = tabValues[tabs.indexOf(tab)].value;
    if (value === selectedValue) return;
    // Keep the clicked tab where it is while the panel above it changes height.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabs.indexOf(event.currentTarget);
    if (event.key === 'Enter') select(event.currentTarget);
    else if (event.key === 'ArrowRight') (tabs[index + 1] ?? tabs[0]).focus();
    else if (event.key === 'ArrowLeft') (tabs[index - 1] ?? tabs[tabs.length - 1]).focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', block && 'tabs--block', className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          key={value}
          // Static pages (packages/api-reference/src/browser/static-page.ts) select tabs by value.
          data-value={value}
          id={tabIds(idPrefix, value).tab}
          // A lazy panel is not rendered until its tab is chosen.
          aria-controls={!lazy || selectedValue === value ? tabIds(idPrefix, value).panel : undefined}
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          ref={(tab) => {
            if (tab) tabs.push(tab);
          }}
          onKeyDown={onKeyDown}
          onClick={(event: MouseEvent<HTMLLIElement>) => select(event.currentTarget)}
          {...attributes}
          className={clsx('tabs__item', styles.tab, attributes?.className as string, selectedValue === value && 'tabs__item--active')}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  const idPrefix = useId();
  return (
    <TabsProvider value={value}>
      <TabIdPrefix.Provider value={idPrefix}>
        <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.container)} data-group-id={props.groupId}>
          <TabList className={props.className} idPrefix={idPrefix} />
          <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
        </div>
      </TabIdPrefix.Provider>
    </TabsProvider>
  );
}
