// What every language's sample of an operation sends, worked out once: the
// URL with its path and query, the body encoded as its media type says, the
// credentials (./auth.ts), and whether the operation pages through a list.
// Each language (curl.ts, javascript.ts, python.ts, powerquery.ts, and snippets.ts
// for Go, PHP, Ruby and Java) only writes it down.
import {isObject} from '../load/json';
import {normalise, type JsonSchema} from '../model/schema';
import {serverUrl, type MediaModel, type OperationModel, type ParamModel} from '../model/operation';
import {sampleOf} from '../model/examples';
import {type SecuritySchemeModel} from '../model/security';
import {authOf, credentialsOf, type Credential, type SecretParts} from './auth';

/** The variable that holds the API's address when the spec gives only a path (a relative server URL). */
export const baseUrlVariable = 'BASE_URL';

/** A file the samples upload: named after the part's media type. */
export const uploadFile = (contentType: string | undefined): string =>
  /png/.test(contentType ?? '') ? 'example.png' : /jpe?g/.test(contentType ?? '') ? 'example.jpg' : /pdf/.test(contentType ?? '') ? 'example.pdf' : 'example.bin';

type BodyKind = 'json' | 'form' | 'multipart' | 'binary' | 'xml' | 'text';

interface Part {
  name: string;
  /** A file part (binary), or a value. */
  file?: string;
  /** The file part's media type, as its encoding or schema says. */
  contentType?: string;
  value?: string;
}

interface Body {
  kind: BodyKind;
  mediaType: string;
  /** JSON value (json), or the text sent (xml, text). */
  value?: unknown;
  text?: string;
  /** Fields of a form or multipart body. */
  parts: Part[];
  /** The file sent as the whole body (binary). */
  file?: string;
}

export interface Plan {
  /** The server URL, `${BASE_URL}`-prefixed when the spec gives a path only. */
  baseUrl: string;
  relativeServer: boolean;
  /** Path with the sample's path-parameter values filled in. */
  path: string;
  query: [string, string][];
  headers: [string, string][];
  cookies: [string, string][];
  auth: SecuritySchemeModel[];
  /** What the samples send to authenticate (./auth.ts). */
  credentials: Credential[];
  body?: Body;
  paginated: boolean;
  pageSize: string;
  pathParams: ParamModel[];
  /** How to read the success response. */
  reads: 'json' | 'text' | 'bytes' | 'none';
  /** The media type asked for, where the response may come in several. */
  accept?: string;
}

function bodyKind(mediaType: string): BodyKind {
  if (/[/+]json\b/.test(mediaType)) return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  if (mediaType.startsWith('multipart/')) return 'multipart';
  if (/[/+]xml\b/.test(mediaType)) return 'xml';
  if (mediaType.startsWith('text/')) return 'text';
  return 'binary';
}

/** JSON first, then form, multipart, XML, text and binary: the simplest a reader can send. */
const kindRank: BodyKind[] = ['json', 'form', 'multipart', 'xml', 'text', 'binary'];

const isBinary = (schema: JsonSchema | undefined, doc: JsonSchema) => {
  const s = normalise(schema, doc).schema;
  return s.format === 'binary' || s.contentMediaType !== undefined || s.contentEncoding === 'binary' || (s.type === undefined && Object.keys(s).length === 0);
};

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function toXml(name: string, value: unknown): string {
  const tag = name.replace(/[^A-Za-z0-9_.-]/g, '') || 'value';
  if (Array.isArray(value)) return value.map((item) => toXml(tag, item)).join('');
  if (value && typeof value === 'object') {
    return `<${tag}>${Object.entries(value).map(([key, inner]) => toXml(key, inner)).join('')}</${tag}>`;
  }
  return `<${tag}>${String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</${tag}>`;
}

