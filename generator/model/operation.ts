// One typed view of an operation (or a webhook, or a callback), built from
// the bundled OpenAPI 3.1 document: `$ref`s are followed here as they are
// met, so schemas keep their names. The page, its code samples and its
// Markdown twin are all rendered from this.
import type {Limits} from '../../src/schema-limits';
import {deref, isNever, limitsOf, normalise, resolvePointer, toNode, typeLabel, type Direction, type JsonSchema, type SchemaNode, type ShownSchemas} from './schema';

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

export interface OAuthFlowModel {
  /** `authorizationCode`, `clientCredentials`, `implicit`, `password` (or `deviceAuthorization`). */
  kind: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes: {name: string; description: string}[];
}

/** Where a sample reads a scheme's secrets from: environment variables, never literals. */
export interface CredentialVariables {
  username?: string;
  password?: string;
  /** A key, token or access token sent as it is. */
  secret?: string;
}

export interface SecuritySchemeModel {
  key: string;
  type: string;
  /** HTTP: `basic`, `bearer`, or another scheme name. */
  scheme?: string;
  bearerFormat?: string;
  /** API key: where it goes, and its name there. */
  in?: 'header' | 'query' | 'cookie';
  name?: string;
  flows: OAuthFlowModel[];
  openIdConnectUrl?: string;
  /** The scopes (OAuth 2, OpenID Connect) or roles this operation needs. */
  scopes: string[];
  description: string;
  variables: CredentialVariables;
}

export interface ExampleModel {
  name: string;
  summary?: string;
  description?: string;
  value: unknown;
  /** An example that is a file elsewhere (`externalValue`). */
  externalValue?: string;
  /** Not in the spec: built from the schema, where the spec gives no example. */
  generated?: true;
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
  /** Multipart and form encodings of single fields (`contentType`, headers). */
  encoding: {name: string; contentType?: string}[];
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
  /** Set for cursor-paginated list operations: the schema of one record. */
  listItem?: JsonSchema;
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

/** Anchor-safe form of a status: `2XX` → `2xx`. */
export const statusAnchor = (status: string): string => status.toLowerCase();

/** The server's URL with no trailing slash; variables stay as `{placeholders}`. */
export function serverUrl(server: ServerModel | undefined): string {
  return (server?.url ?? '').replace(/\/$/, '');
}

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `BasicAuth` → `BASIC_AUTH`, `petstore_auth` → `PETSTORE_AUTH`. */
export function envName(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
}

/**
 * The environment variables a sample reads a scheme's secrets from: named
 * after the scheme (`BASIC_AUTH_USERNAME`), unless the spec names them in
 * `x-credential-variables` (Komodo's: one pair of credentials for every scheme).
 */
function credentialVariables(key: string, scheme: JsonSchema): CredentialVariables {
  const given = isObject(scheme['x-credential-variables']) ? (scheme['x-credential-variables'] as CredentialVariables) : {};
  const base = envName(key);
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
    return {username: given.username ?? `${base}_USERNAME`, password: given.password ?? `${base}_PASSWORD`};
  }
  if (given.username && given.password) return {username: given.username, password: given.password};
  const suffix = scheme.type === 'apiKey' ? (base.endsWith('KEY') ? '' : '_KEY') : base.endsWith('TOKEN') ? '' : '_TOKEN';
  return {secret: given.secret ?? `${base}${suffix}`};
}

