// What the browser's copies of Docusaurus's generated files keep when some
// pages are static (packages/api-reference/src/site/static-pages/filter.ts), on files as Docusaurus
// 3.10 writes them, and the clear error when it writes them otherwise.
import {describe, expect, it} from 'vitest';
import {filterChunkNames, filterGlobalData, filterRegistry, filterRoutes, filterVersionProps, GeneratedFileError} from '../../packages/api-reference/src/site/static-pages/filter';

const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '249'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'd78'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', '5ef'),
        routes: [
          {
            path: '/add-note',
            component: ComponentCreator('/add-note', '309'),
            exact: true,
            sidebar: "operations"
          },
          {
            path: '/get-order',
            component: ComponentCreator('/get-order', '243'),
            exact: true,
            sidebar: "operations"
          },
          {
            path: '/',
            component: ComponentCreator('/', '66c'),
            exact: true,
            sidebar: "reference"
          },
          {
            path: '/upload-receipt',
            component: ComponentCreator('/upload-receipt', 'ed0'),
            exact: true,
            sidebar: "operations"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames = JSON.stringify({
  '/search-249': {__comp: '1a4e3797', __context: {plugin: '3cb82b5e'}},
  '/-d78': {__comp: 'a7bd4aaa', __props: '22dd74f7'},
  '/-5ef': {__comp: 'a94703ab'},
  '/add-note-309': {__comp: '17896441', content: '714a2917'},
  '/get-order-243': {__comp: '17896441', content: '79408c5b'},
  '/-66c': {__comp: '17896441', content: 'a8bb4213'},
  '/upload-receipt-ed0': {__comp: '17896441', content: '9f57eb27'},
});

const entry = (id: string, module: string) => `  "${id}": [() => import(/* webpackChunkName: "${id}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
// As Docusaurus writes it: the last entry and the closing brace on one line.
const registry = `export default {\n${[
  entry('17896441', '@theme/DocItem'),
  entry('1a4e3797', '@theme/SearchPage'),
  entry('22dd74f7', '@generated/docusaurus-plugin-content-docs/default/p/index-466.json'),
  entry('3cb82b5e', '@generated/search/default/__plugin.json'),
  entry('714a2917', '@site/docs/add-note.api.mdx'),
  entry('79408c5b', '@site/docs/get-order.api.mdx'),
  entry('9f57eb27', '@site/docs/upload-receipt.api.mdx'),
  entry('a7bd4aaa', '@theme/DocVersionRoot'),
  entry('a8bb4213', '@site/docs/overview.info.mdx'),
].join('\n')}};\n`;

const statics = new Set(['/add-note', '/get-order', '/upload-receipt']);

/** routes.js as a value: its two imports stood in for. */
function evaluate(source: string): {path: string; routes?: unknown[]}[] {
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  return new Function('ComponentCreator', body)((routePath: string) => routePath) as {path: string; routes?: unknown[]}[];
}

describe('the route table', () => {
  it('loses the static pages, the last of a list too, and stays a module that evaluates to the other routes', () => {
    const {source, removedKeys} = filterRoutes(routes, statics);
    expect(removedKeys).toEqual(['/add-note-309', '/get-order-243', '/upload-receipt-ed0']);
    const table = evaluate(source);
    const leaves = (table[1].routes as {routes: {path: string}[]}[])[0].routes.map((route) => route.path);
    expect(leaves).toEqual(['/']);
    expect(table.map((route) => route.path)).toEqual(['/search', '/', '*']);
    expect(evaluate(routes)).toHaveLength(3);
  });

  it('names the page it cannot find rather than leave it in the table', () => {
    expect(() => filterRoutes(routes, new Set(['/add-note', '/no-such-page']))).toThrow(new GeneratedFileError('routes.js: no exact route for /no-such-page'));
    // A route table of another layout (here on one line) is refused, not passed through.
    expect(() => filterRoutes(routes.replace(/\n\s*/g, ' '), statics)).toThrow(GeneratedFileError);
  });
});

describe('the chunks of each route and the registry', () => {
  const {removedKeys} = filterRoutes(routes, statics);
  const {json, keptChunks} = filterChunkNames(chunkNames, removedKeys);

  it('the routes kept keep their chunks; a chunk only the static pages used goes', () => {
    expect(Object.keys(JSON.parse(json))).toEqual(['/search-249', '/-d78', '/-5ef', '/-66c']);
    // The doc page component is shared with the overview; the pages' own content is not.
    expect([...keptChunks].sort()).toEqual(['17896441', '1a4e3797', '22dd74f7', '3cb82b5e', 'a7bd4aaa', 'a8bb4213', 'a94703ab']);
    expect(() => filterChunkNames(chunkNames, ['/nowhere-123'])).toThrow('routesChunkNames.json: no entry /nowhere-123');
  });

  it('the registry keeps the chunks kept and the extra entries, and stays a module', () => {
    const extra = entry('static-pages-components', '/site/.docusaurus/static-pages/components.js');
    const filtered = filterRegistry(registry, keptChunks, [extra]);
    const ids = [...filtered.matchAll(/^ {2}"([^"]+)":/gm)].map((match) => match[1]);
    expect(ids).toEqual(['17896441', '1a4e3797', '22dd74f7', '3cb82b5e', 'a7bd4aaa', 'a8bb4213', 'static-pages-components']);
    expect(filtered).not.toContain('.api.mdx');
    const value = new Function('require', filtered.replace('export default', 'return'))({resolveWeak: (module: string) => module}) as Record<string, unknown[]>;
    expect(Object.keys(value)).toEqual(ids);
    expect(() => filterRegistry(registry.replace('"17896441": [() => import(', '"17896441": [load('), keptChunks)).toThrow(/registry.js: an entry of another form/);
    expect(() => filterRegistry('module.exports = {}', keptChunks)).toThrow('registry.js: no `export default {…};`');
  });
});

describe('the docs lists', () => {
  const docs = ['add-note', 'get-order', 'overview', 'upload-receipt'];
  const globalData = JSON.stringify({
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/',
        versions: [
          {
            name: 'current',
            docs: docs.map((id) => ({id, path: id === 'overview' ? '/' : `/${id}`, sidebar: id === 'overview' ? 'reference' : id === 'add-note' ? 'pages-notes' : 'pages-orders'})),
            sidebars: {reference: {link: {path: '/', label: 'overview'}}, 'pages-notes': {link: {path: '/add-note', label: 'add-note'}}, 'pages-orders': {link: {path: '/get-order', label: 'get-order'}}},
          },
        ],
      },
    },
  });
  const props = JSON.stringify({
    version: {
      pluginId: 'default',
      docsSidebars: {
        reference: [{type: 'link', href: '/', label: 'Overview'}],
        'pages-notes': [{type: 'link', href: '/add-note', label: 'Add a note', docId: 'add-note'}],
        'pages-orders': [{type: 'link', href: '/get-order', label: 'Get an order', docId: 'get-order'}],
      },
      docs: Object.fromEntries(docs.map((id) => [id, {id, title: id, description: '', sidebar: id === 'add-note' ? 'pages-notes' : 'pages-orders'}])),
    },
  });

  it('the global data and the version data keep the overview and its sidebar only', () => {
    const data = JSON.parse(filterGlobalData(globalData, statics, ['pages-notes', 'pages-orders']));
    expect(data['docusaurus-plugin-content-docs'].default.versions[0].docs.map((doc: {id: string}) => doc.id)).toEqual(['overview']);
    expect(Object.keys(data['docusaurus-plugin-content-docs'].default.versions[0].sidebars)).toEqual(['reference']);
    const version = JSON.parse(filterVersionProps(props, new Set(['add-note', 'get-order', 'upload-receipt']), ['pages-notes', 'pages-orders'])).version;
    expect(Object.keys(version.docsSidebars)).toEqual(['reference']);
    expect(Object.keys(version.docs)).toEqual(['overview']);
  });

  it('a page or sidebar they lack is an error', () => {
    expect(() => filterGlobalData(globalData, new Set([...statics, '/gone']))).toThrow('globalData.json: 3 of the 4 static pages found in the docs\' list');
    expect(() => filterVersionProps(props, new Set(['gone']), ['pages-notes'])).toThrow('docs version data: no doc gone');
    expect(() => filterVersionProps(props, new Set(), ['pages-notes', 'pages'])).toThrow('docs version data: no sidebar pages');
  });
});
