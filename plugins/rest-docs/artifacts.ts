// Files derived from the spec besides the pages: the spec downloads, the
// schema digest that the data dictionary renders, llms.txt and a Markdown
// twin of every REST page. Returned as {path: content} so tests can read them
// without touching the disk.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {renderOperationMarkdown} from './markdown';
import {buildSamples} from './samples';
import {firstLine} from './mdx';
import {normalise, toNode, typeLabel, type JsonSchema} from './schema';
import {loadApiModel, type ApiModel, type OverviewOperation} from './model';
import type {OperationModel} from './operation';

export interface ArtifactInput {
  siteDir: string;
  model: ApiModel;
  siteUrl: string;
  baseUrl: string;
}

export interface SchemaDigestField {
  name: string;
  type: string;
  nullable: boolean;
  required: boolean;
  description: string;
  enum?: {value: string; meaning: string}[];
  /** Set when the spec deprecates the field or the schema it holds. */
  deprecated?: true;
}

export type SchemaDigest = Record<string, {description: string; deprecated?: true; fields: SchemaDigestField[]}>;

/** Operations exactly as the plugin sees them (dereferenced), as our model. */
export async function loadOperations(siteDir: string, specFile = 'openapi/rest-v1.yaml'): Promise<OperationModel[]> {
  return (await loadApiModel(specFile, siteDir)).operations;
}

/** Every component schema's fields, from the dereferenced spec. */
export function schemaDigest(resolved: JsonSchema): SchemaDigest {
  const schemas = (resolved.components?.schemas ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(schemas).map(([name, raw]) => {
      const schema = normalise(raw).schema;
      const fields = toNode(schema, '', name, true).children.map((node) => ({
        name: node.name,
        type: node.type === 'object' ? typeLabel(schema.properties[node.name]) : node.type + (node.format ? ` (${node.format})` : ''),
        nullable: node.nullable,
        required: node.required,
        description: node.description ?? '',
        ...(node.enum ? {enum: node.enum.map((value) => ({value: value.value, meaning: value.meaning ?? ''}))} : {}),
        ...(node.deprecated ? {deprecated: true as const} : {}),
      }));
      return [name, {description: schema.description ?? '', ...(schema.deprecated ? {deprecated: true as const} : {}), fields}];
    }),
  );
}

/** Title and description of every hand-written page, from its front matter. */
function guidePages(siteDir: string): {route: string; title: string; description: string}[] {
  const docsDir = path.join(siteDir, 'docs');
  const files = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.mdx') && !file.startsWith(path.join('rest', 'v1')),
  );
  return files.sort().map((file) => {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    const front = (parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') ?? {}) as Record<string, string>;
    const slug = front.slug ?? `/${file.replace(/(\/index)?\.mdx$/, '')}`;
    return {route: `docs${slug === '/' ? '/' : slug}`, title: front.title ?? file, description: front.description ?? ''};
  });
}

/** A deprecated operation says so first, pointing to its replacement, whatever its description says. */
function llmsSummary(op: OverviewOperation, site: string): string {
  if (!op.deprecated) return firstLine(op.description);
  const instead = op.replacedBy ? ` Use [${op.replacedBy.title}](${site}docs/rest/v1/${op.replacedBy.id}.md) instead.` : '';
  return `Deprecated, pending removal.${instead}`;
}

export function buildArtifacts(input: ArtifactInput): Record<string, string> {
  const {siteDir, model, siteUrl, baseUrl} = input;
  const {operations, overview} = model;
  const site = `${siteUrl}${baseUrl}`;
  const files: Record<string, string> = {
    '.generated/static/openapi/rest-v1.yaml': model.source,
    '.generated/static/openapi/rest-v1.json': `${JSON.stringify(model.doc, null, 2)}\n`,
    'src/data/generated/schemas.json': `${JSON.stringify(schemaDigest(model.resolved), null, 2)}\n`,
    'src/data/generated/operations.json': `${JSON.stringify(operationList(model), null, 2)}\n`,
  };
  // The home page's first request is the generated curl sample of Get users.
  const firstRequest = operations.find((op) => op.id === 'get-users');
  const curl = firstRequest && buildSamples(firstRequest).find((sample) => sample.language === 'curl');
  if (!firstRequest || !curl) throw new Error(`${model.specFile}: the home page needs the operation getUsers (page get-users)`);
  files['src/data/generated/first-request.json'] = `${JSON.stringify({code: curl.code, pageId: firstRequest.id}, null, 2)}\n`;
  for (const op of operations) {
    files[`.generated/static/docs/rest/v1/${op.id}.md`] = renderOperationMarkdown(op, `${site}docs/rest/v1/${op.id}`);
  }

  const guides = guidePages(siteDir).map((page) => `- [${page.title}](${site}${page.route}): ${page.description}`);
  const rest = overview.tags.map(
    (tag) =>
      `### ${tag.name}\n\n${tag.operations
        .map((op) => `- [${op.title}](${site}docs/rest/v1/${op.id}.md): \`${op.method} ${op.path}\`. ${llmsSummary(op, site)}`)
        .join('\n')}`,
  );
  files['.generated/static/llms.txt'] = [
    `# ${overview.title}`,
    `> ${firstLine(overview.description)}`,
    `The REST reference is generated from the OpenAPI 3.1 spec: ${site}openapi/rest-v1.yaml (JSON: ${site}openapi/rest-v1.json). Each operation below links to a plain-Markdown version of its page.`,
    `## Guides\n\n${guides.join('\n')}`,
    `## REST API v1\n\n- [REST API v1 overview](${site}docs/rest/v1/${overview.id}): environments, authentication, pagination and errors.\n\n${rest.join('\n\n')}`,
  ].join('\n\n') + '\n';
  return files;
}

/** One entry per operation, in sidebar order: what guides, data and tests read instead of a hand-kept list. */
export interface OperationEntry {
  id: string;
  operationId: string;
  title: string;
  method: string;
  path: string;
  tag: string;
  deprecated: boolean;
  /** Page id of the operation to use instead, when deprecated. */
  replacedBy?: string;
}

export function operationList(model: ApiModel): OperationEntry[] {
  const pageOf = new Map(model.operations.map((op) => [op.operationId, op.id]));
  return model.operations.map((op) => {
    const source = model.resolved.paths[op.path][op.method.toLowerCase()] as JsonSchema;
    const replacement = source['x-replaced-by'] as string | undefined;
    return {
      id: op.id,
      operationId: op.operationId,
      title: op.title,
      method: op.method,
      path: op.path,
      tag: op.tag,
      deprecated: Boolean(source.deprecated),
      ...(replacement ? {replacedBy: pageOf.get(replacement) ?? replacement} : {}),
    };
  });
}
