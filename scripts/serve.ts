// A static server for the built site that behaves like the real hosts: the
// site lives under its base path, unknown paths get 404.html with status 404,
// `x/index.html` and `x.html` serve the page at `x`, text is gzipped, and
// pages carry the Content-Security-Policy and Permissions-Policy that the
// nginx config sends (so the browser tests check every page under them).
// The browser tests and the benchmark both run against it.
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {createHash} from 'node:crypto';
import {readBaseUrl, siteDefaults} from './site-env';
import {defaultTemplate, readHeadersFile, scanBuild, templateHeaders} from '../packages/api-reference/src/site/security-headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|xml|atom\+xml|yaml)|image\/svg)/;

export interface StaticServer {
  origin: string;
  /** origin + base path, e.g. http://127.0.0.1:4173/komodo-api-docs/ */
  url: string;
  close(): Promise<void>;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file that answers a path below the base path, or undefined for a 404. */
export function resolveFile(root: string, relative: string): string | undefined {
  const clean = path.normalize(decodeURIComponent(relative)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/') || clean === '' || clean === '.'
    ? [path.join(clean, 'index.html')]
    : [clean, path.join(clean, 'index.html'), `${clean}.html`, path.join(clean.replace(/\.html$/, ''), 'index.html')];
  return candidates.map((candidate) => path.join(root, candidate)).find((file) => file.startsWith(root) && isFile(file));
}

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  etag: string;
  gzipped?: Buffer;
}

// Each file is read, hashed and gzipped once per version: the browser tests
// load every page with a cold cache, and gzip -9 of the same bundles on every
// request took CPU that the browser needs.
const cache = new Map<string, CachedFile>();

function load(file: string): CachedFile {
  const {mtimeMs} = statSync(file);
  const hit = cache.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit;
  const body = readFileSync(file);
  const entry = {mtimeMs, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`};
  cache.set(file, entry);
  return entry;
}

// The two policies a page is sent with: those of the build's own `_headers`
// file where it has one (a reference site's, written by npm run reference:
// packages/api-reference/src/site/security-headers.ts), else those of deploy/nginx.conf.template
// for the build as it is now. The CSP holds the hashes of the build's inline
// scripts, so it is read again when a new build has rewritten index.html.
// Only pages get them: a page's policies govern all it loads, and on every
// asset their 1 KB would count in the bytes the budgets measure (nginx sends
// them on every response, which nginx.spec.ts checks). The other headers are
// left to the hosts: nosniff, for one, needs nginx's full table of types.
const policyNames = ['content-security-policy', 'permissions-policy'];
const policies = new Map<string, {mtimeMs: number; headers: Record<string, string>}>();

function policyHeaders(root: string): Record<string, string> {
  const {mtimeMs} = statSync(path.join(root, 'index.html'));
  const known = policies.get(root);
  if (known?.mtimeMs === mtimeMs) return known.headers;
  const all = readHeadersFile(root) ?? templateHeaders(readFileSync(defaultTemplate, 'utf8'), scanBuild(root).scriptHashes);
  const headers = Object.fromEntries(policyNames.filter((name) => all[name]).map((name) => [name, all[name]]));
  policies.set(root, {mtimeMs, headers});
  return headers;
}

function send(request: IncomingMessage, response: ServerResponse, file: string, status: number, policy: Record<string, string>): void {
  const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
  const entry = load(file);
  let body = entry.body;
  // As the real hosts do: hashed assets are cached for good, the rest is
  // revalidated by ETag, so a prefetch of a chunk the page already has is free.
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag: entry.etag,
    ...(type.startsWith('text/html') ? policy : {}),
  };
  if (status === 200 && request.headers['if-none-match'] === entry.etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  if (compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    entry.gzipped ??= gzipSync(entry.body, {level: 9});
    body = entry.gzipped;
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
  }
  headers['content-length'] = String(body.length);
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function startServer(options: {root: string; baseUrl: string; port?: number; host?: string}): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  if (!isFile(path.join(root, 'index.html'))) {
    return Promise.reject(new Error(`${root} has no index.html: run \`npm run build\` first`));
  }
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = pathname.startsWith(options.baseUrl) ? resolveFile(root, pathname.slice(options.baseUrl.length)) : undefined;
    const policy = policyHeaders(root);
    if (file) send(request, response, file, 200, policy);
    else send(request, response, path.join(root, '404.html'), 404, policy);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      const origin = `http://${host}:${port}`;
      resolve({
        origin,
        url: `${origin}${options.baseUrl}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

// `tsx scripts/serve.ts [port]`: serve ./build under BASE_URL until stopped.
if (require.main === module) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 4173);
  const baseUrl = readBaseUrl(process.env.BASE_URL, siteDefaults.baseUrl);
  startServer({root: path.resolve(__dirname, '../build'), baseUrl, port}).then(
    (server) => console.log(`Serving build/ at ${server.url}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
