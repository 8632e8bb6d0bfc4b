// Plain-Markdown twin of each reference page, for llms.txt readers and for
// anyone who wants the reference as text. Rendered from the same model as the page.
import {findOutMorePrefix, statusTitle, type ExternalDocsModel, type MediaModel, type OperationModel, type ResponseModel, type ServerModel, type ServerVariableModel} from '../model/operation';
import {exampleTitle} from '../model/examples';
import {type SecuritySchemeModel} from '../model/security';
import {sampleTabs, sampleTitle} from '../samples/samples';
import type {SchemaNode} from '../model/schema';
import {codeSpan, fence} from './mdx';
import type {ParamExample} from '../model/examples';
import {plain} from '../model/plain-text';
import {limitWords} from '../model/schema-limits';
import type {SchemaPageModel} from '../model/schema-pages';
import {safeUrl} from '../model/safe-url';

function cell(text: string | undefined): string {
  return (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/**
 * A URL variable in Markdown: `{name}`, what it is, its default and the values
 * it takes. `text` prepares the spec's description (CommonMark) for where it
 * goes: escaped for MDX on the web page, as it is in the twin.
 *
 * OpenAPI requires a default of every URL variable, so a spec may give one
 * that is only an example of a value that differs for each reader (a
 * customer's region). Where a variable takes any value and its description
 * names the default, the description's words say what that value is ("for
 * example `us.east1`"), and no "Default" of ours overrides them. With an
 * enum, the default is one of the listed values and is named as the default.
 */
export function serverVariableText(variable: ServerVariableModel, text: (markdown: string) => string = (markdown) => markdown.trim()): string {
  // Further lines stay inside the list item the caller puts this in.
  const description = text(variable.description).replace(/\n/g, '\n  ');
  const sentence = description && !/[.!?:]$/.test(description) ? `${description}.` : description;
  if (!variable.enum?.length && variable.description.includes(`\`${variable.defaultValue}\``)) return `\`{${variable.name}}\`: ${sentence}`;
  const values = variable.enum?.length ? `; one of ${variable.enum.map((value) => `\`${value}\``).join(', ')}` : '';
  return `\`{${variable.name}}\`: ${sentence ? `${sentence} ` : ''}Default \`${variable.defaultValue}\`${values}.`;
}

/**
 * The servers' URLs for a path, each with its description, then what each URL
 * variable means (once, however many servers use it): its default and the
 * values it takes. Also llms.txt's list of the servers (an empty path).
 */
export function serversText(servers: ServerModel[], path: string): string {
  const urls = servers.map((server) => `- \`${server.url.replace(/\/$/, '')}${path}\`${server.description ? ` — ${cell(server.description)}` : ''}`);
  const variables = servers.flatMap((server) => server.variables).filter((variable, index, all) => all.findIndex((other) => other.name === variable.name) === index);
  return [urls.join('\n'), variables.length ? `URL variables:\n\n${variables.map((variable) => `- ${serverVariableText(variable)}`).join('\n')}` : ''].filter(Boolean).join('\n\n');
}

