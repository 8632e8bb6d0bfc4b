// One typed view of an operation (or a webhook, or a callback), built from
// the bundled OpenAPI 3.1 document: `$ref`s are followed here as they are
// met, so schemas keep their names. The page, its code samples and its
// Markdown twin are all rendered from this.
import type {Limits} from './schema-limits';
import {deref, limitsOf, normalise, toNode, typeLabel, type Direction, type JsonSchema, type SchemaNode, type SchemaPageLink, type ShownSchemas} from './schema';
import {isObject, resolvePointer} from '../load/json';
import {anchorPart, fieldAnchor, headerAnchor, parameterAnchor, responseAnchor} from './anchors';
import {validationErrors} from './values';
import {examplesOrBuilt, firstExample, madeUp, paramExamples, type ExampleModel, type ParamExample, type Warn} from './examples';
import {securityScheme, type SecuritySchemeModel} from './security';
import {plain} from './plain-text';

export interface ServerVariableModel {
  name: string;
  defaultValue: string;
  enum?: string[];
  description: string;
}

export interface ServerModel {
  url: string;
  description: string;
  variables: ServerVariableModel[];
}

export interface ParamModel {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  anchor: string;
  required: boolean;
  type: string;
  format?: string;
  defaultValue?: string;
  enum?: string[];
  limits: Limits;
  description: string;
  deprecated: boolean;
  /** How an array or object is written (`form`, `simple`, `deepObject`, …); set when not a plain value. */
  style?: string;
  explode?: boolean;
  /** A parameter given by `content` rather than `schema`. */
  mediaType?: string;
  /** The spec's examples of it, as the page and the twin show them (paramExamples). */
  examples: ParamExample[];
  /** The value the code samples send, as JSON. */
  sample: unknown;
  /** The same as text. */
  sampleValue: string;
}

export interface MediaModel {
  mediaType: string;
  schema?: JsonSchema;
  root?: SchemaNode;
  examples: ExampleModel[];
  /** Multipart and form encodings of single fields (`contentType`; `style`, `explode`, `allowReserved` where the spec sets them). */
  encoding: {name: string; contentType?: string; style?: string; explode?: boolean; allowReserved?: boolean}[];
}

export interface RequestBodyModel {
  description: string;
  required: boolean;
  contents: MediaModel[];
}

export interface HeaderModel {
  name: string;
  anchor: string;
  type: string;
  format?: string;
  required: boolean;
  deprecated: boolean;
  description: string;
}

/** Another operation's page, e.g. the replacement of a deprecated one. */
export interface OperationRef {
  id: string;
  title: string;
  /** `GET`, `POST`, …, and the path: what a code sample's comment names it by. */
  method: string;
  path: string;
}

export interface LinkModel {
  name: string;
  /** The operation the link leads to, when the spec names one that has a page. */
  target?: OperationRef;
  /** As written, when it names no page (an `operationRef` elsewhere). */
  reference?: string;
  parameters: {name: string; expression: string}[];
  requestBody?: string;
  description: string;
}

export interface ResponseModel {
  /** `200`, `2XX`, `default`, … */
  status: string;
  description: string;
  contents: MediaModel[];
  headers: HeaderModel[];
  links: LinkModel[];
  /** The first media type's (JSON first): what most readers need. */
  mediaType?: string;
  schema?: JsonSchema;
  root?: SchemaNode;
  examples: ExampleModel[];
}

export interface CallbackModel {
  name: string;
  /** The runtime expression of the URL the API calls, e.g. `{$request.body#/callbackUrl}`. */
  expression: string;
  operations: OperationModel[];
}

/** Finds the page of an operation by its operationId. */
export type ResolveOperation = (operationId: string) => OperationRef | undefined;

/** A language the pages make code samples in (packages/api-reference/src/samples/). */
export type SampleLanguage = 'curl' | 'javascript' | 'python' | 'go' | 'php' | 'ruby' | 'java' | 'powerquery';

/** A code sample of an operation's page: the spec's own (`x-codeSamples`) or one packages/api-reference/src/samples/ makes. */
export interface Sample {
  /** Tab value; shared by every page through the tabs' groupId. A spec's sample in another language has its own. */
  language: SampleLanguage | (string & {});
  label: string;
  /** Prism language of the code block. */
  highlight: string;
  code: string;
  /** `spec`: the spec's own (`x-codeSamples`); `generated`: made here from the spec. */
  origin: 'spec' | 'generated';
  /** The spec's label of its sample (`Node SDK`), shown above it. */
  title?: string;
}

