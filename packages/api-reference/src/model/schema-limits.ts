// The validation limits of a field or parameter, as the spec states them. The
// model keeps the numbers (the code samples read `maximum` of `limit`); the
// words are made here, when a page, a Markdown twin or a component renders them.

export interface Limits {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  multipleOf?: number;
  minProperties?: number;
  maxProperties?: number;
}

/** `1 item`, `2 items`: a count with its noun. */
const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? '' : 's'}`;

const wordings: {[K in keyof Required<Limits>]: (value: Required<Limits>[K]) => string} = {
  minimum: (value) => `minimum ${value}`,
  maximum: (value) => `maximum ${value}`,
  exclusiveMinimum: (value) => `greater than ${value}`,
  exclusiveMaximum: (value) => `less than ${value}`,
  minLength: (value) => `at least ${count(value, 'character')}`,
  maxLength: (value) => `at most ${count(value, 'character')}`,
  pattern: (value) => `pattern ${value}`,
  minItems: (value) => `at least ${count(value, 'item')}`,
  maxItems: (value) => `at most ${count(value, 'item')}`,
  uniqueItems: (value) => (value ? 'no item twice' : ''),
  multipleOf: (value) => `a multiple of ${value}`,
  minProperties: (value) => `at least ${count(value, 'field')}`,
  maxProperties: (value) => `at most ${count(value, 'field')}`,
};

export const limitKeys = Object.keys(wordings) as (keyof Limits)[];

/** `minimum 1, maximum 500`: the limits in words, in a fixed order. */
export function limitWords(limits: Limits | undefined): string[] {
  if (!limits) return [];
  return limitKeys.flatMap((key) => {
    const value = limits[key];
    const words = value === undefined ? '' : (wordings[key] as (v: typeof value) => string)(value);
    return words ? [words] : [];
  });
}
