// The generated reference pages, rendered from the model (./model.ts). The
// MDX uses a few server-rendered components of ours, so everything a reader
// needs is in the static HTML (and in the search index).
//
// Page structure: the description and the endpoint, then two columns
// (packages/api-reference/src/theme/ApiOperationLayout): the code samples beside authentication
// and parameters, the request body's fields beside its example, then each
// response's fields beside its example; callbacks last. In one column (phones)
// the samples come right after the endpoint and each example after its fields.
import {element, importsFor} from './components';
import {codeSpan, fence, firstLine, frontMatter, literalText, markdownLink, markdownText, titleHeading} from './mdx';
import {findOutMorePrefix, statusTitle, type ExternalDocsModel, type LinkModel, type MediaModel, type OperationModel, type ResponseModel, type ServerModel} from '../model/operation';
import {exampleTitle, type ExampleModel} from '../model/examples';
import {serverVariableText} from './markdown';
import {headerRow, paramRow, schemaTree} from './fields';
import {sampleTabs, sampleTitle} from '../samples/samples';
import type {SamplesFile} from '../theme/ApiSamples';
import type {Scheme} from '../theme/ApiSecurity';
import type {SecuritySchemeModel} from '../model/security';
import {withHeadingIds} from '../model/links';
import {plain} from '../model/plain-text';
import {placeholdersOf, type OverviewModel, type OverviewOperation, type ReferenceSettings} from '../model/api';
import {type SchemaPageModel} from '../model/schema-pages';
import {responseAnchor, schemeAnchor} from '../model/anchors';

/** What a site adds to the generated pages. */
export interface PageOptions {
  /** Route of the pages, e.g. `/docs/rest/v1/`. */
  routeBase: string;
  /** Markdown after the authentication of every operation (where credentials come from), with site links. */
  securityNote?: string;
  /** Where the spec downloads are, e.g. `openapi/rest-v1` (+ `.yaml`, `.json`). */
  download: string;
  settings: ReferenceSettings;
  /** With static pages: the pages before and after each page, by id, in sidebar order (null for none). */
  neighbours?: Map<string, {previous: string | null; next: string | null}>;
  /** Each operation's recent changes as Markdown, by page id (packages/api-reference/src/changes/site.ts renders them). */
  changeNotes?: Map<string, string>;
  /** The overview's list of changes, as MDX (a reference built `--since` an older spec). */
  changesSection?: string;
  /**
   * Pages of the router: where each page's code samples are written as JSON
   * (samplesFile()), which the page imports rather than holding the code in
   * its MDX, so that the code is not in the page's JavaScript
   * (packages/api-reference/src/theme/ApiSamples). Without it (static pages) the samples are
   * fenced code blocks in the MDX.
   */
  samplesJson?: (id: string) => {importPath: string; src: string};
}

/** A page: its front matter, the imports of the components its body uses, its body. */
function withImports(front: string, body: string, extraImports = ''): string {
  const imports = [importsFor(body), extraImports].filter(Boolean).join('\n');
  return `${front}\n\n${imports ? `${imports}\n\n` : ''}${body}`;
}

/**
 * Two columns: the reference, and what sits beside it (see ApiOperationLayout).
 * Source order is the one-column order: `asideFirst` when the aside must
 * follow the line above the columns on a phone (the samples, after the endpoint).
 */
function columns(main: string[], aside: string[], asideFirst = false): string {
  const mainBlock = element('ApiMain', {}, main.filter(Boolean).join('\n\n'));
  const asideBlock = aside.length ? element('ApiAside', {}, aside.join('\n\n')) : '';
  const blocks = asideFirst ? [asideBlock, mainBlock] : [mainBlock, asideBlock];
  return element('ApiColumns', {}, blocks.filter(Boolean).join('\n'), 'elements');
}

function exampleText(example: ExampleModel, mediaType: string | undefined): {language: string; text: string} {
  if (typeof example.value === 'string' && !/json/.test(mediaType ?? '')) {
    return {language: /xml/.test(mediaType ?? '') ? 'xml' : 'text', text: example.value};
  }
  return {language: 'json', text: JSON.stringify(example.value, null, 2)};
}