export interface OperationModel {
  /** Page id, e.g. `get-users`: a public URL, derived once (./model.ts). */
  id: string;
  /** `operation` (a path), `webhook` (the API calls the reader), `callback` (inside an operation). */
  kind: 'operation' | 'webhook' | 'callback';
  operationId: string;
  title: string;
  deprecated: boolean;
  /** For a deprecated operation: the operation to use instead (`x-replaced-by`). */
  replacedBy?: OperationRef;
  method: string;
  /** The path; for a webhook, its name; for a callback, its URL expression. */
  path: string;
  description: string;
  /** Every tag; `tag` is the first, under which the sidebar lists it. */
  tags: string[];
  tag: string;
  servers: ServerModel[];
  /** Alternatives; each alternative is a set of schemes sent together. An empty set: no authentication. */
  security: SecuritySchemeModel[][];
  params: ParamModel[];
  requestBody?: RequestBodyModel;
  responses: ResponseModel[];
  callbacks: CallbackModel[];
  /** The code samples, built once with the model (buildApiModel): the page, its Markdown twin and llms.txt read them. None for a webhook or a callback. */
  samples: Sample[];
  /** Set for cursor-paginated list operations: the schema of one record. */
  listItem?: JsonSchema;
  /** Values made up for it (parameters, bodies, examples) that do not validate, each naming its place. */
  warnings: string[];
  /** The spec's own code samples (`x-codeSamples`), shown before the generated ones. */
  codeSamples: SpecCodeSample[];
  /** The named schemas its page writes out or links to (its callbacks' included): the "Used by" of their schema pages. */
  schemaUses: string[];
  /** Its `externalDocs`: more about it elsewhere ("Find out more" under its description). */
  externalDocs?: ExternalDocsModel;
}

/**
 * What comes before an `externalDocs` link on a page and in its twin: "Find out
 * more: ", unless its text already says so (Petstore's tags' description is
 * "Find out more"), which would read "Find out more: Find out more.".
 */
export const findOutMorePrefix = (text: string): string => (/^\s*find out more\b/i.test(text) ? '' : 'Find out more: ');

/** An `externalDocs` of the spec (an operation's, a tag's): a URL, shown as a link only where safe-url.ts allows it. */
export interface ExternalDocsModel {
  url: string;
  description?: string;
}

/** An `externalDocs` object as the pages show it; none without a URL (an invalid spec's object, or none at all). */
export function externalDocsOf(raw: unknown): ExternalDocsModel | undefined {
  if (!isObject(raw) || typeof raw.url !== 'string' || !raw.url.trim()) return undefined;
  return {url: raw.url, ...(typeof raw.description === 'string' && raw.description.trim() ? {description: raw.description} : {})};
}

/** A code sample the spec gives: Redoc's `x-codeSamples` fields (`lang`, `label`, `source`). */
export interface SpecCodeSample {
  lang: string;
  label?: string;
  source: string;
}

/**
 * The spec's code samples, from the first of these an operation has:
 * `x-codeSamples` (Redoc's, the common one), `x-code-samples` (its older
 * spelling), `x-readme.code-samples` (ReadMe's). ReadMe's field names
 * (`language`, `name`, `code`) are read as Redoc's.
 */
function codeSamplesOf(operation: JsonSchema): SpecCodeSample[] {
  const readme = isObject(operation['x-readme']) ? operation['x-readme']['code-samples'] : undefined;
  const given = [operation['x-codeSamples'], operation['x-code-samples'], readme].find(Array.isArray) as unknown[] | undefined;
  return (given ?? []).filter(isObject).flatMap((entry) => {
    const source = entry.source ?? entry.code;
    if (typeof source !== 'string') return [];
    const label = entry.label ?? entry.name;
    return [{lang: String(entry.lang ?? entry.language ?? ''), label: typeof label === 'string' ? label : undefined, source}];
  });
}

export const statusText: Record<string, string> = {
  '100': 'Continue',
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '301': 'Moved Permanently',
  '302': 'Found',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '410': 'Gone',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '1XX': 'Informational',
  '2XX': 'Success',
  '3XX': 'Redirection',
  '4XX': 'Client error',
  '5XX': 'Server error',
  default: 'Any other status',
};

