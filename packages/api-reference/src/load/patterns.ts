// A schema's `pattern` is a regular expression from an untrusted spec, and
// JavaScript's engine backtracks: `([\/\w \.-]*)*` (beezup.com.json's URL
// pattern, in APIs.guru's directory) takes longer than the age of the universe
// to refuse `http://example.com/a/b?c=1`, and the build hung in the example
// check. So a pattern that can backtrack without end (a repeated group, a
// back-reference) is tested within a time budget, in a `vm` context whose
// timeout stops the engine; past it twice in a row, the value counts as unchecked, the pattern
// is not run again, and the loader names it (takeUnchecked). Other patterns run
// as they are: a `vm` call costs about 0.3 ms, a plain test microseconds.
import vm from 'node:vm';

/** The time one test of a pattern that may backtrack is given. */
export const patternBudgetMs = 100;

/** The patterns that went past the budget, as the spec writes them: not run again until takeUnchecked(). */
const slowPatterns = new Set<string>();

/** The slow patterns a test skipped since the last takeUnchecked(): what the loader names. */
const unchecked = new Set<string>();

/** The patterns (as the spec writes them) that left a value unchecked since the last call; each is tried again after it (another spec, a new load). */
export function takeUnchecked(): Set<string> {
  const taken = new Set(unchecked);
  unchecked.clear();
  slowPatterns.clear();
  return taken;
}

/** What Ajv calls (its `code.regExp` option) and what values.ts tests made-up strings with. */
export interface PatternTest {
  source: string;
  flags: string;
  /** Whether the text matches; true where the pattern went past its budget (unchecked, and named by takeUnchecked). */
  test(text: string): boolean;
  /** `/source/flags`: Ajv keys its compiled patterns by it (one per pattern, not one `[object Object]` for all). */
  toString(): string;
}

const context = vm.createContext({regex: /(?:)/, text: ''});
const script = new vm.Script('regex.test(text)');

/**
 * A repetition of a group (`(…)*`, `(…)+`, `(…){2,}`, `(…){10}`) or a
 * back-reference: the shapes that make a backtracking engine's time grow
 * exponentially, or as a high power of the text's length.
 */
export function mayBacktrack(source: string): boolean {
  return /\)(?:[*+]|\{\d+(?:,\d*)?\})|\\[1-9]|\\k</.test(source);
}

/** `regex`, the spec's `pattern`, as a PatternTest: bounded by patternBudgetMs where its shape may backtrack without end. */
export function boundedPattern(regex: RegExp, pattern: string): PatternTest {
  const {source, flags} = regex;
  const toString = () => String(regex);
  if (!mayBacktrack(source)) return {source, flags, toString, test: (text) => regex.test(text)};
  return {
    source,
    flags,
    toString,
    test(text: string): boolean {
      if (slowPatterns.has(pattern)) return Boolean(unchecked.add(pattern));
      context.regex = regex;
      context.text = text;
      // The budget is wall time: on a busy machine a quick test can lose it to
      // other processes or a garbage collection (`^(a+)+$` on "aaa" did, once,
      // in npm test). Only a second timeout in a row makes the pattern slow.
      for (let attempt = 1; ; attempt++) {
        try {
          return script.runInContext(context, {timeout: patternBudgetMs}) as boolean;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
          if (attempt < 2) continue;
          slowPatterns.add(pattern);
          return Boolean(unchecked.add(pattern));
        }
      }
    },
  };
}

/**
 * A spec's `pattern` as Ajv compiles it (its `code.regExp` option): with the
 * `u` flag where it reads so, otherwise as JavaScript reads it without (a lone
 * `}`, amazonaws.com/iottwinmaker.json), bounded in time (boundedPattern).
 */
export const specPattern = Object.assign(
  (pattern: string, flags: string): PatternTest => {
    try {
      return boundedPattern(new RegExp(pattern, flags), pattern);
    } catch {
      return boundedPattern(new RegExp(pattern), pattern);
    }
  },
  {code: 'specPattern'},
);

/** What the loader says of a pattern that went past its budget. */
export function slowPatternSaid(pattern: string): string {
  return `pattern /${pattern}/ took more than ${patternBudgetMs} ms to test a value (a repeated group or a back-reference backtracks): values are not checked against it; write it without nested repetition`;
}
