// The specs that are not Komodo's which the reference pipeline is tested on:
// two real ones that others publish, read from the npm package
// @readme/oas-examples (a devDependency: a fresh clone has them after `npm ci`,
// and nothing is read from outside the repository), our kitchen-sink spec,
// which has every construct once, and a real one with deep schemas from the
// same package (deepSpecBuild).
// `npm run build:references` builds, with the api-reference command of the
// generator's package (packages/api-reference, compiled first), the reference site of each into
// build-reference/<name>/ (beside `npm run build`, in `npm test`), and the
// kitchen sink a second time under a base path, two builds at a time; the
// integration and browser tests read those builds.
import {spawn, spawnSync} from 'node:child_process';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..');
/** A description of @readme/oas-examples (MIT), by its path in the package: `3.1/yaml/train-travel.yaml`. */
export const oasExample = (file: string): string => require.resolve(`@readme/oas-examples/${file}`);

export interface ReferenceSpec {
  /** Also the folder of its build: build-reference/<name>/. */
  name: string;
  file: string;
  /** Options of `npm run reference` beyond the spec and the output folder. */
  options?: string[];
}

export const referenceSpecs: ReferenceSpec[] = [
  // OpenAPI 3.1: JSON and XML bodies, a oneOf body, a webhook, OAuth 2 and an API key, error bodies as problem details.
  {name: 'train-travel', file: oasExample('3.1/yaml/train-travel.yaml')},
  // OpenAPI 3.0 (upgraded to 3.1 on the way in): JSON, XML and form bodies, an octet-stream upload, OAuth 2 implicit flow, a header parameter.
  {name: 'petstore', file: oasExample('3.0/yaml/petstore.yaml')},
  // Its pages are static (packages/api-reference/src/site/static-pages), as a reference of 100 operations or more has them: the browser tests go through every one.
  {name: 'kitchen-sink', file: path.join(siteDir, 'openapi/kitchen-sink/openapi.yaml'), options: ['--static-pages']},
];

/** The generator's package (packages/api-reference) and its command, as npm installs it. */
const packageDir = path.join(siteDir, 'packages/api-reference');
export const apiReferenceBin = path.join(packageDir, 'lib/cli.js');

/** Where `npm run build:references` puts the reference site of a spec. */
export const referenceBuild = (name: string): string => path.join(siteDir, 'build-reference', name);

/**
 * The kitchen sink's static pages once more, under a base path: the scripts,
 * routes and links of static pages carry it (tests/e2e/static-pages.spec.ts).
 * Not one of referenceSpecs: the other tests read each spec's build once.
 */
export const staticBasePathBuild = {name: 'kitchen-sink-under-shop', baseUrl: '/shop/'};

/**
 * A real spec with deep schemas, from npm (@readme/oas-examples): STAPI, the
 * Star Trek API, 120 operations under 40 tags, whose records name the same
 * schemas many times over (a movie's director, writers, producers, … are each
 * a StaffBase). Its pages are static, as at 100 operations; the integration
 * tests check that its pages stay small and every field is reached by a link
 * (tests/integration/reference-sites.test.ts, "a real spec with deep schemas").
 * Not one of referenceSpecs: the browser, sample and HTML checks of every page
 * stay on the smaller specs.
 */
export const deepSpecBuild: ReferenceSpec = {name: 'star-trek', file: require.resolve('@readme/oas-examples/3.0/json/star-trek.json')};

/**
 * A spec written to attack its reader (openapi/hostile/): a payload in every
 * place the pages show, ids that look like paths. Its build must run nothing
 * of it, on load or on any click, keep no `javascript:` or `data:` link, and
 * write nothing outside its folder (tests/integration/hostile-spec.test.ts,
 * tests/e2e/hostile.spec.ts), as pages of the router and as static pages,
 * whose HTML and script are others. Not one of referenceSpecs: its samples
 * are its payloads, not requests a mock should accept.
 */
export const hostileSpecBuilds: ReferenceSpec[] = [
  {name: 'hostile', file: path.join(siteDir, 'openapi/hostile/openapi.yaml')},
  {name: 'hostile-static', file: path.join(siteDir, 'openapi/hostile/openapi.yaml'), options: ['--static-pages']},
];

/** How many builds run at once: a build alone keeps about 1.4 of 2 cores busy (the seven one after the other: 49 s; two at a time: 38 s). */
const lanes = 2;

/** Runs the package's command on each build, `lanes` at a time; each build's output is printed whole when it ends. */
async function buildAll(): Promise<void> {
  const sink = referenceSpecs.find((spec) => spec.name === 'kitchen-sink')!;
  const builds = [
    // The largest first, so that it does not end alone.
    {spec: deepSpecBuild, name: deepSpecBuild.name, env: {}},
    ...referenceSpecs.map((spec) => ({spec, name: spec.name, env: {}})),
    {spec: sink, name: staticBasePathBuild.name, env: {BASE_URL: staticBasePathBuild.baseUrl}},
    ...hostileSpecBuilds.map((spec) => ({spec, name: spec.name, env: {}})),
  ];
  // With the command a user installs: the package's JavaScript, compiled from packages/api-reference/src/ first,
  // unless the caller has just compiled it (`--compiled`: `npm test`, after `npm run gen`).
  if (!process.argv.includes('--compiled')) {
    const compiled = spawnSync(process.execPath, [path.join(packageDir, 'scripts/build.mjs')], {cwd: siteDir, stdio: 'inherit'});
    if (compiled.status !== 0) process.exit(compiled.status ?? 1);
  }
  const failed: string[] = [];
  const run = async ({spec, name, env}: (typeof builds)[number]) => {
    const child = spawn(process.execPath, [apiReferenceBin, 'build', spec.file, '--out', referenceBuild(name), ...(spec.options ?? [])], {cwd: siteDir, env: {...process.env, ...env}});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
    process.stdout.write(output);
    if (status !== 0) failed.push(`${name} (exit ${status})`);
  };
  const queue = [...builds];
  await Promise.all(Array.from({length: lanes}, async () => {
    for (let build = queue.shift(); build; build = queue.shift()) await run(build);
  }));
  if (failed.length > 0) {
    console.error(`build:references: ${failed.join(', ')} failed`);
    process.exit(1);
  }
}

if (require.main === module) void buildAll();
