// What Pagefind reads of a built page. The served HTML is never changed: the
// indexer gets copies with Pagefind's attributes added, so the components that
// render the pages need to know nothing about search.
//
// A guide is indexed as one record per section (its h2 and h3, and its opening
// before them), so a question finds the section that answers it, ranked by the
// words of that section rather than of the whole guide. An operation page is
// one record, its fields and parameters places on it.
//
// Relies on (tell the search owner before changing them):
// - docs pages render their content in one <article>, other pages in <main>;
// - the page's title is its <h1>; a deprecated operation's <h1> carries the
//   word "Deprecated" (its badge), a deprecated dictionary entity's heading
//   ends in "(deprecated)";
// - a guide's sections are h2 and h3 elements with an id, siblings in one
//   container (or each the first child of a wrapper that is such a sibling);
// - an operation page has `section[aria-label=Endpoint]`, whose first <code>
//   is the path; it marks its boilerplate sections by heading id:
//   `authentication`, `code-samples` and `response-4xx` / `response-5xx`
//   (the standard error responses). Each runs from its heading to the next
//   heading of the same or a higher level; the REST overview and the
//   getting-started guide explain these once, and should be what a query finds;
// - fields and parameters are marked by the components that render them
//   (src/search-places.ts): an element with `data-place` and their anchor as
//   its id, whose first <code> is the name (nested fields are places inside
//   it), and a deprecated one has an element whose text is the word
//   "deprecated". Every field is a place: of request bodies, of responses of
//   any status (2XX and default too) and of callbacks;
// - an operation's request body is the section under the h2 `request-body`,
//   and a schema page's fields that under the h2 `schema`: the outermost
//   places there are the page's own fields; the body's tree opens with a
//   caption "Body: <strong>Name</strong>" naming its schema.
import {parseFragment, serialize, type DefaultTreeAdapterMap} from 'parse5';
import {placeAttribute} from '../places';
import {escapeHtml} from '../../text/escape-html';
import {ownFieldWeight, placeWeight} from '../weights';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Heading ids of sections repeated on every operation page, and a schema page's list of the pages that use it (their titles would find it for them). */
const boilerplateHeading = /^(authentication|code-samples|response-[45]\d\d|used-by)$/;

/** One document for Pagefind to index, and the address its results link to. */
export interface IndexRecord {
  url: string;
  html: string;
}

export interface PageFacts {
  /** The page's address without the base path, e.g. `/docs/getting-started`. */
  url: string;
  /** The page documents something that no longer exists (the Cube API). */
  removed: boolean;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value;

/** Every element below `node`, in document order (an array: generators nested as deep as the page cost more than the parse). */
function descendants(node: ParentNode, found: Element[] = []): Element[] {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    found.push(child);
    descendants(child, found);
  }
  return found;
}

/** The text of a node, as a reader sees it. */
function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}
/** Text on one line, without the hash links' zero-width spaces. */
const clean = (text: string): string => text.replace(/[\u200b\s]+/g, ' ').trim();

/** The HTML of some nodes, every end tag written out (serialize() writes a parent's children). */
const htmlOf = (nodes: Node[]): string => serialize({nodeName: '#document-fragment', childNodes: nodes} as unknown as ParentNode);

/**
 * Leaves the section under each boilerplate heading out of the copy. A
 * section is whole sibling elements from its heading to the next heading, so
 * cutting it out cannot unbalance the rest.
 */
function dropBoilerplate(html: string): string {
  const headings = [...html.matchAll(/<h([1-6])\b[^>]*\bid="?([^"\s>]+)"?[^>]*>/g)].map((match) => ({
    index: match.index,
    level: Number(match[1]),
    id: match[2],
  }));
  let result = '';
  let cursor = 0;
  headings.forEach((heading, position) => {
    if (!boilerplateHeading.test(heading.id) || heading.index < cursor) return;
    const next = headings.slice(position + 1).find((other) => other.level <= heading.level);
    result += html.slice(cursor, heading.index);
    cursor = next?.index ?? html.length;
  });
  return result + html.slice(cursor);
}

/** A field's or parameter's element, as its component marks it; its anchor is its id. */
const isField = (element: Element): boolean => attribute(element, placeAttribute) !== undefined && Boolean(attribute(element, 'id'));

/** Whether `node` is `target` or holds it. */
function holds(node: Element, target: Element | undefined): boolean {
  for (let ancestor: ParentNode | null | undefined = target; ancestor; ancestor = 'parentNode' in ancestor ? ancestor.parentNode : undefined) if (ancestor === node) return true;
  return false;
}

/** Whether a field or parameter is inside `node`. */
const holdsField = (node: Element): boolean => node.childNodes.some((child) => isElement(child) && (isField(child) || holdsField(child)));

/** The field's name: the first <code> in it that is not a nested field's. */
function nameOf(field: Element): Element | undefined {
  for (const child of field.childNodes) {
    if (!isElement(child) || isField(child)) continue;
    if (child.tagName === 'code') return child;
    const name = nameOf(child);
    if (name) return name;
  }
  return undefined;
}