/** A parameter's examples as the page shows them: `Example: `7`.`, named and labelled invalid where they are. */
export function paramExamplesText(examples: ParamExample[]): string {
  if (!examples.length) return '';
  const items = examples.map((example) => {
    const notes = [example.name, example.invalid && `invalid against its schema: ${example.invalid}`].filter(Boolean);
    return `${codeSpan(example.text)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
  });
  return `${examples.length > 1 ? 'Examples' : 'Example'}: ${items.join('; ')}.`;
}

function describe(node: SchemaNode): string {
  const facts = [node.type + (node.format ? ` (${node.format})` : '')];
  if (node.nullable) facts.push('nullable');
  if (!node.required) facts.push('optional');
  if (node.deprecated) facts.push('deprecated');
  if (node.readOnly) facts.push('read-only');
  if (node.writeOnly) facts.push('write-only');
  if (node.constValue !== undefined) facts.push(`always ${node.constValue}`);
  if (node.defaultValue !== undefined) facts.push(`default ${node.defaultValue}`);
  facts.push(...limitWords(node.limits));
  const enumText = node.enum?.map((value) => `\`${value.value}\`${value.meaning ? ` (${value.meaning})` : ''}`).join(', ');
  const name = node.additional ? 'any other property' : `\`${node.name}\``;
  const recursive = node.recursiveOf ? `Recursive: the fields of the ${node.type} above.` : node.shownAt ? `The fields of the ${node.type} above.` : node.schemaPage ? schemaPageText(node) : '';
  return [`${name} — ${facts.join(', ')}.`, cell(node.description), enumText ? `Values: ${enumText}.` : '', recursive].filter(Boolean).join(' ');
}

/** Where a named schema's fields are, in its own page's twin: `pages` is the URL of the folder the twins are in. */
let pagesUrl = '';

function schemaPageText(node: SchemaNode): string {
  const link = node.schemaPage!;
  return `Its fields: [${link.name}](${pagesUrl}${link.id}.md)${link.summary && link.summary !== node.description?.trim() ? ` (${cell(link.summary)})` : ''}.`;
}

function tree(nodes: SchemaNode[], depth = 0): string {
  return nodes
    .map((node) => `${'  '.repeat(depth)}- ${describe(node)}${node.children.length ? `\n${tree(node.children, depth + 1)}` : ''}${variants(node, depth + 1)}`)
    .filter(Boolean)
    .join('\n');
}

function variants(node: SchemaNode, depth: number): string {
  if (!node.variants) return '';
  const pad = '  '.repeat(depth);
  const lead = `${pad}- ${node.variants.kind === 'oneOf' ? 'Exactly one of' : 'One or more of'}${node.variants.discriminator ? ` (by \`${node.variants.discriminator}\`)` : ''}:`;
  const options = node.variants.options.map(
    (option) =>
      `${pad}  - ${option.title}${option.discriminatorValue !== undefined ? ` (\`${option.discriminatorValue}\`)` : ''}${option.node.shownAt || option.node.recursiveOf ? `: the fields of the ${option.node.type} above` : option.node.schemaPage ? `: ${schemaPageText(option.node)}` : ''}${option.node.children.length ? `\n${tree(option.node.children, depth + 2)}` : ''}`,
  );
  return `\n${[lead, ...options].join('\n')}`;
}

function schemeText(scheme: SecuritySchemeModel): string {
  const kind = scheme.type === 'http' ? `HTTP ${scheme.scheme}` : scheme.type === 'apiKey' ? `API key in ${scheme.in} \`${scheme.name}\`` : scheme.type;
  return `${plain(scheme.key)} (${kind}${scheme.scopes.length ? `, scopes ${scheme.scopes.join(', ')}` : ''})`;
}

function bodyText(contents: MediaModel[]): string[] {
  return contents.flatMap((media) => {
    const parts = [`Body (${media.mediaType})${media.root ? `: ${media.root.type}` : ''}`];
    if (media.root?.children.length) parts.push(tree(media.root.children) + variants(media.root, 0));
    else if (media.root?.variants) parts.push(variants(media.root, 0).trim());
    for (const example of media.examples) {
      if (example.value === undefined) continue;
      const isText = typeof example.value === 'string' && !/json/.test(media.mediaType);
      parts.push(`${exampleTitle(example)}\n\n${fence(isText ? 'text' : 'json', isText ? String(example.value) : JSON.stringify(example.value, null, 2))}`);
    }
    return parts;
  });
}

function responsesText(responses: ResponseModel[], level: string): string[] {
  return responses.flatMap((response) => [
    `${level} ${statusTitle(response.status)}`,
    response.description,
    ...bodyText(response.contents),
    response.headers.length ? `Headers: ${response.headers.map((header) => `\`${header.name}\` (${header.type})${header.description ? `: ${cell(header.description)}` : ''}`).join('; ')}` : '',
    response.links.length
      ? `Links:\n\n${response.links
          .map((link) => {
            const values = [...link.parameters.map((p) => `\`${p.name}\` = \`${p.expression}\``), ...(link.requestBody ? [`the body = \`${link.requestBody}\``] : [])];
            return `- \`${link.name}\` → ${[link.target?.title ?? link.reference ?? '', values.length ? `with ${values.join(', ')}` : ''].filter(Boolean).join(', ')}.${link.description ? ` ${cell(link.description)}` : ''}`;
          })
          .join('\n')}`
      : '',
  ]);
}

/** An `externalDocs` as the page shows it (page.ts findOutMore): a link only where safe-url.ts allows its URL, else its text. */
function findOutMoreText(docs: ExternalDocsModel | undefined): string {
  if (!docs) return '';
  const text = (docs.description ?? docs.url).trim().replace(/\s*\n\s*/g, ' ');
  const href = safeUrl(docs.url)?.trim();
  const link = href ? `[${text.replace(/[[\]\\]/g, '\\$&')}](<${href.replace(/[<>\\\s]/g, (char) => encodeURIComponent(char))}>)` : text;
  return `${findOutMorePrefix(text)}${link}${/[.!?:]$/.test(text) ? '' : '.'}`;
}

function deprecation(op: OperationModel, pageUrl: string): string {
  if (!op.deprecated) return '';
  const sibling = op.replacedBy && pageUrl.replace(/[^/]*$/, `${op.replacedBy.id}.md`);
  const instead = op.replacedBy ? ` Use [${op.replacedBy.title}](${sibling}) instead.` : '';
  return `**Deprecated.** Do not build new integrations on this operation.${instead}`;
}

export function renderOperationMarkdown(op: OperationModel, pageUrl: string): string {
  pagesUrl = pageUrl.slice(0, pageUrl.length - op.id.length);
  const parts = [
    `# ${op.title}${op.deprecated ? ' (deprecated)' : ''}`,
    op.kind === 'webhook' ? `Webhook \`${op.method} ${op.path}\` — [web page](${pageUrl})` : `\`${op.method} ${op.path}\` — [web page](${pageUrl})`,
    deprecation(op, pageUrl),
    op.description,
    findOutMoreText(op.externalDocs),
  ];
  if (op.kind !== 'webhook') {
    parts.push(
      '## Base URLs',
      serversText(op.servers, op.path),
      '## Authentication',
      op.security.length ? op.security.map((set) => `- ${set.length ? set.map(schemeText).join(' + ') : 'no authentication'}`).join('\n') : 'None.',
    );
  }
  if (op.params.length) {
    parts.push(
      '## Parameters',
      '| Name | In | Type | Required | Default | Constraints | Description |\n| --- | --- | --- | --- | --- | --- | --- |\n' +
        op.params
          .map(
            (param) =>
              `| \`${param.name}\`${param.deprecated ? ' (deprecated)' : ''} | ${param.in} | ${param.type} | ${param.required ? 'required' : 'optional'} | ${param.defaultValue ?? ''} | ${[...limitWords(param.limits), ...(param.enum ? [`one of ${param.enum.join(', ')}`] : [])].join(', ')} | ${cell([param.description, paramExamplesText(param.examples)].filter(Boolean).join(' '))} |`,
          )
          .join('\n'),
    );
  }
  if (op.requestBody) parts.push('## Request body', `${op.requestBody.required ? 'Required.' : 'Optional.'} ${op.requestBody.description}`.trim(), ...bodyText(op.requestBody.contents));
  parts.push('## Responses', ...responsesText(op.responses, '###'));
  for (const callback of op.callbacks) {
    for (const cb of callback.operations) {
      parts.push(`## Callback ${plain(callback.name)}: \`${cb.method} ${cb.path}\``, cb.description);
      if (cb.requestBody) parts.push(...bodyText(cb.requestBody.contents));
      parts.push(...responsesText(cb.responses, '###'));
    }
  }
  const samples = op.samples;
  if (samples.length) parts.push('## Code samples');
  for (const tab of sampleTabs(samples)) {
    parts.push(`### ${tab.label}`);
    for (const sample of tab.samples) {
      const title = sampleTitle(sample, tab);
      parts.push(`${title ? `${title}:\n\n` : ''}${fence(sample.highlight, sample.code)}`);
    }
  }
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** The twin of a schema's page: its description, fields, example and what uses it. `pagesUrl`: where the pages are (the twins beside them). */
export function renderSchemaMarkdown(schema: SchemaPageModel, pagesBase: string): string {
  pagesUrl = pagesBase;
  const {root} = schema;
  const parts = [
    `# ${schema.title}${schema.deprecated ? ' (deprecated)' : ''}`,
    `Schema \`${schema.name}\` — [web page](${pagesBase}${schema.id})`,
    schema.description,
    '## Fields',
    root.children.length ? tree(root.children) + variants(root, 0) : root.variants ? variants(root, 0).trim() : `A value of type ${root.type}${root.format ? ` (${root.format})` : ''}${root.enum ? `, one of ${root.enum.map((value) => `\`${value.value}\``).join(', ')}` : ''}.`,
  ];
  if (schema.example) parts.push(exampleTitle(schema.example), fence('json', JSON.stringify(schema.example.value, null, 2)));
  parts.push('## Used by');
  if (schema.usedBy.length) parts.push(schema.usedBy.map((op) => `- [${op.title}](${pagesBase}${op.id}.md)${op.title === `${op.method} ${op.path}` ? '' : `: \`${op.method === 'WEBHOOK' ? 'webhook' : op.method} ${op.path}\``}`).join('\n'));
  if (schema.usedIn.length) parts.push(`Fields of: ${schema.usedIn.map((other) => `[${other.name}](${pagesBase}${other.id}.md)`).join(', ')}.`);
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
