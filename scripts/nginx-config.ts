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
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readBaseUrl, siteDefaults} from './site-env';
import {contentSecurityPolicy, defaultTemplate, scanBuild, type BuildScan} from '../packages/api-reference/src/site/security-headers';

// What the policy and the headers are, and how the hashes are read from a
// build, is in packages/api-reference/src/site/security-headers.ts: every build's headers.
export {contentSecurityPolicy, defaultTemplate, inlineScriptHashes, scanBuild, scriptHash, templateHeaders, type BuildScan} from '../packages/api-reference/src/site/security-headers';

const siteDir = path.resolve(__dirname, '..');

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
