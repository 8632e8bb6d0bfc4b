// The reference of a spec written to attack its reader (openapi/hostile/),
// read as it is served: `npm run build:references` built it as pages of the
// router and as static pages. Nothing of the spec may be a script, an event
// handler, a frame or an address with a scheme that runs one, in any page,
// Markdown twin or llms.txt; every inline script is one the build's own
// policy allows by hash; and a build of it writes nothing outside its
// folder and the cache it is given (its ids are `../../../../tmp/…`).
// tests/e2e/hostile.spec.ts loads and clicks the same pages in Chromium.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, type Dirent} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {hostileSpecBuilds, referenceBuild} from '../../scripts/reference-specs';
import {readHeadersFile, scriptHash} from '../../packages/api-reference/src/site/security-headers';
import {allowedSchemes, urlScheme} from '../../packages/api-reference/src/model/safe-url';
import {scratchFolder} from '../scratch';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
const isElement = (node: Node): node is Element => 'tagName' in node;

function* walk(node: Node): Generator<Node> {
  yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  const content = isElement(node) && node.tagName === 'template' ? (node as unknown as {content: {childNodes: Node[]}}).content.childNodes : children;
  for (const child of content) yield* walk(child);
}

const repo = path.resolve(__dirname, '../..');

/** Every file below a folder, relative to it. */
const filesBelow = (dir: string): string[] => (readdirSync(dir, {recursive: true, withFileTypes: true}) as Dirent[])
  .filter((entry) => !entry.isDirectory())
  .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

const addressAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'srcset', 'background', 'ping']);
const executableScript = (type: string | undefined) => type === undefined || type === '' || /javascript|ecmascript|jscript|livescript|^module$/i.test(type);

