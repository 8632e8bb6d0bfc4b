// Writes a ready nginx.conf for self-hosting a build, from
// deploy/nginx.conf.template. Run it after `npm run build`, with the same
// BASE_URL:
//
//   npx tsx scripts/nginx-config.ts --out /srv/komodo-api-docs/nginx.conf [--listen 80]
//
// Why generated: the Content-Security-Policy allows no inline script except by
// hash, and the inline scripts Docusaurus writes into every page (the colour-mode
// script, the base-URL check of the home page) change with Docusaurus and with
// the site config. So the hashes are computed from the built HTML, every time.
// The output is never committed and never written into the build itself, where
// it would be served as a file of the site.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readBaseUrl, siteDefaults} from './site-env';

const siteDir = path.resolve(__dirname, '..');
export const defaultTemplate = path.join(siteDir, 'deploy/nginx.conf.template');

// An inline <script> whose type is one of these runs, so CSP must allow it;
// any other type (application/ld+json, the breadcrumbs of every docs page) is a
// data block that the browser never executes and CSP never checks.
const javascriptTypes = new Set([
  'application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript',
  'text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2',
  'text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5', 'text/jscript', 'text/livescript',
  'text/x-ecmascript', 'text/x-javascript',
]);
const otherCheckedTypes = new Set(['module', 'importmap', 'speculationrules']);

/** The value of an HTML attribute in a tag's attribute text, '' for a bare attribute, undefined when absent. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

function isCheckedByCsp(attributes: string): boolean {
  if (attribute(attributes, 'src') !== undefined) return false; // CSP checks its URL ('self'), not its text
  const type = attribute(attributes, 'type')?.trim().toLowerCase();
  if (type === undefined || type === '') return true;
  const essence = type.split(';')[0].trim();
  return javascriptTypes.has(essence) || otherCheckedTypes.has(essence);
}

/** The CSP source of one inline script: 'sha256-' + base64 of the hash of its text. */
export function scriptHash(text: string): string {
  // The browser hashes the text as parsed, and parsing turns CRLF and CR into LF.
  const parsed = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of the inline scripts of one HTML page that CSP checks. The text
 * of a script ends at the first "</script", as in the HTML parser. Docusaurus
 * writes neither comments nor ">" inside <script> tags, which is all this
 * relies on; the browser test proves the result on every page of the build.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (text !== '' && isCheckedByCsp(attributes)) hashes.push(scriptHash(text));
  }
  return hashes;
}

/** Every file below a directory, as paths relative to it. */
function filesBelow(dir: string): string[] {
  return (readdirSync(dir, {recursive: true}) as string[]).filter((file) => statSync(path.join(dir, file)).isFile());
}

export interface BuildScan {
  /** Distinct hashes of the inline scripts of all pages, sorted. */
  scriptHashes: string[];
  pages: number;
  /** File extensions in the build (".js", …), sorted. */
  extensions: string[];
}

export function scanBuild(root: string): BuildScan {
  const files = filesBelow(root);
  const pages = files.filter((file) => file.endsWith('.html'));
  const hashes = new Set(pages.flatMap((page) => inlineScriptHashes(readFileSync(path.join(root, page), 'utf8'))));
  const extensions = new Set(files.map((file) => path.extname(file).toLowerCase()).filter((ext) => ext !== ''));
  return {scriptHashes: [...hashes].sort(), pages: pages.length, extensions: [...extensions].sort()};
}

/**
 * The policy, one directive per concern. Styles: browsers with CSP 3 (all
 * current ones) read style-src-elem and style-src-attr, so <style> elements are
 * limited to the site's own stylesheets and only style="" attributes may be
 * inline (the theme writes some on its SVG sprite and base-URL warning; code
 * highlighting writes none); older browsers fall back to style-src, which must then allow both.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': search (Pagefind) compiles its WebAssembly engine;
    // it allows WebAssembly only, not eval() of JavaScript.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "style-src-elem 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers the template adds to every response with a fixed value
 * (`add_header Name "value" always;`), names in lower case, the CSP of the
 * given hashes filled in. Cache-Control is left out: its value depends on the
 * path. scripts/serve.ts sends the policies from here, so the browser tests
 * run every page under the policies nginx sends.
 */
export function templateHeaders(template: string, scriptHashes: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name, value] of template.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"$]*)"\s+always;/gm)) {
    headers[name.toLowerCase()] = value.replace('{{CONTENT_SECURITY_POLICY}}', contentSecurityPolicy(scriptHashes));
  }
  return headers;
}

/** The extensions the template's `types {}` block gives a MIME type. */
export function templateExtensions(template: string): Set<string> {
  const block = /^\s*types\s*\{([^}]*)\}/m.exec(template);
  if (!block) throw new Error('the nginx template has no types {} block');
  const extensions = block[1]
    .split(';')
    .map((entry) => entry.trim().split(/\s+/).slice(1))
    .flat()
    .filter((ext) => ext !== '');
  return new Set(extensions.map((ext) => `.${ext.toLowerCase()}`));
}

export interface NginxConfigOptions {
  /** Absolute path of the build directory. */
  root: string;
  baseUrl: string;
  /** nginx `listen` value: "8080", "127.0.0.1:8080", "[::1]:8080". */
  listen: string;
  /** Absolute directory for the pid file, temp files and logs. */
  runtimeDir: string;
  scriptHashes: string[];
}

