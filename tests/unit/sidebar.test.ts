// The model's sidebars as the docs plugin reads them (packages/api-reference/src/render/sidebar.ts):
// an operation's entry gets the theme's classes, which the model does not carry.
import {describe, expect, it} from 'vitest';
import {sidebarData, sidebarItems, sidebarModule} from '../../packages/api-reference/src/render/sidebar';

describe('sidebarItems', () => {
  it('gives an operation its method\'s badge and a deprecated one Infima\'s deprecated style, inside categories too; other items stay as they are', () => {
    expect(
      sidebarItems([
        {type: 'doc', id: 'overview'},
        {type: 'link', label: 'Get health', href: '/get-health', operation: {method: 'get', deprecated: false}},
        {type: 'category', label: 'Orders', collapsed: false, items: [{type: 'doc', id: 'old-order', label: 'Old order', operation: {method: 'delete', deprecated: true}}]},
        {type: 'link', label: 'Webhooks', href: '/#webhooks'},
      ]),
    ).toEqual([
      {type: 'doc', id: 'overview'},
      {type: 'link', label: 'Get health', href: '/get-health', className: 'api-method get'},
      {type: 'category', label: 'Orders', collapsed: false, items: [{type: 'doc', id: 'old-order', label: 'Old order', className: 'menu__list-item--deprecated api-method delete'}]},
      {type: 'link', label: 'Webhooks', href: '/#webhooks'},
    ]);
  });

  it('writes the page sidebars beside the default export only where there are static pages', () => {
    const item = {type: 'doc' as const, id: 'new-order', operation: {method: 'webhook', deprecated: false}};
    expect(sidebarModule(false)).not.toContain('pageSidebars');
    expect(sidebarModule(true)).toContain('export const pageSidebars = sidebar.pageSidebars;');
    expect(JSON.parse(sidebarData([item]))).toEqual({items: [{type: 'doc', id: 'new-order', className: 'api-method webhook'}]});
    const data = sidebarData([item], {'pages-orders': [item]});
    expect(JSON.parse(data).pageSidebars).toEqual({'pages-orders': [{type: 'doc', id: 'new-order', className: 'api-method webhook'}]});
    expect(data).not.toContain('"operation"');
  });
});
