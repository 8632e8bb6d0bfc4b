// Self-hosting: nginx with the config that scripts/nginx-config.ts writes from
// deploy/nginx.conf.template serves the build under its base path with real
// 404s, caching by kind of file, gzip and the security headers on every
// response. scripts/serve.ts sends the same Content-Security-Policy and
// Permissions-Policy (checked here), so pages.spec.ts proves every page of the
// sitemap under them; here Chromium runs one page of each kind through nginx
// itself under the policies, with no violation and no console error.
//
// Skipped when nginx is not installed, except in CI (CI=true), where a missing
// nginx fails: .ci/run installs it, and a silent skip there would hide a broken
// config.
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {request, type IncomingHttpHeaders} from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {contentSecurityPolicy, inlineScriptHashes, scanBuild} from '../../scripts/nginx-config';
import {baseUrl, buildDir, collectErrors, sitemapRoutes, waitForHydration, watchPolicies} from './site';
import {findNginx, freePort, inCi, installNginx} from '../tools';

const siteDir = path.resolve(__dirname, '../..');

const nginxBinary = findNginx();

test.skip(!nginxBinary && !inCi, installNginx);
// The tests share nothing but a read-only nginx, which every worker starts for itself.
test.describe.configure({mode: 'parallel'});

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};
const deniedFeatures = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'];
const immutable = 'public, max-age=31536000, immutable';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface RunningNginx {
  origin: string;
  /** origin + base path */
  url: string;
  stop(): Promise<void>;
}

let nginx: RunningNginx;

/** A raw GET: the path is sent as written (no URL normalisation), the body as received (no gunzip). */
function get(origin: string, rawPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/`, {path: rawPath, headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${rawPath} timed out`)));
    req.end();
  });
}

/** Writes the config with the script, as an operator would, and starts nginx in the foreground. */
async function startNginx(binary: string): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'komodo-nginx-'));
  const config = path.join(dir, 'nginx.conf');
  // The port is free when probed; another process may take it before nginx
  // binds it, so try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const generate = spawnSync(
      process.execPath,
      [require.resolve('tsx/cli'), path.join(siteDir, 'scripts/nginx-config.ts'), '--out', config, '--root', buildDir, '--listen', `127.0.0.1:${port}`],
      {cwd: siteDir, env: {...process.env, BASE_URL: baseUrl}, encoding: 'utf8'},
    );
    if (generate.status !== 0) throw new Error(`scripts/nginx-config.ts failed:\n${generate.stderr}${generate.stdout}`);

    const child: ChildProcess = spawn(binary, ['-p', `${dir}/`, '-c', config, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    const origin = `http://127.0.0.1:${port}`;
    const stop = async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, {recursive: true, force: true});
    };

    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const reply = await get(origin, baseUrl).catch(() => undefined);
      if (reply?.status === 200) return {origin, url: `${origin}${baseUrl}`, stop};
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
    if (child.exitCode !== null && /Address already in use/.test(log) && attempt < 3) continue;
    await stop();
    throw new Error(`nginx did not serve ${origin}${baseUrl} within 10 s. error.log:\n${log}`);
  }
}

test.beforeAll(async () => {
  if (!nginxBinary) throw new Error(`CI is set: ${installNginx}`);
  nginx = await startNginx(nginxBinary);
});

test.afterAll(async () => {
  await nginx?.stop();
});

const buildFile = (relative: string) => readFileSync(path.join(buildDir, relative));
const notFoundPage = () => buildFile('404.html');

/** A page that Docusaurus wrote as x/index.html, x being a few levels deep. */
function directoryPage(): string {
  const route = sitemapRoutes()
    .map((r) => r.replace(/\/$/, ''))
    .find((r) => r.split('/').length >= 3 && existsSync(path.join(buildDir, r, 'index.html')));
  if (!route) throw new Error('the sitemap lists no page built as x/index.html');
  return route;
}

