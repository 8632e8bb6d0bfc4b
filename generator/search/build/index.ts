import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeSearchIndex} from './indexer';

// Offline search with Pagefind: after the build, the built pages are indexed
// into <outDir>/pagefind/ (no network; the Pagefind binary comes from npm), and
// the navbar box (src/theme/SearchBar) and the results page at /search
// (src/theme/SearchPage) load the index from there when a reader searches.
export default function searchPlugin({baseUrl}: LoadContext): Plugin {
  return {
    name: 'search',
    async contentLoaded({actions}) {
      actions.addRoute({path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const {pages, records, chunks} = await writeSearchIndex(outDir);
      console.log(`[search] indexed ${pages} pages as ${records} records into pagefind/ (${chunks} index chunks) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
