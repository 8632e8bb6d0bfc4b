// The fields of a page as MDX: a parameter's and a header's row, and a
// schema's tree of fields (SchemaTree, SchemaProperty and SchemaChildren, with
// its variants), where a named schema with a page of its own is a link to it.
import {element} from './components';
import {markdownText} from './mdx';
import type {HeaderModel, ParamModel} from '../model/operation';
import type {SchemaNode} from '../model/schema';
import {fieldAnchor} from '../model/anchors';

const hasLimits = (limits: object): boolean => Object.keys(limits).length > 0;

export function paramRow(param: ParamModel): string {
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
      enumValues: param.enum,
      style: param.style && `${param.style}${param.explode ? ', exploded' : ''}`,
      mediaType: param.mediaType,
      limits: hasLimits(param.limits) ? param.limits : undefined,
      examples: param.examples.length ? param.examples : undefined,
    },
    markdownText(param.description),
  );
}

export function headerRow(header: HeaderModel): string {
  return element(
    'ParamRow',
    {name: header.name, in: 'header', anchor: header.anchor, type: header.type, format: header.format, required: header.required, deprecated: header.deprecated},
    markdownText(header.description),
  );
}

function variants(node: SchemaNode, depth: number): string {
  if (!node.variants) return '';
  const {kind, discriminator, options} = node.variants;
  return `\n\n${element(
    'SchemaVariants',
    {kind, discriminator},
    options
      .map((option, index) =>
        element(
          'SchemaVariant',
          {title: option.title, discriminatorValue: option.discriminatorValue, anchor: option.node.anchor, open: index === 0 && depth === 0},
          [markdownText(option.node.description === node.description ? '' : option.node.description), childList(option.node, depth + 1), variants(option.node, depth + 1), elsewhere(option.node)]
            .filter(Boolean)
            .join('\n\n'),
        ),
      )
      .join('\n'),
    'elements',
  )}`;
}

/** An alternative whose fields are listed elsewhere on the page (it recurs, or was shown above), or on its schema's page: a link there. */
function elsewhere(node: SchemaNode): string {
  if (node.schemaPage) {
    const {href, name, summary} = node.schemaPage;
    const said = summary && summary !== node.description?.trim() ? summary : '';
    return `Its fields are on the page of [${markdownText(name)}](${href})${said ? `: ${markdownText(said.replace(/\.$/, ''))}` : ''}.`;
  }
  const anchor = node.shownAt ?? node.recursiveOf;
  return anchor ? `Its fields are listed at [the ${markdownText(node.itemType ?? node.type)} above](#${anchor}).` : '';
}

function childList(node: SchemaNode, depth: number): string {
  if (!node.children.length) return '';
  return element('SchemaChildren', {title: node.itemType ?? node.type, count: node.children.length, open: depth === 0, bare: true}, node.children.map((child) => schemaProperty(child, depth + 1)).join('\n'), 'elements');
}

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
      readOnly: node.readOnly,
      writeOnly: node.writeOnly,
      additional: node.additional,
      enumValues: node.enum,
      constValue: node.constValue,
      defaultValue: node.defaultValue,
      recursiveOf: node.recursiveOf ? {anchor: node.recursiveOf, title: node.itemType ?? node.type} : undefined,
      shownAt: node.shownAt ? {anchor: node.shownAt, title: node.itemType ?? node.type} : undefined,
      limits: hasLimits(node.limits) ? node.limits : undefined,
    },
    // A named schema on its own page: a Markdown link, which the site's Link makes (its base path, and no JavaScript needed).
    [markdownText(node.description), node.schemaPage ? elsewhere(node) : ''].filter(Boolean).join('\n\n') + nested + variants(node, depth),
  );
}

/** The fields of a body: its properties, or the body itself when it is not an object with properties. */
export function schemaTree(root: SchemaNode, mediaType: string | undefined, title = 'Body', page?: true): string {
  const fields = root.children.length && !root.recursiveOf
    ? root.children.map((child) => schemaProperty(child, 0)).join('\n') + variants(root, 0)
    // The body as one field, anchored apart from the request's section (`request-body`) and any field of a body with properties.
    : schemaProperty({...root, name: 'body', anchor: fieldAnchor(root.anchor, 'value')}, 0);
  return element('SchemaTree', {label: title, title: root.type, mediaType, page}, fields, 'elements');
}