/** The examples of every media type: the first type's first example open, every other one behind its title. */
function allExamples(contents: MediaModel[]): string[] {
  return contents.flatMap((media, index) => examplesOf(media.examples, media.mediaType, index === 0 ? '' : ` (${media.mediaType})`, index > 0));
}

function examplesOf(examples: ExampleModel[], mediaType: string | undefined, suffix = '', closed = false): string[] {
  // An example without a value (an Example Object with a summary only, or
  // an example built from a schema that yields none) shows nothing:
  // JSON.stringify(undefined) is no text, and fence() needs text.
  return examples.filter((example) => example.value !== undefined || example.externalValue).map((example, index) => {
    const title = `${exampleTitle(example)}${suffix}`;
    if (example.value === undefined && example.externalValue) {
      return `${title}: ${markdownLink(String(example.externalValue), example.externalValue)}`;
    }
    const {language, text} = exampleText(example, mediaType);
    if (index === 0 && !closed) return fence(language, text, `title=${JSON.stringify(title)}`);
    return element('MoreExample', {title}, fence(language, text));
  });
}

/** A body that is a file's bytes (octet-stream, images, PDF, …): no fields to list. */
const isFileBody = (media: MediaModel) =>
  !/json|xml|^text\/|x-www-form-urlencoded|^multipart\//.test(media.mediaType) && (!media.root || media.root.type === 'any' || media.root.format === 'binary' || media.root.type.startsWith('file'));

function mediaTree(media: MediaModel): string {
  if (isFileBody(media)) return `Body: the file's bytes, as ${codeSpan(media.mediaType)}.`;
  return media.root ? schemaTree(media.root, media.mediaType) : `Body: ${codeSpan(media.mediaType)}, not described further.`;
}

/** One media type in full; the others named, and shown in full only where their fields differ. */
function bodies(contents: MediaModel[]): string[] {
  if (!contents.length) return [];
  const [first, ...others] = contents;
  const same = others.filter((media) => media.schema && !isFileBody(media) && JSON.stringify(media.schema) === JSON.stringify(first.schema));
  const different = others.filter((media) => !same.includes(media));
  const parts = [mediaTree(first)];
  if (same.length) parts.push(`Also as ${same.map((media) => codeSpan(media.mediaType)).join(', ')}, with the same fields.`);
  parts.push(...different.map(mediaTree));
  const encodings = contents.flatMap((media) => media.encoding.filter((encoding) => encoding.contentType).map((encoding) => `${codeSpan(encoding.name)} as ${codeSpan(encoding.contentType!)}`));
  if (encodings.length) parts.push(`Parts sent with their own content type: ${encodings.join(', ')}.`);
  return parts;
}

/**
 * The response's links as a list, one per link: a four-column table did not
 * fit beside the examples. Each says where it leads and what it fills in:
 * "`GetOrder`: [Get an order](…), with `orderId` = `$response.body#/id`. …".
 */
function linksList(links: LinkModel[], routeBase: string): string {
  if (!links.length) return '';
  const items = links.map((link) => {
    const target = link.target ? `[${markdownText(link.target.title)}](${routeBase}${link.target.id})` : link.reference ? codeSpan(link.reference) : '';
    const values = [...link.parameters.map((p) => `${codeSpan(p.name)} = ${codeSpan(p.expression)}`), ...(link.requestBody ? [`the body = ${codeSpan(link.requestBody)}`] : [])];
    const lead = [target, values.length ? `with ${values.join(', ')}` : ''].filter(Boolean).join(', ');
    const description = markdownText(link.description).replace(/\s*\n\s*/g, ' ');
    const sentence = lead && !/[.!?]$/.test(lead) ? `${lead}.` : lead;
    return `- ${codeSpan(link.name)}: ${[sentence, description].filter(Boolean).join(' ')}`;
  });
  return `Links from this response to other operations:\n\n${items.join('\n')}`;
}

