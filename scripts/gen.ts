// `npm run gen`: everything derived from openapi/rest-v1.yaml, rebuilt before
// every start, build and test run. Nothing it writes is committed.
//   1. validate the spec (a broken spec stops here, naming file and place);
//   2. generate the REST pages with docusaurus-plugin-openapi-docs and our generators;
//   3. write the spec downloads, the schema digest for the data dictionary,
//      llms.txt and a Markdown twin of every REST page;
//   4. write the code colour stylesheet (src/code-themes.ts).
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {loadSpec, SpecError} from './spec/load-spec';
import {readBaseUrl, readSiteUrl} from './site-env';
import {specFile} from '../plugins/rest-docs/overview';
import {buildArtifacts} from '../plugins/rest-docs/artifacts';
import {codeThemeCss} from '../src/code-themes';

const siteDir = path.resolve(__dirname, '..');
const restDir = path.join(siteDir, 'docs/rest/v1');
const generatedSuffixes = ['.api.mdx', '.info.mdx', '.tag.mdx', '.schema.mdx', 'sidebar.ts'];

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

function clean(): void {
  if (!existsSync(restDir)) return;
  for (const name of readdirSync(restDir)) {
    if (generatedSuffixes.some((suffix) => name.endsWith(suffix))) rmSync(path.join(restDir, name));
  }
  rmSync(path.join(siteDir, '.generated'), {recursive: true, force: true});
  rmSync(path.join(siteDir, 'src/data/generated'), {recursive: true, force: true});
}

async function main(): Promise<void> {
  const doc = loadSpec(path.join(siteDir, specFile));
  clean();

  // The plugin logs and carries on when a page fails to render, so the
  // result is checked below rather than trusted.
  const cli = path.join(siteDir, 'node_modules/.bin/docusaurus');
  const result = spawnSync(cli, ['gen-api-docs', 'all'], {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`docusaurus gen-api-docs failed (exit ${result.status})`);

  const artifacts = await buildArtifacts({
    siteDir,
    doc,
    siteUrl: readSiteUrl(process.env.SITE_URL, 'https://komodo-wellbeing.github.io'),
    baseUrl: readBaseUrl(process.env.BASE_URL, '/komodo-api-docs/'),
  });
  const missing = artifacts.pageIds.filter((id) => !existsSync(path.join(restDir, `${id}.api.mdx`)));
  if (missing.length) throw new Error(`${specFile}: no page was generated for ${missing.join(', ')}`);
  for (const [file, content] of Object.entries(artifacts.files)) write(path.join(siteDir, file), content);
  write(path.join(siteDir, '.generated/code-theme.css'), codeThemeCss());
  console.log(`gen: ${artifacts.pageIds.length} REST pages, ${Object.keys(artifacts.files).length} artifacts from ${specFile}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof SpecError ? error.message : error);
  process.exit(1);
});
