import React, {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {goTo} from '../../browser/router-pages';
import {loadPagefind} from '../../search/browser/client';
import {useSearch} from '../../search/browser/useSearch';
import ResultText from '../SearchPage/ResultText';
import {useFocusShortcut} from './useFocusShortcut';
import styles from './styles.module.css';

// The navbar search box (the classic theme has none of its own). An ARIA
// combobox: arrows move through the results, Enter opens one at its anchor,
// Escape closes; Ctrl/Cmd+K or / focuses it from anywhere. Pagefind loads
// on first focus, never with the page.
export default function SearchBar(): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Five results: each costs its page fragment (about 1.4 KB) before it shows.
  const {results, query: answered, corrected} = useSearch(query, 5);
  const listId = useId();
  const allResults = `${baseUrl}search?q=${encodeURIComponent(query)}`;

  useFocusShortcut(input);
  useEffect(() => setActive(0), [answered]);

  const go = (url: string) => {
    setOpen(false);
    input.current?.blur();
    // A static page is not a page of the router: the browser loads it.
    goTo(url, history.push);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (results.length ? (index + step + results.length) % results.length : 0));
    } else if (event.key === 'Enter' && query.trim()) {
      event.preventDefault();
      go(results[active]?.url ?? allResults);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const showing = open && query.trim() !== '' && answered !== '';

  return (
    <div className={styles.search} role="search" aria-label="Site search">
      <input
        ref={input}
        className={styles.input}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-label="Search"
        aria-expanded={showing}
        aria-controls={showing && results.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showing && results[active] ? `${listId}-${active}` : undefined}
        placeholder="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          setOpen(true);
          void loadPagefind(baseUrl).catch(() => undefined);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {query ? null : (
        <kbd className={styles.shortcut} aria-hidden="true">
          /
        </kbd>
      )}
      <div className={styles.panel} hidden={!showing}>
        {corrected ? <p className={styles.corrected}>Showing results for “{corrected}”</p> : null}
        {results.length > 0 ? (
          <ul id={listId} role="listbox" aria-label="Search results" className={styles.list}>
            {results.map((result, index) => (
            // An option of the combobox: the keys are the input's (aria-activedescendant), the mouse is the option's.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={result.url}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(result.url)}>
              <ResultText result={result} />
            </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.footer}>
          {results.length === 0 ? `No results for “${answered}”. ` : null}
          <Link to={allResults} onMouseDown={(event) => event.preventDefault()} onClick={() => setOpen(false)}>
            All results for “{query}”
          </Link>
        </p>
      </div>
    </div>
  );
}
