// The REST overview page and llms.txt list every operation by tag, which the
// plugin's info item does not carry, so they read the spec file directly.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {JsonSchema} from './schema';
import type {ResolveOperation} from './operation';

export const specFile = 'openapi/rest-v1.yaml';

/**
 * The last segment of the overview's route, fixed by the site spec. The plugin names the overview
 * page after info.title, which changes when the API is renamed, so the page keeps its address
 * through a `slug` instead of following the title.
 */
export const overviewSlug = 'komodo-rest-api';

export interface OverviewOperation {
  id: string;
  title: string;
  method: string;
  path: string;
  description: string;
  deprecated: boolean;
  /** For a deprecated operation, the operation to use instead. */
  replacedBy?: {id: string; title: string};
}

export interface OverviewInput {
  id: string;
  title: string;
  version: string;
  description: string;
  servers: {url: string; description: string}[];
  tags: {name: string; description: string; operations: OverviewOperation[]}[];
}

/** The page id the plugin derives from an operationId (lodash's kebabCase on camelCase ids). */
export function pageId(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}

export function overviewFromSpec(doc: JsonSchema, id: string): OverviewInput {
  const resolve = operationResolver(doc);
  const operations: (OverviewOperation & {tag: string})[] = [];
  for (const [route, item] of Object.entries((doc.paths ?? {}) as Record<string, JsonSchema>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation?.operationId) continue;
      operations.push({
        id: pageId(operation.operationId),
        title: operation.summary ?? operation.operationId,
        method: method.toUpperCase(),
        path: route,
        description: operation.description ?? '',
        deprecated: Boolean(operation.deprecated),
        replacedBy: operation['x-replaced-by'] ? resolve(operation['x-replaced-by']) : undefined,
        tag: operation.tags?.[0] ?? '',
      });
    }
  }
  return {
    id,
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description ?? '',
    servers: ((doc.servers ?? []) as JsonSchema[]).map((server) => ({url: server.url, description: server.description ?? ''})),
    tags: ((doc.tags ?? []) as JsonSchema[]).map((tag) => ({
      name: tag.name,
      description: tag.description ?? '',
      operations: operations.filter((operation) => operation.tag === tag.name),
    })),
  };
}

export function readOverview(id: string, siteDir = process.cwd()): OverviewInput {
  return overviewFromSpec(parse(readFileSync(path.join(siteDir, specFile), 'utf8')), id);
}

/** Every operation's page by its operationId: links a deprecated operation to its replacement. */
export function operationResolver(doc: JsonSchema): ResolveOperation {
  const pages = new Map<string, {id: string; title: string}>();
  for (const item of Object.values((doc.paths ?? {}) as Record<string, JsonSchema>)) {
    for (const operation of Object.values(item)) {
      if (operation?.operationId) pages.set(operation.operationId, {id: pageId(operation.operationId), title: operation.summary ?? operation.operationId});
    }
  }
  return (operationId) => pages.get(operationId);
}

export function readOperationResolver(siteDir = process.cwd()): ResolveOperation {
  return operationResolver(parse(readFileSync(path.join(siteDir, specFile), 'utf8')));
}
