// What a site tells its search: the words its readers use for its things,
// and the pages of an API that no longer exists. A setting of the search
// plugin (generator/search/build), read by the indexer after the build and,
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
