// Plain-Markdown twin of each REST page, for llms.txt readers and for anyone
// who wants the reference as text. Rendered from the same model as the page.
import {statusText, type OperationModel} from './operation';
import {buildSamples} from './samples';
import type {SchemaNode} from './schema';
import {fence} from './mdx';
import {limitWords} from '../../src/schema-limits';

function cell(text: string | undefined): string {
  return (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function describe(node: SchemaNode): string {
  const facts = [node.type + (node.format ? ` (${node.format})` : '')];
  if (node.nullable) facts.push('nullable');
  if (!node.required) facts.push('optional');
  if (node.deprecated) facts.push('deprecated');
  const enumText = node.enum?.map((value) => `\`${value.value}\`${value.meaning ? ` (${value.meaning})` : ''}`).join(', ');
  return [`\`${node.name}\` — ${facts.join(', ')}.`, cell(node.description), enumText ? `Values: ${enumText}.` : '']
    .filter(Boolean)
    .join(' ');
}

function tree(nodes: SchemaNode[], depth = 0): string {
  return nodes
    .map((node) => `${'  '.repeat(depth)}- ${describe(node)}${node.children.length ? `\n${tree(node.children, depth + 1)}` : ''}`)
    .join('\n');
}

function deprecation(op: OperationModel, pageUrl: string): string {
  if (!op.deprecated) return '';
  const sibling = op.replacedBy && pageUrl.replace(/[^/]*$/, `${op.replacedBy.id}.md`);
  const instead = op.replacedBy ? ` Use [${op.replacedBy.title}](${sibling}) instead.` : '';
  return `**Deprecated.** This operation still works but is pending removal.${instead}`;
}

export function renderOperationMarkdown(op: OperationModel, pageUrl: string): string {
  const parts = [
    `# ${op.title}${op.deprecated ? ' (deprecated)' : ''}`,
    `\`${op.method} ${op.path}\` — [web page](${pageUrl})`,
    deprecation(op, pageUrl),
    op.description,
    '## Base URLs',
    op.servers.map((server) => `- ${server.description}: \`${server.url}${op.path}\``).join('\n'),
    '## Authentication',
    op.security.map((set) => `- ${set.map((scheme) => scheme.key).join(' + ')}`).join('\n'),
  ];
  if (op.params.length) {
    parts.push(
      '## Parameters',
      '| Name | In | Type | Required | Default | Constraints | Description |\n| --- | --- | --- | --- | --- | --- | --- |\n' +
        op.params
          .map(
            (param) =>
              `| \`${param.name}\`${param.deprecated ? ' (deprecated)' : ''} | ${param.in} | ${param.type} | ${param.required ? 'required' : 'optional'} | ${param.defaultValue ?? ''} | ${limitWords(param.limits).join(', ')} | ${cell(param.description)} |`,
          )
          .join('\n'),
    );
  }
  parts.push('## Responses');
  for (const response of op.responses) {
    parts.push(`### ${response.status} ${statusText[response.status] ?? ''}`.trim(), response.description);
    if (response.root) parts.push(`Body: ${response.root.type}\n\n${tree(response.root.children)}`);
    for (const example of response.examples) {
      parts.push(`Example: ${example.summary ?? example.name}\n\n${fence('json', JSON.stringify(example.value, null, 2))}`);
    }
  }
  parts.push('## Code samples');
  for (const sample of buildSamples(op)) parts.push(`### ${sample.label}\n\n${fence(sample.highlight, sample.code)}`);
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
