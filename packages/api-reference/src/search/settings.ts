// What a site tells its search: the words its readers use for its things,
// and the pages of an API that no longer exists. A setting of the search
// plugin (packages/api-reference/src/search/build), read by the indexer after the build and,
// as the plugin's global data, by the search box in the browser. The
// reference site of any spec gives none: nothing of Komodo's is in it.
import type {QueryVocabulary} from './browser/query';

export interface SearchSettings {
  vocabulary?: QueryVocabulary;
  /**
   * The pages of a removed API, kept for readers who migrate from it: marked
   * "Removed" and ranked after current content unless the query asks for them.
   */
  removed?: {
    /** The built pages' paths (`docs/cube/load/index.html`), as a regular expression's source. */
    pages: string;
    /** A query that asks for them, as a regular expression's source (`\bcube\b`). */
    asked: string;
  };
}

/**
 * How the settings reach the browser: as `searchSettings` in the global data
 * of the plugin that adds the search (the search plugin's own, or the
 * package's Docusaurus plugin's beside its docs' data), where useSearch finds them.
 */
export interface SearchGlobalData {
  searchSettings: SearchSettings;
}

/** The site's search settings among all plugins' global data; none (a reference site's) where no plugin gives them. */
export function searchSettingsIn(globalData: Record<string, Record<string, unknown>>): SearchSettings {
  for (const instances of Object.values(globalData)) {
    for (const data of Object.values(instances)) {
      if (data && typeof data === 'object' && 'searchSettings' in data) return (data as SearchGlobalData).searchSettings;
    }
  }
  return {};
}
