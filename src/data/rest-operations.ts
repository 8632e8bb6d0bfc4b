/**
 * The REST v1 operations, as `npm run gen` lists them from the spec in
 * src/data/generated/operations.json. Guides and data link to REST pages
 * through here, so a page id or title is never typed by hand twice, and a
 * link to an operation the spec no longer has fails the build with its name.
 */
import type {OperationEntry} from '../../packages/api-reference/src/render/artifacts';
import generated from './generated/operations.json';

/** One entry of the list, as packages/api-reference/src/render/artifacts.ts writes it. */
export type RestOperation = OperationEntry;

export const restOperations: RestOperation[] = generated as RestOperation[];

export function operationById(id: string): RestOperation {
  const operation = restOperations.find((o) => o.id === id);
  if (!operation) throw new Error(`No REST operation has the page id "${id}" (src/data/generated/operations.json)`);
  return operation;
}

/** The operation of "GET /users"-style text, e.g. from a relationship's `via`. */
export function operationByRoute(route: string): RestOperation | undefined {
  return restOperations.find((o) => `${o.method} ${o.path}` === route);
}

export const restHref = (id: string, anchor?: string): string =>
  `/docs/rest/v1/${operationById(id).id}${anchor ? `#${anchor}` : ''}`;