/** The hashed script and stylesheet the home page loads. */
function homeAssets(): string[] {
  const html = buildFile('index.html').toString('utf8');
  const base = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const assets = [...html.matchAll(new RegExp(`(?:src|href)="?${base}(assets/(?:js|css)/[^"\\s>]+)`, 'g'))].map((m) => m[1]);
  expect(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css')), 'the home page loads JS and CSS from assets/').toBe(true);
  return assets;
}

// Tagged: the second base path (BASE_URL=/) must hold in nginx too.
test.describe('HTTP @base-path', () => {
  test('a page answers 200 at x, x/, x/index.html and x.html, and the home page at the base path', async () => {
    const route = directoryPage();
    const page = buildFile(path.join(route, 'index.html'));
    for (const form of [route, `${route}/`, `${route}/index.html`, `${route}.html`]) {
      const reply = await get(nginx.origin, `${baseUrl}${form}`);
      expect(reply.status, form).toBe(200);
      expect(reply.headers['content-type'], form).toBe('text/html; charset=utf-8');
      expect(reply.body.equals(page), `${form} serves ${route}/index.html`).toBe(true);
    }
    const home = await get(nginx.origin, baseUrl);
    expect(home.status).toBe(200);
    expect(home.body.equals(buildFile('index.html'))).toBe(true);
  });

  test('unknown paths get the not-found page with status 404', async () => {
    const paths = [
      `${baseUrl}no-such-page`,
      `${baseUrl}no-such-page/`,
      `${baseUrl}no-such-page.html`,
      `${baseUrl}docs/no-such-page/index.html`,
      `${baseUrl}assets/js/no-such-chunk.js`,
      ...(baseUrl === '/' ? [] : ['/no-such-site/', '/sitemap.xml']),
    ];
    for (const rawPath of paths) {
      const reply = await get(nginx.origin, rawPath);
      expect(reply.status, rawPath).toBe(404);
      expect(reply.headers['content-type'], rawPath).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control'], `${rawPath}: a 404 is never cached for good`).toBe('no-cache');
      expect(reply.body.equals(notFoundPage()), `${rawPath} serves 404.html`).toBe(true);
    }
  });

  test('paths that try to leave the build get nothing from outside it', async () => {
    const passwd = /root:.*:0:0:/;
    const paths = [
      `${baseUrl}../etc/passwd`,
      `${baseUrl}%2e%2e/etc/passwd`,
      `${baseUrl}..%2fetc/passwd`,
      `${baseUrl}../../../../../../etc/passwd`,
      // The classic alias slip: a location without its trailing "/".
      ...(baseUrl === '/' ? [] : [`${baseUrl.slice(0, -1)}../etc/passwd`, `${baseUrl.slice(0, -1)}..%2fetc/passwd`]),
    ];
    for (const rawPath of paths) {
      const reply = await get(nginx.origin, rawPath);
      // 404 once nginx has resolved the dots to a path outside the site; 400
      // when they climb above "/" itself.
      expect([400, 404], `${rawPath} (${reply.status})`).toContain(reply.status);
      expect(reply.body.toString('utf8'), rawPath).not.toMatch(passwd);
    }
  });

  // At BASE_URL=/ there is no bare base path to redirect from.
  if (baseUrl !== '/') test('the bare base path redirects into the site', async () => {
    const reply = await get(nginx.origin, baseUrl.slice(0, -1));
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(baseUrl);
  });

  test('hashed assets are cached for a year, everything else is revalidated', async () => {
    // Immutable caching is only right if every file under assets/ is named after its content.
    const unhashed = (readdirSync(path.join(buildDir, 'assets'), {recursive: true}) as string[])
      .filter((file) => path.extname(file) !== '')
      .filter((file) => !/[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(path.basename(file)));
    expect(unhashed, 'files under assets/ without a content hash in their name').toEqual([]);

    for (const asset of homeAssets()) {
      const reply = await get(nginx.origin, `${baseUrl}${asset}`);
      expect(reply.status, asset).toBe(200);
      expect(reply.headers['cache-control'], asset).toBe(immutable);
      expect(reply.headers['content-type'], asset).toBe(asset.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8');
    }
    for (const file of ['', `${directoryPage()}`, 'sitemap.xml', 'pagefind/pagefind-entry.json', 'img/logo.svg']) {
      const reply = await get(nginx.origin, `${baseUrl}${file}`);
      expect(reply.status, file || 'home page').toBe(200);
      expect(reply.headers['cache-control'], file || 'home page').toBe('no-cache');
      expect(reply.headers.etag ?? reply.headers['last-modified'], `${file || 'home page'} can be revalidated`).toBeTruthy();
    }
  });

  test('text is gzipped for clients that accept it, and only for them', async () => {
    const files = ['index.html', ...homeAssets(), 'sitemap.xml', 'pagefind/pagefind.js', 'img/logo.svg'];
    for (const file of files) {
      const url = `${baseUrl}${file === 'index.html' ? '' : file}`;
      const gzipped = await get(nginx.origin, url, {'accept-encoding': 'gzip'});
      expect(gzipped.headers['content-encoding'], file).toBe('gzip');
      expect(gzipped.headers.vary, file).toBe('Accept-Encoding');
      expect(gunzipSync(gzipped.body).equals(buildFile(file)), `${file} unzips to the built file`).toBe(true);

      const plain = await get(nginx.origin, url);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.body.equals(buildFile(file)), file).toBe(true);
    }
    const notFound = await get(nginx.origin, `${baseUrl}no-such-page`, {'accept-encoding': 'gzip'});
    expect(notFound.headers['content-encoding'], 'the 404 page').toBe('gzip');
  });

  test('every response carries the security headers: pages, assets, 404s and redirects', async () => {
    const csp = contentSecurityPolicy(scanBuild(buildDir).scriptHashes);
    const paths = [baseUrl, `${baseUrl}${directoryPage()}`, `${baseUrl}${homeAssets()[0]}`, `${baseUrl}no-such-page`, `${baseUrl}sitemap.xml`];
    if (baseUrl !== '/') paths.push(baseUrl.slice(0, -1), '/no-such-site/');
    for (const rawPath of paths) {
      const {headers, status} = await get(nginx.origin, rawPath, {'accept-encoding': 'gzip'});
      const what = `${rawPath} (${status})`;
      expect(headers['content-security-policy'], what).toBe(csp);
      for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name], `${what} ${name}`).toBe(value);
      for (const feature of deniedFeatures) expect(headers['permissions-policy'], what).toContain(`${feature}=()`);
      expect(headers.server, `${what} names no nginx version`).toBe('nginx');
    }
  });

  test('the CSP allows the inline scripts of the build by hash, and nothing inline or evaluated otherwise', async () => {
    const {headers} = await get(nginx.origin, baseUrl);
    const directives = new Map(
      String(headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    const scriptSrc = directives.get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    // WebAssembly for search (Pagefind), which is not JavaScript eval.
    expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
    // The home page carries both inline scripts Docusaurus writes (colour mode, base-URL check).
    expect(scriptSrc).toEqual(expect.arrayContaining(inlineScriptHashes(buildFile('index.html').toString('utf8'))));
    expect(directives.get('style-src-elem')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

test('scripts/serve.ts sends the policies nginx sends, so the browser tests run every page under them @base-path', async ({request}) => {
  for (const rawPath of [baseUrl, `${baseUrl}${directoryPage()}`, `${baseUrl}no-such-page`]) {
    const [fromNginx, fromServe] = await Promise.all([get(nginx.origin, rawPath), request.get(rawPath.slice(baseUrl.length))]);
    for (const name of ['content-security-policy', 'permissions-policy']) {
      expect(fromNginx.headers[name], `${rawPath}: nginx sends ${name}`).toBeTruthy();
      expect(fromServe.headers()[name], `${rawPath}: ${name}`).toBe(fromNginx.headers[name]);
    }
  }
});

// One page of each kind: the home page, a guide, a REST operation, the REST
// overview and the not-found page.
const samplePages = [
  {route: '', status: 200},
  {route: 'docs/getting-started', status: 200},
  {route: 'docs/rest/v1/get-users', status: 200},
  {route: 'docs/rest/v1/komodo-rest-api', status: 200},
  {route: 'docs/no-such-page', status: 404},
];

test.describe('Chromium through nginx', () => {
  for (const {route, status} of samplePages) {
    test(`/${route} runs under the CSP with no violation and no console error`, async ({page}) => {
      const policyReports = await watchPolicies(page);
      const errors = collectErrors(page);

      const response = await page.goto(`${nginx.url}${route}`);
      expect(response?.status()).toBe(status);
      expect(response?.headers()['content-security-policy'], 'the page is served with its CSP').toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      await waitForHydration(page);
      // Set by the inline colour-mode script only: proof that its hash let it run.
      await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', /^(true|false)$/);

      expect(await policyReports(), 'CSP and Permissions-Policy reports').toEqual([]);
      // The not-found page: Chromium reports its own status, and nothing else may fail.
      expect(errors, 'console errors').toEqual(status === 404 ? ['console: Failed to load resource: the server responded with a status of 404 (Not Found)'] : []);
    });
  }

  test('search loads its engine and index under the CSP', async ({page}) => {
    const policyReports = await watchPolicies(page);
    const errors = collectErrors(page);
    await page.goto(`${nginx.url}docs/`);
    await waitForHydration(page);
    const box = page.getByRole('combobox', {name: 'Search'});
    await box.click();
    await box.fill('users');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    expect(await policyReports(), 'CSP and Permissions-Policy reports').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });

  test('the CSP is enforced: an injected inline script is blocked and reported', async ({page}) => {
    // The control for the tests above and for pages.spec.ts: zero reports must
    // mean zero violations, not a listener that hears nothing.
    const policyReports = await watchPolicies(page);
    await page.goto(nginx.url);
    await waitForHydration(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
      return (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan === true;
    });
    expect(ran, 'the injected script ran').toBe(false);
    await expect.poll(policyReports).toEqual(expect.arrayContaining([expect.stringContaining('script-src-elem blocked inline')]));
  });
});