/** The heading of a response: `200 OK`, `2XX Success`, `default`. */
export function statusTitle(status: string): string {
  if (status === 'default') return 'Default response';
  return `${status} ${statusText[status.toUpperCase()] ?? ''}`.trim();
}



/** The server's URL with no trailing slash; variables stay as `{placeholders}`. */
export function serverUrl(server: ServerModel | undefined): string {
  return (server?.url ?? '').replace(/\/$/, '');
}


function toServers(raw: unknown): ServerModel[] {
  return ((Array.isArray(raw) ? raw : []) as JsonSchema[]).map((server) => ({
    url: String(server.url ?? '/'),
    description: server.description ?? '',
    variables: Object.entries((server.variables ?? {}) as Record<string, JsonSchema>).map(([name, variable]) => ({
      name,
      defaultValue: String(variable.default ?? ''),
      enum: Array.isArray(variable.enum) ? variable.enum.map(String) : undefined,
      description: variable.description ?? '',
    })),
  }));
}

function toParam(raw: JsonSchema, doc: JsonSchema, where: string, warn: Warn): ParamModel {
  const parameter = deref(doc, raw).schema;
  const [mediaType, media] = Object.entries((parameter.content ?? {}) as Record<string, JsonSchema>)[0] ?? [];
  const schemaRaw = (media?.schema ?? parameter.schema ?? {}) as JsonSchema;
  const {schema} = normalise(schemaRaw, doc);
  // The spec's example where it validates; otherwise a value that does (the loader warns about the example).
  const given = firstExample(media ?? parameter, schema, doc);
  const what = `${where}, parameter "${parameter.name}" (${parameter.in})`;
  const sample = given !== undefined && !validationErrors(schemaRaw, doc, 'request', given).length ? given : madeUp(schemaRaw, doc, 'request', what, warn, {asText: true});
  const scalar = !['array', 'object'].includes(schema.type) && !schema.properties && !schema.items;
  return {
    name: String(parameter.name),
    in: parameter.in,
    anchor: parameterAnchor(String(parameter.name), parameter.in),
    required: Boolean(parameter.required || parameter.in === 'path'),
    type: typeLabel(schemaRaw, doc),
    format: schema.format ?? normalise(schema.items, doc).schema.format,
    defaultValue: schema.default === undefined ? undefined : JSON.stringify(schema.default),
    enum: Array.isArray(schema.enum) ? schema.enum.map(String) : Array.isArray(normalise(schema.items, doc).schema.enum) ? normalise(schema.items, doc).schema.enum.map(String) : undefined,
    limits: limitsOf(schemaRaw, doc),
    description: parameter.description ?? schema.description ?? '',
    deprecated: Boolean(parameter.deprecated || schema.deprecated),
    style: scalar && parameter.style === undefined ? undefined : (parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple')),
    explode: scalar && parameter.explode === undefined ? undefined : (parameter.explode ?? (parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple')) === 'form'),
    mediaType,
    examples: paramExamples(media ?? parameter, schemaRaw, schema, doc),
    sample,
    sampleValue: typeof sample === 'string' ? sample : JSON.stringify(sample),
  };
}

/** JSON first (what most readers send and read), then the order of the spec. */
const mediaRank = (type: string) => (/[/+]json\b/.test(type) ? 0 : 1);

/** `shown`: the page's schemas shown so far (see ShownSchemas), in the order the page shows its bodies. */
function toMedia(content: unknown, doc: JsonSchema, anchor: string, direction: Direction, many: boolean, what: string, warn: Warn, shown?: ShownSchemas, schemas?: PageSchemas): MediaModel[] {
  const entries = Object.entries((isObject(content) ? content : {}) as Record<string, JsonSchema>);
  const sorted = entries.map((entry, index) => ({entry, index})).sort((a, b) => mediaRank(a.entry[0]) - mediaRank(b.entry[0]) || a.index - b.index);
  const firstSchema = JSON.stringify(deref(doc, sorted[0]?.entry[1]).schema.schema);
  return sorted.map(({entry: [mediaType, raw]}, index) => {
    const media = deref(doc, raw).schema;
    // Each media type's fields get their own anchors, except the first (the common case keeps short anchors).
    const base = index === 0 || !many ? anchor : fieldAnchor(anchor, anchorPart(mediaType));
    // A media type with the first one's schema is named, not shown, on the page: nothing on it can be linked to.
    const shownHere = index > 0 && JSON.stringify(media.schema) === firstSchema ? undefined : shown;
    return {
      mediaType,
      schema: media.schema,
      root: media.schema ? toNode(media.schema, '', base, true, {doc, direction, shown: shownHere, schemaPages: schemas?.pages, uses: schemas?.uses}) : undefined,
      examples: examplesOrBuilt(media, doc, mediaType, direction, `${what} (${mediaType})`, warn),
      encoding: Object.entries((media.encoding ?? {}) as Record<string, JsonSchema>).map(([name, encoding]) => ({
        name,
        contentType: encoding.contentType,
        ...(typeof encoding.style === 'string' ? {style: encoding.style} : {}),
        ...(typeof encoding.explode === 'boolean' ? {explode: encoding.explode} : {}),
        ...(typeof encoding.allowReserved === 'boolean' ? {allowReserved: encoding.allowReserved} : {}),
      })),
    };
  });
}

function toHeaders(raw: unknown, doc: JsonSchema, anchor: string): HeaderModel[] {
  return Object.entries((isObject(raw) ? raw : {}) as Record<string, JsonSchema>).map(([name, value]) => {
    const header = deref(doc, value).schema;
    const schemaRaw = (header.schema ?? Object.values((header.content ?? {}) as Record<string, JsonSchema>)[0]?.schema ?? {}) as JsonSchema;
    const {schema} = normalise(schemaRaw, doc);
    return {
      name,
      anchor: headerAnchor(anchor, name),
      type: typeLabel(schemaRaw, doc),
      format: schema.format,
      required: Boolean(header.required),
      deprecated: Boolean(header.deprecated || schema.deprecated),
      description: header.description ?? schema.description ?? '',
    };
  });
}

function toLinks(raw: unknown, doc: JsonSchema, resolve: ResolveOperation): LinkModel[] {
  return Object.entries((isObject(raw) ? raw : {}) as Record<string, JsonSchema>).map(([name, value]) => {
    const link = deref(doc, value).schema;
    let target = typeof link.operationId === 'string' ? resolve(link.operationId) : undefined;
    if (!target && typeof link.operationRef === 'string' && link.operationRef.startsWith('#/paths/')) {
      const operation = resolvePointer(doc, link.operationRef) as JsonSchema | undefined;
      target = typeof operation?.operationId === 'string' ? resolve(operation.operationId) : undefined;
    }
    return {
      name,
      target,
      reference: target ? undefined : (link.operationRef ?? link.operationId),
      parameters: Object.entries((link.parameters ?? {}) as Record<string, unknown>).map(([parameter, expression]) => ({
        name: parameter,
        expression: typeof expression === 'string' ? expression : JSON.stringify(expression),
      })),
      requestBody: link.requestBody === undefined ? undefined : typeof link.requestBody === 'string' ? link.requestBody : JSON.stringify(link.requestBody),
      description: link.description ?? '',
    };
  });
}

/** Where an operation sits in the document, and what it inherits from its path and the root. */
export interface OperationSource {
  kind: OperationModel['kind'];
  id: string;
  title: string;
  method: string;
  /** Path, webhook name or callback expression. */
  path: string;
  operation: JsonSchema;
  pathItem: JsonSchema;
  /** Anchors of a callback's fields are prefixed so they cannot clash with the operation's own. */
  anchorPrefix?: string;
}

function replacementOf(source: OperationSource, resolve: ResolveOperation): OperationRef | undefined {
  const target: unknown = source.operation['x-replaced-by'];
  if (target === undefined) return undefined;
  const where = `${source.method.toUpperCase()} ${source.path}`;
  if (!source.operation.deprecated) throw new Error(`${where}: x-replaced-by is set but the operation is not deprecated: true`);
  const found = typeof target === 'string' ? resolve(target) : undefined;
  if (!found) throw new Error(`${where}: x-replaced-by ${JSON.stringify(target)} is not the operationId of an operation`);
  return found;
}

function listItemOf(params: ParamModel[], responses: ResponseModel[], doc: JsonSchema): JsonSchema | undefined {
  const limit = params.find((param) => param.name === 'limit' && param.in === 'query');
  const cursor = params.find((param) => param.name === 'cursor' && param.in === 'query');
  const ok = responses.find((response) => /^2/.test(response.status) && response.schema);
  if (!limit || !cursor || !ok?.schema) return undefined;
  const page = normalise(ok.schema, doc).schema;
  if (!page.properties?.cursor || !page.properties?.data) return undefined;
  const data = normalise(page.properties.data, doc).schema;
  return data.items ? normalise(data.items, doc).schema : undefined;
}

/** The schema pages a page links to, and the named schemas it uses (filled in as its bodies are walked). */
export interface PageSchemas {
  pages?: Map<string, SchemaPageLink>;
  uses: Set<string>;
}

export function toOperationModel(doc: JsonSchema, source: OperationSource, resolve: ResolveOperation, callbacks: CallbackModel[] = [], schemaPages?: Map<string, SchemaPageLink>): OperationModel {
  const schemas: PageSchemas = {pages: schemaPages, uses: new Set()};
  const {operation, pathItem} = source;
  const prefix = source.anchorPrefix ?? '';
  // Path-level parameters apply unless the operation redefines the same name and place.
  const own = ((operation.parameters ?? []) as JsonSchema[]).map((raw) => deref(doc, raw).schema);
  const inherited = ((pathItem.parameters ?? []) as JsonSchema[])
    .map((raw) => deref(doc, raw).schema)
    .filter((param) => !own.some((mine) => mine.name === param.name && mine.in === param.in));
  const warnings: string[] = [];
  const warn: Warn = (message) => warnings.push(message);
  const where = `${source.kind === 'webhook' ? 'webhook ' : source.kind === 'callback' ? 'callback ' : ''}${source.method.toUpperCase()} ${source.path}`;
  const params = [...inherited, ...own].map((raw) => {
    const param = toParam(raw, doc, where, warn);
    return {...param, anchor: `${prefix}${param.anchor}`};
  });
  // The page's bodies, in the order it shows them: request, then responses (a callback is a page section with its own).
  const shown: ShownSchemas = new Map();
  const rawBody = operation.requestBody ? deref(doc, operation.requestBody).schema : undefined;
  const requestBody = rawBody && {
    description: rawBody.description ?? '',
    required: Boolean(rawBody.required),
    contents: toMedia(rawBody.content, doc, `${prefix}request`, 'request', true, `${where}, request body`, warn, shown, schemas),
  };
  const responses = Object.entries((operation.responses ?? {}) as Record<string, JsonSchema>).map(([status, raw]) => {
    const response = deref(doc, raw).schema;
    const anchor = responseAnchor(status, prefix);
    const contents = toMedia(response.content, doc, anchor, 'response', true, `${where}, response ${status}`, warn, shown, schemas);
    const first = contents[0];
    return {
      status,
      description: response.description ?? '',
      contents,
      headers: toHeaders(response.headers, doc, anchor),
      links: toLinks(response.links, doc, resolve),
      mediaType: first?.mediaType,
      schema: first?.schema,
      root: first?.root,
      examples: first?.examples ?? [],
    };
  });
  const security = ((operation.security ?? doc.security ?? []) as Record<string, string[]>[]).map((alternative) =>
    Object.entries(alternative).map(([key, scopes]) => securityScheme(doc, key, Array.isArray(scopes) ? scopes : [])),
  );
  const servers = toServers(operation.servers?.length ? operation.servers : pathItem.servers?.length ? pathItem.servers : doc.servers);
  const tags = (Array.isArray(operation.tags) ? operation.tags : []).map(String);
  return {
    id: source.id,
    kind: source.kind,
    operationId: String(operation.operationId ?? ''),
    title: source.title,
    deprecated: Boolean(operation.deprecated),
    replacedBy: replacementOf(source, resolve),
    method: source.method.toUpperCase(),
    path: source.path,
    // A summary too long to be the title (api.ts, titleLength) is at least the description.
    description: operation.description ?? pathItem.description ?? (typeof operation.summary === 'string' && plain(operation.summary.trim()) !== source.title.trim() ? operation.summary : ''),
    tags,
    tag: tags[0] ?? '',
    // A spec without servers is served from `/` (OpenAPI's default).
    servers: servers.length ? servers : [{url: '/', description: '', variables: []}],
    security,
    params,
    requestBody,
    responses,
    callbacks,
    samples: [],
    listItem: listItemOf(params, responses, doc),
    warnings,
    codeSamples: codeSamplesOf(operation),
    externalDocs: externalDocsOf(operation.externalDocs),
    schemaUses: [...new Set([...schemas.uses, ...callbacks.flatMap((callback) => callback.operations.flatMap((cb) => cb.schemaUses))])],
  };
}

