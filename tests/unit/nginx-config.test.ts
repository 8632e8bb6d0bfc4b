// scripts/nginx-config.ts: which inline scripts it hashes and how, and the
// nginx.conf it renders from deploy/nginx.conf.template. nginx itself checks
// the config in tests/integration/nginx-config.test.ts, and the browser test
// (tests/e2e/nginx.spec.ts) proves the result against the real build.
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  defaultTemplate,
  inlineScriptHashes,
  renderNginxConfig,
  scanBuild,
  scriptHash,
  templateExtensions,
  templateHeaders,
  writeNginxConfig,
} from '../../scripts/nginx-config';

const template = readFileSync(defaultTemplate, 'utf8');

// What Docusaurus writes, minified (unquoted attributes), plus the cases around it.
const fixturePage = [
  '<!doctype html><html><head>',
  '<script>!function(){document.documentElement.setAttribute("data-theme","light")}()</script>',
  '<script data-rh=true>function insertBanner(){if(a<b)return}</script>',
  '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
  '<script src=/komodo-api-docs/assets/js/main.f918fbf9.js defer></script>',
  '<script type="text/plain">not run</script>',
  '<script></script>',
  '<script data-src=/x.js>window.dataSrc=1</script>',
  "<SCRIPT TYPE='module'>import('/x.js')</SCRIPT >",
  '</head><body><div id=__docusaurus></div></body></html>',
].join('');