function responseBlocks(responses: ResponseModel[], options: PageOptions, level: '##' | '####', prefix = ''): string[] {
  return responses.map((response, index) => {
    const anchor = responseAnchor(response.status, prefix);
    const heading = `${level}# ${markdownText(statusTitle(response.status))} \\{#${anchor}\\}`;
    // The section title sits in the first response's column, not above the
    // columns: the search index takes a heading's text from the elements
    // that follow it up to the next heading, and would take every response.
    // A callback's responses get their own heading too, so that no heading level is skipped after the callback's (h3, then h5).
    const title = level === '##' ? '## Responses \\{#responses\\}' : `#### Responses \\{#${prefix}responses\\}`;
    const main = [index === 0 ? title : '', heading, markdownText(response.description), ...bodies(response.contents)];
    if (response.headers.length) main.push(`Headers:\n\n${element('ParamList', {}, response.headers.map(headerRow).join('\n'), 'elements')}`);
    main.push(linksList(response.links, options.routeBase));
    return columns(main, allExamples(response.contents));
  });
}

function requestBlock(op: OperationModel, level: '##' | '####', prefix = ''): string {
  const body = op.requestBody;
  if (!body) return '';
  const title = op.kind === 'webhook' ? 'Request body (what the API sends)' : 'Request body';
  const main = [
    `${level} ${title} \\{#${prefix}request-body\\}`,
    `${body.required ? 'Required.' : 'Optional.'} ${markdownText(body.description)}`.trim(),
    ...bodies(body.contents),
  ];
  return columns(main, allExamples(body.contents));
}

/** The name a page imports its samples' JSON as. */
const samplesImportName = 'codeSamples';

/** An operation's code samples as the JSON file of its page holds them (packages/api-reference/src/theme/ApiSamples). */
export function samplesFile(op: OperationModel): SamplesFile {
  return {
    tabs: sampleTabs(op.samples).map((tab) => ({
      value: tab.language,
      label: tab.label,
      blocks: tab.samples.map((sample) => ({language: sample.highlight, title: sampleTitle(sample, tab), code: sample.code})),
    })),
  };
}

function samplesSection(op: OperationModel, options: PageOptions): {mdx: string; imports: string} {
  const heading = '## Code samples \\{#code-samples\\}';
  if (options.samplesJson) {
    const file = samplesFile(op);
    if (!file.tabs.length) return {mdx: '', imports: ''};
    const {importPath, src} = options.samplesJson(op.id);
    const tabs = file.tabs.map((tab) => ({...tab, blocks: tab.blocks.map(({code: _code, ...block}) => block)}));
    const samples = element('ApiSamples', {src, tabs}).replace(/ \/>$/, ` code={${samplesImportName}} />`);
    return {mdx: `${heading}\n\n${samples}`, imports: `import ${samplesImportName} from '${importPath}';`};
  }
  const tabs = sampleTabs(op.samples).map((tab) =>
    element('TabItem', {value: tab.language, label: tab.label}, tab.samples.map((sample) => {
      const title = sampleTitle(sample, tab);
      return fence(sample.highlight, sample.code, title ? `title=${JSON.stringify(title)}` : '');
    }).join('\n\n')),
  );
  if (!tabs.length) return {mdx: '', imports: ''};
  return {mdx: `${heading}\n\n<Tabs groupId="code-language">\n${tabs.join('\n')}\n</Tabs>`, imports: ''};
}

/**
 * An operation's or a tag's `externalDocs`, as Redoc shows it: "Find out more:"
 * and a link whose text is its description, else its URL. A URL that
 * safe-url.ts refuses (`javascript:`) is shown as that text alone.
 */
export function findOutMore(docs: ExternalDocsModel | undefined): string {
  if (!docs) return '';
  const text = (docs.description ?? docs.url).trim();
  return `${findOutMorePrefix(text)}${markdownLink(text, docs.url)}${/[.!?:]\s*$/.test(text) ? '' : '.'}`;
}

function deprecationNotice(op: OperationModel, routeBase: string): string {
  const replacement = op.replacedBy;
  return element('DeprecationNotice', {replacementLink: replacement && `${routeBase}${replacement.id}`, replacementTitle: replacement?.title});
}

