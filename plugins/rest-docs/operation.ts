// One typed view of an operation, built from the dereferenced OpenAPI object
// that docusaurus-plugin-openapi-docs hands to our generators. The page, its
// code samples and its Markdown twin are all rendered from this.
import type {Limits} from '../../src/schema-limits';
import {limitsOf, normalise, toNode, typeLabel, type JsonSchema, type SchemaNode} from './schema';

export interface ServerModel {
  url: string;
  description: string;
}

export interface SecuritySchemeModel {
  key: string;
  type: string;
  scheme?: string;
  header?: string;
  description: string;
}

export interface ParamModel {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  anchor: string;
  required: boolean;
  type: string;
  format?: string;
  defaultValue?: string;
  limits: Limits;
  description: string;
  deprecated: boolean;
  /** A value that the code samples send. */
  sampleValue: string;
}

export interface ExampleModel {
  name: string;
  summary?: string;
  value: unknown;
}

export interface ResponseModel {
  status: string;
  description: string;
  mediaType?: string;
  schema?: JsonSchema;
  root?: SchemaNode;
  examples: ExampleModel[];
}

/** Another operation's page, e.g. the replacement of a deprecated one. */
export interface OperationRef {
  id: string;
  title: string;
}

/** Finds the page of an operation by its operationId. */
export type ResolveOperation = (operationId: string) => OperationRef | undefined;

export interface OperationModel {
  /** The plugin's page id, e.g. `get-users`. */
  id: string;
  operationId: string;
  title: string;
  deprecated: boolean;
  /** For a deprecated operation: the operation to use instead (`x-replaced-by`). */
  replacedBy?: OperationRef;
  method: string;
  path: string;
  description: string;
  tag: string;
  servers: ServerModel[];
  /** Alternatives; each alternative is a set of schemes sent together. */
  security: SecuritySchemeModel[][];
  params: ParamModel[];
  responses: ResponseModel[];
  /** Set for cursor-paginated list operations: the schema of one record. */
  listItem?: JsonSchema;
}

/** What the plugin passes for an API page (only the parts we read). */
export interface ApiPageInput {
  id: string;
  title: string;
  description?: string;
  api: JsonSchema;
}

export const statusText: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
};

/** `https://{region}.api.example.com/rest/v1`: variables stay as placeholders. */
export function serverUrl(server: ServerModel): string {
  return server.url.replace(/\/$/, '');
}

function sampleValue(schema: JsonSchema, parameter: JsonSchema): string {
  const value = parameter.example ?? schema.example ?? (schema.examples as unknown[] | undefined)?.[0] ?? schema.default;
  if (value !== undefined) return String(value);
  return schema.type === 'integer' || schema.type === 'number' ? '1' : 'value';
}

function toParam(parameter: JsonSchema): ParamModel {
  const {schema} = normalise(parameter.schema);
  return {
    name: parameter.name,
    in: parameter.in,
    anchor: `param-${parameter.name}`,
    required: Boolean(parameter.required),
    type: typeLabel(schema),
    format: schema.format,
    defaultValue: schema.default === undefined ? undefined : JSON.stringify(schema.default),
    limits: limitsOf(schema),
    description: parameter.description ?? schema.description ?? '',
    deprecated: Boolean(parameter.deprecated || schema.deprecated),
    sampleValue: sampleValue(schema, parameter),
  };
}

function toResponse(status: string, response: JsonSchema): ResponseModel {
  const [mediaType, media] = Object.entries((response.content ?? {}) as Record<string, JsonSchema>)[0] ?? [];
  const examples: ExampleModel[] = Object.entries((media?.examples ?? {}) as Record<string, JsonSchema>).map(
    ([name, example]) => ({name, summary: example.summary, value: example.value}),
  );
  if (media?.example !== undefined) examples.unshift({name: 'example', value: media.example});
  return {
    status,
    description: response.description ?? '',
    mediaType,
    schema: media?.schema,
    root: media?.schema ? toNode(media.schema, '', `response-${status}`, true) : undefined,
    examples,
  };
}

function listItemOf(params: ParamModel[], responses: ResponseModel[]): JsonSchema | undefined {
  const names = new Set(params.map((param) => param.name));
  const ok = responses.find((response) => response.status === '200');
  if (!names.has('cursor') || !names.has('limit') || !ok?.schema) return undefined;
  const data = normalise(ok.schema).schema.properties?.data;
  return data ? normalise(normalise(data).schema.items).schema : undefined;
}

function replacementOf(page: ApiPageInput, resolve: ResolveOperation): OperationRef | undefined {
  const target: unknown = page.api['x-replaced-by'];
  if (target === undefined) return undefined;
  const where = `${String(page.api.method).toUpperCase()} ${page.api.path}`;
  if (!page.api.deprecated) throw new Error(`${where}: x-replaced-by is set but the operation is not deprecated: true`);
  const found = typeof target === 'string' ? resolve(target) : undefined;
  if (!found) throw new Error(`${where}: x-replaced-by ${JSON.stringify(target)} is not the operationId of an operation`);
  return found;
}

export function toOperationModel(page: ApiPageInput, resolve: ResolveOperation = () => undefined): OperationModel {
  const api = page.api;
  const schemes = (api.securitySchemes ?? {}) as Record<string, JsonSchema>;
  const params = ((api.parameters ?? []) as JsonSchema[]).map(toParam);
  const responses = Object.entries((api.responses ?? {}) as Record<string, JsonSchema>).map(([status, response]) =>
    toResponse(status, response),
  );
  return {
    id: page.id,
    operationId: String(api.operationId ?? ''),
    title: page.title,
    deprecated: Boolean(api.deprecated),
    replacedBy: replacementOf(page, resolve),
    method: String(api.method).toUpperCase(),
    path: api.path,
    description: api.description ?? page.description ?? '',
    tag: (api.tags ?? [])[0] ?? '',
    servers: ((api.servers ?? []) as JsonSchema[]).map((server) => ({url: server.url, description: server.description ?? ''})),
    security: ((api.security ?? []) as Record<string, string[]>[]).map((alternative) =>
      Object.keys(alternative).map((key) => ({
        key,
        type: schemes[key]?.type ?? 'unknown',
        scheme: schemes[key]?.scheme,
        header: schemes[key]?.in === 'header' ? schemes[key]?.name : undefined,
        description: schemes[key]?.description ?? '',
      })),
    ),
    params,
    responses,
    listItem: listItemOf(params, responses),
  };
}
