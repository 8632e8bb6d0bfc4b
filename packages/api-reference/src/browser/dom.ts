// What the router's pages (client modules, theme components) and the static
// pages' script do alike, written once. Plain DOM and no imports: the static
// pages' script is bundled with it alone (packages/api-reference/src/site/static-pages).

/** Schema fields sit inside collapsed <details>: a link to one (`#response-200-data-mis_id`) opens its ancestors so the target shows. */
export function openAnchorTarget(hash: string): void {
  if (!hash) return;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  let details = target?.parentElement?.closest('details');
  if (!target || !details) return;
  while (details) {
    details.open = true;
    details = details.parentElement?.closest('details');
  }
  target.scrollIntoView();
}

/** Ctrl+K, Cmd+K, or / when the reader is not typing elsewhere: the keys that focus the search box, as on most documentation sites. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const typing = event.target instanceof Element && Boolean(event.target.closest('input, textarea, select, [contenteditable]'));
  return ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !typing);
}