function bodyOf(op: OperationModel, doc: JsonSchema): Body | undefined {
  const contents = op.requestBody?.contents ?? [];
  const media: MediaModel | undefined = [...contents].sort((a, b) => kindRank.indexOf(bodyKind(a.mediaType)) - kindRank.indexOf(bodyKind(b.mediaType)))[0];
  if (!media) return undefined;
  const kind = bodyKind(media.mediaType);
  // The spec's first example that validates; one that does not is shown on the page, labelled, but never sent.
  const example = media.examples.find((candidate) => candidate.value !== undefined && !candidate.invalid)?.value;
  const value = example ?? sampleOf(media.schema, doc, 'request');
  if (kind === 'json') return {kind, mediaType: media.mediaType, value, parts: []};
  if (kind === 'binary') return {kind, mediaType: media.mediaType, file: uploadFile(media.mediaType), parts: []};
  if (kind === 'text') return {kind, mediaType: media.mediaType, text: text(value), parts: []};
  const schema = normalise(media.schema, doc).schema;
  if (kind === 'xml') {
    const root = String(schema.xml?.name ?? schema.title ?? normalise(media.schema, doc).name ?? 'root');
    return {kind, mediaType: media.mediaType, text: typeof value === 'string' ? value : toXml(root, value), parts: []};
  }
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const parts: Part[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const encoding = media.encoding.find((entry) => entry.name === name);
    const items = normalise(property, doc).schema.items as JsonSchema | undefined;
    if (kind === 'multipart' && (isBinary(property, doc) || (normalise(property, doc).schema.type === 'array' && items !== undefined && isBinary(items, doc)))) {
      // A file, or files: an array of them is one part per file, each under the field's name.
      const file = isBinary(property, doc) ? property : items;
      const contentType = encoding?.contentType ?? normalise(file, doc).schema.contentMediaType ?? 'application/octet-stream';
      const count = Array.isArray(record[name]) ? Math.max(1, (record[name] as unknown[]).length) : 1;
      for (let index = 0; index < count; index++) parts.push({name, file: uploadFile(contentType), contentType});
    } else if (name in record && encoding && (encoding.style !== undefined || encoding.explode !== undefined || encoding.allowReserved !== undefined)) {
      // The spec says how to write it (OpenAPI's Encoding Object: a query parameter's styles). In a form the
      // sample's client percent-encodes each pair; a part of multipart is written as the style's text, percent-encoded.
      for (const [key, pair] of styledPairs(name, record[name], encoding.style, encoding.explode)) {
        parts.push({name: key, value: kind === 'multipart' ? percentEncoded(pair, encoding.allowReserved === true) : pair});
      }
    } else if (name in record) {
      // Without a style: an array is one field per item (a form's default, `form` exploded; multipart's repeated parts).
      for (const item of Array.isArray(record[name]) ? (record[name] as unknown[]) : [record[name]]) parts.push({name, value: text(item)});
    }
  }
  return {kind, mediaType: media.mediaType, parts};
}

/**
 * A field of a form or multipart body as its encoding's style says (OpenAPI's Encoding Object, which
 * follows query parameters and their defaults: `form`, exploded): `tags=a&tags=b`, `tags=a,b`,
 * `tags=a|b`, `filter[a]=1` (deepObject), an exploded object's own fields. deepObject is for objects;
 * an array under it is written as `form` does.
 */
export function styledPairs(name: string, value: unknown, style = 'form', explode = style === 'form'): [string, string][] {
  const delimiter = style === 'pipeDelimited' ? '|' : style === 'spaceDelimited' ? ' ' : ',';
  if (Array.isArray(value)) return explode || style === 'deepObject' ? value.map((item) => [name, text(item)]) : [[name, value.map(text).join(delimiter)]];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (style === 'deepObject') return entries.map(([key, inner]) => [`${name}[${key}]`, text(inner)]);
    if (explode) return entries.map(([key, inner]) => [key, text(inner)]);
    return [[name, entries.flat().map(text).join(delimiter)]];
  }
  return [[name, text(value)]];
}

