// The generated REST pages, rendered from the model (./model.ts). The MDX
// uses a few server-rendered components of ours, so everything a reader needs
// is in the static HTML (and in the search index).
//
// Page structure: the description and the endpoint, then two columns
// (src/components/ApiOperationLayout): the code samples beside authentication and parameters,
// then each response's fields beside its example. In one column (phones) the
// samples come right after the endpoint and each example after its fields.
import {element} from './components';
import {fence, firstLine, frontMatter, markdownText} from './mdx';
import {statusText, type OperationModel, type ParamModel} from './operation';
import {buildSamples} from './samples';
import type {SchemaNode} from './schema';
import type {OverviewModel} from './model';

const imports = [
  "import ApiEndpoint from '@site/src/components/ApiEndpoint';",
  "import ApiSecurity from '@site/src/components/ApiSecurity';",
  "import ApiColumns, {ApiAside, ApiMain, MoreExample} from '@site/src/components/ApiOperationLayout';",
  "import DeprecationNotice, {DeprecatedBadge} from '@site/src/components/DeprecationNotice';",
  "import ParamList, {ParamRow} from '@site/src/components/ParamList';",
  "import SchemaTree, {SchemaProperty, SchemaChildren} from '@site/src/components/SchemaTree';",
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
].join('\n');

function paramRow(param: ParamModel): string {
  return element(
    'ParamRow',
    {
      name: param.name,
      in: param.in,
      anchor: param.anchor,
      type: param.type,
      format: param.format,
      required: param.required,
      deprecated: param.deprecated,
      defaultValue: param.defaultValue,
      limits: hasLimits(param.limits) ? param.limits : undefined,
    },
    markdownText(param.description),
  );
}

const hasLimits = (limits: object): boolean => Object.keys(limits).length > 0;

function schemaProperty(node: SchemaNode, depth: number): string {
  const nested = node.children.length
    ? `\n\n${element(
        'SchemaChildren',
        {title: node.itemType ?? node.type, count: node.children.length, open: depth === 0},
        node.children.map((child) => schemaProperty(child, depth + 1)).join('\n'),
        'elements',
      )}`
    : '';
  return element(
    'SchemaProperty',
    {
      name: node.name,
      anchor: node.anchor,
      type: node.type,
      format: node.format,
      required: node.required,
      nullable: node.nullable,
      deprecated: node.deprecated,
      enumValues: node.enum,
      limits: hasLimits(node.limits) ? node.limits : undefined,
    },
    `${markdownText(node.description)}${nested}`,
  );
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

function responseExamples(response: OperationModel['responses'][number]): string[] {
  return response.examples.map((example, index) => {
    const title = `Example: ${example.summary ?? example.name}`;
    const json = JSON.stringify(example.value, null, 2);
    if (index === 0) return fence('json', json, `title=${JSON.stringify(title)}`);
    return element('MoreExample', {title}, fence('json', json));
  });
}

function responseSection(op: OperationModel): string {
  const title = '## Responses \\{#responses\\}';
  if (!op.responses.length) return title;
  return op.responses
    .map((response, index) => {
      const heading = `### ${response.status} ${statusText[response.status] ?? ''} \\{#response-${response.status}\\}`.replace('  ', ' ');
      // The section title sits in the first response's column, not above the
      // columns: the search index takes a heading's text from the elements
      // that follow it up to the next heading, and would take every response.
      const main = [index === 0 ? title : '', heading, markdownText(response.description)];
      if (response.root) {
        const tree = response.root.children.length
          ? response.root.children.map((child) => schemaProperty(child, 0)).join('\n')
          : schemaProperty({...response.root, name: 'body'}, 0);
        main.push(element('SchemaTree', {title: response.root.type, mediaType: response.mediaType}, tree, 'elements'));
      }
      return columns(main, responseExamples(response));
    })
    .join('\n\n');
}

function samplesSection(op: OperationModel): string {
  const tabs = buildSamples(op).map(
    (sample) =>
      element('TabItem', {value: sample.language, label: sample.label}, fence(sample.highlight, sample.code)),
  );
  return `## Code samples \\{#code-samples\\}\n\n<Tabs groupId="code-language">\n${tabs.join('\n')}\n</Tabs>`;
}

function deprecationNotice(op: OperationModel): string {
  const replacement = op.replacedBy;
  return element('DeprecationNotice', {replacementLink: replacement && `/docs/rest/v1/${replacement.id}`, replacementTitle: replacement?.title});
}

export function renderOperationPage(op: OperationModel): string {
  const description = firstLine(op.description);
  const reference = [
    '## Authentication \\{#authentication\\}',
    element('ApiSecurity', {alternatives: op.security}),
  ];
  if (op.params.length) {
    reference.push('## Parameters \\{#parameters\\}', element('ParamList', {}, op.params.map(paramRow).join('\n'), 'elements'));
  }
  const sections = [
    frontMatter({
      id: op.id,
      title: op.title,
      description: description || op.title,
      sidebar_label: op.title,
      custom_edit_url: null,
      // The page's own second column takes the table of contents' place.
      hide_table_of_contents: true,
    }),
    imports,
    `# ${markdownText(op.title)}${op.deprecated ? ` ${element('DeprecatedBadge', {})}` : ''}`,
    ...(op.deprecated ? [deprecationNotice(op)] : []),
    markdownText(op.description),
    element('ApiEndpoint', {method: op.method, path: op.path, servers: op.servers}),
    columns(reference, [samplesSection(op)], true),
    responseSection(op),
  ];
  return `${sections.join('\n\n')}\n`;
}

export function renderInfoPage(overview: OverviewModel): string {
  const rows = overview.tags.map((tag) => {
    const operations = tag.operations
      .map((op) => `| \`${op.method}\` | \`${op.path}\` | [${op.title}](/docs/rest/v1/${op.id})${op.deprecated ? ' (deprecated)' : ''} |`)
      .join('\n');
    return `### ${tag.name}\n\n${markdownText(tag.description)}\n\n| Method | Path | Operation |\n| --- | --- | --- |\n${operations}`;
  });
  return [
    frontMatter({
      id: overview.id,
      // The home page's h1 is the API's name; this page is its REST part.
      title: `REST API v${overview.version.split('.')[0]}`,
      description: firstLine(overview.description),
      sidebar_label: 'Overview',
      custom_edit_url: null,
    }),
    `# REST API v${overview.version.split('.')[0]}`,
    markdownText(overview.description),
    `Download the spec as [OpenAPI 3.1 YAML](pathname:///openapi/rest-v1.yaml) or [JSON](pathname:///openapi/rest-v1.json) (version ${overview.version}) to generate a client or import it into an API tool.`,
    '## Operations \\{#operations\\}',
    ...rows,
  ].join('\n\n') + '\n';
}
