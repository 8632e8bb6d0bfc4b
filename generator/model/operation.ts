// One typed view of an operation (or a webhook, or a callback), built from
// the bundled OpenAPI 3.1 document: `$ref`s are followed here as they are
// met, so schemas keep their names. The page, its code samples and its
// Markdown twin are all rendered from this.
import type {Limits} from './schema-limits';
import {deref, isNever, limitsOf, normalise, toNode, typeLabel, type Direction, type JsonSchema, type SchemaNode, type SchemaPageLink, type ShownSchemas} from './schema';
import {isObject, resolvePointer} from '../load/json';
import {anchorPart, fieldAnchor, headerAnchor, parameterAnchor, responseAnchor} from './anchors';
import {madeUpValue, validationErrors} from './values';
import {plain} from './plain-text';
import type {Sample} from '../samples/samples';

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
  /** The spec's example does not validate against its schema: Ajv's messages. Shown, labelled; never sent by a sample. */
  invalid?: string[];
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

/** A parameter's example as shown beside it: short, and labelled where its schema refuses it. */
export interface ParamExample {
  /** Its name among the parameter's `examples`; none for `example` or the schema's. */
  name?: string;
  /** The value as JSON, cut to exampleChars with an ellipsis. */
  text: string;
  /** Ajv's first message where the value does not validate against the parameter's schema. */
  invalid?: string;
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

/**
 * An example's title on the page and in the Markdown twin; one the schema
 * refuses says so, with Ajv's first message, so that no reader copies it as valid.
 */
export function exampleTitle(example: ExampleModel): string {
  const title = example.generated ? 'Example (built from the schema)' : `Example: ${example.summary ?? example.name}`;
  return example.invalid ? `${title} (invalid against its schema: ${example.invalid[0]})` : title;
}


/** The server's URL with no trailing slash; variables stay as `{placeholders}`. */
export function serverUrl(server: ServerModel | undefined): string {
  return (server?.url ?? '').replace(/\/$/, '');
}


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
 * A value of the schema, for a sample or an example: made by openapi-sampler
 * and checked by Ajv (./values.ts); undefined for JSON Schema's `false`, which
 * no value satisfies (an object leaves such a field out).
 */
export function sampleOf(raw: JsonSchema | undefined, doc: JsonSchema, direction: Direction = 'request'): unknown {
  if (isNever(raw, doc)) return undefined;
  return madeUpValue(raw, doc, direction).value;
}

/** Reports a made-up value that does not validate: where it is, and Ajv's messages. */
export type Warn = (message: string) => void;

/** The schema's place for a message: its name where it is a `$ref`. */
const schemaPlace = (raw: JsonSchema | undefined) => (typeof raw?.$ref === 'string' ? `, schema ${raw.$ref}` : '');

/** A made-up value, with a warning where even it does not validate. */
function madeUp(raw: JsonSchema | undefined, doc: JsonSchema, direction: Direction, what: string, warn: Warn, options: {asText?: boolean} = {}): unknown {
  if (isNever(raw, doc)) return undefined;
  const {value, errors} = madeUpValue(raw, doc, direction, options);
  if (errors.length) warn(`${what}${schemaPlace(raw)}: the value made up for it does not validate against its schema: ${errors.join('; ')}`);
  return value;
}

/**
 * How much of a parameter's example the page shows: a large API's pages list
 * hundreds of parameters, and must stay under 1 MB (README, "Size").
 */
export const exampleChars = 80;

/** At most this many of a parameter's named examples. */
const examplesShown = 5;

/** A value as JSON, cut to `chars` characters with an ellipsis. */
export function shortJson(value: unknown, chars = exampleChars): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > chars ? `${text.slice(0, chars).trimEnd()}…` : text;
}

/**
 * A parameter's examples, as Redoc shows them beside it: its `examples`,
 * each by name, else its `example`, else its schema's (`example`, then
 * `examples`); a `content` parameter's from its media type. Each checked
 * against the parameter's schema, as bodies' examples are (toExamples).
 */
function paramExamples(holder: JsonSchema, schemaRaw: JsonSchema, schema: JsonSchema, doc: JsonSchema): ParamExample[] {
  const named = Object.entries(isObject(holder.examples) ? (holder.examples as Record<string, JsonSchema>) : {})
    .map(([name, raw]) => ({name, value: deref(doc, raw).schema.value as unknown}))
    .filter((example) => example.value !== undefined);
  const given: {name?: string; value: unknown}[] = named.length
    ? named
    : holder.example !== undefined
      ? [{value: holder.example}]
      : schema.example !== undefined
        ? [{value: schema.example}]
        : Array.isArray(schema.examples)
          ? schema.examples.map((value: unknown) => ({value}))
          : [];
  return given.slice(0, examplesShown).map(({name, value}) => {
    const [invalid] = validationErrors(schemaRaw, doc, 'request', value);
    return {...(name === undefined ? {} : {name}), text: shortJson(value), ...(invalid ? {invalid} : {})};
  });
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

function toExamples(media: JsonSchema, doc: JsonSchema, mediaType: string, direction: Direction): ExampleModel[] {
  const examples: ExampleModel[] = Object.entries((media.examples ?? {}) as Record<string, JsonSchema>).map(([name, raw]) => {
    const example = deref(doc, raw).schema;
    return {name, summary: example.summary, description: example.description, value: example.value, externalValue: example.externalValue};
  });
  if (media.example !== undefined) examples.unshift({name: 'example', value: media.example});
  // An XML or text example is the body as written, not a value JSON Schema can check.
  if (/[/+]xml\b|^text\//.test(mediaType)) return examples;
  return examples.map((example) => {
    const errors = example.value === undefined ? [] : validationErrors(media.schema, doc, direction, example.value);
    return errors.length ? {...example, invalid: errors} : example;
  });
}

/** The spec's examples; where it gives none for a body with fields, one built from the schema and labelled so. */
function examplesOrBuilt(media: JsonSchema, doc: JsonSchema, mediaType: string, direction: Direction, what: string, warn: Warn): ExampleModel[] {
  const given = toExamples(media, doc, mediaType, direction);
  if (given.length || !media.schema || !/[/+]json\b/.test(mediaType)) return given;
  const {schema} = normalise(media.schema, doc);
  if (!schema.properties && !schema.items && !schema.oneOf && !schema.anyOf && schema.type !== 'object' && schema.type !== 'array') {
    // Not shown as an example, but a request's samples send a value made up for it: warned about where none validates.
    if (direction === 'request') madeUp(media.schema, doc, direction, what, warn);
    return given;
  }
  return [{name: 'schema', value: madeUp(media.schema, doc, direction, what, warn), generated: true}];
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