function callbackSection(op: OperationModel, options: PageOptions): string[] {
  if (!op.callbacks.length) return [];
  const parts = ['## Callbacks \\{#callbacks\\}', 'Requests the API sends to your server after this operation; the URL is taken from the request, as the expression says.'];
  op.callbacks.forEach((callback, index) => {
    for (const cb of callback.operations) {
      const prefix = `callback-${index + 1}-${cb.method.toLowerCase()}-`;
      parts.push(`### ${markdownText(plain(callback.name))}: \`${cb.method}\` ${markdownText(`\`${cb.path}\``)} \\{#${prefix.replace(/-$/, '')}\\}`, markdownText(cb.description));
      parts.push(requestBlock(cb, '####', prefix), ...responseBlocks(cb.responses, options, '####', prefix));
    }
  });
  return parts.filter(Boolean);
}

function endpoint(op: OperationModel, routeBase: string, settings: ReferenceSettings): string {
  // The Markdown twin that artifacts.ts writes beside the page.
  const markdown = `${routeBase}${op.id}.md`;
  if (op.kind === 'webhook') {
    return `A webhook: the API sends this \`${op.method}\` request (${markdownText(`\`${op.path}\``)}) to your server, and the responses below are what it expects back. ${element('MarkdownTwin', {href: markdown})}`;
  }
  return element('ApiEndpoint', {method: op.method, path: op.path, servers: op.servers, markdown}, urlVariables(op.servers, settings));
}

/**
 * What each URL variable of the servers means, as Markdown for ApiEndpoint to
 * show under the URLs: the spec's descriptions are CommonMark. A variable the
 * site keeps as its `{name}` placeholder (ReferenceSettings.serverVariables) is
 * left out: the component's form for it, with the site's hint, stands in its place.
 */
function urlVariables(servers: ServerModel[], settings: ReferenceSettings): string | undefined {
  const placeholders = placeholdersOf(settings);
  const variables = servers
    .flatMap((server) => server.variables)
    .filter((variable, index, all) => !placeholders.has(variable.name) && all.findIndex((other) => other.name === variable.name) === index);
  return variables.length ? variables.map((variable) => `- ${serverVariableText(variable, markdownText)}`).join('\n') : undefined;
}

/** Previous and next of a page of a static-pages site: the overview and the operations are in two sidebars, and the docs plugin goes through one. */
function paginationOf(id: string, options: PageOptions): Record<string, string | null> {
  const neighbours = options.neighbours?.get(id);
  if (!neighbours) return {};
  const prefixed = (pageId: string | null) => (pageId === null ? null : `${options.settings.docIdPrefix}${pageId}`);
  return {pagination_prev: prefixed(neighbours.previous), pagination_next: prefixed(neighbours.next)};
}

/**
 * A scheme as an operation's page shows it: its flows without their lists of
 * scopes (the overview's section of the scheme has them; the page names the
 * scopes the operation needs) and without its description (the overview's too).
 * Google's dataportability.json repeats an OAuth flow of every scope with
 * its description in each of its alternatives: a JSX attribute of 223 KB on
 * each page, which the MDX compiler did not get through in 25 s.
 */
const onOperationPage = (alternative: SecuritySchemeModel[]): Scheme[] =>
  alternative.map(({description: _description, ...scheme}) => ({...scheme, flows: scheme.flows.map((flow) => ({...flow, scopes: []}))}));

export function renderOperationPage(op: OperationModel, options: PageOptions): string {
  const description = firstLine(op.description);
  const reference = ['## Authentication \\{#authentication\\}', element('ApiSecurity', {alternatives: op.security.map(onOperationPage)}), options.securityNote ?? ''];
  if (op.kind === 'webhook') reference.splice(0, 3);
  if (op.params.length) {
    reference.push('## Parameters \\{#parameters\\}', element('ParamList', {}, op.params.map(paramRow).join('\n'), 'elements'));
  }
  if (op.tags.length > 1) reference.push(`Listed under ${op.tags.map((tag) => `**${markdownText(plain(tag))}**`).join(', ')}.`);
  const {mdx: samples, imports: samplesImports} = op.kind === 'webhook' ? {mdx: '', imports: ''} : samplesSection(op, options);
  const sections = [
    frontMatter({
      id: op.id,
      title: op.title,
      description: description || op.title,
      sidebar_label: op.title,
      custom_edit_url: null,
      // The page's own second column takes the table of contents' place.
      hide_table_of_contents: true,
      ...paginationOf(op.id, options),
    }),
    `${titleHeading(op.title)}${op.deprecated ? ` ${element('DeprecatedBadge', {})}` : ''}`,
    ...(op.deprecated ? [deprecationNotice(op, options.routeBase)] : []),
    options.changeNotes?.get(op.id) ?? '',
    markdownText(op.description),
    findOutMore(op.externalDocs),
    endpoint(op, options.routeBase, options.settings),
    reference.filter(Boolean).length ? columns(reference, samples ? [samples] : [], true) : '',
    requestBlock(op, '##'),
    ...responseBlocks(op.responses, options, '##'),
    ...callbackSection(op, options),
  ];
  const [front, ...body] = sections.filter(Boolean);
  return withImports(front, `${body.join('\n\n')}\n`, samplesImports);
}

/** The heading of a schema page's last section, what uses it (usedBySection). */
export const usedByHeading = '## Used by \\{#used-by\\}';

/** What uses a schema: the operations and webhooks whose pages write it out or link to it, and the schemas that refer to it. */
function usedBySection(schema: SchemaPageModel, routeBase: string): string {
  // An operation titled by its method and path (no summary) is not followed by them again.
  const operations = schema.usedBy.map((op) => `- [${markdownText(op.title)}](${routeBase}${op.id})${op.title === `${op.method} ${op.path}` ? '' : `: ${op.method === 'WEBHOOK' ? 'webhook ' : `${codeSpan(op.method)} `}${codeSpan(op.path)}`}`);
  const schemas = schema.usedIn.map((other) => `[${markdownText(other.name)}](${other.href})`);
  const parts = [usedByHeading];
  if (operations.length) parts.push(operations.join('\n'));
  if (schemas.length) parts.push(`Fields of the schema${schemas.length > 1 ? 's' : ''} ${schemas.join(', ')}.`);
  if (!operations.length && !schemas.length) parts.push('No operation shows it by name: its fields are part of the schemas that extend it.');
  return parts.join('\n\n');
}

/**
 * A named schema's own page: its description, its fields (a named schema
 * inside it links to its own page), its variants, an example built from it,
 * and what uses it. The search index reads it as it reads an operation page
 * (its fields' names are places on it), by the Schema section.
 */
export function renderSchemaPage(schema: SchemaPageModel, options: PageOptions): string {
  const front = frontMatter({
    id: schema.id.slice(schema.id.lastIndexOf('/') + 1),
    title: schema.title,
    description: schema.summary || `The ${schema.title} schema of the API.`,
    sidebar_label: schema.title,
    custom_edit_url: null,
    hide_table_of_contents: true,
    ...paginationOf(schema.id, options),
  });
  const root = schema.root;
  const fields = root.children.length || root.variants ? schemaTree(root, undefined, 'Schema', true) : `A value of type ${codeSpan(root.type)}${root.format ? ` (${codeSpan(root.format)})` : ''}${root.enum ? `, one of ${root.enum.map((value) => codeSpan(value.value)).join(', ')}` : ''}.`;
  const example = schema.example ? examplesOf([schema.example], 'application/json') : [];
  const body = [
    `${titleHeading(schema.title)}${schema.deprecated ? ` ${element('DeprecatedBadge', {})}` : ''}`,
    markdownText(schema.description),
    // The heading is where a recursive field's link lands: the root's anchor.
    columns([`## Fields \\{#${root.anchor}\\}`, fields], example),
    usedBySection(schema, options.routeBase),
  ].filter(Boolean);
  return withImports(front, `${body.join('\n\n')}\n`);
}

