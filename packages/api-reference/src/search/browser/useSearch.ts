import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import {search, type SearchResult} from './client';
import {searchSettingsIn} from '../settings';

export interface SearchState {
  /** The query these results answer; lags the typed query while a search runs. */
  query: string;
  results: SearchResult[];
  /** The query searched instead, when a misspelt word was corrected. */
  corrected?: string;
  status: 'idle' | 'searching' | 'done' | 'failed';
}

/** How long typing must pause before a search starts. */
const typingPauseMs = 200;

/**
 * Results for `query`, searched as the reader types; a later query wins over
 * an earlier one still running. `correct: false` searches a misspelt word as typed.
 */
export function useSearch(query: string, limit: number, correct = true): SearchState {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  // The site's vocabulary and removed pages, from the options of the plugin that adds the search (none on a reference site).
  const settings = searchSettingsIn(useGlobalData());
  const [state, setState] = useState<SearchState>({query: '', results: [], status: 'idle'});
  useEffect(() => {
    if (!query.trim()) {
      setState({query: '', results: [], status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => ({...previous, status: 'searching'}));
    // Searched once the reader pauses: every prefix typed on the way ("m",
    // "mi", "mis", …) would fetch its own index chunk and result fragments.
    const timer = setTimeout(() => {
      search(baseUrl, query, limit, settings, correct).then(
        ({results, corrected}) => current && setState({query, results, corrected, status: 'done'}),
        () => current && setState({query, results: [], status: 'failed'}),
      );
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [baseUrl, query, limit, settings, correct]);
  return state;
}
