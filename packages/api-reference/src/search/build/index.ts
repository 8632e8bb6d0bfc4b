import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import {writeSearchIndex} from './indexer';
import type {SearchGlobalData, SearchSettings} from '../settings';

/** The results page at /search (@theme/SearchPage). */
export function addSearchPage(actions: PluginContentLoadedActions, baseUrl: string): void {
  actions.addRoute({path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true});
}

// Offline search with Pagefind: after the build, the built pages are indexed
// into <outDir>/pagefind/ (no network; the Pagefind binary comes from npm), and
// the navbar box (packages/api-reference/src/theme/SearchBar) and the results page at /search
// (packages/api-reference/src/theme/SearchPage) load the index from there when a reader searches.
// The site's settings (its readers' words, its removed pages) are the
// plugin's options, and reach the browser as its global data.
export default function searchPlugin({baseUrl}: LoadContext, settings: SearchSettings = {}): Plugin {
  return {
    name: 'search',
    async contentLoaded({actions}) {
      addSearchPage(actions, baseUrl);
      actions.setGlobalData({searchSettings: settings} satisfies SearchGlobalData);
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const {pages, records, chunks} = await writeSearchIndex(outDir, settings);
      console.log(`[search] indexed ${pages} pages as ${records} records into pagefind/ (${chunks} index chunks) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