function operationRows(operations: OverviewOperation[], routeBase: string): string {
  return operations
    .map((op) => `| \`${op.method}\` | ${markdownText(`\`${op.path}\``)} | [${markdownText(op.title)}](${routeBase}${op.id})${op.deprecated ? ' (deprecated)' : ''} |`)
    .join('\n');
}

/** What the reference of another spec says about the API besides its operations; the Komodo guides say it in prose. */
function aboutSections(overview: OverviewModel, download: string, settings: ReferenceSettings): string[] {
  const parts: string[] = [];
  const facts = [
    `Version ${markdownText(overview.version)}, described in ${overview.openapi}${overview.convertedFrom ? ' (shown here as OpenAPI 3.1)' : ''}: download it as [YAML](pathname:///${download}.yaml) or [JSON](pathname:///${download}.json) to generate a client or import it into an API tool.`,
    overview.contact && (overview.contact.url || overview.contact.email)
      ? `Contact: ${[overview.contact.name && literalText(String(overview.contact.name)), overview.contact.url && markdownLink(String(overview.contact.url), overview.contact.url), overview.contact.email && markdownLink(String(overview.contact.email), `mailto:${overview.contact.email}`)].filter(Boolean).join(', ')}.`
      : '',
    overview.license ? `Licence: ${markdownLink(String(overview.license.name ?? ''), overview.license.url)}.` : '',
    overview.termsOfService ? `${markdownLink('Terms of service', overview.termsOfService)}.` : '',
    overview.externalDocs ? `${markdownLink(overview.externalDocs.description ?? 'More documentation', overview.externalDocs.url)}.` : '',
  ].filter(Boolean);
  parts.push(facts.map((fact) => `- ${fact}`).join('\n'));
  if (overview.servers.length) {
    parts.push('## Servers \\{#servers\\}', element('ApiEndpoint', {method: '', path: '', servers: overview.servers}, urlVariables(overview.servers, settings)));
  }
  if (overview.securitySchemes.length) {
    parts.push('## Authentication \\{#authentication\\}');
    for (const scheme of overview.securitySchemes) {
      parts.push(`### ${markdownText(plain(scheme.key))} \\{#${schemeAnchor(scheme.key)}\\}`, element('ApiSecurity', {alternatives: [[scheme]], details: true}), markdownText(scheme.description));
    }
  }
  return parts;
}

