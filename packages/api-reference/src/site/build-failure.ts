// What a failed Docusaurus build of a reference means, in the spec's terms.
// Docusaurus ends a failed build with its own stack traces; `npm run
// reference` keeps its messages and says instead which operation, field and
// place of the spec the failure comes from, and what to do.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {ApiModel} from '../model/api';
import type {OperationModel} from '../model/operation';
import type {SchemaNode} from '../model/schema';
import {linkPlace, placeOf} from '../model/links';

export interface FailureContext {
  model: ApiModel;
  /** The site folder the pages were generated into. */
  siteDir: string;
}

/** Docusaurus's output without stack frames, its MDX error's JSON details and the box-drawing of its error tree. */
export function withoutTraces(output: string): string {
  const lines: string[] = [];
  let details = false;
  for (const raw of output.split('\n')) {
    const line = raw.replace(/^[\s│╰─▶×]+/u, '').trimEnd();
    if (/^Details:$/.test(line)) details = true;
    else if (/^(?:Cause:|\[cause\]:|Error:|\[ERROR\])/.test(line) || /MDX compilation failed/.test(line)) details = false;
    if (details || /^at\s/.test(line) || /^[{}\]]$/.test(line) || !line) continue;
    if (/ExperimentalWarning|--trace-warnings/.test(line)) continue;
    lines.push(line);
  }
  return lines.join('\n');
}

/** Every field and parameter of an operation, with the part of the page it is in. */
function placesOf(op: OperationModel): {anchor: string; name: string; part: string; description?: string}[] {
  const places: {anchor: string; name: string; part: string; description?: string}[] = [];
  const walk = (node: SchemaNode, part: string) => {
    places.push({anchor: node.anchor, name: node.name || 'body', part, description: node.description});
    node.children.forEach((child) => walk(child, part));
    node.variants?.options.forEach((option) => walk(option.node, part));
  };
  for (const param of op.params) places.push({anchor: param.anchor, name: param.name, part: `${param.in} parameter`, description: param.description});
  op.requestBody?.contents.forEach((media) => media.root && walk(media.root, 'request body'));
  for (const response of op.responses) {
    response.contents.forEach((media) => media.root && walk(media.root, `response ${response.status}`));
    for (const header of response.headers) places.push({anchor: header.anchor, name: header.name, part: `response ${response.status} header`, description: header.description});
  }
  op.callbacks.forEach((callback) => callback.operations.forEach((cb) => placesOf(cb).forEach((place) => places.push({...place, part: `callback ${callback.name}, ${place.part}`}))));
  return places;
}

/** The operation (or the overview) a generated page is of, and the field at a line of it. */
function pageAt(file: string, line: number, {model}: FailureContext): string {
  const id = path.basename(file).replace(/\.(api|info)\.mdx$/, '');
  const op = model.operations.find((candidate) => candidate.id === id);
  if (!op) return id === model.overview.id ? `${model.specFile}: the overview (info.description and the tags' descriptions)` : `${model.specFile}: the page ${id}`;
  const where = `${model.specFile}: ${op.kind === 'operation' ? '' : `${op.kind} `}${op.method} ${op.path}${op.operationId ? ` (operationId ${op.operationId})` : ''}`;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return where;
  }
  // The last field or parameter opened at or before the line: its description is where the MDX broke.
  const before = text.split('\n').slice(0, line).join('\n');
  // The anchor as packages/api-reference/src/render/mdx.ts writes it: a string (`anchor="x"`), or an expression where it has to be.
  const anchors = [...before.matchAll(/<(?:SchemaProperty|ParamRow)\b[^\n]*?\banchor=(?:"([^"]+)"|\{"([^"]+)"\})/g)].map((match) => JSON.parse(`"${match[1] ?? match[2]}"`) as string);
  const place = placesOf(op).find((candidate) => candidate.anchor === anchors[anchors.length - 1]);
  if (!place) return `${where}, its description`;
  const firstLine = place.description?.split('\n').find((candidate) => candidate.trim().length > 8)?.trim().slice(0, 60);
  const spot = firstLine && placeOf(firstLine, model.files.length ? model.files : [model.specFile]);
  return `${spot ? `${spot}: ` : ''}${where.slice(model.specFile.length + 2)}, ${place.part} field ${place.name}: its description`;
}

/**
 * A sentence on what broke the build and where, for the failures a spec can
 * cause: a page that does not compile as MDX, a link or anchor that no page
 * answers. Undefined for any other failure: its messages, without traces, say it.
 */
export function explainFailure(output: string, context: FailureContext): string | undefined {
  const mdx = /MDX compilation failed for file "?([^"\n]+?\.mdx)"?\s*\n[\s│]*Cause: ([^\n]+)/.exec(output);
  if (mdx) {
    const [, file, cause] = mdx;
    const opened = /\((\d+):\d+-\d+:\d+\)\s*$/.exec(cause);
    const line = Number(opened?.[1] ?? /"line": (\d+)/.exec(output)?.[1] ?? 1);
    const reason = cause.replace(/\s*\(\d+:\d+-\d+:\d+\)\s*$/, '').replace(/`/g, '');
    return (
      `${pageAt(file, line, context)} does not compile as MDX: ${reason}.\n` +
      'Write that Markdown so that it stands alone (close each HTML tag it opens, or write the tags as text), and report it: the generator should have made it safe.'
    );
  }
  const broken = [...output.matchAll(/Broken (link|anchor) on source page path = ([^\s:]+):\s*\n((?:\s*-> linking to [^\n]+\n?)+)/g)];
  if (broken.length) {
    const lines = broken.flatMap(([, kind, page, targets]) =>
      [...targets.matchAll(/-> linking to (\S+)/g)].map(([, href]) => {
        const spot = linkPlace(href, context.model.files);
        return `${spot ? `${spot}: ` : ''}the page ${page} links to ${href}, which is no ${kind === 'anchor' ? 'place on that page' : 'page of this reference'}`;
      }),
    );
    return `${[...new Set(lines)].join('\n')}\nCorrect the link in the spec, or give --links-base <url> when it is a page of the provider's site.`;
  }
  return undefined;
}
