// Fixes to Prism 5.12's request validation, installed by prism-host.mjs before it
// mocks any spec. Each one makes Prism read a request as OpenAPI says, where Prism
// refused a correct request or threw on it; none lets through a request that breaks
// its schema (tests/integration/prism-fixes.test.ts sends wrong ones to each).
//
// - Multipart bodies: repeated parts of one name are an array, a part of an object
//   field is JSON, as the encoding defaults of OpenAPI 3 have it (Prism kept the last
//   part of each name, as text, and so refused every array and object field).
// - The delimited styles (spaceDelimited, pipeDelimited): an absent value is absent,
//   and an object is its keys and values in turn (Prism threw on both, for a query
//   parameter or a form field, whether the request sent it or not); spaceDelimited
//   splits at spaces (Prism split the decoded value at "%20", so never).
// - The simple style of a header or path: an absent value is absent (Prism threw on
//   an optional list header that the request leaves out).
// - OpenAPI 3.0's discriminator: the value of the property names the branch of a
//   oneOf or anyOf that the body must match (Prism checked the union by JSON Schema
//   alone, so a body whose branches forbid no field of each other matched them all).
// - Swagger 2.0 without `consumes`: a body parameter is JSON (Prism gave the body no
//   media type at all, and refused any body).
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import YAML from 'yaml';

const require = createRequire(import.meta.url);
const prismHttp = path.dirname(require.resolve('@stoplight/prism-http'));
const fromPrism = (module) => require(path.join(prismHttp, module));
const E = require('fp-ts/Either');
const multipart = require(require.resolve('parse-multipart-data', {paths: [prismHttp]}));

const deserializers = fromPrism('validator/deserializers/index.js');
const validators = fromPrism('validator/validators/index.js');
const body = fromPrism('validator/validators/body.js');
const utils = fromPrism('validator/validators/utils.js');
const {stripReadOnlyProperties, stripWriteOnlyProperties} = fromPrism('utils/filterRequiredProperties.js');
const {ValidationContext} = fromPrism('validator/validators/types.js');
const {DiagnosticSeverity} = require(require.resolve('@stoplight/types', {paths: [prismHttp]}));
const mergeAllOf = require(require.resolve('@stoplight/json-schema-merge-allof', {paths: [prismHttp]}));

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const typeOf = (schema) => (schema && typeof schema === 'object' ? schema.type : undefined);

/** A delimited style (space or `|`): an array's items, or an object's keys and values, in turn. */
function delimited(separator) {
  return (name, parameters, schema, explode = false) => {
    const value = parameters[name];
    if (value === undefined) return undefined;
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeOf(schema) === 'array') return explode ? (Array.isArray(value) ? value : [value]) : last === '' ? [] : last.split(separator);
    if (typeOf(schema) === 'object') {
      const items = last.split(separator);
      return Object.fromEntries(items.flatMap((item, i) => (i % 2 === 0 ? [[item, items[i + 1]]] : [])));
    }
    return last;
  };
}

/** A deserializer that leaves an absent value absent. */
const whenPresent = (deserialize) => (name, parameters, ...rest) => (parameters[name] === undefined ? undefined : deserialize(name, parameters, ...rest));

function installDeserializers() {
  // deserializers.body is deserializers.query: one object.
  // Values come decoded (the server's URLSearchParams; a form body here, above): a space is a space (Prism split on "%20", so never).
  deserializers.query.spaceDelimited = delimited(' ');
  deserializers.query.pipeDelimited = delimited('|');
  deserializers.header.simple = whenPresent(deserializers.header.simple);
  // The path's simple style is the same function: a path parameter is never absent from a matched path.
}

const percentDecode = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The request's form fields, each name with all its values in order: `raw` as sent, and
 * `text`, its value (URL-encoded: decoded; a multipart part: as sent, and decoded only
 * where its encoding has a style, which writes it percent-encoded).
 */
