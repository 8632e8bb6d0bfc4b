// The differences between two versions of a spec, classified. api-smart-diff
// compares the two documents with every `$ref` resolved, so a change to a
// shared schema or parameter is reported at each operation that uses it; this
// module turns its findings (a path into the document, an action, a type) into
// one typed model that the changes page, the operation pages, the feed and the
// check all read: what changed, where (operation, parameter or field), how it
// affects a client, and a sentence saying it.
import {apiCompare, type Diff} from 'api-smart-diff';
import type {OpenApiDoc, SpecValue} from '../load/load-spec';
import {maxRefHops, resolvePointer} from '../load/json';

/** How a difference affects a client built against the earlier version. */
export type Impact = 'breaking' | 'non-breaking' | 'documentation';

export type DifferenceKind =
  | 'operation-added'
  | 'operation-removed'
  | 'deprecated'
  | 'undeprecated'
  | 'parameter-added'
  | 'parameter-removed'
  | 'field-added'
  | 'field-removed'
  | 'made-required'
  | 'made-optional'
  | 'type-changed'
  | 'enum-changed'
  | 'limits-changed'
  | 'response-added'
  | 'response-removed'
  | 'security-changed'
  | 'other'
  | 'documentation';

/** What in an operation a difference concerns. */
export type Subject =
  | {in: 'operation'}
  | {in: 'parameter'; location: string; name: string}
  | {in: 'request'; mediaType?: string; field: string[]}
  | {in: 'response'; status: string; mediaType?: string; field: string[]}
  | {in: 'security'}
  | {in: 'api'};

export interface SpecDifference {
  /** Stable and readable; what a changes entry lists to say it covers this difference. */
  id: string;
  kind: DifferenceKind;
  impact: Impact;
  /** `GET`, `POST`, …; absent for a difference that concerns the whole API. */
  method?: string;
  path?: string;
  subject: Subject;
  /** Where in the spec (the later version; the earlier one for what was removed), as a JSON pointer. */
  pointer: string;
  /** One sentence, Markdown backticks for code: "Query parameter `limit`: now at most 100 (was 500)." */
  sentence: string;
}

type Segment = string | number;
const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** Keywords that only describe: a change to one of them changes no request or response. */
const describing = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs', 'tags', 'operationId', 'x-enumDescriptions', 'x-replaced-by', '$comment']);
const limitWords: Record<string, (value: SpecValue) => string> = {
  maximum: (v) => `at most ${v}`,
  minimum: (v) => `at least ${v}`,
  exclusiveMaximum: (v) => `below ${v}`,
  exclusiveMinimum: (v) => `above ${v}`,
  maxLength: (v) => `at most ${v} characters`,
  minLength: (v) => `at least ${v} characters`,
  maxItems: (v) => `at most ${v} items`,
  minItems: (v) => `at least ${v} items`,
  maxProperties: (v) => `at most ${v} properties`,
  minProperties: (v) => `at least ${v} properties`,
  multipleOf: (v) => `a multiple of ${v}`,
  pattern: (v) => `matching \`${v}\``,
  uniqueItems: (v) => (v ? 'unique items' : 'items not necessarily unique'),
};

