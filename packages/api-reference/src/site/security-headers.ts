// The security headers of a built site, for every host that can send them:
// the Content-Security-Policy allows no inline script but the build's own, by
// hash, so a script that a spec smuggled into a page would not run even if
// the pages' escaping missed it. The headers and their values are those of
// deploy/nginx.conf.template (where each is explained); the hashes are read
// from the built HTML, every time, since Docusaurus's inline scripts change
// with its version and the site's config.
//
// `npm run reference` writes them beside the pages (writeSecurityHeaders): a
// `_headers` file, which Netlify and Cloudflare Pages read, and an nginx
// snippet to include in a `server {}` block. scripts/nginx-config.ts writes a
// whole nginx config for the Komodo site from the same functions, and
// scripts/serve.ts sends a build's `_headers` (or, without one, the
// template's) so that the browser tests run every page under its policy.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The nginx template whose add_header lines are the headers of every build. */
export const defaultTemplate = path.resolve(__dirname, '../../../../deploy/nginx.conf.template');

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


/** The files writeSecurityHeaders writes into a build, by name. */
export const headerFiles = {netlify: '_headers', nginx: 'security-headers.nginx.conf'};

/**
 * Cloudflare Pages reads at most 2,000 characters of a `_headers` line: a
 * build with so many inline scripts that its policy is longer is told so.
 */
const headerLineLimit = 2000;

/**
 * Writes a build's security headers into it: `_headers` (every path, `/*`)
 * and the nginx snippet (`add_header … always;` lines). Returns the files
 * written, and a warning for a policy too long for Cloudflare Pages.
 */
export function writeSecurityHeaders(root: string, template = defaultTemplate): {files: string[]; warnings: string[]; scan: BuildScan} {
  const scan = scanBuild(root);
  const headers = templateHeaders(readFileSync(template, 'utf8'), scan.scriptHashes);
  const names = Object.keys(headers).map((name) => name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`));
  const values = Object.values(headers);
  const netlify = [
    '# The security headers of this build, for Netlify and Cloudflare Pages: written by npm run reference.',
    '# The Content-Security-Policy allows the inline scripts of this build by hash: write this file again with every build.',
    '/*',
    ...names.map((name, index) => `  ${name}: ${values[index]}`),
    '',
  ].join('\n');
  const nginx = [
    '# The security headers of this build, for nginx: include this file in the server {} block that serves it',
    '# (add_header in a location {} block would drop them there). Written by npm run reference, with every build.',
    ...names.map((name, index) => `add_header ${name} "${values[index]}" always;`),
    '',
  ].join('\n');
  const files = [path.join(root, headerFiles.netlify), path.join(root, headerFiles.nginx)];
  writeFileSync(files[0], netlify);
  writeFileSync(files[1], nginx);
  const long = names.filter((name, index) => name.length + values[index].length + 4 > headerLineLimit);
  const warnings = long.map((name) => `${files[0]}: the ${name} header is longer than the ${headerLineLimit} characters Cloudflare Pages reads of a line (${scan.scriptHashes.length} inline script hashes); send it from another host's config`);
  return {files, warnings, scan};
}

/** The headers of a `_headers` file's `/*` rule, names in lower case; undefined where the build has none. */
export function readHeadersFile(root: string): Record<string, string> | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(root, headerFiles.netlify), 'utf8');
  } catch {
    return undefined;
  }
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (inAll && match) headers[match[1].toLowerCase()] = match[2].trim();
  }
  return headers;
}