export function securityScheme(doc: JsonSchema, key: string, scopes: string[]): SecuritySchemeModel {
  const scheme = deref(doc, doc.components?.securitySchemes?.[key]).schema;
  const flows = Object.entries((isObject(scheme.flows) ? scheme.flows : {}) as Record<string, JsonSchema>).map(([kind, flow]) => ({
    kind,
    authorizationUrl: flow.authorizationUrl,
    tokenUrl: flow.tokenUrl,
    refreshUrl: flow.refreshUrl,
    scopes: Object.entries((flow.scopes ?? {}) as Record<string, string>).map(([name, description]) => ({name, description})),
  }));
  return {
    key,
    type: String(scheme.type ?? 'unknown'),
    scheme: scheme.scheme === undefined ? undefined : String(scheme.scheme).toLowerCase(),
    bearerFormat: scheme.bearerFormat,
    in: scheme.type === 'apiKey' ? scheme.in : undefined,
    name: scheme.type === 'apiKey' ? scheme.name : undefined,
    flows,
    openIdConnectUrl: scheme.openIdConnectUrl,
    scopes,
    description: scheme.description ?? '',
    variables: credentialVariables(key, scheme),
  };
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

function firstExample(holder: JsonSchema, schema: JsonSchema, doc: JsonSchema): unknown {
  if (holder.example !== undefined) return holder.example;
  const named = Object.values((holder.examples ?? {}) as Record<string, JsonSchema>).map((example) => deref(doc, example).schema);
  if (named[0]?.value !== undefined) return named[0].value;
  return schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined) ?? schema.default;
}

/**
 * A value of the schema's type, for a sample: its example, default, first enum
 * value, or one made up from the type; undefined for JSON Schema's `false`,
 * which no value satisfies (an object leaves such a field out).
 */
export function sampleOf(raw: JsonSchema | undefined, doc: JsonSchema, direction: Direction = 'request', depth = 0): unknown {
  if (isNever(raw, doc)) return undefined;
  const {schema: s, nullable} = normalise(raw, doc);
  const given = s.const ?? s.example ?? (Array.isArray(s.examples) ? s.examples[0] : undefined) ?? s.default ?? (Array.isArray(s.enum) ? s.enum[0] : undefined);
  if (given !== undefined) return given;
  if (depth > 6) return nullable ? null : {};
  const union = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(union) && union.length) return sampleOf(union[0], doc, direction, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (Array.isArray(s.prefixItems)) {
    // A tuple: a value for each position, then items up to minItems where more are allowed.
    const values = s.prefixItems.map((item: JsonSchema) => sampleOf(item, doc, direction, depth + 1));
    const more = s.items === false || s.items === undefined ? 0 : Math.max(0, Number(s.minItems ?? 0) - values.length);
    return [...values, ...Array.from({length: more}, () => sampleOf(s.items, doc, direction, depth + 1))];
  }
  if (type === 'array' || s.items) {
    const count = Math.max(1, Number(s.minItems ?? 1));
    const items = Array.from({length: count}, () => sampleOf(s.items, doc, direction, depth + 1));
    // Items that must differ: strings numbered, numbers counted up.
    if (s.uniqueItems === true && count > 1) return items.map((item, index) => (typeof item === 'string' ? `${item}-${index + 1}` : typeof item === 'number' ? item + index : item));
    return items;
  }
  if (type === 'object' || s.properties) {
    const required = new Set<string>(s.required ?? []);
    const entries = Object.entries((s.properties ?? {}) as Record<string, JsonSchema>).filter(([name, child]) => {
      const c = normalise(child, doc).schema;
      if ((direction === 'request' && c.readOnly) || (direction === 'response' && c.writeOnly)) return false;
      // Every field the schema names, to a few levels: the example shows the whole shape.
      return required.has(name) || depth < 3;
    });
    return Object.fromEntries(entries.map(([name, child]) => [name, sampleOf(child, doc, direction, depth + 1)]).filter(([, value]) => value !== undefined));
  }
  if (type === 'integer' || type === 'number') {
    const minimum = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : undefined;
    const value = minimum ?? (typeof s.maximum === 'number' ? Math.min(1, s.maximum) : 1);
    // The first multiple at or above it (a multiple of 0.5 from 1 is 1; of 5 from 1 is 5).
    return typeof s.multipleOf === 'number' && s.multipleOf > 0 ? Math.ceil(value / s.multipleOf) * s.multipleOf : value;
  }
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (type === 'string' || s.format || s.pattern !== undefined || s.contentMediaType) return stringSample(s);
  if (nullable) return null;
  // No type but one it must not be (`not: {type: string}`): a value of another type.
  const excluded = s.not && typeof s.not === 'object' ? s.not.type : undefined;
  if (excluded === 'string') return 1;
  return 'value';
}

