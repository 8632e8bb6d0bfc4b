import {useEffect, type RefObject} from 'react';
import {isSearchShortcut} from '../../browser/dom';

/**
 * Ctrl+K, Cmd+K, or / (when the reader is not typing elsewhere) focuses
 * `input` from anywhere on the page, as on most documentation sites.
 */
export function useFocusShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input]);
}
