// What the browser's copy of Docusaurus's generated files keeps when some
// pages are static (./index.ts): the route table, the chunks of each route,
// the registry of chunks, the docs plugin's global data and the docs version
// data, each without the static pages. The server's copy is left whole, so
// every page is still rendered. Each function checks the shape it expects and
// throws when Docusaurus writes these files otherwise, rather than leaving the
// pages in the browser's route table without a word.

/** Thrown when a generated file is not as Docusaurus 3.10 writes it. */
export class GeneratedFileError extends Error {}

/** One route of `routes.js`: `{ path: '/x', component: ComponentCreator('/x', 'abc'), exact: true, sidebar: "s" }`. */
const routePattern = /\n([ ]*)\{\n[ ]*path: '([^'\n]*)',\n[ ]*component: ComponentCreator\('[^'\n]*', '([^'\n]+)'\),\n[ ]*exact: true(?:,\n[ ]*sidebar: "[^"\n]*")?\n\1\},?(?=\n)/g;

/** `routes.js` without the routes at `paths`; also returns the key of each in routesChunkNames.json (path-hash). */
export function filterRoutes(source: string, paths: ReadonlySet<string>): {source: string; removedKeys: string[]} {
  const removedKeys: string[] = [];
  const filtered = source.replace(routePattern, (route, _indent: string, routePath: string, hash: string) => {
    if (!paths.has(routePath)) return route;
    removedKeys.push(`${routePath}-${hash}`);
    return '';
  });
  const missing = [...paths].filter((routePath) => !removedKeys.some((key) => key.startsWith(`${routePath}-`)));
  if (missing.length) throw new GeneratedFileError(`routes.js: no exact route for ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}`);
  return {source: filtered, removedKeys};
}

type ChunkNames = Record<string, unknown>;

/** Every chunk id a route's chunk names refer to (they nest: `__context.plugin`, `__props`, …). */
function chunkIds(value: unknown, ids = new Set<string>()): Set<string> {
  if (typeof value === 'string') ids.add(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) chunkIds(item, ids);
  return ids;
}

/** routesChunkNames.json without the removed routes, and the chunk ids the routes kept still use. */
export function filterChunkNames(json: string, removedKeys: string[]): {json: string; keptChunks: Set<string>} {
  const names = JSON.parse(json) as ChunkNames;
  for (const key of removedKeys) {
    if (!(key in names)) throw new GeneratedFileError(`routesChunkNames.json: no entry ${key}`);
    delete names[key];
  }
  return {json: `${JSON.stringify(names, null, 2)}\n`, keptChunks: chunkIds(names)};
}

/** One entry of `registry.js`, on a line of its own: `"id": [() => import(…), "…", require.resolveWeak("…")],`. */
const registryLine = /^ *"([^"]+)": \[\(\) => import\(.*\)\],?$/;

/** registry.js with only the chunks in `kept`, plus the entries in `extra` (lines of the same form). */
export function filterRegistry(source: string, kept: ReadonlySet<string>, extra: string[] = []): string {
  const open = source.indexOf('export default {');
  const close = source.lastIndexOf('};');
  if (open < 0 || close < open) throw new GeneratedFileError('registry.js: no `export default {…};`');
  const entries = source.slice(open + 'export default {'.length, close).split('\n').filter((line) => line.trim());
  const unknown = entries.find((line) => !registryLine.test(line));
  if (unknown) throw new GeneratedFileError(`registry.js: an entry of another form: ${unknown.slice(0, 120)}`);
  const keptEntries = entries.filter((line) => kept.has(registryLine.exec(line)![1])).map((line) => line.replace(/,?$/, ','));
  return `${source.slice(0, open)}export default {\n${[...keptEntries, ...extra].join('\n')}\n${source.slice(close)}`;
}

interface DocsGlobalData {
  versions: {docs: {id: string; path: string}[]; sidebars?: Record<string, unknown>}[];
}

/**
 * globalData.json without the docs at `paths` in the docs plugin's list of each
 * version's docs, nor the `sidebars` named (the static pages' own, one per tag:
 * each entry would be bytes of every page of the router).
 */
export function filterGlobalData(json: string, paths: ReadonlySet<string>, sidebars: readonly string[] = []): string {
  const data = JSON.parse(json) as Record<string, Record<string, DocsGlobalData>>;
  const docs = data['docusaurus-plugin-content-docs'];
  if (!docs) throw new GeneratedFileError('globalData.json: no docusaurus-plugin-content-docs');
  let removed = 0;
  for (const plugin of Object.values(docs)) {
    for (const version of plugin.versions) {
      const before = version.docs.length;
      version.docs = version.docs.filter((doc) => !paths.has(doc.path));
      removed += before - version.docs.length;
      for (const sidebar of sidebars) delete version.sidebars?.[sidebar];
    }
  }
  if (removed !== paths.size) throw new GeneratedFileError(`globalData.json: ${removed} of the ${paths.size} static pages found in the docs' list`);
  return `${JSON.stringify(data)}\n`;
}

interface VersionProps {
  version: {docsSidebars: Record<string, unknown>; docs: Record<string, unknown>};
}

/** The docs version data (the props of the version's route) without the static pages' sidebars and their docs. */
export function filterVersionProps(json: string, docIds: ReadonlySet<string>, sidebars: readonly string[]): string {
  const props = JSON.parse(json) as VersionProps;
  if (!props.version?.docsSidebars || !props.version.docs) throw new GeneratedFileError('docs version data: no version.docsSidebars and version.docs');
  for (const sidebar of sidebars) {
    if (!(sidebar in props.version.docsSidebars)) throw new GeneratedFileError(`docs version data: no sidebar ${sidebar}`);
    delete props.version.docsSidebars[sidebar];
  }
  for (const id of docIds) {
    if (!(id in props.version.docs)) throw new GeneratedFileError(`docs version data: no doc ${id}`);
    delete props.version.docs[id];
  }
  return `${JSON.stringify(props)}\n`;
}
