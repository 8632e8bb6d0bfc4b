// Swagger 2.0 body and form parameters given by `$ref`, written out in place
// before the upgrade to OpenAPI 3.1. A spec may share its bodies as
// top-level parameters (`parameters: {body-foo: {in: body, schema: …}}`)
// and use them by reference (`parameters: [{$ref: '#/parameters/body-foo'}]`).
// @scalar/openapi-upgrader turns the top-level ones into
// `components.requestBodies` but leaves the operation's `$ref` in its
// parameters, now pointing at a request body: the operation had no request
// body, its pages showed none and its samples sent none. Written out in
// place, they are the operation's own, which the upgrader makes its
// `requestBody` (several `formData` parameters one form body).
import {isObject} from './json';

type Json = Record<string, unknown>;

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

/** The top-level parameter a local `$ref` names (through `$ref`s among them), if it exists. */
function sharedParameter(doc: Json, ref: unknown): Json | undefined {
  const shared = isObject(doc.parameters) ? (doc.parameters as Json) : {};
  let target: unknown = ref;
  for (let hops = 0; hops < 16 && typeof target === 'string'; hops++) {
    const match = /^#\/parameters\/([^/]+)$/.exec(target);
    if (!match) return undefined;
    const found = shared[match[1].replace(/~1/g, '/').replace(/~0/g, '~')];
    if (!isObject(found)) return undefined;
    if (typeof found.$ref !== 'string') return found as Json;
    target = found.$ref;
  }
  return undefined;
}

/** A parameters list with each `$ref` to a shared `in: body` or `in: formData` parameter replaced by a copy of it. */
function inlined(doc: Json, list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((entry: unknown) => {
    if (!isObject(entry) || typeof entry.$ref !== 'string') return entry;
    const target = sharedParameter(doc, entry.$ref);
    return target && (target.in === 'body' || target.in === 'formData') ? structuredClone(target) : entry;
  });
}

/**
 * A Swagger 2.0 document (changed in place, and returned) whose path items
 * and operations hold their body and form parameters themselves rather than
 * by `$ref`; any other document as it is.
 */
export function inlineBodyParameterRefs<T>(doc: T): T {
  if (!isObject(doc) || typeof (doc as Json).swagger !== 'string' || !isObject((doc as Json).paths)) return doc;
  const root = doc as Json;
  for (const pathItem of Object.values(root.paths as Json)) {
    if (!isObject(pathItem)) continue;
    const item = pathItem as Json;
    if (item.parameters !== undefined) item.parameters = inlined(root, item.parameters);
    for (const method of methods) {
      const operation = item[method];
      if (isObject(operation) && operation.parameters !== undefined) (operation as Json).parameters = inlined(root, operation.parameters);
    }
  }
  return doc;
}
