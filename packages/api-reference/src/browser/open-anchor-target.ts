import type {ClientModule} from '@docusaurus/types';
import {openAnchorTarget} from './dom';

// Schema fields sit inside collapsed <details>. When a link points at one
// (e.g. #response-200-data-mis_id), open its ancestors so the target shows.
const module: ClientModule = {
  onRouteDidUpdate({location}) {
    openAnchorTarget(location.hash);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => openAnchorTarget(window.location.hash));
}

export default module;