export function renderInfoPage(overview: OverviewModel, options: PageOptions): string {
  const {routeBase, settings} = options;
  // The sidebar of static pages and Redoc's `#tag/…` links in descriptions land on each tag's section by its anchor.
  const headingId = (tag: OverviewModel['tags'][number]) => ` \\{#${tag.anchor}\\}`;
  // A tag without operations (`Pagination`, `Errors`) is a section of its own after the description, as Redoc shows it.
  const topics = overview.tags
    .filter((tag) => tag.name && !tag.operations.length)
    .map((tag) => [`## ${markdownText(tag.label)}${headingId(tag)}`, markdownText(tag.description), findOutMore(tag.externalDocs)].filter(Boolean).join('\n\n'));
  const rows = overview.tags.filter((tag) => !tag.name || tag.operations.length).map(
    // Operations without a tag come first, under the section's own heading;
    // a tag named like a section of the page gets an id of its own.
    (tag) =>
      [
        tag.name ? `### ${markdownText(tag.label)}${headingId(tag)}` : '',
        markdownText(tag.description),
        findOutMore(tag.externalDocs),
        `| Method | Path | Operation |\n| --- | --- | --- |\n${operationRows(tag.operations, routeBase)}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
  );
  const webhooks = overview.webhooks.length
    ? ['## Webhooks \\{#webhooks\\}', `Requests the API sends to your server.\n\n| Method | Name | Webhook |\n| --- | --- | --- |\n${operationRows(overview.webhooks, routeBase)}`]
    : [];
  const given = overview.convertedFrom ?? overview.openapi.split('.').slice(0, 2).join('.');
  const front = frontMatter({
      id: overview.id,
      title: overview.title,
      description: firstLine(overview.description) || overview.title,
      sidebar_label: 'Overview',
      slug: settings.overviewSlug,
      custom_edit_url: null,
      ...paginationOf(overview.id, options),
    });
  const body = [
    titleHeading(overview.title),
    markdownText(withHeadingIds(overview.description, overview.sections)),
    ...topics,
    // A site with guides says the rest in its overview's description; another spec's gets it from the spec's other fields.
    ...(settings.overviewTitle
      ? [`Download the spec as [${given} YAML](pathname:///${options.download}.yaml) or [JSON](pathname:///${options.download}.json) to generate a client or import it into an API tool.`]
      : aboutSections(overview, options.download, options.settings)),
    ...(options.changesSection ? [options.changesSection] : []),
    ...(rows.length ? ['## Operations \\{#operations\\}', ...rows] : []),
    ...webhooks,
  ].join('\n\n') + '\n';
  return withImports(front, body);
}
