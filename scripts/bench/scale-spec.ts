// The spec multiplied, for `npm run bench -- --scale N`: every operation is
// copied N-1 times with its operationId, path and summary suffixed (tags,
// schemas and examples kept), so the site has N times the operation pages
// and search has N times the REST content to index.
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parse, stringify} from 'yaml';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Operation = {operationId?: string; summary?: string; 'x-replaced-by'?: string; [key: string]: unknown};
type PathItem = Record<string, unknown>;
export interface Spec {
  paths: Record<string, PathItem>;
  [key: string]: unknown;
}

/** Copy `copy` (2, 3, …) of a path item: every operation's id, summary and replacement suffixed. */
function copyPathItem(item: PathItem, copy: number): PathItem {
  const copied: PathItem = structuredClone(item);
  for (const method of methods) {
    const operation = copied[method] as Operation | undefined;
    if (!operation) continue;
    if (operation.operationId) operation.operationId = `${operation.operationId}${copy}`;
    if (operation.summary) operation.summary = `${operation.summary} ${copy}`;
    if (operation['x-replaced-by']) operation['x-replaced-by'] = `${operation['x-replaced-by']}${copy}`;
  }
  return copied;
}

/** The spec with every path copied `scale` − 1 times after it: `/users` → `/users-2` … */
export function scaleSpec(spec: Spec, scale: number): Spec {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale must be a whole number ≥ 1, got ${scale}`);
  const paths: Record<string, PathItem> = {};
  for (let copy = 1; copy <= scale; copy++) {
    for (const [route, item] of Object.entries(spec.paths)) {
      paths[copy === 1 ? route : `${route}-${copy}`] = copy === 1 ? item : copyPathItem(item, copy);
    }
  }
  return {...spec, paths};
}

/** Writes the multiplied spec of `specFile` to a new temporary folder; returns its path. */
export function writeScaledSpec(specFile: string, scale: number): string {
  const spec = parse(readFileSync(specFile, 'utf8')) as Spec;
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'komodo-spec-')), `rest-v1-x${scale}.yaml`);
  writeFileSync(out, stringify(scaleSpec(spec, scale), {lineWidth: 0, aliasDuplicateObjects: false}));
  return out;
}
