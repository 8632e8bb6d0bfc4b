// Files derived from the spec besides the pages: the spec downloads, the
// schema digest that the data dictionary renders, llms.txt and a Markdown
// twin of every REST page. Returned as {path: content} so tests can read them
// without touching the disk.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {readOpenapiFiles, processOpenapiFiles} from 'docusaurus-plugin-openapi-docs/lib/openapi';
import {toOperationModel, type ApiPageInput, type OperationModel} from './operation';
import {renderOperationMarkdown} from './markdown';
import {buildSamples} from './samples';
import {overviewFromSpec, overviewSlug, specFile, type OverviewOperation} from './overview';
import {firstLine} from './mdx';
import {normalise, toNode, typeLabel, type JsonSchema} from './schema';

export interface ArtifactInput {
  siteDir: string;
  doc: JsonSchema;
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
}

export type SchemaDigest = Record<string, {description: string; fields: SchemaDigestField[]}>;

/** Operations exactly as the plugin sees them (dereferenced), as our model. */
export async function loadOperations(siteDir: string): Promise<OperationModel[]> {
  const files = await readOpenapiFiles(path.join(siteDir, specFile));
  const options = {specPath: specFile, outputDir: 'docs/rest/v1', showSchemas: false};
  const [items] = await processOpenapiFiles(files, options as never, {groupPathsBy: 'tag'});
  const pages = (items as unknown as (ApiPageInput & {type: string})[]).filter((item) => item.type === 'api');
  // The plugin's own page ids, so a replacement links to the page that exists.
  const byOperationId = new Map(pages.map((page) => [page.api.operationId as string, {id: page.id, title: page.title}]));
  return pages.map((page) => toOperationModel(page, (operationId) => byOperationId.get(operationId)));
}

/** Resolves local `$ref`s; the spec has no cycles (loadSpec has checked every ref). */
function dereference(value: unknown, doc: JsonSchema, depth = 0): unknown {
  if (depth > 50) throw new Error('$ref nesting deeper than 50: is there a cycle?');
  if (Array.isArray(value)) return value.map((item) => dereference(item, doc, depth + 1));
  if (!value || typeof value !== 'object') return value;
  const {$ref, ...rest} = value as JsonSchema;
  if (typeof $ref === 'string') {
    const target = $ref
      .slice(2)
      .split('/')
      .reduce((node: JsonSchema, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return {...(dereference(target, doc, depth + 1) as JsonSchema), ...(dereference(rest, doc, depth + 1) as JsonSchema)};
  }
  return Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, dereference(child, doc, depth + 1)]));
}

export function schemaDigest(doc: JsonSchema): SchemaDigest {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(schemas).map(([name, raw]) => {
      const schema = normalise(dereference(raw, doc) as JsonSchema).schema;
      const fields = toNode(schema, '', name, true).children.map((node) => ({
        name: node.name,
        type: node.type === 'object' ? typeLabel(schema.properties[node.name]) : node.type + (node.format ? ` (${node.format})` : ''),
        nullable: node.nullable,
        required: node.required,
        description: node.description ?? '',
        ...(node.enum ? {enum: node.enum.map((value) => ({value: value.value, meaning: value.meaning ?? ''}))} : {}),
      }));
      return [name, {description: schema.description ?? '', fields}];
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

export async function buildArtifacts(input: ArtifactInput): Promise<{pageIds: string[]; files: Record<string, string>}> {
  const {siteDir, doc, siteUrl, baseUrl} = input;
  const operations = await loadOperations(siteDir);
  const site = `${siteUrl}${baseUrl}`;
  const files: Record<string, string> = {
    '.generated/static/openapi/rest-v1.yaml': readFileSync(path.join(siteDir, specFile), 'utf8'),
    '.generated/static/openapi/rest-v1.json': `${JSON.stringify(doc, null, 2)}\n`,
    'src/data/generated/schemas.json': `${JSON.stringify(schemaDigest(doc), null, 2)}\n`,
  };
  // The home page's first request is the generated curl sample of Get users.
  const firstRequest = operations.find((op) => op.id === 'get-users');
  const curl = firstRequest && buildSamples(firstRequest).find((sample) => sample.language === 'curl');
  if (!firstRequest || !curl) throw new Error(`${specFile}: the home page needs the operation getUsers (page get-users)`);
  files['src/data/generated/first-request.json'] = `${JSON.stringify({code: curl.code, pageId: firstRequest.id}, null, 2)}\n`;
  for (const op of operations) {
    files[`.generated/static/docs/rest/v1/${op.id}.md`] = renderOperationMarkdown(op, `${site}docs/rest/v1/${op.id}`);
  }

  const overview = overviewFromSpec(doc, overviewSlug);
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
    `## REST API v1\n\n- [REST API v1 overview](${site}docs/rest/v1/${overviewSlug}): environments, authentication, pagination and errors.\n\n${rest.join('\n\n')}`,
  ].join('\n\n') + '\n';
  return {pageIds: operations.map((op) => op.id), files};
}
