import type {ClientModule} from '@docusaurus/types';

// Schema fields sit inside collapsed <details>. When a link points at one
// (e.g. #response-200-data-mis_id), open its ancestors so the target shows.
function openTarget(hash: string): void {
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

const module: ClientModule = {
  onRouteDidUpdate({location}) {
    openTarget(location.hash);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => openTarget(window.location.hash));
}

export default module;
