// `api-reference dev <spec>`: a live preview of any spec. The spec's pages
// are generated into a work folder of its own in the cache (one per spec, so
// a second run starts warm), and Docusaurus's dev server serves them. The
// rest-docs plugin (generator/site/plugin.ts) watches the spec and every file
// it references: an edit shows on the open page without a restart, and a
// broken edit is told as file:line:col in the terminal while the last good
// pages are still served. Pages are pages of the router whatever the spec's
// size (static pages exist only in a build).
import {spawn} from 'node:child_process';
import path from 'node:path';
import {linksBaseArg, prepareSite, schemaPagesArg, specFileName, workDirFor} from '../reference';
import {docusaurusCli} from '../site/docusaurus';
import {cacheFolder} from './output-folder';
import {UsageError} from './errors';

export interface DevArgs {
  spec: string;
  port: number;
  host: string;
  strict: boolean;
  since?: string;
  linksBase?: string;
  /** `--schema-pages always` or `never`; otherwise as many schemas decide (generator/model/api.ts, schemaPagesFrom). */
  schemaPages?: boolean;
}

export function parseDevArgs(argv: string[], usage: string): DevArgs {
  let spec: string | undefined;
  let port = 3000;
  let host = 'localhost';
  let strict = false;
  let since: string | undefined;
  let linksBase: string | undefined;
  let schemaPages: boolean | undefined;
  const value = (arg: string, index: number): [string, number] => (arg.includes('=') ? [arg.slice(arg.indexOf('=') + 1), index] : [argv[index + 1] ?? '', index + 1]);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const name = arg.split('=')[0];
    if (name === '--port') {
      const [text, next] = value(arg, i);
      i = next;
      port = Number(text);
      if (!/^\d+$/.test(text) || port < 1 || port > 65535) throw new UsageError(`--port ${text}: give a port number from 1 to 65535\n${usage}`);
    } else if (name === '--host') {
      [host, i] = value(arg, i);
      if (!host) throw new UsageError(`--host needs a host name or address\n${usage}`);
    } else if (name === '--since') {
      [since, i] = value(arg, i);
      if (!since) throw new UsageError(`--since needs the older spec's file\n${usage}`);
      specFileName(since, usage);
    } else if (name === '--links-base') {
      const [text, next] = value(arg, i);
      i = next;
      linksBase = linksBaseArg(text, usage);
    } else if (name === '--schema-pages') {
      const [text, next] = value(arg, i);
      i = next;
      schemaPages = schemaPagesArg(text, usage);
    } else if (arg === '--strict') strict = true;
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}\n${usage}`);
    else if (spec === undefined) spec = arg;
    else throw new UsageError(`one spec at a time, got ${spec} and ${arg}\n${usage}`);
  }
  if (!spec) throw new UsageError(`no spec file given\n${usage}`);
  specFileName(spec, usage);
  return {spec: path.resolve(spec), port, host, strict, linksBase, schemaPages, ...(since ? {since: path.resolve(since)} : {})};
}

/** Serves the live preview until the dev server stops (Ctrl-C); returns its exit code. */
export async function dev(args: DevArgs): Promise<number> {
  const {siteDir} = await prepareSite({...args, staticPages: false}, workDirFor(`dev\0${args.spec}`, cacheFolder()));
  const server = spawn(process.execPath, [docusaurusCli(), 'start', siteDir, '--port', String(args.port), '--host', args.host, '--no-open'], {cwd: siteDir, stdio: 'inherit'});
  const stop = () => server.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1))));
}
