import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearch} from '../../search/browser/useSearch';
import ResultText from './ResultText';
import styles from './styles.module.css';

// The full results page, search?q=<query>: a link readers can bookmark and
// share. The address follows the box as the reader types. Without
// JavaScript the form still submits, and the page says search needs it.
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // Read after hydration: the server rendered the page without a query.
  const [query, setQuery] = useState<string | undefined>(undefined);
  // "Search instead for …": the query as typed, its misspelt word not corrected.
  const [asTyped, setAsTyped] = useState(false);
  const {results, status, query: answered, corrected} = useSearch(query ?? '', 20, !asTyped);
  const count = `${results.length === 0 ? 'No' : results.length} result${results.length === 1 ? '' : 's'}`;
  useEffect(() => setQuery(new URLSearchParams(location.search).get('q') ?? ''), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (query === undefined) return;
    const search = query ? `?q=${encodeURIComponent(query)}` : '';
    if (search !== location.search) history.replace({...location, search});
  }, [query, history, location]);
  const hydrated = query !== undefined;
  // The site's own sentence (the Komodo site's config, a reference site's from its title), else one from its title.
  const {siteConfig} = useDocusaurusContext();
  const description = (siteConfig.customFields?.searchDescription as string | undefined) ?? `Search the ${siteConfig.title} documentation.`;

  const summary = !hydrated
    ? 'Search needs JavaScript.'
    : status === 'failed'
      ? 'Search could not load. Reload the page to try again.'
      : answered && status !== 'searching'
        ? corrected
          ? `Showing results for “${corrected}”: ${count.toLowerCase()}.`
          : `${count} for “${answered}”.`
        : '';
  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description={description}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Search the documentation</h1>
        <form method="get" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-query" className={styles.label}>
            Search for an operation, a field, a parameter or a topic
          </label>
          <input
            id="search-page-query"
            name="q"
            type="search"
            className={styles.input}
            value={query ?? ''}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setQuery(event.target.value);
              setAsTyped(false);
            }}
          />
        </form>
        <p role="status" className={styles.summary}>
          {summary}
        </p>
        {corrected && status !== 'searching' ? (
          <p className={styles.instead}>
            <button type="button" onClick={() => setAsTyped(true)}>
              Search instead for “{answered}”
            </button>
          </p>
        ) : null}
        <ol className={styles.results}>
          {results.map((result) => (
            <li key={result.url}>
              <Link to={result.url} className={styles.result}>
                <ResultText result={result} />
              </Link>
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