function stringSample(s: JsonSchema): string {
  const formats: Record<string, string> = {
    'date-time': '2026-01-31T09:00:00Z',
    date: '2026-01-31',
    time: '09:00:00Z',
    email: 'name@example.com',
    uri: 'https://example.com/',
    url: 'https://example.com/',
    uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    ipv4: '192.0.2.1',
    hostname: 'example.com',
    byte: 'ZXhhbXBsZQ==',
  };
  const text = formats[s.format] ?? 'example';
  const min = Number(s.minLength ?? 0);
  return text.length < min ? text.padEnd(min, 'x') : text;
}

function toParam(raw: JsonSchema, doc: JsonSchema): ParamModel {
  const parameter = deref(doc, raw).schema;
  const [mediaType, media] = Object.entries((parameter.content ?? {}) as Record<string, JsonSchema>)[0] ?? [];
  const schemaRaw = (media?.schema ?? parameter.schema ?? {}) as JsonSchema;
  const {schema} = normalise(schemaRaw, doc);
  const sample = firstExample(media ?? parameter, schema, doc) ?? sampleOf(schemaRaw, doc);
  const plain = !['array', 'object'].includes(schema.type) && !schema.properties && !schema.items;
  return {
    name: String(parameter.name),
    in: parameter.in,
    anchor: `param-${parameter.in === 'query' || parameter.in === 'path' ? '' : `${parameter.in}-`}${parameter.name}`,
    required: Boolean(parameter.required || parameter.in === 'path'),
    type: typeLabel(schemaRaw, doc),
    format: schema.format ?? normalise(schema.items, doc).schema.format,
    defaultValue: schema.default === undefined ? undefined : JSON.stringify(schema.default),
    enum: Array.isArray(schema.enum) ? schema.enum.map(String) : Array.isArray(normalise(schema.items, doc).schema.enum) ? normalise(schema.items, doc).schema.enum.map(String) : undefined,
    limits: limitsOf(schemaRaw, doc),
    description: parameter.description ?? schema.description ?? '',
    deprecated: Boolean(parameter.deprecated || schema.deprecated),
    style: plain && parameter.style === undefined ? undefined : (parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple')),
    explode: plain && parameter.explode === undefined ? undefined : (parameter.explode ?? (parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple')) === 'form'),
    mediaType,
    sample,
    sampleValue: typeof sample === 'string' ? sample : JSON.stringify(sample),
  };
}

function toExamples(media: JsonSchema, doc: JsonSchema): ExampleModel[] {
  const examples: ExampleModel[] = Object.entries((media.examples ?? {}) as Record<string, JsonSchema>).map(([name, raw]) => {
    const example = deref(doc, raw).schema;
    return {name, summary: example.summary, description: example.description, value: example.value, externalValue: example.externalValue};
  });
  if (media.example !== undefined) examples.unshift({name: 'example', value: media.example});
  return examples;
}

/** The spec's examples; where it gives none for a body with fields, one built from the schema and labelled so. */
function examplesOrBuilt(media: JsonSchema, doc: JsonSchema, mediaType: string, direction: Direction): ExampleModel[] {
  const given = toExamples(media, doc);
  if (given.length || !media.schema || !/[/+]json\b/.test(mediaType)) return given;
  const {schema} = normalise(media.schema, doc);
  if (!schema.properties && !schema.items && !schema.oneOf && !schema.anyOf && schema.type !== 'object' && schema.type !== 'array') return given;
  return [{name: 'schema', value: sampleOf(media.schema, doc, direction), generated: true}];
}

/** JSON first (what most readers send and read), then the order of the spec. */
const mediaRank = (type: string) => (/[/+]json\b/.test(type) ? 0 : 1);

/** `shown`: the page's schemas shown so far (see ShownSchemas), in the order the page shows its bodies. */
function toMedia(content: unknown, doc: JsonSchema, anchor: string, direction: Direction, many: boolean, shown?: ShownSchemas): MediaModel[] {
  const entries = Object.entries((isObject(content) ? content : {}) as Record<string, JsonSchema>);
  const sorted = entries.map((entry, index) => ({entry, index})).sort((a, b) => mediaRank(a.entry[0]) - mediaRank(b.entry[0]) || a.index - b.index);
  const firstSchema = JSON.stringify(deref(doc, sorted[0]?.entry[1]).schema.schema);
  return sorted.map(({entry: [mediaType, raw]}, index) => {
    const media = deref(doc, raw).schema;
    // Each media type's fields get their own anchors, except the first (the common case keeps short anchors).
    const base = index === 0 || !many ? anchor : `${anchor}-${mediaType.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
    // A media type with the first one's schema is named, not shown, on the page: nothing on it can be linked to.
    const shownHere = index > 0 && JSON.stringify(media.schema) === firstSchema ? undefined : shown;
    return {
      mediaType,
      schema: media.schema,
      root: media.schema ? toNode(media.schema, '', base, true, {doc, direction, shown: shownHere}) : undefined,
      examples: examplesOrBuilt(media, doc, mediaType, direction),
      encoding: Object.entries((media.encoding ?? {}) as Record<string, JsonSchema>).map(([name, encoding]) => ({name, contentType: encoding.contentType})),
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
      anchor: `${anchor}-header-${name.toLowerCase().replace(/[^a-z0-9_-]+/g, '-')}`,
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

export function toOperationModel(doc: JsonSchema, source: OperationSource, resolve: ResolveOperation, callbacks: CallbackModel[] = []): OperationModel {
  const {operation, pathItem} = source;
  const prefix = source.anchorPrefix ?? '';
  // Path-level parameters apply unless the operation redefines the same name and place.
  const own = ((operation.parameters ?? []) as JsonSchema[]).map((raw) => deref(doc, raw).schema);
  const inherited = ((pathItem.parameters ?? []) as JsonSchema[])
    .map((raw) => deref(doc, raw).schema)
    .filter((param) => !own.some((mine) => mine.name === param.name && mine.in === param.in));
  const params = [...inherited, ...own].map((raw) => {
    const param = toParam(raw, doc);
    return {...param, anchor: `${prefix}${param.anchor}`};
  });
  // The page's bodies, in the order it shows them: request, then responses (a callback is a page section with its own).
  const shown: ShownSchemas = new Map();
  const rawBody = operation.requestBody ? deref(doc, operation.requestBody).schema : undefined;
  const requestBody = rawBody && {
    description: rawBody.description ?? '',
    required: Boolean(rawBody.required),
    contents: toMedia(rawBody.content, doc, `${prefix}request`, 'request', true, shown),
  };
  const responses = Object.entries((operation.responses ?? {}) as Record<string, JsonSchema>).map(([status, raw]) => {
    const response = deref(doc, raw).schema;
    const anchor = `${prefix}response-${statusAnchor(status)}`;
    const contents = toMedia(response.content, doc, anchor, 'response', true, shown);
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
    description: operation.description ?? pathItem.description ?? (typeof operation.summary === 'string' && operation.summary.trim() !== source.title.trim() ? operation.summary : ''),
    tags,
    tag: tags[0] ?? '',
    // A spec without servers is served from `/` (OpenAPI's default).
    servers: servers.length ? servers : [{url: '/', description: '', variables: []}],
    security,
    params,
    requestBody,
    responses,
    callbacks,
    listItem: listItemOf(params, responses, doc),
  };
}

