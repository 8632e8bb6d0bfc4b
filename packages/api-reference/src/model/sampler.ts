// The sampler's made-up value of a schema (openapi-sampler, Redocly's, deterministic), within
// limits: arrays no longer than it can make, fields no deeper than it should go. The values of
// model/values.ts take these as candidates, and Ajv decides which holds.
import {sample} from 'openapi-sampler';
import type {JsonSchema} from './schema';

/**
 * The sampler makes every item an array's `minItems` asks for: a spec's
 * `minItems: 1000000000` took it 30 s before it failed. What it samples has
 * them clamped (the document once, memoised; the schema each time); Ajv then
 * checks the value against the spec's own schema, and refuses it.
 */
const sampleableItems = 1000;
const clampedDocuments = new WeakMap<object, JsonSchema>();

/** Whether a `minItems` above sampleableItems is anywhere in the value (a walk, without copying). */
function hasTooManyItems(value: unknown, seen = new Set<object>()): boolean {
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'minItems' ? typeof child === 'number' && child > sampleableItems : hasTooManyItems(child, seen)) return true;
  }
  return false;
}

/** The value with every `minItems` above sampleableItems set to it: a copy where there is one, else the value itself. */
function clampItems(value: unknown): unknown {
  if (!hasTooManyItems(value)) return value;
  const seen = new Map<object, unknown>();
  const walk = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (seen.has(node)) return seen.get(node);
    const copy: Record<string, unknown> | unknown[] = Array.isArray(node) ? [] : {};
    seen.set(node, copy);
    for (const [key, child] of Object.entries(node)) {
      const tooMany = key === 'minItems' && typeof child === 'number' && child > sampleableItems;
      (copy as Record<string, unknown>)[key] = tooMany ? sampleableItems : walk(child);
    }
    return copy;
  };
  return walk(value);
}

function sampleable(document: JsonSchema): JsonSchema {
  let clamped = clampedDocuments.get(document);
  if (!clamped) {
    clamped = clampItems(document) as JsonSchema;
    clampedDocuments.set(document, clamped);
  }
  return clamped;
}

/**
 * How deep the sampler goes (each property and each array item a level): deep enough for most values,
 * and it bounds a broad schema's value. Below it the sampler gives `{}`, which a required field refuses
 * (DigitalOcean's chat completions, a token nine levels down): then the required fields alone are made
 * again down to requiredDepth, and, where a field one allOf part requires is described only by another
 * (Spotify's paging objects, whose part that describes it does not require it), every field down to
 * deeperDepth. Each deeper try is made only where the ones before failed.
 */
export const sampleDepth = 8;
export const requiredDepth = 32;
export const deeperDepth = 16;

/**
 * The most a made-up value may hold, as compact JSON: a page writes it out in its example and in
 * each of its seven code samples. Wide schemas that link to each other reach far in eight levels:
 * Microsoft Graph's drive item, whose every field is another entity, came to 6.2 MB, and its page
 * to 54 MB of MDX. A value over this is made again one level shallower, until it fits. Of the
 * values made for GitHub's, Stripe's, AWS EC2's and 262 other descriptions of the APIs.guru
 * directory (21,747), the largest is 48,046 characters: none is cut.
 */
export const madeUpChars = 64_000;

export function sampled(schema: JsonSchema, document: JsonSchema, direction: 'request' | 'response', onlyRequired = false, maxSampleDepth = sampleDepth): unknown {
  // The sampler writes some of its doubts to the console whatever `quiet` says; Ajv's check (./values.ts) is what counts.
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    const given = clampItems(schema) as never;
    for (let depth = maxSampleDepth; ; depth--) {
      const value: unknown = sample(given, {skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', skipNonRequired: onlyRequired, quiet: true, maxSampleDepth: depth}, sampleable(document));
      if (depth <= 1 || (JSON.stringify(value)?.length ?? 0) <= madeUpChars) return value;
    }
  } catch {
    // A schema the sampler cannot make a value of (`minItems: 1000000000`: an array too long to exist): none,
    // which Ajv then refuses, and the page says no example could be made.
    return undefined;
  } finally {
    console.warn = warn;
  }
}

/** A value like this one, told apart by `by`: a number raised by it, a string suffixed with it, else its first item or field so. */
function varied(value: unknown, by: number): unknown {
  if (typeof value === 'number') return value + by;
  if (typeof value === 'string') return `${value}${by}`;
  if (Array.isArray(value) && value.length) return [varied(value[0], by), ...value.slice(1)];
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length) return Object.fromEntries([[entries[0][0], varied(entries[0][1], by)], ...entries.slice(1)]);
  }
  return value;
}

/**
 * The value with each array's repeated items told apart: the sampler fills an array with the same
 * item (EVE Online's pairs of distinct systems, `uniqueItems`, came out [0, 0]). Ajv checks the
 * result, as every candidate.
 */
export function distinctItems(value: unknown): unknown {
  if (Array.isArray(value)) {
    const seen = new Set<string>();
    return value.map((item, index) => {
      let next = distinctItems(item);
      for (let by = index; seen.has(JSON.stringify(next)) && by < index + 3; by++) next = varied(next, by || 1);
      seen.add(JSON.stringify(next));
      return next;
    });
  }
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, distinctItems(item)]));
  return value;
}
