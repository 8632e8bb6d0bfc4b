// The weights the indexer (build/prepare-html.ts) gives the names of the
// places on a page, which the results (browser/client.ts) read back from
// Pagefind's sub-results: a place weighing `ownFieldWeight` is one of the
// page's own fields, those of an operation's request body or of a schema's
// page, rather than a field nested in one or returned.

/** A field an operation's request sends at its body's root, or a schema page's field at its root. */
export const ownFieldWeight = 10;

/** Any other field, and a parameter. */
export const placeWeight = 5;
