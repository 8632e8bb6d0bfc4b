// `npm run bench:dev [-- --spec <file>] [-- --runs N] [-- --pause S] [-- --reload]`: the package as a new
// user gets it, and its live preview. It packs packages/api-reference (the
// tarball's size), installs the tarball into an empty folder (the time, with
// npm's cache as npm ci left it), copies the spec (and the files beside it,
// which a multi-file spec references) there, and runs the installed
// `api-reference dev`: the time until Chromium shows an operation's page (the
// first operation with a summary, by its h1), then, for each of --runs edits,
// the time from writing a changed summary into the spec's file that holds it
// to the open page's h1 reading it, updated in place by the dev server (or,
// with --reload, by reloading the page until it does). Goals (issue #40): the first page within
// 60 s, an edit within 5 s. The spec by default is GitHub's (@octokit/openapi,
// fetched into .cache/specs/ as bench:scale does); DigitalOcean's, which is not
// on npm, is measured with --spec <clone>/specification/DigitalOcean-public.v2.yaml.
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromePath, chromiumArgs} from '../chromium';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import {headingOf, start, stop, waitFor} from '../../tests/integration/site-copy';
import {freePort} from '../../tests/tools';
import {githubSpec} from './github-spec';

const repo = path.resolve(__dirname, '../..');
const packageDir = path.join(repo, 'packages/api-reference');

const {values} = parseArgs({options: {spec: {type: 'string'}, runs: {type: 'string', default: '3'}, reload: {type: 'boolean', default: false}, pause: {type: 'string', default: '0'}}});
const spec = path.resolve(values.spec ?? githubSpec());
const runs = Number(values.runs);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'api-reference-bench-dev-'));
  try {
    // The tarball, and its installation into an empty folder.
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {name: string; version: string};
    const pack = spawnSync('npm', ['pack', '--silent', '--pack-destination', folder], {cwd: packageDir, encoding: 'utf8'});
    if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
    const tarball = path.join(folder, `${manifest.name}-${manifest.version}.tgz`);
    const project = path.join(folder, 'project');
    mkdirSync(project);
    writeFileSync(path.join(project, 'package.json'), '{"name": "bench", "private": true}\n');
    const installStarted = Date.now();
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {cwd: project, encoding: 'utf8'});
    if (install.status !== 0) throw new Error(`npm install failed: ${install.stderr}`);
    const installMs = Date.now() - installStarted;
    console.log(`bench:dev: the tarball ${(statSync(tarball).size / 1024).toFixed(0)} KB; npm install of it into an empty folder ${seconds(installMs)}`);

    // The spec in the project, with the folder it is in (its other files).
    const specDir = path.join(project, 'spec');
    cpSync(path.dirname(spec), specDir, {recursive: true, filter: (file) => !file.includes(`${path.sep}.git`)});
    const copied = path.join(specDir, path.basename(spec));
    const model = await loadApiModel(copied, {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'spec', strict: false}, project);
    // An operation whose summary is written once, in one file: the edit changes that file alone.
    const target = model.operations
      .filter((op) => op.kind !== 'webhook')
      .map((op) => ({op, files: model.files.filter((file) => readFileSync(file, 'utf8').includes(`summary: ${op.title}\n`) || readFileSync(file, 'utf8').includes(`"summary": ${JSON.stringify(op.title)}`))}))
      .find(({files}) => files.length === 1);
    if (!target) throw new Error(`no operation of ${spec} has a summary written once`);
    const {op, files: [file]} = target;
    console.log(`bench:dev: ${path.relative(project, copied)}, ${model.operations.length} pages; the page /${op.id}, its summary in ${path.relative(project, file)}`);

    const port = await freePort();
    const started = Date.now();
    const server = start(path.join(project, 'node_modules/.bin/api-reference'), ['dev', copied, '--port', String(port), '--host', '127.0.0.1'], project, {
      API_REFERENCE_CACHE: path.join(folder, 'cache'),
      BASE_URL: '/',
      SITE_URL: 'http://localhost:3000',
    });
    const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
    try {
      const page = await browser.newPage();
      await waitFor('the first compilation', () => /compiled successfully/i.test(server.output()), 600_000, server.output);
      await waitFor('the page', async () => {
        await page.goto(`http://127.0.0.1:${port}/${op.id}`).catch(() => undefined);
        return (await headingOf(page)) === op.title || undefined;
      }, 600_000, server.output);
      const firstMs = Date.now() - started;
      console.log(`bench:dev: the first page shown after ${seconds(firstMs)} (goal: 60 s)`);
      const edits: number[] = [];
      let summary = op.title!;
      for (let run = 1; run <= runs; run++) {
        // --pause N: seconds between an edit shown and the next, as a writer reads the page before the next edit.
        await new Promise((resolve) => setTimeout(resolve, Number(values.pause) * 1000));
        const next = `${op.title} (edit ${run})`;
        const text = readFileSync(file, 'utf8');
        const edited = text.replace(`summary: ${summary}\n`, `summary: ${next}\n`).replace(`"summary": ${JSON.stringify(summary)}`, `"summary": ${JSON.stringify(next)}`);
        const written = Date.now();
        writeFileSync(file, edited);
        // The open page, as a reader has it: the dev server updates it in place (hot reload),
        // and its h1 is read every 200 ms until it reads the new summary. Reloading it instead,
        // as this bench did before, loaded the page again and again beside the edit's rebuild,
        // on the same two cores (--reload does so, and falls back to it after 30 s).
        if (!values.reload) await waitFor(`the edit ${run}`, async () => ((await headingOf(page)) === next || Date.now() - written > 30_000 ? true : undefined), 60_000, server.output);
        if (values.reload || (await headingOf(page)) !== next) {
          if (!values.reload) console.log(`bench:dev: the edit ${run} did not show in place within 30 s; the page is reloaded`);
          await waitFor(`the edit ${run}`, async () => {
            await page.reload().catch(() => undefined);
            return (await headingOf(page)) === next || undefined;
          }, 120_000, server.output);
        }
        edits.push(Date.now() - written);
        summary = next;
      }
      console.log(`bench:dev: edits shown after ${edits.map(seconds).join(', ')} (median ${seconds(median(edits))}; goal: 5 s)`);
    } finally {
      await browser.close();
      stop(server);
    }
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(`bench:dev: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
