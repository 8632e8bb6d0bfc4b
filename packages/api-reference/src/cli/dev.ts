// `api-reference dev <spec>`: a live preview of any spec. The spec's pages
// are generated into a work folder of its own in the cache (one per spec, so
// a second run starts warm), and Docusaurus's dev server serves them. The
// rest-docs plugin (packages/api-reference/src/site/plugin.ts) watches the spec and every file
// it references: an edit shows on the open page without a restart, and a
// broken edit is told as file:line:col in the terminal while the last good
// pages are still served. Pages are pages of the router whatever the spec's
// size (static pages exist only in a build).
import {spawn} from 'node:child_process';
import path from 'node:path';
import {linksBaseArg, maxOperationsArg, prepareSite, schemaPagesArg, workDirFor} from '../reference';
import {readCommandLine, sinceOption} from './options';
import {docusaurusCli} from '../site/docusaurus';
import {cacheFolder} from './output-folder';
import {recordUse} from './work-folders';
import {UsageError} from './errors';

export interface DevArgs {
  spec: string;
  port: number;
  host: string;
  strict: boolean;
  since?: string;
  linksBase?: string;
  /** `--schema-pages always` or `never`; otherwise as many schemas decide (packages/api-reference/src/model/api.ts, schemaPagesFrom). */
  schemaPages?: boolean;
  /** `--max-operations N`: the most operations and webhooks the preview takes. */
  maxOperations?: number;
}

export function parseDevArgs(argv: string[], usage: string): DevArgs {
  const line = readCommandLine(argv, usage, {values: ['--port', '--host', '--since', '--links-base', '--schema-pages', '--max-operations'], flags: ['--strict']});
  const portText = line.values.get('--port') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) throw new UsageError(`--port ${portText}: give a port number from 1 to 65535\n${usage}`);
  const host = line.values.get('--host') ?? 'localhost';
  if (!host) throw new UsageError(`--host needs a host name or address\n${usage}`);
  const since = sinceOption(line, usage);
  const linksBase = line.values.has('--links-base') ? linksBaseArg(line.values.get('--links-base'), usage) : undefined;
  const schemaPages = line.values.has('--schema-pages') ? schemaPagesArg(line.values.get('--schema-pages'), usage) : undefined;
  const maxOperations = maxOperationsArg(line.values.get('--max-operations'), usage);
  return {spec: path.resolve(line.spec), port, host, strict: line.flags.has('--strict'), linksBase, schemaPages, maxOperations, ...(since ? {since: path.resolve(since)} : {})};
}

/** Serves the live preview until the dev server stops (Ctrl-C); returns its exit code. */
export async function dev(args: DevArgs): Promise<number> {
  const {siteDir} = await prepareSite({...args, staticPages: false}, workDirFor(`dev\0${args.spec}`, cacheFolder(), args.spec));
  // A preview that runs for days is in use: its work folder is not one that another build removes (./work-folders.ts).
  setInterval(() => recordUse(siteDir, args.spec), 60 * 60 * 1000).unref();
  const server = spawn(process.execPath, [docusaurusCli(), 'start', siteDir, '--port', String(args.port), '--host', args.host, '--no-open'], {cwd: siteDir, stdio: 'inherit'});
  const stop = () => server.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1))));
}