export const pointerOf = (path: Segment[]): string => `/${path.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
/** The value at a path of the document, following local `$ref`s on the way, as the comparison did. */
function at(doc: SpecValue, path: Segment[]): SpecValue {
  const follow = (value: SpecValue, seen = 0): SpecValue =>
    value && typeof value.$ref === 'string' && value.$ref.startsWith('#/') && seen < maxRefHops ? follow(resolvePointer(doc, value.$ref), seen + 1) : value;
  return path.reduce((value, key) => (value == null ? undefined : follow(follow(value)[key])), follow(doc));
}
const code = (value: SpecValue) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const typeText = (schema: SpecValue) => (schema && typeof schema === 'object' ? [schema.type].flat().filter(Boolean).join(' or ') || 'any' : String(schema));

/** `['data', '[]', 'upn']` → `data[].upn`. */
export const fieldText = (field: string[]): string => field.join('.').replace(/\.\[\]/g, '[]');

/**
 * A path inside a schema → the field it concerns, and what the rest of the
 * path says of it: `allOf/1/properties/data/items/properties/upn` → field
 * `data[].upn`, rest `[]`.
 */
function schemaPath(path: Segment[]): {field: string[]; rest: Segment[]} {
  const field: string[] = [];
  let i = 0;
  while (i < path.length) {
    const key = path[i];
    if (key === 'properties' && i + 1 < path.length) {
      field.push(String(path[i + 1]));
      i += 2;
    } else if (key === 'items') {
      field.push('[]');
      i += 1;
    } else if (key === 'additionalProperties') {
      field.push('*');
      i += 1;
    } else if ((key === 'allOf' || key === 'oneOf' || key === 'anyOf') && typeof path[i + 1] === 'number') {
      i += 2;
    } else break;
  }
  return {field, rest: path.slice(i)};
}

interface Place {
  method?: string;
  path?: string;
  subject: Subject;
  /** The path inside the parameter's or body's schema, or inside the operation. */
  rest: Segment[];
  /** Words naming the place: "Query parameter `limit`", "Response 200 field `data[].upn`". */
  label: string;
}

/** Where a path of the document lands: which operation, which of its parts. */
function placeOf(path: Segment[], before: SpecValue, after: SpecValue): Place {
  if (path[0] !== 'paths' || path.length < 3 || !methods.has(String(path[2]))) {
    const security = path[0] === 'security' || (path[0] === 'components' && path[1] === 'securitySchemes');
    return {subject: {in: security ? 'security' : 'api'}, rest: path, label: security ? 'Authentication' : 'The API'};
  }
  const method = String(path[2]).toUpperCase();
  const route = String(path[1]);
  const base = {method, path: route};
  const [part, ...rest] = path.slice(3);
  if (part === 'parameters' && typeof rest[0] === 'number') {
    const parameter = at(after, path.slice(0, 5)) ?? at(before, path.slice(0, 5)) ?? {};
    const location = String(parameter.in ?? 'query');
    const name = String(parameter.name ?? rest[0]);
    const inner = rest.slice(1);
    const schema = inner[0] === 'schema' ? schemaPath(inner.slice(1)) : {field: [], rest: inner};
    const sub = schema.field.length ? ` field ${code(fieldText(schema.field))}` : '';
    return {...base, subject: {in: 'parameter', location, name}, rest: inner[0] === 'schema' ? ['schema', ...schema.rest] : inner, label: `${location[0].toUpperCase()}${location.slice(1)} parameter ${code(name)}${sub}`};
  }
  if (part === 'requestBody') {
    const mediaType = rest[0] === 'content' && rest[1] !== undefined ? String(rest[1]) : undefined;
    if (mediaType !== undefined && rest[2] === 'schema') {
      const {field, rest: inner} = schemaPath(rest.slice(3));
      return {...base, subject: {in: 'request', mediaType, field}, rest: ['schema', ...inner], label: field.length ? `Request body field ${code(fieldText(field))}` : 'Request body'};
    }
    return {...base, subject: {in: 'request', mediaType, field: []}, rest, label: 'Request body'};
  }
  if (part === 'responses' && rest[0] !== undefined) {
    const status = String(rest[0]);
    const mediaType = rest[1] === 'content' && rest[2] !== undefined ? String(rest[2]) : undefined;
    if (mediaType !== undefined && rest[3] === 'schema') {
      const {field, rest: inner} = schemaPath(rest.slice(4));
      return {...base, subject: {in: 'response', status, mediaType, field}, rest: ['schema', ...inner], label: field.length ? `Response ${status} field ${code(fieldText(field))}` : `Response ${status} body`};
    }
    return {...base, subject: {in: 'response', status, mediaType, field: []}, rest: rest.slice(1), label: `Response ${status}`};
  }
  if (part === 'security') return {...base, subject: {in: 'security'}, rest, label: 'Authentication'};
  return {...base, subject: {in: 'operation'}, rest: part === undefined ? [] : [part, ...rest], label: code(`${method} ${route}`)};
}

/**
 * Our own rule for a change of type, since the library's classification of a
 * `$ref`'d schema at its place of use differs from the same change at its
 * definition: what a client sends may widen (`integer` → `integer or null`),
 * what it receives may narrow; anything else breaks it. A format changed breaks it.
 */
function typeImpact(subject: Subject, before: SpecValue, after: SpecValue, keyword: string): Impact {
  if (keyword !== 'type') return 'breaking';
  const types = (schema: SpecValue) => new Set<string>([schema?.type].flat().filter(Boolean));
  const [was, now] = [types(before), types(after)];
  const within = (a: Set<string>, b: Set<string>) => b.size === 0 || (a.size > 0 && [...a].every((type) => b.has(type)));
  const sent = subject.in === 'parameter' || subject.in === 'request';
  return (sent ? within(was, now) : within(now, was)) ? 'non-breaking' : 'breaking';
}

const impactOf = (type: Diff['type']): Impact => (type === 'breaking' ? 'breaking' : type === 'annotation' ? 'documentation' : 'non-breaking');

/** What the difference is and the sentence saying it, from the place and the last keyword of the path. */
function describe(diff: Diff, place: Place, before: SpecValue, after: SpecValue): Pick<SpecDifference, 'kind' | 'sentence'> & {aspect: string; impact?: Impact; subject?: Subject} {
  const {rest, label, subject} = place;
  const keyword = [...rest].reverse().find((key) => typeof key === 'string');
  const last = rest[rest.length - 1];
  const op = `${code(`${place.method} ${place.path}`)}`;
  // A whole operation, parameter, response or field added or removed.
  if (subject.in === 'operation' && rest.length === 0) {
    return diff.action === 'add'
      ? {kind: 'operation-added', aspect: 'added', sentence: `New operation ${op}.`}
      : {kind: 'operation-removed', aspect: 'removed', sentence: `${op} is removed.`};
  }
  if (subject.in === 'parameter' && rest.length === 0 && (diff.action === 'add' || diff.action === 'remove')) {
    const parameter = diff.action === 'add' ? diff.after : diff.before;
    const required = parameter?.required ? 'required' : 'optional';
    return diff.action === 'add'
      ? {kind: 'parameter-added', aspect: 'added', sentence: `New ${required} ${label[0].toLowerCase()}${label.slice(1)}.`}
      : {kind: 'parameter-removed', aspect: 'removed', sentence: `${label} is removed.`};
  }
  if ((subject.in === 'response') && rest.length === 0 && subject.mediaType === undefined && (diff.action === 'add' || diff.action === 'remove')) {
    return diff.action === 'add'
      ? {kind: 'response-added', aspect: 'added', sentence: `New response ${subject.status}.`}
      : {kind: 'response-removed', aspect: 'removed', sentence: `Response ${subject.status} is removed.`};
  }
  if (subject.in === 'request' && !subject.mediaType && rest.length === 0 && (diff.action === 'add' || diff.action === 'remove')) {
    return diff.action === 'add'
      ? {kind: 'field-added', aspect: 'added', sentence: `New ${diff.after?.required ? 'required' : 'optional'} request body.`}
      : {kind: 'field-removed', aspect: 'removed', sentence: 'The request body is removed.'};
  }
  if ((subject.in === 'request' || subject.in === 'response') && subject.field.length && rest.length === 1 && (diff.action === 'add' || diff.action === 'remove')) {
    const owner = subject.in === 'request' ? 'Request body' : `Response ${subject.status}`;
    return diff.action === 'add'
      ? {kind: 'field-added', aspect: 'added', sentence: `${owner}: new field ${code(fieldText(subject.field))}.`}
      : {kind: 'field-removed', aspect: 'removed', sentence: `${label} is removed.`};
  }
  if (keyword === 'deprecated') {
    const now = Boolean(diff.after);
    return {kind: now ? 'deprecated' : 'undeprecated', aspect: now ? 'deprecated' : 'undeprecated', impact: 'non-breaking', sentence: `${label} is ${now ? 'deprecated' : 'no longer deprecated'}.`};
  }
  if (subject.in === 'security') {
    return {kind: 'security-changed', aspect: `security ${rest.join('/')}`, sentence: `${label} changed: ${subject.in === 'security' && place.method ? 'this operation accepts other credentials' : 'the API accepts other credentials'}.`};
  }
  // `required: true` of a parameter, or a name added to or removed from a schema's `required` list:
  // the difference is then the named field's.
  if (keyword === 'required') {
    if (typeof last !== 'number' || (subject.in !== 'request' && subject.in !== 'response')) {
      const required = Boolean(diff.after);
      return {kind: required ? 'made-required' : 'made-optional', aspect: 'required', sentence: `${label} is now ${required ? 'required' : 'optional'}.`};
    }
    const required = diff.action === 'add';
    const field = [...subject.field, String(required ? diff.after : diff.before)];
    const owner = subject.in === 'request' ? 'Request body' : `Response ${subject.status}`;
    return {kind: required ? 'made-required' : 'made-optional', aspect: 'required', subject: {...subject, field}, sentence: `${owner} field ${code(fieldText(field))} is now ${required ? 'required' : 'optional'}.`};
  }
  if (keyword === 'type' || keyword === 'format') {
    const schema = (doc: SpecValue) => at(doc, diff.path.slice(0, diff.path.lastIndexOf(keyword)));
    const was = keyword === 'type' ? typeText(schema(before)) : schema(before)?.format;
    const now = keyword === 'type' ? typeText(schema(after)) : schema(after)?.format;
    return {kind: 'type-changed', aspect: keyword, impact: typeImpact(subject, schema(before), schema(after), keyword), sentence: `${label}: ${keyword} now ${now ? code(now) : 'none'} (was ${was ? code(was) : 'none'}).`};
  }
  if (keyword === 'enum' || keyword === 'const') {
    if (typeof last === 'number' && diff.action !== 'replace') {
      const value = diff.action === 'add' ? diff.after : diff.before;
      return {kind: 'enum-changed', aspect: `enum ${diff.action} ${value}`, sentence: `${label}: value ${code(value)} ${diff.action === 'add' ? 'added' : 'removed'}.`};
    }
    const values = at(after, diff.path.slice(0, diff.path.lastIndexOf(keyword) + 1));
    return {kind: 'enum-changed', aspect: keyword, sentence: `${label}: ${values === undefined ? 'any value now' : `now one of ${[values].flat().map(code).join(', ')}`}.`};
  }
  if (typeof keyword === 'string' && keyword in limitWords) {
    const words = limitWords[keyword];
    const sentence = diff.after === undefined
      ? `${label}: no longer ${words(diff.before)}.`
      : `${label}: now ${words(diff.after)}${diff.before === undefined ? '' : ` (was ${words(diff.before).replace(/^(at most|at least|below|above|matching|a multiple of) /, '')})`}.`;
    return {kind: 'limits-changed', aspect: keyword, sentence};
  }
  if (typeof keyword === 'string' && (describing.has(keyword) || keyword.startsWith('x-'))) {
    return {kind: 'documentation', aspect: `text ${rest.filter((key) => typeof key === 'string').join('/')}`, impact: 'documentation', sentence: `${label}: ${keyword === 'examples' || keyword === 'example' ? 'examples' : keyword} changed.`};
  }
  return {kind: 'other', aspect: rest.map(String).join('/'), sentence: `${label}: ${rest.filter((key) => typeof key === 'string').join(' ') || 'definition'} changed.`};
}

function idOf(place: Place, subject: Subject, aspect: string): string {
  const where = (() => {
    const s = subject;
    switch (s.in) {
      case 'parameter': return `${s.location} parameter ${s.name}`;
      case 'request': return `request${s.field.length ? ` ${fieldText(s.field)}` : ''}`;
      case 'response': return `response ${s.status}${s.field.length ? ` ${fieldText(s.field)}` : ''}`;
      case 'security': return 'security';
      case 'api': return 'api';
      default: return 'operation';
    }
  })();
  return `${place.method ? `${place.method} ${place.path}: ` : ''}${where}: ${aspect}`;
}

/** Whole path items added or removed are reported as one difference; each of their operations is one for us. */
function expandPathItems(diffs: Diff[]): Diff[] {
  return diffs.flatMap((diff) => {
    if (diff.path[0] !== 'paths' || diff.path.length !== 2 || (diff.action !== 'add' && diff.action !== 'remove')) return [diff];
    const item = (diff.action === 'add' ? diff.after : diff.before) ?? {};
    return Object.keys(item).filter((key) => methods.has(key)).map((method) => ({...diff, path: [...diff.path, method], [diff.action === 'add' ? 'after' : 'before']: item[method]}));
  });
}

/**
 * The differences from `before` to `after` (both OpenAPI 3.x documents, read
 * and bundled), one per operation and thing changed, in the order of the
 * later document. A field added or removed is one difference, not also the
 * change to its parent's `required` list.
 */
export function diffSpecs(before: OpenApiDoc, after: OpenApiDoc): SpecDifference[] {
  const {diffs} = apiCompare(before, after);
  // Shared schemas and parameters are compared where they are used; their definitions again would say it twice.
  const used = diffs.filter((diff) => diff.path[0] !== 'components' || diff.path[1] === 'securitySchemes');
  const found = new Map<string, SpecDifference>();
  for (const diff of expandPathItems(used)) {
    const place = placeOf(diff.path, before, after);
    const described = describe(diff, place, before, after);
    const subject = described.subject ?? place.subject;
    const difference: SpecDifference = {
      id: idOf(place, subject, described.aspect),
      kind: described.kind,
      impact: described.impact ?? impactOf(diff.type),
      ...(place.method ? {method: place.method, path: place.path} : {}),
      subject,
      pointer: pointerOf(diff.path),
      sentence: described.sentence,
    };
    if (!found.has(difference.id)) found.set(difference.id, difference);
  }
  const all = [...found.values()];
  // A field added or removed takes its entry in its parent's `required` list with it.
  const fields = new Set(all.filter((d) => d.kind === 'field-added' || d.kind === 'field-removed').map((d) => d.id.replace(/: (added|removed)$/, '')));
  return all.filter((d) => !((d.kind === 'made-required' || d.kind === 'made-optional') && fields.has(d.id.replace(/: required$/, ''))));
}

/** The differences a client must act on: breaking first, then the rest, then documentation. */
export function byImpact<T extends {impact: Impact}>(differences: T[]): T[] {
  const order: Impact[] = ['breaking', 'non-breaking', 'documentation'];
  return [...differences].sort((a, b) => order.indexOf(a.impact) - order.indexOf(b.impact));
}
