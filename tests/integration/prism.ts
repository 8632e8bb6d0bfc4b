// A Prism mock of a spec, with request validation on (`--errors`), behind a
// small proxy of our own: the sample tests send their requests to the proxy,
// which may rewrite them (a base path, a `Prefer` header) and records them,
// and forwards them to Prism. Used by samples-mock.test.ts (the Komodo spec)
// and samples-specs.test.ts (the reference specs).
import {fork, spawn, type ChildProcess} from 'node:child_process';
import {createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type Server} from 'node:http';
import path from 'node:path';
import {freePort} from '../tools';
import type {OperationModel} from '../../packages/api-reference/src/model/operation';
import {baseUrlVariable} from '../../packages/api-reference/src/samples/samples';

const siteDir = path.resolve(__dirname, '../..');

/** What the proxy sends on to Prism for one request; undefined forwards it as it came. */
export interface Forward {
  path?: string;
  headers?: OutgoingHttpHeaders;
  /** Called with Prism's status once it answers. */
  onAnswer?: (status: number) => void;
  /** Called with Prism's status and the whole body of its answer. */
  onBody?: (status: number, body: string) => void;
  /** Answer this status here, without asking Prism (a marker a test harness sends). */
  reply?: number;
}

export interface PrismMock {
  /** The proxy's origin, which stands for the spec's server. */
  origin: string;
  /** The lines of Prism's log that report a request it rejected or could not validate. */
  violations: () => string[];
  stop: () => Promise<void>;
}

/**
 * Starts Prism on `specFile` (named `label` in errors) and the proxy in front of it.
 * `errors: false` leaves out `--errors`: Prism still refuses an invalid request, but
 * answers with what it made even where its own response breaks the schema (a spec's
 * fault, not the request's).
 */
