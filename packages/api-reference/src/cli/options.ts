// The command line of `build`, `dev` and `check` (and `npm run reference`),
// read one way: one spec file, and each of the command's options as
// `--name value`, `--name=value` or, for a flag, `--name`. What an option's
// value means is the command's; what they share (the spec's file name,
// `--since`) is checked here. A mistake is a UsageError: a sentence, then the
// command's usage (exit 2).
import {UsageError} from './errors';

/** What a command reads: the options that take a value, and the flags. */
export interface OptionNames {
  values: readonly string[];
  flags: readonly string[];
}

export interface CommandLine {
  /** The spec's file, as given. */
  spec: string;
  /** Each option given with its value ('' where none followed it, or another option did); the last one given wins. */
  values: Map<string, string>;
  flags: Set<string>;
}

export function readCommandLine(argv: string[], usage: string, names: OptionNames): CommandLine {
  let spec: string | undefined;
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const equals = arg.indexOf('=');
    const name = arg.startsWith('--') && equals > 0 ? arg.slice(0, equals) : arg;
    if (names.values.includes(name)) {
      // `--name value`; an option where the value should be is no value (`--since --strict`).
      const next = argv[i + 1];
      let given = '';
      if (name !== arg) given = arg.slice(equals + 1);
      else if (next !== undefined && !next.startsWith('--')) {
        given = next;
        i++;
      }
      values.set(name, given);
    }
    else if (names.flags.includes(arg)) flags.add(arg);
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}\n${usage}`);
    else if (spec === undefined) spec = arg;
    else throw new UsageError(`one spec at a time, got ${spec} and ${arg}\n${usage}`);
  }
  if (!spec) throw new UsageError(`no spec file given\n${usage}`);
  specFileName(spec, usage);
  return {spec, values, flags};
}

/** A spec's file name must end in .yaml, .yml or .json. */
export function specFileName(file: string, usage: string): string {
  if (!/\.(ya?ml|json)$/.test(file)) throw new UsageError(`${file}: give an OpenAPI file ending in .yaml, .yml or .json\n${usage}`);
  return file;
}

/** `--since <older spec>`: the file as given, or undefined when the option is not. */
export function sinceOption(line: CommandLine, usage: string): string | undefined {
  const since = line.values.get('--since');
  if (since === undefined) return undefined;
  if (!since) throw new UsageError(`--since needs the older spec's file\n${usage}`);
  return specFileName(since, usage);
}