/** Whether the field itself (not a nested one) carries the word "deprecated" as a label. */
function deprecatedField(node: Element): boolean {
  return node.childNodes.some((child) => isElement(child) && !isField(child) && (/^deprecated$/i.test(clean(textOf(child))) || deprecatedField(child)));
}

/**
 * The sections whose outermost fields are the page's own (by heading id): an
 * operation's request body, and a schema page's fields. Their names weigh the
 * most (../weights.ts; an operation page's prose weighs 0.5): a field typed
 * exactly then finds the operation whose request sends it, and its schema's
 * page, before the pages that return it inside something else
 * (win_probability of a CRM's opportunity before that of a pipeline's stages).
 */
const ownFields = /^(request-body|schema)$/;

/**
 * Keeps of a field or parameter its name and its nested fields, and gives it
 * its own sub-result, titled with its name, so a query for `mis_id` links to
 * `#response-200-data-mis_id` (Pagefind makes sub-results of headings, and of
 * other elements with an id and a data-pagefind-title), weighing its name like
 * a heading's words. What it means, its type and its badges are the same words
 * on every page that returns the same record, and the data dictionary says
 * them once; a deprecated field says so in its title: "tier (deprecated)".
 */
function keepFieldName(field: Element, weight: number): void {
  const name = nameOf(field);
  const title = `${clean(name ? textOf(name) : '')}${deprecatedField(field) ? ' (deprecated)' : ''}`;
  if (name) {
    field.attrs.push({name: 'data-pagefind-title', value: title});
    name.attrs.push({name: 'data-pagefind-weight', value: String(weight)});
  }
  const prune = (node: Element): void => {
    node.childNodes = node.childNodes.filter((child) => {
      if (!isElement(child)) return false;
      if (child === name) return true;
      if (isField(child)) {
        keepFieldName(child, placeWeight);
        return true;
      }
      if (!holds(child, name) && !holdsField(child)) return false;
      prune(child);
      return true;
    });
  };
  prune(field);
}

/**
 * Every field and parameter of an operation or schema page, reduced to its
 * name (nested ones through their parent); the outermost fields under the
 * request body's or the schema's heading weigh the most.
 */
function keepFieldNames(body: Element): void {
  const outermost = (element: Element): boolean => {
    for (let parent = element.parentNode; parent && isElement(parent); parent = parent.parentNode) if (isField(parent)) return false;
    return true;
  };
  let section: string | undefined;
  const fields: Array<{field: Element; own: boolean}> = [];
  for (const element of descendants(body)) {
    if (element.tagName === 'h2') section = attribute(element, 'id');
    else if (isField(element) && outermost(element)) fields.push({field: element, own: ownFields.test(section ?? '')});
  }
  for (const {field, own} of fields) keepFieldName(field, own ? ownFieldWeight : placeWeight);
}

/**
 * The name of the schema an operation's request body is, as the caption of its
 * tree says it ("Body: <strong>PinChangeRequest</strong>"): the results put
 * that schema's page (titled by its name) after the operation.
 */