export async function startPrism(specFile: string, label: string, route: (incoming: IncomingMessage) => Forward = () => ({}), options: {errors?: boolean} = {}): Promise<PrismMock> {
  const port = await freePort();
  const flags = options.errors === false ? [] : ['--errors'];
  const prism: ChildProcess = spawn(path.join(siteDir, 'node_modules/.bin/prism'), ['mock', specFile, '-h', '127.0.0.1', '-p', String(port), ...flags], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // Prism takes a few seconds to start; on two loaded cores, more.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start for ${label} within 60 s:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout!.on('data', onData);
    prism.stderr!.on('data', onData);
    prism.once('exit', (code) => reject(new Error(`Prism exited with ${code} for ${label}:\n${log}`)));
  });

  const proxy = await startProxy(port, route);
  return {
    origin: originOf(proxy),
    violations: () => log.split('\n').filter((line) => /violation|did not pass the validation/i.test(line)),
    stop: async () => {
      prism.kill();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

/** The proxy in front of Prism on `port`: forwards each request as `route` says, or answers it itself. */
async function startProxy(port: number, route: (incoming: IncomingMessage) => Forward): Promise<Server> {
  const proxy: Server = createServer((incoming, outgoing) => {
    const forward = route(incoming);
    if (forward.reply !== undefined) {
      incoming.resume();
      outgoing.writeHead(forward.reply).end();
      return;
    }
    const headers = {...incoming.headers, host: `127.0.0.1:${port}`, ...forward.headers};
    const request = httpRequest({host: '127.0.0.1', port, path: forward.path ?? incoming.url, method: incoming.method, headers}, (answer) => {
      pending.delete(request);
      forward.onAnswer?.(answer.statusCode ?? 0);
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      if (forward.onBody) {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => forward.onBody!(answer.statusCode ?? 0, body));
      }
      answer.pipe(outgoing);
    });
    // Prism gone mid-request (it crashed on it): the client gets a 502 that says so, not a hang.
    request.on('error', (error) => {
      forward.onBody?.(502, JSON.stringify({type: 'proxy#PRISM_GONE', detail: error.message}));
      if (!outgoing.headersSent) outgoing.writeHead(502, {'content-type': 'application/json'});
      outgoing.end(JSON.stringify({type: 'proxy#PRISM_GONE', detail: error.message}));
    });
    pending.add(request);
    incoming.pipe(request);
  });
  // Requests Prism has not answered, which the host ends when Prism threw on one.
  const pending = new Set<ReturnType<typeof httpRequest>>();
  proxy.on('abort-pending', (reason: string) => {
    for (const request of pending) request.destroy(new Error(reason));
    pending.clear();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  return proxy;
}

function originOf(proxy: Server): string {
  const address = proxy.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Prism mocks served by one process of their own (./prism-host.mjs), started on first use. */
export interface PrismHost {
  /**
   * `errors` as startPrism's; `requestsOnly`: Prism mocks the document as request validation
   * reads it (prism-fixes.mjs, requestsOnly: every response body any value, no schema that no
   * request reaches), which it loads in seconds where it cannot load the whole (Stripe's).
   */
  start: (specFile: string, route?: (incoming: IncomingMessage) => Forward, options?: {errors?: boolean; requestsOnly?: boolean}) => Promise<PrismMock>;
  /** Messages of the exceptions Prism threw on requests (each ended with the proxy's PRISM_GONE). */
  crashes: string[];
  close: () => void;
}

export function prismHost(): PrismHost {
  const host: ChildProcess = fork(path.join(__dirname, 'prism-host.mjs'), [], {cwd: siteDir, stdio: ['ignore', 'ignore', 'pipe', 'ipc']});
  const waiting = new Map<string, (message: {ready?: boolean; failed?: string}) => void>();
  const proxies = new Set<{abort: (reason: string) => void}>();
  const crashes: string[] = [];
  host.on('message', (message: {id?: string; ready?: boolean; failed?: string; crash?: string}) => {
    if (message.crash) {
      crashes.push(message.crash);
      // The request Prism threw on never gets an answer: end what is pending, saying why.
      for (const proxy of proxies) proxy.abort(`Prism threw: ${message.crash}`);
    } else if (message.id) waiting.get(message.id)?.(message);
  });
  let count = 0;
  return {
    crashes,
    close: () => host.kill(),
    start: async (specFile, route = () => ({}), options = {}) => {
      const id = `mock-${++count}`;
      const port = await freePort();
      const answer = await new Promise<{ready?: boolean; failed?: string}>((resolve) => {
        waiting.set(id, resolve);
        host.send({id, file: specFile, port, errors: options.errors !== false, requestsOnly: options.requestsOnly === true});
      });
      if (answer.failed) throw new Error(`Prism cannot mock ${specFile}: ${answer.failed}`);
      const proxy = await startProxy(port, route);
      const tracked = {abort: (reason: string) => proxy.emit('abort-pending', reason)};
      proxies.add(tracked);
      return {
        origin: originOf(proxy),
        violations: () => [],
        stop: async () => {
          proxies.delete(tracked);
          host.send({stop: id});
          proxy.closeAllConnections();
          await new Promise((resolve) => proxy.close(resolve));
        },
      };
    },
  };
}

/**
 * Prism's own error about a request, from its answer: its problem types, e.g.
 * UNPROCESSABLE_ENTITY, UNAUTHORIZED, NO_PATH_MATCHED_ERROR, and the proxy's
 * PRISM_GONE where Prism threw on it; undefined for an answer that is not one.
 */
export function prismRefusal(answer: {path: string; status: number; body: string}): string | undefined {
  try {
    const body = JSON.parse(answer.body) as {type?: string; detail?: string; validation?: unknown};
    if (typeof body.type !== 'string' || !/^(https:\/\/stoplight\.io\/prism\/errors|proxy)#/.test(body.type)) return undefined;
    // About the spec's responses, not the request: the spec defines none Prism can send.
    if (body.type.endsWith('#NO_RESPONSE_RESPONSE_DEFINED')) return undefined;
    return `${answer.status} ${body.type.split('#')[1]} for ${answer.path}: ${body.detail ?? ''} ${JSON.stringify(body.validation ?? '')}`;
  } catch {
    return undefined;
  }
}

/** The operation's first server, its variables at their defaults, over HTTPS where it names no scheme (as the samples have it). */
export const serverWithDefaults = (op: OperationModel): string =>
  op.servers[0].url.replace(/\{([^}]+)\}/g, (_whole, variable: string) => op.servers[0].variables.find((v) => v.name === variable)?.defaultValue ?? '').replace(/^\/\//, 'https://');

/** The paths of the operations' servers (`/v2`), longest first: the proxy takes them off, as Prism serves the spec at its root. */
export const serverBases = (operations: OperationModel[]): string[] =>
  [...new Set(operations.map((op) => new URL(serverWithDefaults(op), 'http://relative').pathname.replace(/\/$/, '')))].sort((a, b) => b.length - a.length);

/** The environment the operations' samples run in on the mock at `origin`: the base URL, and a made-up value for every credential their security names. */
export function sampleEnvironment(operations: OperationModel[], origin: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...process.env, [baseUrlVariable]: origin};
  for (const op of operations) {
    for (const scheme of op.security.flat()) {
      for (const variable of Object.values(scheme.variables)) if (variable) env[variable] = 'mock-secret';
      // A client certificate's files, in the samples' working folder (the mock is plain HTTP: the Go, Ruby and Java samples load them, none presents them).
      const prefix = (scheme.variables.secret ?? 'CLIENT').replace(/_(TOKEN|KEY)$/, '');
      if (scheme.type === 'mutualTLS') Object.assign(env, {[`${prefix}_CERT`]: 'client.crt', [`${prefix}_KEY`]: 'client.key'});
    }
  }
  return env;
}

/** What Prism answered to one request of a sample. */
export interface SampleAnswer {
  path: string;
  status: number;
  body: string;
}

/**
 * The proxy's route for running samples: a request to `/__sample/<key>` (which
 * a sample's runner sends before it, or `mark(key)` here) names the sample that
 * sends what follows; every other request is forwarded without the servers'
 * base paths (`bases`, as Prism serves the spec at its root), and Prism's
 * answers are kept by sample, in `answers`.
 */
export function sampleRoute(bases: string[]): {route: (incoming: IncomingMessage) => Forward; answers: Map<string, SampleAnswer[]>; mark: (key: string) => void} {
  let current = '';
  const answers = new Map<string, SampleAnswer[]>();
  const route = (incoming: IncomingMessage): Forward => {
    const marker = /^\/__sample\/([^/?]+)$/.exec(incoming.url ?? '');
    if (marker) {
      current = decodeURIComponent(marker[1]);
      return {reply: 204};
    }
    const base = bases.find((prefix) => prefix && incoming.url?.startsWith(`${prefix}/`)) ?? '';
    const forwarded = (incoming.url ?? '/').slice(base.length);
    const key = current;
    return {path: forwarded, onBody: (status, body) => answers.set(key, [...(answers.get(key) ?? []), {path: `${incoming.method} ${forwarded}`, status, body}])};
  };
  return {route, answers, mark: (key) => (current = key)};
}