function formFields(target, mediaType, boundary) {
  const fields = new Map();
  const add = (name, raw, text) => fields.set(name, [...(fields.get(name) ?? []), {raw, text}]);
  if (mediaType === 'multipart/form-data') {
    for (const part of multipart.parse(Buffer.from(target, 'utf-8'), boundary)) add(part.name, part.data.toString(), part.data.toString());
  } else {
    for (const pair of target.split('&').filter(Boolean)) {
      const [key, ...rest] = pair.split('=');
      const raw = rest.join('=');
      add(percentDecode(key.replaceAll('+', '%20')), raw, percentDecode(raw.replaceAll('+', '%20')));
    }
  }
  return fields;
}

/**
 * One field of a form body as its schema and encoding say. With a `style` (deepObject
 * for an object only, as OpenAPI defines it), Prism's deserializer of that style, given
 * every field of the body; without one, a multipart array is its parts and an object its
 * JSON part, a URL-encoded array its repeated keys and an object its own keys.
 */
function fieldValue(name, fields, schema, encoding, mediaType) {
  const type = typeOf(schema);
  const multipartBody = mediaType === 'multipart/form-data';
  const style = encoding?.style === 'deepObject' && type !== 'object' ? 'form' : encoding?.style;
  if (style) {
    const decode = (entry) => (multipartBody ? percentDecode(entry.text) : entry.text);
    const record = Object.fromEntries([...fields].map(([key, entries]) => [key, entries.length > 1 ? entries.map(decode) : decode(entries[0])]));
    const values = deserializers.body[style](name, record, schema, encoding.explode ?? style === 'form');
    return type === 'array' && typeOf(schema.items) === 'object' && Array.isArray(values) ? values.map(parseJson) : values;
  }
  const entries = fields.get(name);
  if (!entries) {
    if (multipartBody || type !== 'object') return undefined;
    const own = Object.keys(schema.properties ?? {}).filter((key) => fields.has(key));
    return own.length ? Object.fromEntries(own.map((key) => [key, fields.get(key).at(-1).text])) : undefined;
  }
  const values = entries.map((entry) => entry.text);
  if (type === 'array') return typeOf(schema.items) === 'object' ? values.map(parseJson) : values;
  if (type === 'object' && multipartBody) return parseJson(values.at(-1));
  return values.at(-1);
}

/** JSON text as its value; text that is not JSON stays text, for the schema to refuse. */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const normalized = {input: new WeakMap(), output: new WeakMap()};
function normalize(schema, context) {
  const input = context === ValidationContext.Input;
  const cache = input ? normalized.input : normalized.output;
  if (!cache.has(schema)) {
    let merged = schema;
    try {
      merged = mergeAllOf(schema, {deep: true, ignoreAdditionalProperties: true});
    } catch {
      // As Prism: a schema whose allOf does not merge is checked as it is.
    }
    // An fp-ts Option: none where Prism checks nothing.
    const stripped = (input ? stripReadOnlyProperties : stripWriteOnlyProperties)(merged);
    cache.set(schema, stripped._tag === 'Some' ? stripped.value : undefined);
  }
  return cache.get(schema);
}

