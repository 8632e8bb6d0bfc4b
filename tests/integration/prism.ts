// A Prism mock of a spec, with request validation on (`--errors`), behind a
// small proxy of our own: the sample tests send their requests to the proxy,
// which may rewrite them (a base path, a `Prefer` header) and records them,
// and forwards them to Prism. Used by samples-mock.test.ts (the Komodo spec)
// and samples-specs.test.ts (the reference specs).
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type Server} from 'node:http';
import path from 'node:path';
import {freePort} from '../tools';

const siteDir = path.resolve(__dirname, '../..');

/** What the proxy sends on to Prism for one request; undefined forwards it as it came. */
export interface Forward {
  path?: string;
  headers?: OutgoingHttpHeaders;
  /** Called with Prism's status once it answers. */
  onAnswer?: (status: number) => void;
}

export interface PrismMock {
  /** The proxy's origin, which stands for the spec's server. */
  origin: string;
  /** The lines of Prism's log that report a request it rejected or could not validate. */
  violations: () => string[];
  stop: () => Promise<void>;
}

/** Starts Prism on `specFile` (named `label` in errors) and the proxy in front of it. */
export async function startPrism(specFile: string, label: string, route: (incoming: IncomingMessage) => Forward = () => ({})): Promise<PrismMock> {
  const port = await freePort();
  const prism: ChildProcess = spawn(path.join(siteDir, 'node_modules/.bin/prism'), ['mock', specFile, '-h', '127.0.0.1', '-p', String(port), '--errors'], {
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

  const proxy: Server = createServer((incoming, outgoing) => {
    const forward = route(incoming);
    const headers = {...incoming.headers, host: `127.0.0.1:${port}`, ...forward.headers};
    const request = httpRequest({host: '127.0.0.1', port, path: forward.path ?? incoming.url, method: incoming.method, headers}, (answer) => {
      forward.onAnswer?.(answer.statusCode ?? 0);
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(request);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  const address = proxy.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    violations: () => log.split('\n').filter((line) => /violation|did not pass the validation/i.test(line)),
    stop: async () => {
      prism.kill();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
