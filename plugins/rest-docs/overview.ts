// The REST overview page and llms.txt list every operation by tag, which the
// plugin's info item does not carry, so they read the spec file directly.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {JsonSchema} from './schema';

export const specFile = 'openapi/rest-v1.yaml';

export interface OverviewOperation {
  id: string;
  title: string;
  method: string;
  path: string;
  description: string;
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
