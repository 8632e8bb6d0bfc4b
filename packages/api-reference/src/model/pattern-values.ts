// A string made up for a schema's `pattern`: randexp's, the same on every
// build (seeded), within the length limits. The values of model/values.ts
// take it for a string with a pattern.
import RandExp from 'randexp';
import {specPattern, type PatternTest} from '../load/patterns';

/** A small seeded generator, so that a pattern's value is the same on every build. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A string that matches the pattern and the length limits: first the shortest
 * choices everywhere (`^(0|[1-9][0-9]*)$` → `0`), then seeded random choices.
 * Undefined where the pattern is not one JavaScript can read.
 */
export function patternValue(pattern: string, minLength = 0, maxLength = Infinity): string | undefined {
  let regex: PatternTest;
  try {
    // As the values' check reads it: with the `u` flag, or without where that refuses it (AWS's `\:`).
    regex = specPattern(pattern, 'u');
  } catch {
    return undefined;
  }
  const fits = (text: string) => regex.test(text) && [...text].length >= minLength && [...text].length <= maxLength;
  for (let attempt = 0; attempt < 24; attempt++) {
    try {
      // randexp reads fewer patterns than JavaScript (not a lookbehind, `(?<!\.)`), and throws as it reads one.
      const generator = new RandExp(pattern);
      generator.max = attempt === 0 ? 1 : Math.max(4, minLength + 4);
      const random = seeded(attempt);
      // The first attempt takes the smallest choice: the first character of a set, one repetition.
      generator.randInt = attempt === 0 ? (from: number) => from : (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
      const text = generator.gen();
      if (fits(text)) return text;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