function installFormBodies() {
  const original = validators.validateBody;
  validators.validateBody = (target, specs, context, mediaType, boundary, bundle) => {
    const content = specs.find((spec) => spec.mediaType === mediaType) ?? (mediaType ? undefined : specs[0]);
    if (!content || !formTypes.includes(content.mediaType) || typeof target !== 'string' || !content.schema) return original(target, specs, context, mediaType, boundary, bundle);
    if (content.mediaType === 'multipart/form-data' && !boundary) {
      return E.left([{message: 'Boundary parameter for multipart/form-data is not defined in the request header', code: 415, severity: DiagnosticSeverity.Error}]);
    }
    const schema = normalize(content.schema, context);
    if (!schema) return E.right(target);
    const fields = formFields(target, content.mediaType, boundary);
    const encodings = content.encodings ?? [];
    const diagnostics = [];
    // A URL-encoded value holds no reserved character unless its encoding allows it (Prism's own check).
    for (const encoding of content.mediaType === 'multipart/form-data' ? [] : encodings) {
      if (!encoding.allowReserved && fields.get(encoding.property)?.some((entry) => /[/?#[\]@!$&'()*+,;=]/.test(entry.raw))) {
        diagnostics.push({path: ['body', encoding.property], message: 'Reserved characters used in request body', severity: DiagnosticSeverity.Error});
      }
    }
    // As Prism: a schema with properties is checked on those; one without, on every field as text.
    const value = schema.properties ? {} : Object.fromEntries([...fields].map(([name, entries]) => [name, entries.at(-1).text]));
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const found = fieldValue(name, fields, property, encodings.find((candidate) => candidate.property === name), content.mediaType);
      if (found === undefined) delete value[name];
      else value[name] = found;
    }
    if (diagnostics.length) return E.left(diagnostics);
    const errors = utils.validateAgainstSchema(value, schema, true, context, 'body', bundle);
    return errors._tag === 'Some' ? E.left(errors.value) : E.right(value);
  };
  // Prism's own body.validate, for a caller that reads it there.
  body.validate = validators.validateBody;
}

let installed = false;
/** Puts the fixes of Prism's request validation in place (once per process). */
export function installPrismFixes() {
  if (installed) return;
  installed = true;
  installDeserializers();
  installFormBodies();
}

/**
 * The document Prism is to mock: the file itself, or where a fix needs it, the document
 * read from the file and amended (a spec with references to other files is left as it is).
 * `requestsOnly`: the document as request validation reads it (see requestsOnly below).
 */
export function documentToMock(file, options = {}) {
  const text = readFileSync(file, 'utf8');
  const document = /^\s*\{/.test(text) ? JSON.parse(text) : YAML.parse(text, {maxAliasCount: -1});
  if (!document || typeof document !== 'object' || /"\$ref":\s*"[^#]/.test(JSON.stringify(document))) return file;
  let changed = false;
  if (options.requestsOnly) changed = requestsOnly(document);
  if (typeof document.swagger === 'string') changed = jsonWhereNoConsumes(document) || changed;
  else if (typeof document.openapi === 'string' && document.openapi.startsWith('3.0')) changed = discriminatedUnions(document) || changed;
  return changed ? document : file;
}

/** What a request is checked against: the parts of a document Prism reads for it (all else but `paths` and `components` is left out). */
const requestParts = ['swagger', 'openapi', 'jsonSchemaDialect', 'info', 'host', 'basePath', 'schemes', 'consumes', 'produces', 'servers', 'security', 'securityDefinitions', 'parameters', 'definitions', 'responses', 'paths', 'components'];
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every local `$ref` under `node`. */
function refsUnder(node, found = []) {
  if (Array.isArray(node)) for (const value of node) refsUnder(value, found);
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string') found.push(node.$ref);
    for (const value of Object.values(node)) refsUnder(value, found);
  }
  return found;
}

/** A response whose body, where its schema names others, may be anything: its statuses, media types, headers, examples and schemas of their own kept. */
function anyBody(response) {
  if (!response || typeof response !== 'object' || typeof response.$ref === 'string') return;
  // A schema of its own stays (Prism makes a body of a binary one it can send, where it cannot send an object).
  const named = (holder) => holder && typeof holder === 'object' && refsUnder(holder.schema).length > 0;
  if (named(response)) response.schema = {};
  for (const media of Object.values(response.content ?? {})) if (named(media)) media.schema = {};
}

/**
 * The document as Prism's request validation reads it: every operation's parameters,
 * request body, security and servers as they are, with every schema they reach; its
 * responses with their statuses, media types and headers, each body's schema that names
 * another any value (validating a request reads none of them); no callbacks, webhooks or other top-level
 * parts, and no schema that no request reaches. Prism dereferences the whole document
 * before it mocks it, and its dereferencer walks a recursive graph along every path
 * (Stripe's: not done after 9 minutes); the requests of most APIs reach little of it.
 */
export function requestsOnly(document) {
  for (const key of Object.keys(document)) if (!requestParts.includes(key)) delete document[key];
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item?.[method];
      if (!operation || typeof operation !== 'object') continue;
      delete operation.callbacks;
      for (const response of Object.values(operation.responses ?? {})) anyBody(response);
    }
  }
  const shared = document.components?.responses ?? (typeof document.swagger === 'string' ? document.responses : undefined);
  for (const response of Object.values(shared ?? {})) anyBody(response);
  if (document.components) delete document.components.callbacks;
  // The schemas a request reaches: the references of all that is left, but the schemas themselves, and theirs in turn.
  const schemas = typeof document.swagger === 'string' ? document.definitions : document.components?.schemas;
  const prefix = typeof document.swagger === 'string' ? '#/definitions/' : '#/components/schemas/';
  if (schemas && typeof schemas === 'object') {
    const kept = new Set();
    const pending = refsUnder({...document, definitions: undefined, components: {...document.components, schemas: undefined}});
    while (pending.length) {
      const ref = pending.pop();
      if (!ref.startsWith(prefix)) continue;
      const name = percentDecode(ref.slice(prefix.length).split('/')[0]).replaceAll('~1', '/').replaceAll('~0', '~');
      if (kept.has(name)) continue;
      kept.add(name);
      refsUnder(schemas[name], pending);
    }
    for (const name of Object.keys(schemas)) if (!kept.has(name)) delete schemas[name];
  }
  return true;
}

