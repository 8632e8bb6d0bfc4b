import type {ClientModule} from '@docusaurus/types';
import {isRouterPage} from './router-pages';

// On a site with static pages (packages/api-reference/src/site/static-pages), the client-side router
// knows only the other pages: following a link to a static page through it
// would show "Page not found". A click on such a link is left to the browser,
// which loads the page whole. Loaded as a client module of that plugin.

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  // The router's Link listens below the window: stopping the click here leaves it to the browser.
  if (!isRouterPage(link.pathname)) event.stopPropagation();
}

if (typeof window !== 'undefined') window.addEventListener('click', onClick, true);

const module: ClientModule = {};

export default module;
