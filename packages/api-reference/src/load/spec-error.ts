// What the loader's modules share: a spec's values (loose on purpose), a path
// into them, and the error that says in a sentence why a spec cannot be read,
// naming file:line:col.

/**
 * A value of the parsed spec: YAML read as plain JSON, loose on purpose. The
 * spec is user data that the loader validates itself, and the generators walk it by key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SpecValue = any;

/** A path into the spec's values: keys and indexes. */
export type JsonPath = (string | number)[];

/** A spec that cannot be read: its message names the file and the place, and is shown without a stack trace. */
export class SpecError extends Error {
  override name = 'SpecError';
}
