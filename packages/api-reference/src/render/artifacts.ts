// Files derived from the spec besides the pages: the spec downloads, llms.txt
// and a Markdown twin of every page; for a site with guides, the schema
// digest that its data dictionary renders, the operation list its guides and
// tests read, and its home page's first request. Returned as {path: content}
// so tests can read them without touching the disk, or made one at a time for
// a build to write as they come (staticArtifactEntries).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse, stringify} from 'yaml';
import {renderOperationMarkdown, renderSchemaMarkdown, serversText} from './markdown';
import {forOperation} from './fault';
import {firstLine} from './mdx';
import {normalise, toNode, typeLabel, type JsonSchema} from '../model/schema';
import type {ApiModel, OverviewOperation} from '../model/api';

/** What a site with guides adds to the reference (the Komodo site: docs/, its home page, its dictionary). */
export interface GuideSettings {
  /** Where the data its pages import is written, e.g. `src/data/generated`. */
  dataDir: string;
  /** The operationId whose curl sample the home page shows. */
  homeRequest: string;
}

export interface ArtifactInput {
  siteDir: string;
  model: ApiModel;
  siteUrl: string;
  baseUrl: string;
  /** Where static files are written (served at the site's root). */
  staticDir: string;
  guides?: GuideSettings;
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

/** Every component schema's fields. */
export function schemaDigest(doc: JsonSchema): SchemaDigest {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(schemas).map(([name, raw]) => {
      const schema = normalise(raw, doc).schema;
      const fields = toNode(schema, '', name, true, {doc, direction: 'response'}).children.map((node) => ({
        name: node.name,
        type: node.type === 'object' ? typeLabel(schema.properties[node.name], doc) : node.type + (node.format ? ` (${node.format})` : ''),
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
function guidePages(siteDir: string, outputDir: string): {route: string; title: string; description: string}[] {
  const docsDir = path.join(siteDir, 'docs');
  const generated = path.relative(docsDir, path.join(siteDir, outputDir));
  const files = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx') && !file.startsWith(generated));
  return files.sort().map((file) => {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    const front = (parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') ?? {}) as Record<string, string>;
    const slug = front.slug ?? `/${file.replace(/(\/index)?\.mdx$/, '')}`;
    return {route: `docs${slug === '/' ? '/' : slug}`, title: front.title ?? file, description: front.description ?? ''};
  });
}

/** A deprecated operation says so first, pointing to its replacement, whatever its description says. */
function llmsSummary(op: OverviewOperation, pageUrl: (id: string) => string): string {
  if (!op.deprecated) return firstLine(op.description);
  const instead = op.replacedBy ? ` Use [${op.replacedBy.title}](${pageUrl(op.replacedBy.id)}.md) instead.` : '';
  return `Deprecated.${instead}`;
}

/**
 * The spec in YAML, as the yaml library writes the whole, from parts written once: each path, each
 * component and each other key at the top, remembered by their JSON from one generation to the
 * next. The live preview generates after each edit, and DigitalOcean's 2,850 files took 0.8 s to
 * write out in YAML each time; an edit changes one part. (A block map's pairs are written one after
 * the other at the same indent, so a pair written alone, under its parents' keys, is the same text.)
 */
let yamlParts = new Map<string, string>();
export function specYaml(doc: Record<string, unknown>): string {
  const next = new Map<string, string>();
  // A map is written part by part where its keys are plain lines (a long or multi-line key is written otherwise).
  const isMap = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => key.length <= 200 && !/[\n\r]/.test(key));
  const part = (keys: string[], value: unknown, depth: number): string => {
    if (depth > 0 && isMap(value)) {
      const header = stringify(keys.reduceRight<unknown>((inner, key) => ({[key]: inner}), {_: null}), {aliasDuplicateObjects: false}).split('\n').slice(0, keys.length).join('\n');
      return `${header}\n${Object.entries(value).map(([key, child]) => part([...keys, key], child, depth - 1).split('\n').slice(keys.length).join('\n')).join('')}`;
    }
    const text = JSON.stringify([keys, value]);
    const written = yamlParts.get(text) ?? stringify(keys.reduceRight((inner, key) => ({[key]: inner}), value), {aliasDuplicateObjects: false});
    next.set(text, written);
    return written;
  };
  const depthOf = (key: string) => (key === 'paths' || key === 'webhooks' ? 1 : key === 'components' ? 2 : 0);
  const text = Object.entries(doc).map(([key, value]) => part([key], value, depthOf(key))).join('');
  yamlParts = next;
  return text;
}

/** Every file derived from the spec besides the pages: the static ones, and the data a site with guides imports. */
export function buildArtifacts(input: ArtifactInput): Record<string, string> {
  return {...staticArtifacts(input), ...guideData(input)};
}

/** The data a site with guides imports (its pages and tests read them): none for a site without. */
export function guideData({model, guides}: Pick<ArtifactInput, 'model' | 'guides'>): Record<string, string> {
  if (!guides) return {};
  const files: Record<string, string> = {};
  files[`${guides.dataDir}/schemas.json`] = `${JSON.stringify(schemaDigest(model.doc), null, 2)}\n`;
  files[`${guides.dataDir}/operations.json`] = `${JSON.stringify(operationList(model), null, 2)}\n`;
  const home = model.operations.find((op) => op.operationId === guides.homeRequest);
  const curl = home && home.samples.find((sample) => sample.language === 'curl');
  if (!home || !curl) throw new Error(`${model.specFile}: the home page shows the request of the operation ${guides.homeRequest}, which the spec does not have`);
  files[`${guides.dataDir}/first-request.json`] = `${JSON.stringify({code: curl.code, pageId: home.id}, null, 2)}\n`;
  return files;
}

/** The static files, which no page imports: the spec downloads, llms.txt and the Markdown twins. */
export function staticArtifacts(input: ArtifactInput): Record<string, string> {
  return Object.fromEntries(staticArtifactEntries(input));
}

/**
 * The same, each made when it is asked for: a build writes each file as it is made and keeps none
 * (outputs.ts, generate), where Microsoft Graph's 13,180 twins held 2 GB together.
 */
export function* staticArtifactEntries(input: ArtifactInput): Generator<[file: string, content: string]> {
  const {siteDir, model, siteUrl, baseUrl, staticDir, guides} = input;
  const {operations, overview, settings} = model;
  const site = `${siteUrl}${baseUrl}`;
  const route = settings.routeBase.replace(/^\//, '');
  const pageUrl = (id: string) => `${site}${route}${id}`;
  const download = `openapi/${settings.downloadName}`;
  // The spec as given (all its files in one), in both formats.
  yield [`${staticDir}/${download}.yaml`, model.files.length === 1 && /\.ya?ml$/.test(model.specFile) ? model.source : specYaml(model.original as Record<string, unknown>)];
  yield [`${staticDir}/${download}.json`, `${JSON.stringify(model.original, null, 2)}\n`];
  for (const op of operations) {
    yield [`${staticDir}/${route}${op.id}.md`, forOperation(model.specFile, op, 'its Markdown twin', () => renderOperationMarkdown(op, pageUrl(op.id)))];
  }
  for (const schema of model.schemas) yield [`${staticDir}/${route}${schema.id}.md`, renderSchemaMarkdown(schema, `${site}${route}`)];

  const guideLines = guides ? guidePages(siteDir, settings.outputDir).map((page) => `- [${page.title}](${site}${page.route}): ${page.description}`) : [];
  const section = (operationsOf: OverviewOperation[]) =>
    operationsOf.map((op) => `- [${op.title}](${pageUrl(op.id)}.md): \`${op.method} ${op.path}\`. ${llmsSummary(op, pageUrl)}`.trimEnd()).join('\n');
  const rest = [
    // Where the requests go, and the variables of their URLs, as the twins give them.
    ...(overview.servers.length ? [`### Servers\n\n${serversText(overview.servers, '')}`] : []),
    ...overview.tags.filter((tag) => tag.operations.length).map((tag) => `### ${tag.label}\n\n${section(tag.operations)}`),
    ...(overview.webhooks.length ? [`### Webhooks\n\n${section(overview.webhooks)}`] : []),
    ...(model.schemas.length ? [`### Schemas\n\n${model.schemas.map((schema) => `- [${schema.title}](${pageUrl(schema.id)}.md): ${schema.summary}`.trimEnd()).join('\n')}`] : []),
  ];
  yield [`${staticDir}/llms.txt`, [
    `# ${overview.apiTitle}`,
    `> ${firstLine(overview.description)}`,
    `The reference is generated from the OpenAPI spec: ${site}${download}.yaml (JSON: ${site}${download}.json). Each operation below links to a plain-Markdown version of its page.`,
    ...(guideLines.length ? [`## Guides\n\n${guideLines.join('\n')}`] : []),
    `## ${overview.title}\n\n- [${overview.title} overview](${pageUrl(overview.id)}): ${guides ? 'environments, authentication, pagination and errors' : 'servers, authentication and every operation'}.\n\n${rest.join('\n\n')}`,
  ].join('\n\n') + '\n'];
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
  return model.operations.map((op) => ({
    id: op.id,
    operationId: op.operationId,
    title: op.title,
    method: op.method,
    path: op.path,
    tag: op.tag,
    deprecated: op.deprecated,
    ...(op.replacedBy ? {replacedBy: op.replacedBy.id} : {}),
  }));
}
