// The markup that search reads of an operation page
// (packages/api-reference/src/search/build/prepare-html.ts), written by the components that
// render the places a query can land on: each field of a body (request,
// response of any status, callback) and each parameter or header is an
// element whose id is its anchor and which carries `data-place`. Its name is
// the first <code> in it that is not a nested place's; a deprecated one
// carries the word "deprecated" as a badge.

/** What a place is: a field of a body, or a parameter (a response header too). */
export type PlaceKind = 'field' | 'param';

/** The attribute that marks a place, and its kind. */
export const placeAttribute = 'data-place';

/** The attributes of a place's element: `<li id={anchor} {...placeOf('field')}>`. */
export const placeOf = (kind: PlaceKind): {[placeAttribute]: PlaceKind} => ({[placeAttribute]: kind});