function bodySchema(body: Element): string | undefined {
  let inBody = false;
  for (const element of descendants(body)) {
    if (element.tagName === 'h2') inBody = attribute(element, 'id') === 'request-body';
    else if (inBody && element.tagName === 'p' && /^Body:/.test(clean(textOf(element)))) {
      const name = element.childNodes.find((child): child is Element => isElement(child) && child.tagName === 'strong');
      return name && clean(textOf(name));
    }
  }
  return undefined;
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

/** What makes a record findable by the words a reader types. */
const annotate = (html: string): string => splitCamelCaseHeadings(html);

/** A document for Pagefind: its metadata as elements (so any text is allowed), then the body to index. */
function recordHtml(meta: Record<string, string | undefined>, body: string, bodyAttributes: string): string {
  const metaElements = Object.entries(meta)
    .filter(([, value]) => value)
    .map(([key, value]) => `<span data-pagefind-meta="${key}">${escapeHtml(value!)}</span>`)
    .join('');
  return `<!DOCTYPE html><html lang="en"><head><title></title></head><body>${metaElements}<article data-pagefind-body=""${bodyAttributes}>${body}</article></body></html>`;
}

/** The title of a page or section: its heading's text without the status beside it. */
const titleOf = (heading: Element | undefined): string =>
  heading ? clean(textOf(heading)).replace(/\s*\((?:deprecated|removed)\)$/i, '').replace(/\s+Deprecated$/, '') : '';

/** The longest code block a guide keeps in the index, in characters: a header (`Authorization: Basic …`), a short JSON body. */
const shortCode = 200;

/**
 * Leaves out the code blocks longer than `longest` characters: the samples
 * and example bodies, whose fields are indexed from the schema trees and
 * which would more than double the fragments a result costs. A guide's short
 * blocks (a header, an error body) say what a reader types or sees.
 */
function dropCodeBlocks(body: Element, longest: number): void {
  for (const block of [...descendants(body)].filter((element) => /\btheme-code-block\b/.test(attribute(element, 'class') ?? ''))) {
    if (clean(textOf(block)).length <= longest || !block.parentNode) continue;
    block.parentNode.childNodes = block.parentNode.childNodes.filter((node) => node !== block);
  }
}

/**
 * Where a guide is cut: at each h2 or h3 with an id (or the wrapper it opens)
 * among the siblings of the first such heading. A heading nested deeper stays
 * in the section around it, as a place on it.
 */
function sectionStarts(body: Element): Element[] {
  const units = [...descendants(body)]
    .filter((element) => /^h[23]$/.test(element.tagName) && attribute(element, 'id'))
    .map((heading) => {
      let unit: Element = heading;
      while (unit.parentNode && unit.parentNode !== body && isElement(unit.parentNode) && unit.parentNode.childNodes.find(isElement) === unit) unit = unit.parentNode;
      return unit;
    });
  const container = units[0]?.parentNode;
  return units.filter((unit) => unit.parentNode === container);
}

/** The heading a section opens with. */
const headingOf = (start: Element): Element => (/^h[23]$/.test(start.tagName) ? start : [...descendants(start)].find((element) => /^h[23]$/.test(element.tagName))!);

/**
 * The records to index for a built page: one for an operation page; for any
 * other, one per section and one for its opening; none for a page without
 * content to index.
 */
/**
 * The part of a page that is indexed, its <article> or else its <main>, cut out
 * of the HTML before it is parsed: in a large reference the sidebar, navbar and
 * footer are most of each page (BENCHMARKS.md, "A large API").
 */
function contentOf(html: string): string | undefined {
  for (const tag of ['article', 'main']) {
    const start = html.search(new RegExp(`<${tag}[\\s>]`));
    const end = html.lastIndexOf(`</${tag}>`);
    if (start >= 0 && end > start) return html.slice(start, end + tag.length + 3);
  }
  return undefined;
}

export function indexRecords(html: string, facts: PageFacts): IndexRecord[] {
  const part = contentOf(html);
  if (part === undefined) return [];
  const elements = [...descendants(parseFragment(part))];
  const body = elements.find((element) => element.tagName === 'article') ?? elements.find((element) => element.tagName === 'main');
  if (!body) return [];
  // A schema's own page (packages/api-reference/src/render/page.ts, renderSchemaPage) is read as an operation page: one record, its fields' names places on it.
  const operationPage = elements.some((element) => element.tagName === 'section' && ['Endpoint', 'Schema'].includes(attribute(element, 'aria-label') ?? ''));
  dropCodeBlocks(body, operationPage ? 0 : shortCode);
  const h1 = [...descendants(body)].find((element) => element.tagName === 'h1');
  const pageTitle = titleOf(h1);
  const pageStatus = facts.removed ? 'Removed' : h1 && /\bDeprecated\b/.test(textOf(h1)) ? 'Deprecated' : undefined;
  const status = (value: string | undefined) => (value ? ` data-pagefind-meta="status:${value}"` : '');

  if (operationPage) {
    // An operation page's prose weighs half a guide's: a question ("next page",
    // "what is a tier") is answered by the section that explains it, while a
    // name finds its operation by title and path and a field by its name,
    // whose weight is its own.
    const schema = bodySchema(body);
    keepFieldNames(body);
    const content = endpointMeta(annotate(dropBoilerplate(htmlOf(body.childNodes))));
    return [{url: facts.url, html: recordHtml({title: pageTitle, body: schema}, content, ` data-pagefind-weight="0.5"${status(pageStatus)}`)}];
  }

  const starts = sectionStarts(body);
  const records: IndexRecord[] = [];
  const inSections = new Set<Node>();
  for (const [position, start] of starts.entries()) {
    const siblings = start.parentNode!.childNodes;
    const end = position + 1 < starts.length ? siblings.indexOf(starts[position + 1]) : siblings.length;
    const nodes = siblings.slice(siblings.indexOf(start), end);
    for (const node of nodes) inSections.add(node);
    const heading = headingOf(start);
    const deprecated = /\(deprecated\)$/i.test(clean(textOf(heading)));
    // The page's title is part of each section, as a sentence after it (where
    // an excerpt seldom starts): "cube row limit" finds the Cube
    // troubleshooting page's section on row limits.
    const content = `${annotate(htmlOf(nodes))}<p>${escapeHtml(pageTitle)}</p>`;
    records.push({
      url: `${facts.url}#${attribute(heading, 'id')}`,
      html: recordHtml({title: titleOf(heading), page: pageTitle}, content, status(pageStatus ?? (deprecated ? 'Deprecated' : undefined))),
    });
  }
  // The page's opening: everything that is in no section.
  const container = starts[0]?.parentNode;
  if (container) container.childNodes = container.childNodes.filter((node) => !inSections.has(node));
  return [{url: facts.url, html: recordHtml({title: pageTitle}, annotate(htmlOf(body.childNodes)), status(pageStatus))}, ...records];
}
