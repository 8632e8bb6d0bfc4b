// What Pagefind reads of a built page. The served HTML is never changed: the
// indexer gets a copy with Pagefind's attributes added, so the components that
// render the pages need to know nothing about search.
//
// Relies on (tell the search owner before changing them):
// - docs pages render their content in one <article>, other pages in <main>;
// - REST operation pages mark their boilerplate sections by heading id:
//   `authentication`, `code-samples` and `response-4xx` / `response-5xx`
//   (the standard error responses). Each section runs from its heading to the
//   next heading of the same or a higher level; the REST overview and the
//   getting-started guide explain these once, and should be what a query finds;
// - fields and parameters carry their anchor as the id of their element:
//   `param-<name>`, `response-<status>-<path>-<name>`;
// - the endpoint's path is the first <code> of `section[aria-label=Endpoint]`.
import {parse, serialize} from 'parse5';

/** Heading ids of sections repeated on every operation page. */
const boilerplateHeading = /^(authentication|code-samples|response-[45]\d\d)$/;

/** Adds `attribute` to the first opening tag named `tag`; undefined when there is none. */
function markFirst(html: string, tag: string, attribute: string): string | undefined {
  const match = new RegExp(`<${tag}(?=[\\s>])`).exec(html);
  if (!match) return undefined;
  const end = match.index + match[0].length;
  return `${html.slice(0, end)} ${attribute}${html.slice(end)}`;
}

/**
 * Leaves the section under each boilerplate heading out of the copy. A
 * section is whole sibling elements from its heading to the next heading, so
 * cutting it out cannot unbalance the rest; marking its elements with
 * data-pagefind-ignore could, as the minified HTML leaves out closing tags
 * (`<p>`, `<li>`) that Pagefind's streaming parser would wait for.
 */
function dropBoilerplate(html: string): string {
  const headings = [...html.matchAll(/<h([1-6])\b[^>]*\bid="?([^"\s>]+)"?[^>]*>/g)].map((match) => ({
    index: match.index,
    level: Number(match[1]),
    id: match[2],
  }));
  const articleEnd = html.indexOf('</article>');
  let result = '';
  let cursor = 0;
  headings.forEach((heading, position) => {
    if (!boilerplateHeading.test(heading.id) || heading.index < cursor) return;
    const next = headings.slice(position + 1).find((other) => other.level <= heading.level);
    result += html.slice(cursor, heading.index);
    cursor = next?.index ?? (articleEnd === -1 ? html.length : articleEnd);
  });
  return result + html.slice(cursor);
}

/**
 * Gives each field and parameter its own sub-result, titled with its name, so
 * a query for `mis_id` links to `#response-200-data-mis_id` (Pagefind makes
 * sub-results of headings, and of other elements with an id and a
 * data-pagefind-title), and weighs its name like a heading's words.
 */
function titleFields(html: string): string {
  return html.replace(/<([a-z]+) id="?((?:param|response-\d{3})-[^"\s>]+)"?([^>]*>(?:<(?!code\b)[^>]*>)*)<code\b/g, (_match, tag: string, id: string, rest: string) => {
    const field = id.split('-').at(-1)!;
    return `<${tag} id="${id}" data-pagefind-title="${field}"${rest}<code data-pagefind-weight="5"`;
  });
}

/**
 * Entity headings are one CamelCase word (PastoralNote); the reader types
 * "pastoral note". The words are indexed as the heading's attribute.
 */
function splitCamelCaseHeadings(html: string): string {
  return html.replace(/(<h[2-4]\b[^>]*)>([^<]*[a-z][A-Z][^<]*)</g, (_match, open: string, text: string) => {
    const words = text.replace(/([a-z])([A-Z])/g, '$1 $2');
    return `${open} data-pagefind-index-attrs="data-words" data-words="${words}">${text}<`;
  });
}

/** Records a REST page's path (e.g. `/users/{user_id}`) as its `endpoint` metadata. */
function endpointMeta(html: string): string {
  return html.replace(/(aria-label="?Endpoint"?[^]*?<code)(?=[\s>])/, '$1 data-pagefind-meta="endpoint"');
}

/**
 * The same document with every end tag written out. The build minifies its
 * HTML and leaves out the end tags HTML allows to omit (`</p>`, `</li>`,
 * `</td>`); Pagefind's streaming parser would then treat an excluded `<p>`
 * as running to the end of the page.
 */
const withEndTags = (html: string): string => serialize(parse(html));

/**
 * A field the spec deprecates carries the word in its badge; its result says so
 * beside its name: "tier (deprecated)".
 */
function markDeprecatedFields(html: string): string {
  return html.replace(/data-pagefind-title="([^"]+)"((?:(?!<\/li>|data-pagefind-title)[^])*?>deprecated<)/g, 'data-pagefind-title="$1 (deprecated)"$2');
}

/**
 * A page's status, shown beside its results: "Removed" for the Cube API's
 * pages, "Deprecated" for an operation whose title carries the Deprecated badge.
 */
function statusOf(html: string, removed: boolean): string | undefined {
  if (removed) return 'Removed';
  const h1 = /<h1\b[^>]*>([^]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return />Deprecated</.test(h1) ? 'Deprecated' : undefined;
}

export interface PageFacts {
  /** The page documents something that no longer exists (the Cube API). */
  removed: boolean;
}

/** The HTML to index for a built page; undefined for a page without content to index. */
export function prepareHtml(html: string, facts: PageFacts = {removed: false}): string | undefined {
  const status = statusOf(html, facts.removed);
  const reference = /aria-label="?Endpoint"?/.test(html);
  const body = `data-pagefind-body${reference ? ' data-pagefind-weight="0.5"' : ''}${status ? ` data-pagefind-meta="status:${status}"` : ''}`;
  const withBody = markFirst(html, 'article', body) ?? markFirst(html, 'main', body);
  if (withBody === undefined) return undefined;
  // Only operation pages (those with an endpoint) repeat the boilerplate;
  // the REST overview's Authentication and Errors are what queries should find.
  const operationPage = /aria-label="?Endpoint"?/.test(withBody);
  // An operation page's prose weighs half a guide's: a question ("next page",
  // "what is a tier") is answered by the section that explains it, while a
  // name finds its operation by title and path (client.ts) and a field by
  // its name, whose weight is its own.
  return withEndTags(endpointMeta(splitCamelCaseHeadings(markDeprecatedFields(titleFields(operationPage ? dropBoilerplate(withBody) : withBody)))));
}
