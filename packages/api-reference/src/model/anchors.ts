// Every id a reader can link to, made in one place: a page's id is its public
// URL, and an anchor is where a link from another page, a search result, the
// changes feed or a static page's script lands. The model gives each place its
// anchor; the renderers, search and the browser's scripts read it from there.
// Pinned by tests (reference-model.test.ts, rest-generator.test.ts).

/** `getUsersCheckIns` → `get-users-check-ins`; `GET /pets/{petId}` → `get-pets-pet-id`; `GET /cafés` → `get-cafes`. */
export function kebab(text: string): string {
  return text
    // Accented letters keep their letter: é is e + a combining accent, which goes.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The longest page id, past which an id is cut: a page's id names its files (`<id>.api.mdx`,
 * `<id>.md`, `<id>/index.html`, each first written as `<name>.<pid>.tmp`), and a file's name holds
 * 255 bytes. Microsoft Graph's beta description has operationIds whose kebab-case is 286
 * characters (`identity-governance-entitlement-management-access-package-assignments-…`): ENAMETOOLONG.
 */
export const pageIdLength = 200;

/** 32 bits of FNV-1a, as 8 hex digits: the same text, the same digits, in Node and in a browser. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A slug of at most pageIdLength characters: a longer one cut at a `-` and told apart by a hash of the whole. */
export function boundedSlug(slug: string): string {
  if (slug.length <= pageIdLength) return slug;
  const head = slug.slice(0, pageIdLength - 9);
  const cut = head.lastIndexOf('-');
  return `${cut > 0 ? head.slice(0, cut) : head}-${shortHash(slug)}`;
}

/** A name as one part of an anchor, case and `_` kept apart from the rest: `X-Rate-Limit` → `x-rate-limit`, `application/json` → `application-json`. */
export const anchorPart = (text: string): string => text.toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-|-$/g, '');

/** Anchor-safe form of a status: `2XX` → `2xx`. */
const statusAnchor = (status: string): string => status.toLowerCase();

/** A response's section: `response-200`, `callback-x-response-2xx`. */
export const responseAnchor = (status: string, prefix = ''): string => `${prefix}response-${statusAnchor(status)}`;

/**
 * A name as part of an anchor: as it is, but for what may not stand in a URL's
 * fragment (spaces, `<`, `>`, quotes, braces, `%`, `#`, …), each a `-`. A name
 * of the spec such as `x-<script>` made a link that is not a URL.
 */
const nameInAnchor = (name: string): string => name.replace(/[\s<>"`{}|\\^%#[\]]/g, '-');

/** A parameter's row: `param-limit` for the path and query (the common case keeps short anchors), `param-header-x-trace` for the others. */
export const parameterAnchor = (name: string, location: string, prefix = ''): string => `${prefix}param-${location === 'query' || location === 'path' ? '' : `${location}-`}${nameInAnchor(name)}`;

/** A field under its parent's anchor: `response-200-data` + `mis_id` → `response-200-data-mis_id`. */
export const fieldAnchor = (parent: string, name: string): string => `${parent}-${nameInAnchor(name)}`;

/** A header of a response: `response-200-header-x-rate-limit`. */
export const headerAnchor = (response: string, name: string): string => `${response}-header-${anchorPart(name)}`;

/** A security scheme's section on the overview: `auth-bearer_auth`. */
export const schemeAnchor = (key: string): string => `auth-${anchorPart(key)}`;

/** The folder of the schema pages: a page id of an operation has no `/`, so none can be one of theirs. */
export const schemaPageFolder = 'schemas';

/**
 * The page id of each named schema that has a page of its own, in the order
 * given: `schemas/<kebab name>` (`PaymentIntent` → `schemas/payment-intent`,
 * `issuing.card` → `schemas/issuing-card`); names that would clash get `-2`,
 * `-3`, … in that order.
 */
export function schemaPageIds(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = boundedSlug(kebab(name)) || 'schema';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return `${schemaPageFolder}/${slug}`;
  });
}
