// Modules the unit tests import that ship without types.
declare module 'react-dom/server' {
  import type {ReactElement} from 'react';
  export function renderToStaticMarkup(element: ReactElement): string;
  export function renderToString(element: ReactElement): string;
}

// Prism language definitions: each registers itself on the global Prism.
declare module 'prismjs/components/*';
