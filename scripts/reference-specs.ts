// The specs that are not Komodo's which the reference pipeline is tested on:
// two real ones that others publish (read from ../shared/specs/, never copied
// here), our kitchen-sink spec, which has every construct once, and a real one
// with deep schemas from npm (deepSpecBuild).
// `npm run build:references` builds the reference site of each into
// build-reference/<name>/ (after `npm run build`, in `npm test`), and the
// kitchen sink a second time under a base path; the integration and browser
// tests read those builds.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..');
const shared = path.resolve(siteDir, '../shared/specs');

export interface ReferenceSpec {
  /** Also the folder of its build: build-reference/<name>/. */
  name: string;
  file: string;
  /** Options of `npm run reference` beyond the spec and the output folder. */
  options?: string[];
}

export const referenceSpecs: ReferenceSpec[] = [
  {name: 'museum', file: path.join(shared, 'museum.yaml')},
  {name: 'petstore', file: path.join(shared, 'petstore.yaml')},
  // Its pages are static (generator/site/static-pages), as a reference of 100 operations or more has them: the browser tests go through every one.
  {name: 'kitchen-sink', file: path.join(siteDir, 'openapi/kitchen-sink/openapi.yaml'), options: ['--static-pages']},
];

const missing = referenceSpecs.filter((spec) => !existsSync(spec.file));
if (missing.length) {
  throw new Error(`${missing.map((spec) => spec.file).join(', ')} not found: the shared specs are read from ../shared/specs/, beside this repository`);
}

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

/** Builds every reference site, one after the other (each build uses both cores). */
function buildAll(): void {
  const sink = referenceSpecs.find((spec) => spec.name === 'kitchen-sink')!;
  const builds = [
    ...referenceSpecs.map((spec) => ({spec, name: spec.name, env: {}})),
    {spec: sink, name: staticBasePathBuild.name, env: {BASE_URL: staticBasePathBuild.baseUrl}},
    {spec: deepSpecBuild, name: deepSpecBuild.name, env: {}},
  ];
  for (const {spec, name, env} of builds) {
    const result = spawnSync('npx', ['tsx', 'generator/reference.ts', spec.file, '--out', referenceBuild(name), ...(spec.options ?? [])], {cwd: siteDir, stdio: 'inherit', env: {...process.env, ...env}});
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (require.main === module) buildAll();
