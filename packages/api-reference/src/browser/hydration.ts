import type {ClientModule} from '@docusaurus/types';

// Whether React is still hydrating the page the server rendered. True from
// page load until the first render commits; false for every page reached by
// client-side navigation, and always in the dev server, which renders in the
// browser only (its root is empty). Loaded as a client module, so it is
// evaluated before React starts; Docusaurus calls onRouteDidUpdate from a
// layout effect of the first commit too, which ends hydration.
let hydrating = typeof document !== 'undefined' && Boolean(document.getElementById('__docusaurus')?.hasChildNodes());

export function isHydrating(): boolean {
  return hydrating;
}

const module: ClientModule = {
  onRouteDidUpdate() {
    hydrating = false;
  },
};

export default module;
