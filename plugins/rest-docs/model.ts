// The one model of the REST API. The spec is read and checked once
// (scripts/spec/load-spec.ts: file:line:col messages), dereferenced once by
// docusaurus-plugin-openapi-docs' own loader (@redocly/openapi-core), and
// turned into the plugin's page items once. Every output (pages, sidebar,
// samples, Markdown twins, llms.txt, data for the guides) is derived from this
// object, and page ids and the sidebar are the plugin's own, never recomputed.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {processOpenapiFiles} from 'docusaurus-plugin-openapi-docs/lib/openapi';
import {loadAndResolveSpec} from 'docusaurus-plugin-openapi-docs/lib/openapi/utils/loadAndResolveSpec';
import generateSidebarSlice from 'docusaurus-plugin-openapi-docs/lib/sidebars';
import {inspectSpec, SpecError, type OpenApiDoc} from '../../scripts/spec/load-spec';
import {toOperationModel, type ApiPageInput, type OperationModel, type OperationRef} from './operation';
import type {JsonSchema} from './schema';

/** Where the generated pages go, relative to the site; their doc ids start with `rest/v1/`. */
export const restOutputDir = 'docs/rest/v1';
/** The REST overview's page id, fixed by the site spec's route (the plugin would derive it from info.title). */
export const restOverviewId = 'komodo-rest-api';
export const sidebarOptions = {groupPathsBy: 'tag', sidebarCollapsed: false} as const;
const pluginOptions = {specPath: '', outputDir: restOutputDir, showSchemas: false};

export interface OverviewOperation {
  id: string;
  title: string;
  method: string;
  path: string;
  description: string;
  deprecated: boolean;
  /** For a deprecated operation, the operation to use instead. */
  replacedBy?: OperationRef;
}

export interface OverviewModel {
  id: string;
  title: string;
  version: string;
  description: string;
  tags: {name: string; description: string; operations: OverviewOperation[]}[];
}

export interface ApiModel {
  /** The spec file as given (shown in messages), and its text. */
  specFile: string;
  source: string;
  /** The spec as written, `$ref`s intact (the JSON download). */
  doc: OpenApiDoc;
  /** The same, every `$ref` resolved. */
  resolved: JsonSchema;
  /** In the order of the sidebar: by tag, then as in the spec. */
  operations: OperationModel[];
  overview: OverviewModel;
  /** The plugin's sidebar slice for the REST category. */
  sidebar: unknown[];
}

interface PluginItem extends ApiPageInput {
  type: 'api' | 'info' | 'tag' | 'schema';
  api: JsonSchema;
}

/** Loads, checks and dereferences the spec; throws a SpecError naming file:line:col. */
export async function loadApiModel(specFile: string, siteDir = process.cwd()): Promise<ApiModel> {
  const absolute = path.resolve(siteDir, specFile);
  const shown = path.relative(siteDir, absolute).split(path.sep).join('/');
  const source = readFileSync(absolute, 'utf8');
  const {doc, problems} = inspectSpec(absolute, shown);
  if (problems.length > 0) throw new SpecError(problems.join('\n'));

  // The plugin's loader bundles with @redocly/openapi-core and resolves every $ref;
  // it is handed our parsed copy, so the file is parsed once.
  const resolved = (await loadAndResolveSpec(structuredClone(doc))) as JsonSchema;
  const [items, tags, tagGroups] = (await processOpenapiFiles(
    [{source: absolute, sourceDirName: '.', data: structuredClone(resolved) as never}],
    pluginOptions as never,
    sidebarOptions as never,
  )) as unknown as [PluginItem[], JsonSchema[][], unknown[]];
  for (const item of items) if (item.type === 'info') item.id = restOverviewId;

  const sidebar = generateSidebarSlice(sidebarOptions as never, pluginOptions as never, items as never, tags as never, 'docs', tagGroups as never) as unknown[];
  const byId = new Map(items.filter((item) => item.type === 'api').map((item) => [item.id, item]));
  const order = sidebarDocIds(sidebar).map((id) => id.slice('rest/v1/'.length));
  const apiItems = order.flatMap((id) => byId.get(id) ?? []);
  // x-replaced-by names an operationId; the link goes to the plugin's page for it.
  const byOperationId = new Map(apiItems.map((item) => [String(item.api.operationId), {id: item.id, title: item.title}]));
  const operations = apiItems.map((item) => toOperationModel(item, (operationId) => byOperationId.get(operationId)));
  const deprecated = new Set(apiItems.filter((item) => item.api.deprecated).map((item) => item.id));

  const overview: OverviewModel = {
    id: restOverviewId,
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description ?? '',
    tags: ((doc.tags ?? []) as JsonSchema[]).map((tag) => ({
      name: tag.name,
      description: tag.description ?? '',
      operations: operations
        .filter((op) => op.tag === tag.name)
        .map((op) => ({id: op.id, title: op.title, method: op.method, path: op.path, description: op.description, deprecated: deprecated.has(op.id), replacedBy: op.replacedBy})),
    })),
  };
  return {specFile: shown, source, doc, resolved, operations, overview, sidebar};
}

function sidebarDocIds(items: unknown[]): string[] {
  return items.flatMap((item) => {
    const entry = item as {type: string; id?: string; items?: unknown[]};
    if (entry.type === 'doc' && entry.id) return [entry.id];
    return entry.items ? sidebarDocIds(entry.items) : [];
  });
}
