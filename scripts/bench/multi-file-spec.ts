// The spec multiplied (scale-spec.ts) and written as many files, as large
// real APIs publish theirs: a root file whose paths `$ref` one file per path
// item, every component schema in a file of its own, `$ref`s between files
// relative. `npm run bench:scale` builds its reference; a unit test bundles
// it back to the same operations.
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parse, stringify} from 'yaml';
import {scaleSpec, type Spec} from './scale-spec';

type Json = unknown;

/** Rewrites local `$ref`s for a file at `where`: schemas become files, other components stay in the root. */
function relink(value: Json, where: 'root' | 'paths' | 'schemas'): Json {
  if (Array.isArray(value)) return value.map((item) => relink(item, where));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, Json>).map(([key, inner]) => {
      if (key !== '$ref' || typeof inner !== 'string' || !inner.startsWith('#/components/')) return [key, relink(inner, where)];
      const schema = /^#\/components\/schemas\/(.+)$/.exec(inner)?.[1];
      if (schema) return [key, where === 'schemas' ? `./${schema}.yaml` : where === 'paths' ? `../schemas/${schema}.yaml` : `./schemas/${schema}.yaml`];
      return [key, where === 'root' ? inner : `../openapi.yaml${inner}`];
    }),
  );
}

/**
 * The text of links to the Komodo site's guides (`[Getting started](/docs/getting-started)`):
 * a reference of the spec alone has no guides, and its build refuses broken links.
 */
const withoutSiteLinks = (value: Json): Json => JSON.parse(JSON.stringify(value).replace(/\[([^\]]*)\]\(\/docs\/[^)]*\)/g, '$1'));

const write = (file: string, value: Json) => writeFileSync(file, stringify(withoutSiteLinks(value), {lineWidth: 0, aliasDuplicateObjects: false}));

/** Writes the spec of `specFile`, multiplied `scale` times, as many files in a new folder; returns the root file and the count of files. */
export function writeMultiFileSpec(specFile: string, scale: number, dir = mkdtempSync(path.join(os.tmpdir(), 'komodo-multi-file-'))): {root: string; files: number} {
  const spec = scaleSpec(parse(readFileSync(specFile, 'utf8')) as Spec, scale);
  const components = (spec.components ?? {}) as Record<string, Record<string, Json>>;
  mkdirSync(path.join(dir, 'paths'), {recursive: true});
  mkdirSync(path.join(dir, 'schemas'), {recursive: true});
  let files = 1;
  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    write(path.join(dir, 'schemas', `${name}.yaml`), relink(schema, 'schemas'));
    files++;
  }
  const paths: Record<string, Json> = {};
  Object.entries(spec.paths).forEach(([route, item], index) => {
    const file = `${String(index + 1).padStart(4, '0')}.yaml`;
    write(path.join(dir, 'paths', file), relink(item, 'paths'));
    paths[route] = {$ref: `./paths/${file}`};
    files++;
  });
  const {schemas: _schemas, ...rest} = components;
  const root = path.join(dir, 'openapi.yaml');
  write(root, relink({...spec, paths, components: rest}, 'root'));
  return {root, files};
}
