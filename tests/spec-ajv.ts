// Validates values against schemas of a spec whose `$ref`s are kept (the
// pipeline's model does not dereference): the whole document is registered
// with Ajv, and a schema's local `#/…` references are read as references into it.
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const documentId = 'openapi.json';

function rebase(value: Json): Json {
  if (Array.isArray(value)) return value.map(rebase);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' && inner.startsWith('#') ? `${documentId}${inner}` : rebase(inner)]),
  );
}

/** A function that compiles any schema of `doc` (or one built of its parts) into a validator. */
export function specValidator(doc: Json): (schema: Json) => ValidateFunction {
  const ajv = addFormats(new Ajv2020({strict: false, allErrors: true, validateSchema: false}));
  ajv.addSchema(doc, documentId);
  const cache = new Map<string, ValidateFunction>();
  return (schema) => {
    const key = JSON.stringify(schema);
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(rebase(schema));
      cache.set(key, validate);
    }
    return validate;
  };
}
