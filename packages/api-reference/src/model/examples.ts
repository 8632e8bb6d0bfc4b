// The examples of parameters and bodies as the pages show them: the spec's own,
// each checked against its schema by Ajv and labelled where it refuses them,
// else one made up from the schema (./values.ts) and labelled so; a warning
// where even a made-up value does not validate.
import {deref, isNever, normalise, type Direction, type JsonSchema} from './schema';
import {isObject} from '../load/json';
import {madeUpValue, validationErrors} from './values';

export interface ExampleModel {
  name: string;
  summary?: string;
  description?: string;
  value: unknown;
  /** An example that is a file elsewhere (`externalValue`). */
  externalValue?: string;
  /** Not in the spec: built from the schema, where the spec gives no example. */
  generated?: true;
  /** The spec's example does not validate against its schema: Ajv's messages. Shown, labelled; never sent by a sample. */
  invalid?: string[];
}

/** A parameter's example as shown beside it: short, and labelled where its schema refuses it. */
export interface ParamExample {
  /** Its name among the parameter's `examples`; none for `example` or the schema's. */
  name?: string;
  /** The value as JSON, cut to exampleChars with an ellipsis. */
  text: string;
  /** Ajv's first message where the value does not validate against the parameter's schema. */
  invalid?: string;
}

/**
 * An example's title on the page and in the Markdown twin; one the schema
 * refuses says so, with Ajv's first message, so that no reader copies it as valid.
 */
export function exampleTitle(example: ExampleModel): string {
  const title = example.generated ? 'Example (built from the schema)' : `Example: ${example.summary ?? example.name}`;
  return example.invalid ? `${title} (invalid against its schema: ${example.invalid[0]})` : title;
}

export function firstExample(holder: JsonSchema, schema: JsonSchema, doc: JsonSchema): unknown {
  if (holder.example !== undefined) return holder.example;
  const named = Object.values((holder.examples ?? {}) as Record<string, JsonSchema>).map((example) => deref(doc, example).schema);
  if (named[0]?.value !== undefined) return named[0].value;
  return schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined) ?? schema.default;
}

/**
 * A value of the schema, for a sample or an example: made by openapi-sampler
 * and checked by Ajv (./values.ts); undefined for JSON Schema's `false`, which
 * no value satisfies (an object leaves such a field out).
 */
export function sampleOf(raw: JsonSchema | undefined, doc: JsonSchema, direction: Direction = 'request'): unknown {
  if (isNever(raw, doc)) return undefined;
  return madeUpValue(raw, doc, direction).value;
}

/** Reports a made-up value that does not validate: where it is, and Ajv's messages. */
export type Warn = (message: string) => void;

/** The schema's place for a message: its name where it is a `$ref`. */
const schemaPlace = (raw: JsonSchema | undefined) => (typeof raw?.$ref === 'string' ? `, schema ${raw.$ref}` : '');

/** A made-up value, with a warning where even it does not validate. */
export function madeUp(raw: JsonSchema | undefined, doc: JsonSchema, direction: Direction, what: string, warn: Warn, options: {asText?: boolean} = {}): unknown {
  if (isNever(raw, doc)) return undefined;
  const {value, errors} = madeUpValue(raw, doc, direction, options);
  if (errors.length) warn(`${what}${schemaPlace(raw)}: the value made up for it does not validate against its schema: ${errors.join('; ')}`);
  return value;
}

/**
 * How much of a parameter's example the page shows: a large API's pages list
 * hundreds of parameters, and must stay under 1 MB (README, "Size").
 */
export const exampleChars = 80;

/** At most this many of a parameter's named examples. */
const examplesShown = 5;

/** A value as JSON, cut to `chars` characters with an ellipsis. */
export function shortJson(value: unknown, chars = exampleChars): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > chars ? `${text.slice(0, chars).trimEnd()}…` : text;
}

/**
 * A parameter's examples, as Redoc shows them beside it: its `examples`,
 * each by name, else its `example`, else its schema's (`example`, then
 * `examples`); a `content` parameter's from its media type. Each checked
 * against the parameter's schema, as bodies' examples are (toExamples).
 */
export function paramExamples(holder: JsonSchema, schemaRaw: JsonSchema, schema: JsonSchema, doc: JsonSchema): ParamExample[] {
  const named = Object.entries(isObject(holder.examples) ? (holder.examples as Record<string, JsonSchema>) : {})
    .map(([name, raw]) => ({name, value: deref(doc, raw).schema.value as unknown}))
    .filter((example) => example.value !== undefined);
  const given: {name?: string; value: unknown}[] = named.length
    ? named
    : holder.example !== undefined
      ? [{value: holder.example}]
      : schema.example !== undefined
        ? [{value: schema.example}]
        : Array.isArray(schema.examples)
          ? schema.examples.map((value: unknown) => ({value}))
          : [];
  return given.slice(0, examplesShown).map(({name, value}) => {
    const [invalid] = validationErrors(schemaRaw, doc, 'request', value);
    return {...(name === undefined ? {} : {name}), text: shortJson(value), ...(invalid ? {invalid} : {})};
  });
}

function toExamples(media: JsonSchema, doc: JsonSchema, mediaType: string, direction: Direction): ExampleModel[] {
  const examples: ExampleModel[] = Object.entries((media.examples ?? {}) as Record<string, JsonSchema>).map(([name, raw]) => {
    const example = deref(doc, raw).schema;
    return {name, summary: example.summary, description: example.description, value: example.value, externalValue: example.externalValue};
  });
  if (media.example !== undefined) examples.unshift({name: 'example', value: media.example});
  // An XML or text example is the body as written, not a value JSON Schema can check.
  if (/[/+]xml\b|^text\//.test(mediaType)) return examples;
  return examples.map((example) => {
    const errors = example.value === undefined ? [] : validationErrors(media.schema, doc, direction, example.value);
    return errors.length ? {...example, invalid: errors} : example;
  });
}

/** The spec's examples; where it gives none for a body with fields, one built from the schema and labelled so. */
export function examplesOrBuilt(media: JsonSchema, doc: JsonSchema, mediaType: string, direction: Direction, what: string, warn: Warn): ExampleModel[] {
  const given = toExamples(media, doc, mediaType, direction);
  if (given.length || !media.schema || !/[/+]json\b/.test(mediaType)) return given;
  const {schema} = normalise(media.schema, doc);
  if (!schema.properties && !schema.items && !schema.oneOf && !schema.anyOf && schema.type !== 'object' && schema.type !== 'array') {
    // Not shown as an example, but a request's samples send a value made up for it: warned about where none validates.
    if (direction === 'request') madeUp(media.schema, doc, direction, what, warn);
    return given;
  }
  return [{name: 'schema', value: madeUp(media.schema, doc, direction, what, warn), generated: true}];
}