/** What in one page could run something of the spec. */
function dangers(html: string, allowedHashes: Set<string>): string[] {
  const found: string[] = [];
  for (const node of walk(parse(html))) {
    if (!isElement(node)) continue;
    if (['iframe', 'frame', 'object', 'embed', 'applet', 'base'].includes(node.tagName)) found.push(`<${node.tagName}>`);
    for (const {name, value} of node.attrs) {
      if (/^on/i.test(name)) found.push(`<${node.tagName} ${name}="${value}">`);
      if (addressAttributes.has(name) && value.trim() && !['', ...allowedSchemes].includes(urlScheme(value))) found.push(`<${node.tagName} ${name}="${value}">`);
    }
    if (node.tagName === 'script') {
      const type = node.attrs.find((attribute) => attribute.name === 'type')?.value;
      const text = node.childNodes.map((child) => (child as DefaultTreeAdapterMap['textNode']).value ?? '').join('');
      if (text && executableScript(type) && !node.attrs.some((attribute) => attribute.name === 'src') && !allowedHashes.has(scriptHash(text))) found.push(`an inline script the policy does not allow: ${text.slice(0, 80)}`);
      if (executableScript(type) && /__pwned|alert\(/.test(text)) found.push(`a script holding the spec's payload: ${text.slice(0, 80)}`);
      if (type === 'application/ld+json') {
        try {
          JSON.parse(text);
        } catch {
          found.push(`a JSON-LD block cut short: ${text.slice(0, 120)}`);
        }
      }
    }
  }
  return found;
}

for (const {name} of hostileSpecBuilds) {
  describe(`the hostile spec's reference (${name})`, () => {
    const root = referenceBuild(name);
    const files = existsSync(root) ? filesBelow(root) : [];

    it('has its pages, its twins and its security headers', () => {
      expect(files, `run npm run build:references (${root})`).toEqual(expect.arrayContaining(['index.html', '404.html', '_headers', 'security-headers.nginx.conf', 'llms.txt', 'tmp-hostile-operation/index.html', 'tmp-hostile-operation.md', 'post-items-proto/index.html', 'webhook-post-tmp-hostile-webhook/index.html']));
    });

    it('no page holds a script, handler, frame or address of the spec, and every inline script is allowed by the build\'s own policy', () => {
      const policy = readHeadersFile(root)?.['content-security-policy'] ?? '';
      const hashes = new Set(policy.match(/'sha256-[^']+'/g) ?? []);
      expect(hashes.size, 'hashes in _headers').toBeGreaterThan(0);
      const pages = files.filter((file) => file.endsWith('.html'));
      expect(pages.length).toBeGreaterThanOrEqual(6);
      const found = pages.flatMap((file) => dangers(readFileSync(path.join(root, file), 'utf8'), hashes).map((danger) => `${file}: ${danger}`));
      expect(found).toEqual([]);
    });

    it('the spec\'s text is on its pages, as text', () => {
      const text = (file: string) => [...walk(parse(readFileSync(path.join(root, file), 'utf8')))].map((node) => (node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : ' ')).join('');
      const overview = text('index.html');
      // Shown as written: the title, an unsafe link's text, a name with a link in it, raw HTML, an MDX expression.
      expect(overview).toContain("Hostile </title><script>window.__pwned='title'</script> API {window.__pwned='title-expr'}");
      expect(overview).toContain('A script link, a data link');
      expect(overview).toContain("Licence [x](javascript:alert('licence-name')) {window.__pwned='licence'}");
      expect(overview).toContain('Raw HTML: <img src="/pwned/raw-img" onerror="alert(\'raw-img\')">');
      expect(overview).toContain("An MDX expression {window.__pwned='desc-expr'}");
      const operation = text('tmp-hostile-operation/index.html');
      expect(operation).toContain('__proto__');
      expect(operation).toContain('constructor');
      // externalDocs with a script's URL: "Find out more" and its description or URL, as text (a link in the description reads as its text, as in every description).
      expect(operation).toContain("Find out more: Op docs x {window.__pwned='op-docs'} </p><script>alert('op-docs')</script>.");
      expect(overview).toContain("Find out more: Tag docs {window.__pwned='tag-docs'} ](javascript:alert('tag-docs-text')).");
      expect(overview).toContain("Find out more: javascript:alert('tag-docs').");
      expect(text('webhook-post-tmp-hostile-webhook/index.html')).toContain("Find out more: data:text/html,<script>alert('webhook-docs')</script>.");
    });

    it('no Markdown twin or llms.txt links an address whose scheme could run a script', () => {
      const texts = files.filter((file) => file.endsWith('.md') || file.endsWith('.txt'));
      expect(texts.length).toBeGreaterThanOrEqual(4);
      const found = texts.flatMap((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        return [...text.matchAll(/\]\(\s*<?([^)\s>]*)|^\s*\[[^\]]+\]:\s*<?(\S+)/gm)]
          .map((match) => match[1] ?? match[2])
          .filter((address) => !['', ...allowedSchemes].includes(urlScheme(address)))
          .map((address) => `${file}: ${address}`);
      });
      expect(found).toEqual([]);
    });
  });
}

describe('a build of the hostile spec', () => {
  const sandbox = scratchFolder('hostile-build-');

  it('writes nothing outside its folder and its cache, whatever its ids say', () => {
    const cwd = path.join(sandbox, 'deep/er/still/cwd');
    mkdirSync(cwd, {recursive: true});
    const tracked = () => spawnSync('git', ['status', '--porcelain'], {cwd: repo, encoding: 'utf8'}).stdout;
    const before = tracked();
    const escapes = ['hostile-operation', 'hostile-tag', 'hostile-webhook'].flatMap((id) => [path.join(os.tmpdir(), id), path.join(sandbox, id), path.join(sandbox, 'deep', id)]);
    const build = spawnSync(process.execPath, [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), path.join(repo, 'packages/api-reference/src/reference.ts'), path.join(repo, 'openapi/hostile/openapi.yaml'), '--out', 'site'], {
      cwd,
      encoding: 'utf8',
      env: {...process.env, API_REFERENCE_CACHE: path.join(sandbox, 'cache')},
    });
    expect(build.status, build.stderr).toBe(0);
    const written = filesBelow(sandbox).map((file) => file.split(path.sep)[0] === 'cache' ? 'cache' : file.startsWith(path.join('deep/er/still/cwd/site'))  ? 'site' : file);
    expect([...new Set(written)].sort()).toEqual(['cache', 'site']);
    expect(escapes.filter((file) => existsSync(file)), 'files named by the spec\'s ids').toEqual([]);
    expect(tracked(), 'the repository\'s files').toBe(before);
  }, 180_000);
});