/** Swagger 2.0: an operation with a body parameter and no `consumes` (its own or the spec's) takes JSON. */
function jsonWhereNoConsumes(document) {
  if (document.consumes?.length) return false;
  let changed = false;
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if (!operation || typeof operation !== 'object' || operation.consumes?.length) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      if (parameters.some((parameter) => parameter?.in === 'body' || resolve(document, parameter?.$ref)?.in === 'body')) {
        operation.consumes = ['application/json'];
        changed = true;
      }
    }
  }
  return changed;
}

function resolve(document, ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((node, segment) => (node && typeof node === 'object' ? node[segment] : undefined), document);
}

/** The discriminator a schema has, itself or through the schemas its allOf names. */
function discriminatorOf(document, schema, seen = new Set()) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return undefined;
  seen.add(schema);
  if (schema.$ref) return discriminatorOf(document, resolve(document, schema.$ref), seen);
  if (schema.discriminator?.propertyName) return schema.discriminator;
  for (const part of schema.allOf ?? []) {
    const found = discriminatorOf(document, part, seen);
    if (found) return found;
  }
  return undefined;
}

/**
 * OpenAPI 3.0: a oneOf or anyOf with a discriminator (its own, or one that all its
 * branches inherit) checks the body against the branch its value names (mapping, or
 * the schema's name), and as JSON Schema only where the value names none.
 */
function discriminatedUnions(document) {
  let changed = false;
  const visit = (node, seen) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    for (const keyword of ['oneOf', 'anyOf']) {
      const branches = node[keyword];
      if (!Array.isArray(branches) || !branches.every((branch) => typeof branch?.$ref === 'string')) continue;
      const own = node.discriminator?.propertyName ? node.discriminator : undefined;
      const inherited = branches.map((branch) => discriminatorOf(document, branch));
      const discriminator = own ?? (inherited.every((found) => found && found.propertyName === inherited[0].propertyName) ? inherited[0] : undefined);
      if (!discriminator) continue;
      const mapping = Object.entries(discriminator.mapping ?? {});
      const names = branches.map((branch) => {
        const name = branch.$ref.split('/').pop();
        const mapped = mapping.filter(([, target]) => target === branch.$ref || target === name).map(([value]) => value);
        return mapped.length ? mapped : [name];
      });
      const property = discriminator.propertyName;
      // The union as JSON Schema has it, where the value names no branch (not rewritten again).
      const fallback = {[keyword]: branches};
      seen.add(fallback);
      const selected = branches.reduceRight(
        (otherwise, branch, i) => ({if: {properties: {[property]: {enum: names[i]}}, required: [property]}, then: branch, else: otherwise}),
        fallback,
      );
      delete node[keyword];
      node.allOf = [...(node.allOf ?? []), selected];
      changed = true;
    }
    for (const value of Object.values(node)) visit(value, seen);
  };
  visit(document, new Set());
  return changed;
}