/** RFC 3986 reserved characters, which `allowReserved` lets through unencoded. */
const reserved = /%(3A|2F|3F|23|5B|5D|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/gi;

/** Percent-encoded as RFC 6570 does for a style's value: every character but the unreserved ones (and the reserved ones where allowed). */
export function percentEncoded(value: string, allowReserved = false): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return allowReserved ? encoded.replace(reserved, (triple) => decodeURIComponent(triple)) : encoded;
}

/** `?tags=a&tags=b` (form, exploded), `?tags=a,b`, `?filter[a]=1` (deepObject): as the parameter's style says. */
function queryPairs(param: ParamModel): [string, string][] {
  const value = param.sample;
  if (Array.isArray(value)) {
    if (param.explode === false) return [[param.name, value.map(text).join(param.style === 'pipeDelimited' ? '|' : param.style === 'spaceDelimited' ? ' ' : ',')]];
    return value.map((item) => [param.name, text(item)]);
  }
  if (value && typeof value === 'object' && !param.mediaType) {
    const entries = Object.entries(value);
    if (param.style === 'deepObject') return entries.map(([key, inner]) => [`${param.name}[${key}]`, text(inner)]);
    if (param.explode === false) return [[param.name, entries.flat().map(text).join(',')]];
    return entries.map(([key, inner]) => [key, text(inner)]);
  }
  return [[param.name, text(value)]];
}

function simpleValue(param: ParamModel): string {
  const value = param.sample;
  if (Array.isArray(value)) return value.map(text).join(',');
  if (value && typeof value === 'object' && !param.mediaType) {
    const entries = Object.entries(value);
    return param.explode === true ? entries.map(([key, inner]) => `${key}=${text(inner)}`).join(',') : entries.flat().map(text).join(',');
  }
  return text(value);
}

/**
 * A path parameter's segment as its style says: `blue,black` (simple), `.blue,black` or `.blue.black`
 * (label), `;color=blue,black` or `;color=blue;color=black` (matrix); an object's fields as `k,v` or,
 * exploded, `k=v`. Each value is percent-encoded; the style's own punctuation (`.`, `;`, `=`) is not.
 */
export function pathSegment(param: ParamModel): string {
  // The commas between items are percent-encoded too, as in the simple style: a router that reads
  // `{x}` as a URI template (Prism's uri-template-lite) would otherwise split the segment into a list.
  return styledSegment(param).replace(/,/g, '%2C');
}

function styledSegment(param: ParamModel): string {
  if (param.style !== 'label' && param.style !== 'matrix') return encodeURIComponent(simpleValue(param));
  const value = param.sample;
  const enc = (item: unknown) => encodeURIComponent(text(item));
  const explode = param.explode === true;
  const entries = value && typeof value === 'object' && !Array.isArray(value) && !param.mediaType ? Object.entries(value) : undefined;
  if (param.style === 'label') {
    if (Array.isArray(value)) return `.${value.map(enc).join(explode ? '.' : ',')}`;
    if (entries) return `.${entries.map(([key, inner]) => (explode ? `${enc(key)}=${enc(inner)}` : `${enc(key)},${enc(inner)}`)).join(explode ? '.' : ',')}`;
    return `.${enc(value)}`;
  }
  const name = encodeURIComponent(param.name);
  if (Array.isArray(value)) return explode ? value.map((item) => `;${name}=${enc(item)}`).join('') : `;${name}=${value.map(enc).join(',')}`;
  if (entries) return explode ? entries.map(([key, inner]) => `;${enc(key)}=${enc(inner)}`).join('') : `;${name}=${entries.map(([key, inner]) => `${enc(key)},${enc(inner)}`).join(',')}`;
  return `;${name}=${enc(value)}`;
}

/**
 * What a sample sends for an operation. `placeholders`: the server variables
 * the site keeps as `{name}` until the reader sets one in the browser
 * (ReferenceSettings.serverVariables); every other variable takes its default.
 */
