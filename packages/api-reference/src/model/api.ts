// The one model of an API. The spec is read once (packages/api-reference/src/load/load-spec.ts:
// bundled, upgraded to OpenAPI 3.1, checked, file:line:col messages) and
// turned here into typed operations, webhooks, an overview and a sidebar.
// Every output (pages, sidebar, samples, Markdown twins, llms.txt, data for
// the guides) is derived from this object. Page ids are derived in one place
// (`pageIds`) and pinned by a test: they are public URLs.
import path from 'node:path';
import {HTTP_METHODS, operationsUpTo, readSpec, SpecError, type LoadedSpec, type OpenApiDoc} from '../load/load-spec';
import {externalDocsOf, toOperationModel, type CallbackModel, type ExternalDocsModel, type OperationModel, type OperationRef, type OperationSource, type ServerModel} from './operation';
import {securityScheme, type SecuritySchemeModel} from './security';
import {deref, type JsonSchema, type SchemaPageLink} from './schema';
import {isObject} from '../load/json';
import {boundedSlug, kebab, schemeAnchor} from './anchors';
import {headingsOf, objectsOf, resolveModelLinks, type Heading, type LinkTargets} from './links';
import {reachedSchemas, schemaLinks, schemaPagesFrom, schemaPagesOf, type SchemaPageModel} from './schema-pages';
import {groupUntagged, sidebarsOf, type SidebarGroup, type SidebarItem} from './sidebar';
import {pushTo} from './group';
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
   * router (packages/api-reference/src/site/static-pages), for an API too large for every page to
   * carry the route table: each shows the sidebar of its tag (pageSidebars),
   * the other pages the `reference` sidebar (the overview and its tag sections).
   */
  staticPages?: boolean;
  /** Without `staticPages`: static pages when the spec has at least this many operations and webhooks (with schema pages, them too). */
  staticPagesFrom?: number;
  /** `--max-operations N`: more operations and webhooks than this are refused (packages/api-reference/src/load/load-spec.ts, operationsUpTo by default). */
  maxOperations?: number;
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
  /**
   * What the site does with a server variable, by its name: `placeholder`
   * keeps it as `{name}` in the samples until the reader sets it (otherwise
   * they show its default), `hint` is what the reader's setting form says
   * after a value it refuses, `storageKey` the localStorage key the reader's
   * value is kept under (by default `<the site's title, kebab-case>-<name>`).
   */
  serverVariables?: Record<string, ServerVariableOption>;
}

/** A site's option for one server variable (ReferenceSettings.serverVariables). */
export interface ServerVariableOption {
  placeholder?: boolean;
  hint?: string;
  storageKey?: string;
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

/** The server variables a site keeps as their `{name}` placeholder in the samples until the reader sets them. */
export const placeholdersOf = (settings: Pick<ReferenceSettings, 'serverVariables'>): Set<string> =>
  new Set(Object.entries(settings.serverVariables ?? {}).flatMap(([name, option]) => (option.placeholder ? [name] : [])));

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
    const base = boundedSlug(kebab(typeof operation.operationId === 'string' && operation.operationId ? operation.operationId : `${kind === 'webhook' ? 'webhook ' : ''}${method} ${route}`)) || method;
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

/** Builds the model from a spec already read, without code samples (packages/api-reference/src/api-model.ts adds them). */
export function buildSpecModel(spec: LoadedSpec, settings: ReferenceSettings): ApiModel {
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
  const madeUp = [...new Set(all.flatMap((op) => [...op.warnings, ...op.callbacks.flatMap((callback) => callback.operations.flatMap((cb) => cb.warnings))]))];
  // The house rules (strict): a value the pages make up must validate, as every example must.
  if (settings.strict && madeUp.length) throw new SpecError(madeUp.map((warning) => `${spec.shown}: ${warning}`).join('\n'));
  const paths = all.filter((op) => op.kind === 'operation');
  const webhooks = all.filter((op) => op.kind === 'webhook');
  groupUntagged(paths);
  const tagList = tagOrder(doc, paths);
  const anchors = tagAnchors(tagList.map((tag) => tag.label));
  // Each tag's operations, in the spec's order, grouped in one pass (Microsoft Graph's beta: 22,361 operations).
  const tagged = new Map<string, OperationModel[]>();
  const first = new Map<string, OperationModel[]>();
  for (const op of paths) {
    for (const name of new Set(op.tags)) pushTo(tagged, name, op);
    if (op.tag) pushTo(first, op.tag, op);
  }
  const tags = tagList.map((tag, index) => ({...tag, anchor: anchors[index], operations: (tagged.get(tag.name) ?? []).map(overviewEntry)}));
  // The sidebar lists an operation once, under its first tag; the overview under each of its tags.
  const untagged = paths.filter((op) => !op.tag);
  const groups: SidebarGroup[] = [
    ...tagList.map((tag, index) => ({label: tag.label, anchor: anchors[index], operations: first.get(tag.name) ?? []})),
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

/** Reads and checks the spec; throws a SpecError naming file:line:col. */
export async function readModelSpec(specFile: string, settings: ReferenceSettings, siteDir = process.cwd()): Promise<LoadedSpec> {
  // Messages name the file relative to where the command runs, whatever the site folder.
  return readSpec(path.resolve(siteDir, specFile), {strict: settings.strict, maxOperations: settings.maxOperations ?? operationsUpTo});
}