// Characters that would end or change an unquoted nginx value.
const nginxUnsafe = /[\s;{}"'$#\\]/;

function checkNginxValue(name: string, value: string): void {
  if (nginxUnsafe.test(value)) throw new Error(`${name} "${value}" contains a space or one of ;{}"'$#\\, which nginx would misread`);
}

export function renderNginxConfig(template: string, options: NginxConfigOptions): string {
  const {root, baseUrl, listen, runtimeDir, scriptHashes} = options;
  for (const [name, dir] of [['root', root], ['runtime directory', runtimeDir]]) {
    if (!path.isAbsolute(dir)) throw new Error(`the ${name} "${dir}" must be an absolute path`);
    checkNginxValue(`the ${name}`, dir);
  }
  checkNginxValue('BASE_URL', baseUrl);
  if (!/^(\[[0-9a-fA-F:.]+\]:|[\w.-]+:)?\d{1,5}$/.test(listen)) {
    throw new Error(`listen "${listen}" must be a port or address:port, e.g. 8080 or 127.0.0.1:8080`);
  }
  const basePath = baseUrl.replace(/\/$/, '');
  const outsideBaseUrl =
    baseUrl === '/'
      ? '        # BASE_URL is "/": every path belongs to the site.'
      : [
          '        # Outside the base path there is no site: the bare base path redirects',
          '        # into it, and anything else gets the 404 page.',
          `        location = ${basePath} {`,
          `            return 301 ${baseUrl};`,
          '        }',
          '        location / {',
          '            return 404;',
          '        }',
        ].join('\n');
  const values: Record<string, string> = {
    ROOT: root.replace(/\/+$/, ''),
    BASE_URL: baseUrl,
    BASE_URL_REGEX: baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    LISTEN: listen,
    RUNTIME_DIR: runtimeDir.replace(/\/+$/, ''),
    CONTENT_SECURITY_POLICY: contentSecurityPolicy(scriptHashes),
    OUTSIDE_BASE_URL: outsideBaseUrl,
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`the nginx template uses ${placeholder}, which the script does not know`);
    return values[name];
  });
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export interface WriteOptions {
  out: string;
  root: string;
  baseUrl: string;
  listen: string;
  runtimeDir?: string;
  template?: string;
}

/** Scans the build, renders the template and writes the config; returns what it wrote. */
export function writeNginxConfig(options: WriteOptions): {out: string; config: string; scan: BuildScan} {
  const root = path.resolve(options.root);
  const out = path.resolve(options.out);
  const runtimeDir = path.resolve(options.runtimeDir ?? path.dirname(out));
  for (const file of ['index.html', '404.html']) {
    if (!existsSync(path.join(root, file))) throw new Error(`${root} has no ${file}: run \`npm run build\` first`);
  }
  // Anything under the root is public: the config names paths, the logs name visitors.
  if (isInside(out, root)) throw new Error(`--out ${out} is inside the build, which nginx serves to anyone`);
  if (isInside(runtimeDir, root)) throw new Error(`--runtime-dir ${runtimeDir} is inside the build, which nginx serves to anyone`);

  const template = readFileSync(options.template ?? defaultTemplate, 'utf8');
  const scan = scanBuild(root);
  const typed = templateExtensions(template);
  const untyped = scan.extensions.filter((ext) => !typed.has(ext));
  if (untyped.length > 0) {
    throw new Error(
      `the build has files of type ${untyped.join(', ')}, which the types {} block of the nginx template does not list: add them there`,
    );
  }
  const config = renderNginxConfig(template, {root, baseUrl: options.baseUrl, listen: options.listen, runtimeDir, scriptHashes: scan.scriptHashes});
  mkdirSync(path.dirname(out), {recursive: true});
  mkdirSync(runtimeDir, {recursive: true});
  writeFileSync(out, config);
  return {out, config, scan};
}

const usage = `Usage: npx tsx scripts/nginx-config.ts --out <file> [options]

Writes an nginx.conf that serves the build under BASE_URL (default /komodo-api-docs/).

  --out <file>          where to write the config (outside the build)
  --root <dir>          the build to serve (default: build)
  --listen <addr:port>  nginx listen value (default: 8080)
  --runtime-dir <dir>   pid file, temp files and logs (default: the directory of --out)
  --template <file>     the template (default: deploy/nginx.conf.template)`;

if (require.main === module) {
  try {
    const {values} = parseArgs({
      options: {
        out: {type: 'string'},
        root: {type: 'string', default: path.join(siteDir, 'build')},
        listen: {type: 'string', default: '8080'},
        'runtime-dir': {type: 'string'},
        template: {type: 'string'},
        help: {type: 'boolean', short: 'h'},
      },
    });
    if (values.help || !values.out) {
      console.log(usage);
      process.exit(values.help ? 0 : 2);
    }
    const {out, scan} = writeNginxConfig({
      out: values.out,
      root: values.root!,
      listen: values.listen!,
      runtimeDir: values['runtime-dir'],
      template: values.template,
      baseUrl: readBaseUrl(process.env.BASE_URL, siteDefaults.baseUrl),
    });
    console.log(`nginx-config: wrote ${out} (${scan.pages} pages, ${scan.scriptHashes.length} inline script hashes)`);
    console.log(`  check: nginx -t -c ${out}    run: nginx -c ${out}`);
  } catch (error) {
    console.error(`nginx-config: ${(error as Error).message}`);
    process.exit(1);
  }
}
