import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';

// Which paths of the site the client-side router has a page for. Not all of
// them, on a site with static pages (packages/api-reference/src/site/static-pages): a static page is
// loaded whole by the browser.

interface Route {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  routes?: Route[];
}

/** Whether the router has a page at `pathname`: its deepest match is a route of its own, not a layout or the catch-all. */
export function isRouterPage(pathname: string): boolean {
  let level: Route[] | undefined = routes as Route[];
  let last: Route | undefined;
  while (level) {
    const match: Route | undefined = level.find((route) => matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict}));
    if (!match) break;
    last = match;
    level = match.routes;
  }
  return Boolean(last && !last.routes && last.path !== '*');
}

/** Goes to `url` (a path of this site) through the router, or as a whole page when the router has no page there. */
export function goTo(url: string, push: (url: string) => void): void {
  if (isRouterPage(new URL(url, window.location.href).pathname)) push(url);
  else window.location.assign(url);
}
