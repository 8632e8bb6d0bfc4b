// Spec text that is plain text where this reference shows it: a summary is
// a page's title (front matter, sidebar label, h1, the overview's and
// llms.txt's links to the page, the twin's heading), a tag's name or
// display name a heading and a sidebar category, the API's title the
// overview's h1, a schema's title a type's name. Providers write Markdown
// links in them (`summary: Upload [Learn more](/docs/guides/images)`): as
// a title that link went into headings and into the text of other links,
// where Docusaurus found a page that no route answers and stopped the build.
// Here each link or image reads as its text, and each is listed once with
// its place in the spec, as links in descriptions are (./links.ts).
import {linkPlace} from './links';
import {isObject} from '../load/json';
import type {JsonSchema} from './schema';

/** `[text](href "title")`, `[text](<href>)` and `![alt](src)`, as links.ts reads them in descriptions. */
const inlineLink = /(!?)\[((?:[^[\]\\]|\\.|\[[^\]]*\])*)\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;

/** The text with each Markdown link and image as its text; `links`: the addresses left out. */
export function plainText(text: string): {text: string; links: string[]} {
  const links: string[] = [];
  if (!text.includes('](')) return {text, links};
  const plain = text.replace(inlineLink, (_whole, _bang: string, label: string, target: string) => {
    links.push(target.replace(/^<|>$/g, ''));
    return label;
  });
  return {text: plain.replace(/[ \t]{2,}/g, ' ').trim(), links};
}

/** The plain text only. */
export const plain = (text: string): string => plainText(text).text;

/** Schemas' titles anywhere in the spec: a `title` string beside schema keywords, not in examples or extensions. */
function schemaTitles(doc: unknown, found: (title: string) => void): void {
  const seen = new Set<object>();
  const walk = (value: unknown, key: string): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    if (key === 'example' || key === 'examples' || key === 'default' || key === 'enum' || key === 'const' || key === 'info' || key.startsWith('x-')) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach((child) => walk(child, ''));
    const record = value as Record<string, unknown>;
    if (typeof record.title === 'string') found(record.title);
    for (const [childKey, child] of Object.entries(record)) {
      // A property named like a keyword (`properties: {example: …}`) is a schema still.
      walk(child, key === 'properties' || key === 'patternProperties' ? '' : childKey);
    }
  };
  walk(doc, '');
}

/** The objects under each path and webhook (operations, and the path's own fields that are objects). */
function operationsOf(doc: JsonSchema): JsonSchema[] {
  const items = [...Object.values(isObject(doc.paths) ? doc.paths : {}), ...Object.values(isObject(doc.webhooks) ? doc.webhooks : {})];
  return items.flatMap((item) => (isObject(item) ? Object.values(item).filter(isObject) : []));
}

/** The plain-text places of the spec, by what they are: the page titles and names the pages take from it. */
function plainPlaces(doc: JsonSchema, summaries: {where: string; summary: string}[]): {what: string; text: string}[] {
  const places: {what: string; text: string}[] = [];
  if (isObject(doc.info) && typeof doc.info.title === 'string') places.push({what: "the API's title (info.title)", text: doc.info.title});
  for (const {where, summary} of summaries) places.push({what: `the summary of ${where}, the page's title`, text: summary});
  const tagNames = new Set<string>();
  for (const tag of (Array.isArray(doc.tags) ? doc.tags : []) as JsonSchema[]) {
    if (typeof tag?.name === 'string') tagNames.add(tag.name);
    if (typeof tag?.['x-displayName'] === 'string') places.push({what: `the display name of tag "${tag.name}"`, text: tag['x-displayName']});
  }
  for (const operation of operationsOf(doc)) {
    for (const tag of Array.isArray(operation.tags) ? operation.tags : []) if (typeof tag === 'string') tagNames.add(tag);
  }
  for (const name of tagNames) places.push({what: `the tag "${name}", a heading`, text: name});
  // Names that are headings: a security scheme's on the overview, a callback's on its operation's page.
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? Object.keys(doc.components.securitySchemes) : [];
  for (const key of schemes) places.push({what: `the name of security scheme "${key}", a heading`, text: key});
  for (const operation of operationsOf(doc)) {
    for (const name of Object.keys(isObject(operation.callbacks) ? operation.callbacks : {})) places.push({what: `the name of callback "${name}", a heading`, text: name});
  }
  schemaTitles(doc, (title) => places.push({what: "the title of a schema, a type's name", text: title}));
  return places;
}

/**
 * One line per Markdown link in a plain-text place of the spec (see
 * plainPlaces), each address once, with its `file:line:col`: the link is
 * shown as its text. `summaries`: the operations' summaries that are page titles.
 */
export function plainTextWarnings(doc: JsonSchema, summaries: {where: string; summary: string}[], files: string[]): string[] {
  const reported = new Map<string, string>();
  for (const {what, text} of plainPlaces(doc, summaries)) {
    for (const href of plainText(text).links) {
      if (!reported.has(href)) reported.set(href, what);
    }
  }
  return [...reported].map(([href, what]) => `${linkPlace(href, files) ?? files[0]}: link "${href}" in ${what}: a title or a name is plain text: shown as its text`);
}
