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

/** The generated sidebar module: the overview's sidebar as its default export, the static pages' sidebars (by tag) beside it. */
export function sidebarModule(sidebar: SidebarItem[], pageSidebars?: Record<string, SidebarItem[]>): string {
  return [
    '// Generated from the spec (packages/api-reference/src/model/api.ts, packages/api-reference/src/render/sidebar.ts). Do not edit.',
    "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';",
    '',
    `const items = ${JSON.stringify(sidebarItems(sidebar), null, 2)} satisfies SidebarsConfig[string];`,
    '',
    ...(pageSidebars
      ? [
          '/** The sidebars of the static operation and webhook pages, one per tag. */',
          `export const pageSidebars = ${JSON.stringify(Object.fromEntries(Object.entries(pageSidebars).map(([id, items]) => [id, sidebarItems(items)])), null, 2)} satisfies SidebarsConfig;`,
          '',
        ]
      : []),
    'export default items;',
    '',
  ].join('\n');
}