describe('scriptHash', () => {
  it('is the CSP source of the script text (the example of the CSP specification)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes the text as the browser parses it: CRLF and CR become LF', () => {
    const lf = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='";
    expect(scriptHash('a\nb')).toBe(lf);
    expect(scriptHash('a\r\nb')).toBe(lf);
    expect(scriptHash('a\rb')).toBe(lf);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts that run, in page order, and skips data blocks, external and empty scripts', () => {
    expect(inlineScriptHashes(fixturePage)).toEqual([
      scriptHash('!function(){document.documentElement.setAttribute("data-theme","light")}()'),
      scriptHash('function insertBanner(){if(a<b)return}'),
      scriptHash('window.dataSrc=1'),
      scriptHash("import('/x.js')"),
    ]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><head><script src="/a.js"></script></head><body>script</body></html>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and by hash only (and WebAssembly for search), and keeps the rest to this origin', () => {
    const hashes = inlineScriptHashes(fixturePage);
    expect(contentSecurityPolicy(hashes)).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
        "style-src 'self' 'unsafe-inline'",
        "style-src-elem 'self'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });
});

describe('the template', () => {
  it('gives a type to every kind of file a build holds', () => {
    const typed = templateExtensions(template);
    for (const ext of ['.html', '.js', '.css', '.json', '.xml', '.txt', '.md', '.yaml', '.svg', '.png', '.ico', '.woff2']) {
      expect(typed, ext).toContain(ext);
    }
  });
});

describe('templateHeaders', () => {
  it('reads the fixed headers of every response from the template, the CSP of the given hashes filled in', () => {
    const hashes = ["'sha256-AAAA'"];
    const headers = templateHeaders(template, hashes);
    expect(Object.keys(headers).sort()).toEqual([
      'content-security-policy', 'cross-origin-opener-policy', 'permissions-policy', 'referrer-policy', 'x-content-type-options', 'x-frame-options',
    ]);
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy(hashes));
    expect(headers['permissions-policy']).toMatch(/^accelerometer=\(\), .*camera=\(\)/);
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe('renderNginxConfig', () => {
  const options = {
    root: '/srv/komodo-api-docs/build',
    baseUrl: '/komodo-api-docs/',
    listen: '127.0.0.1:8080',
    runtimeDir: '/tmp/komodo-nginx',
    scriptHashes: ["'sha256-AAAA'", "'sha256-BBBB'"],
  };

  it('fills in every placeholder: the site under its base path, the CSP, the runtime paths', () => {
    const config = renderNginxConfig(template, options);
    expect(config).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('location ^~ /komodo-api-docs/ {');
    expect(config).toContain('alias /srv/komodo-api-docs/build/;');
    expect(config).toContain('error_page 404 /komodo-api-docs/404.html;');
    expect(config).toContain('location = /komodo-api-docs {');
    expect(config).toContain('~^/komodo-api-docs/assets/  "public, max-age=31536000, immutable";');
    expect(config).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(options.scriptHashes)}" always;`);
    for (const line of ['pid /tmp/komodo-nginx/nginx.pid;', 'error_log /tmp/komodo-nginx/error.log warn;', 'client_body_temp_path /tmp/komodo-nginx/client_body;']) {
      expect(config).toContain(line);
    }
  });

  it('serves the whole server when BASE_URL is "/"', () => {
    const config = renderNginxConfig(template, {...options, baseUrl: '/'});
    expect(config).toContain('location ^~ / {');
    expect(config).not.toMatch(/location \/ \{/);
    expect(config).not.toContain('location = ');
    expect(config).toContain('~^/assets/');
  });

  it('escapes the base path where nginx reads it as a regular expression', () => {
    expect(renderNginxConfig(template, {...options, baseUrl: '/api.v1/'})).toContain('~^/api\\.v1/assets/');
  });

  it('refuses values that nginx would misread', () => {
    expect(() => renderNginxConfig(template, {...options, root: '/srv/my site'})).toThrow(/root "\/srv\/my site" contains a space/);
    expect(() => renderNginxConfig(template, {...options, root: 'build'})).toThrow(/must be an absolute path/);
    expect(() => renderNginxConfig(template, {...options, baseUrl: '/a;b/'})).toThrow(/BASE_URL/);
    expect(() => renderNginxConfig(template, {...options, listen: '127.0.0.1:80; include /etc/passwd'})).toThrow(/listen/);
  });

  it('refuses a template placeholder it does not know', () => {
    expect(() => renderNginxConfig('listen {{PORT}};', options)).toThrow(/\{\{PORT\}\}/);
  });
});

describe('writeNginxConfig on a fixture build', () => {
  let dir: string;
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  function fixtureBuild(extra: Record<string, string> = {}): string {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-config-test-'));
    const root = path.join(dir, 'build');
    const files: Record<string, string> = {
      'index.html': fixturePage,
      '404.html': '<html><head><script>!function(){document.documentElement.setAttribute("data-theme","light")}()</script></head></html>',
      'docs/intro/index.html': '<html><head><script>window.other=1</script></head></html>',
      'assets/js/main.f918fbf9.js': 'console.log(1)',
      'sitemap.xml': '<urlset/>',
      ...extra,
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), content);
    }
    return root;
  }

  it('collects the distinct hashes of all pages, sorted', () => {
    const root = fixtureBuild();
    const scan = scanBuild(root);
    expect(scan.pages).toBe(3);
    expect(scan.extensions).toEqual(['.html', '.js', '.xml']);
    const expected = new Set([...inlineScriptHashes(fixturePage), scriptHash('window.other=1')]);
    expect(scan.scriptHashes).toEqual([...expected].sort());
  });

  it('writes the config outside the build, with pid, temp files and logs next to it', () => {
    const root = fixtureBuild();
    const out = path.join(dir, 'nginx', 'nginx.conf');
    const {config} = writeNginxConfig({out, root, baseUrl: '/komodo-api-docs/', listen: '8080'});
    expect(readFileSync(out, 'utf8')).toBe(config);
    expect(config).toContain(`pid ${path.join(dir, 'nginx')}/nginx.pid;`);
  });

  it('refuses to write the config or the logs into the build, where nginx would serve them', () => {
    const root = fixtureBuild();
    expect(() => writeNginxConfig({out: path.join(root, 'nginx.conf'), root, baseUrl: '/', listen: '8080'})).toThrow(/inside the build/);
    expect(() =>
      writeNginxConfig({out: path.join(dir, 'nginx.conf'), runtimeDir: path.join(root, 'logs'), root, baseUrl: '/', listen: '8080'}),
    ).toThrow(/inside the build/);
  });

  it('refuses a build holding a file type the template does not list', () => {
    const root = fixtureBuild({'downloads/tool.exe': 'MZ'});
    expect(() => writeNginxConfig({out: path.join(dir, 'nginx.conf'), root, baseUrl: '/', listen: '8080'})).toThrow(/\.exe/);
  });

  it('refuses a directory that is not a build', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-config-test-'));
    expect(() => writeNginxConfig({out: path.join(dir, 'nginx.conf'), root: dir, baseUrl: '/', listen: '8080'})).toThrow(/npm run build/);
  });
});
