// `api-reference`: the generator's command line (`npm run api-reference -- …`
// in this repository). `build` makes the static reference site of a spec (the
// same code as `npm run reference`, packages/api-reference/src/reference.ts); `check` reads,
// validates and models a spec without a site, and with --since says what
// changed and whether it breaks clients; `dev` serves a live preview of a
// spec (packages/api-reference/src/cli/dev.ts). Every failure is a sentence naming
// the file and place, never a stack trace. Exit codes: 0 fine; 1 a spec that
// cannot be read, a failed build, a refused output folder or a breaking
// change; 2 a usage error.
import {buildOptions, main as build} from './reference';
import {check, parseCheckArgs} from './cli/check';
import {dev, parseDevArgs} from './cli/dev';
import {exitCodes, reportFailure, UsageError} from './cli/errors';
import {markerFile} from './cli/output-folder';
import {toolName, toolVersion} from './cli/version';

const buildUsage = `usage: ${toolName} build <spec> --out <dir> ${buildOptions}`;
const checkUsage = `usage: ${toolName} check <spec> [--since <older spec>] [--strict]`;
const devUsage = `usage: ${toolName} dev <spec> [--port <n>] [--host <host>] [--since <older spec>] [--strict] [--schema-pages auto|always|never] [--links-base <url>] [--max-operations <n>]`;

const exitCodesHelp = `Exit codes: 0 fine; 1 a spec that cannot be read, a failed build, a refused output folder or a breaking change; 2 a usage error.`;

const help = `${toolName} ${toolVersion()}: the static reference site of an OpenAPI description (3.1, 3.0 or Swagger 2.0, YAML or JSON).

usage: ${toolName} <command> [options]

Commands:
  build <spec> --out <dir>   Build the reference site of <spec> into <dir>.
  dev <spec>                 Serve a live preview of <spec>'s reference: an edit to the spec shows without a restart.
  check <spec>               Read, validate and model <spec>; print its warnings and a summary.

Options:
  -h, --help                 This help; \`${toolName} <command> --help\` for a command's.
  -v, --version              The version.

${exitCodesHelp}
`;

const commandHelp: Record<string, string> = {
  build: `${buildUsage}

Builds the static reference site of <spec>: an overview, a page per operation and webhook, search and the spec download.

The output folder must be new, empty, or a folder a previous build wrote (it has a ${markerFile}): the build replaces what
that build wrote and keeps anything else. It refuses any other folder, the current folder and the folders above it, your home
folder and /, before doing any work. Work files go to $API_REFERENCE_CACHE, else $XDG_CACHE_HOME/api-reference, else
~/.cache/api-reference; the work folders there whose output folder or spec has been gone for a day, or unused for 30 days,
are removed.

Options:
  --out <dir>            Where the site is written.
  --since <older spec>   The overview lists what changed since <older spec>; each operation page its own changes.
  --strict               The house rules as errors: every example validates.
  --static-pages         Operation pages as static HTML outside the client-side router (the default from 100 operations).
  --app-pages            Operation pages in the router (the default below 100 operations).
  --schema-pages <when>  A page per named schema, which the operation pages link to: auto (the default: from 100 named
                         schemas reached by the operations), always or never (every schema written out where it is used).
  --links-base <url>     The provider's site, which the paths its descriptions link (/docs/pagination) are pages of.
  --max-operations <n>   The most operations and webhooks a site is built from (default 5000: each takes about 0.5 MB
                         of memory); a larger description is refused at once.

Environment: BASE_URL (default /) and SITE_URL (default http://localhost:3000) say where the site is served.

${exitCodesHelp}
`,
  dev: `${devUsage}

Serves the reference site of <spec> at http://<host>:<port>/ (default http://localhost:3000/) until you stop it (Ctrl-C).
An edit to <spec>, or to any file it references, shows on the open page without a restart. A broken edit is told as
file:line:col in the terminal, and the last good pages are still served. Work files go to the cache folder, as for build.

Options:
  --port <n>             The port (default 3000).
  --host <host>          The address to listen on (default localhost; 0.0.0.0 for every interface).
  --since <older spec>   The overview lists what changed since <older spec>.
  --strict               The house rules as errors: every example validates.
  --schema-pages <when>  A page per named schema: auto (from 100 named schemas reached), always or never.
  --links-base <url>     The provider's site, which the paths its descriptions link (/docs/pagination) are pages of.
  --max-operations <n>   The most operations and webhooks the preview takes (default 5000).

Exit codes: 0 stopped; 1 a spec that cannot be read at the start; 2 a usage error.
`,
  check: `${checkUsage}

Reads, validates and models <spec> as build does, without a site: prints its warnings and its operations, webhooks, schemas
and warnings. With --since, prints the differences from <older spec>: breaking, non-breaking and documentation-only.

Options:
  --since <older spec>   Compare with <older spec>; exit 1 if any difference is breaking.
  --strict               The house rules as errors: exit 1 where they refuse the spec.

Exit codes: 0 fine; 1 a spec that cannot be read or a breaking change; 2 a usage error.
`,
};

/** Runs the command line; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    console.log(help);
    return command === undefined ? exitCodes.usage : exitCodes.ok;
  }
  if (command === '-v' || command === '--version') {
    console.log(toolVersion());
    return exitCodes.ok;
  }
  if (!(command in commandHelp)) throw new UsageError(`unknown command ${command}: the commands are build, dev and check (${toolName} --help)`);
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(commandHelp[command]);
    return exitCodes.ok;
  }
  if (command === 'build') {
    await build(rest, buildUsage);
    return exitCodes.ok;
  }
  if (command === 'dev') return dev(parseDevArgs(rest, devUsage));
  return check(parseCheckArgs(rest, checkUsage));
}

if (require.main === module) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => process.exit(reportFailure(toolName, error)),
  );
}
