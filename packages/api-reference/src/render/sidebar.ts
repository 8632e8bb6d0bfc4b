// The sidebars of the model as the docs plugin reads them: the same items,
// with the theme's class names on an operation's entry (its method's badge,
// and the deprecated style), which the model does not know of.
import type {SidebarItem} from '../model/sidebar';
import {inertInScript} from './mdx';

type DocusaurusItem =
  | {type: 'doc'; id: string; label?: string; className?: string}
  | {type: 'link'; label: string; href: string; className?: string}
  | {type: 'category'; label: string; collapsed: boolean; items: DocusaurusItem[]};

/** The sidebar items of the docs plugin: an operation's entry gets `api-method <method>` (and Infima's deprecated style). */
export function sidebarItems(items: SidebarItem[]): DocusaurusItem[] {
  return items.map((item) => {
    // Labels are the pages' breadcrumbs, which Docusaurus writes into a <script>: see inertInScript.
    if (item.type === 'category') return {...item, label: inertInScript(item.label), items: sidebarItems(item.items)};
    const {operation, ...fields} = item;
    const rest = fields.label === undefined ? fields : {...fields, label: inertInScript(fields.label)};
    return operation ? {...rest, className: `${operation.deprecated ? 'menu__list-item--deprecated ' : ''}api-method ${operation.method}`} : rest;
  });
}

/**
 * The generated sidebar's data, sidebar-data.json: the overview's sidebar (`items`), and the static pages'
 * sidebars by tag (`pageSidebars`) where there are static pages. Not `sidebar.json`: an import of
 * `./sidebar` would find it before `sidebar.ts`.
 */
export function sidebarData(sidebar: SidebarItem[], pageSidebars?: Record<string, SidebarItem[]>): string {
  const data = {items: sidebarItems(sidebar), ...(pageSidebars ? {pageSidebars: Object.fromEntries(Object.entries(pageSidebars).map(([id, items]) => [id, sidebarItems(items)]))} : {})};
  return `${JSON.stringify(data, null, 2)}\n`;
}

/**
 * The generated sidebar module, sidebar.ts, which a sidebars file imports: the data of sidebar-data.json as
 * its default export (the overview's sidebar) and `pageSidebars` (the static pages'). The data is not
 * written into the module: the docs plugin loads the sidebars again at each reload of the live
 * preview, transpiling what changed, and DigitalOcean's sidebar as a module (1,556 entries) took 0.4 s.
 */
export function sidebarModule(withPageSidebars: boolean): string {
  return [
    '// Generated from the spec (packages/api-reference/src/model/api.ts, packages/api-reference/src/render/sidebar.ts). Do not edit.',
    "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';",
    "import data from './sidebar-data.json';",
    '',
    `const sidebar = data as unknown as {items: SidebarsConfig[string]${withPageSidebars ? '; pageSidebars: SidebarsConfig' : ''}};`,
    ...(withPageSidebars ? ['', '/** The sidebars of the static operation and webhook pages, one per tag. */', 'export const pageSidebars = sidebar.pageSidebars;'] : []),
    '',
    'export default sidebar.items;',
    '',
  ].join('\n');
}
