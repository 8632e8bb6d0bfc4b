import {useEffect, type RefObject} from 'react';

/**
 * Ctrl+K, Cmd+K, or / (when the reader is not typing elsewhere) focuses
 * `input` from anywhere on the page, as on most documentation sites.
 */
export function useFocusShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]');
      if (((event.ctrlKey || event.metaKey) && event.key === 'k') || (event.key === '/' && !typing)) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input]);
}
