// How the commands end on a failure: one sentence, never a stack trace, and
// the documented exit code: 2 for a command line that cannot be run as
// written, 1 for anything else (a spec that cannot be read, a failed build, a
// refused output folder, a breaking change).
import {SpecError} from '../load/load-spec';

/** A command line that cannot be run as written: what is wrong, then the usage. */
export class UsageError extends Error {}

/** Exit codes: 0 fine, 1 a breaking change, an unreadable spec or a failed build, 2 a usage error. */
export const exitCodes = {ok: 0, failed: 1, usage: 2} as const;

/** Prints the failure as a sentence after the command's name, and returns the exit code. */
export function reportFailure(command: string, error: unknown): number {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${command}: ${error instanceof SpecError ? `the spec cannot be read:\n${message}` : message}`);
  return error instanceof UsageError ? exitCodes.usage : exitCodes.failed;
}