export function plan(op: OperationModel, doc: JsonSchema, placeholders: ReadonlySet<string> = new Set()): Plan {
  const pathParams = op.params.filter((param) => param.in === 'path');
  // A path's fragment is not sent (AWS's `/#Action=DeleteAccessKey`, a path made unique for the
  // description, whose Action is a query parameter): the query would follow it and be lost with it.
  const path = pathParams.reduce((current, param) => current.replaceAll(`{${param.name}}`, pathSegment(param)), op.path.replace(/#.*$/s, ''));
  const paginated = op.listItem !== undefined;
  const limit = op.params.find((param) => param.name === 'limit' && param.in === 'query');
  const maximum = limit?.limits.maximum?.toString();
  const query = op.params
    .filter((param) => param.in === 'query' && (param.required || (paginated && param.name === 'limit')))
    .flatMap(queryPairs);
  const acceptParam = op.params.find((param) => param.in === 'header' && param.name.toLowerCase() === 'accept');
  // Required headers, and those that are lists or objects of plain values: the sample shows how they
  // are written (`a,b`, `k=v,k=v`). The simple style has no writing for a list of objects.
  const plain = (values: unknown[]) => values.every((value) => value === null || typeof value !== 'object');
  const structured = (param: ParamModel) =>
    (Array.isArray(param.sample) && plain(param.sample)) || (isObject(param.sample) && !param.mediaType && plain(Object.values(param.sample)));
  const headers = op.params.filter((param) => param.in === 'header' && param !== acceptParam && (param.required || structured(param))).map((param): [string, string] => [param.name, simpleValue(param)]);
  const cookies = op.params.filter((param) => param.in === 'cookie' && param.required).map((param): [string, string] => [param.name, simpleValue(param)]);
  const server = op.servers[0];
  // The site's reader puts their own values in place in the browser (packages/api-reference/src/browser/server-variables.ts).
  const given = serverUrl(server).replace(/\{([^}]+)\}/g, (whole, name: string) =>
    placeholders.has(name) ? whole : (server?.variables.find((variable) => variable.name === name)?.defaultValue ?? whole),
  );
  // A URL without its scheme (`//app.files.com/api/rest/v1`: a Swagger 2.0 host without `schemes`, as
  // converted) names a host, not a path: HTTPS, as the description itself would be fetched.
  const url = given.startsWith('//') ? `https:${given}` : given;
  const relativeServer = !/^[a-z][a-z0-9+.-]*:\/\//i.test(url);
  const success = op.responses.find((response) => /^2/.test(response.status)) ?? op.responses.find((response) => response.status === 'default');
  const successType = success?.contents[0]?.mediaType;
  const reads = !successType ? 'none' : /json/.test(successType) ? 'json' : /^text\/|xml/.test(successType) ? 'text' : 'bytes';
  // The media type asked for: where the response may come in several, and where the spec describes an
  // Accept header (OpenAPI ignores it as a parameter, but the API checks it: clients send */* by default).
  const accept = (success?.contents.length ?? 0) > 1 || (acceptParam && successType && acceptParam.enum?.includes(successType))
    ? successType
    : acceptParam?.sampleValue;
  return {
    accept,
    baseUrl: relativeServer ? `\${${baseUrlVariable}}${url === '/' ? '' : url}` : url,
    relativeServer,
    path,
    query,
    headers,
    cookies,
    auth: authOf(op.security),
    credentials: credentialsOf(authOf(op.security)),
    body: bodyOf(op, doc),
    paginated,
    pageSize: maximum ?? limit?.sampleValue ?? '100',
    pathParams,
    reads,
  };
}

export const search = (pairs: [string, string][]) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

/** A secret in each language: `$KEY` (inside a double-quoted shell word), `${process.env.KEY}` (inside a template literal), `{os.environ['KEY']}` (inside an f-string). */
export function secretText(parts: SecretParts, language: 'shell' | 'js' | 'python'): string {
  const ref = (name: string) => (language === 'shell' ? `$${name}` : language === 'js' ? `\${process.env.${name}}` : `{os.environ['${name}']}`);
  return parts.map(ref).join(':');
}
