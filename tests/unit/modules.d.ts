// Modules the unit tests import that ship without types.
declare module 'react-dom/server' {
  export function renderToStaticMarkup(element: import('react').ReactElement): string;
}

// Prism language definitions: each registers itself on the global Prism.
declare module 'prismjs/components/*';
