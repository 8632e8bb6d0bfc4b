import {createContext, useContext} from 'react';

// Each tab names the panel it controls and each panel the tab that labels it
// (aria-controls, aria-labelledby): HTML requires a panel for every tab, and
// screen readers announce a panel by its tab's label. Tabs provide a prefix
// unique on the page (React's useId, the same on server and client).
export const TabIdPrefix = createContext('');

export function tabIds(prefix: string, value: string): {tab: string; panel: string} {
  const part = value.replace(/[^\w-]/g, '_');
  return {tab: `${prefix}tab-${part}`, panel: `${prefix}panel-${part}`};
}

export function useTabIds(value: string): {tab: string; panel: string} {
  return tabIds(useContext(TabIdPrefix), value);
}
