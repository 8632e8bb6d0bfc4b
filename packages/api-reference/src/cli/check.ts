// `api-reference check <spec> [--since <older spec>] [--strict]`: reads,
// validates and models a spec as a build does (the same loader and model, no
// site), prints its warnings and a summary; with --since, the differences
// from the older spec, classified (packages/api-reference/src/changes/diff.ts). Exit 1 on a spec
// that cannot be read (with --strict, on what the house rules refuse) and on a
// breaking difference.
import path from 'node:path';
import {type ReferenceSettings} from '../model/api';
import {loadApiModel} from '../api-model';
import {diffFiles} from '../changes/releases';
import {byImpact, type Impact, type SpecDifference} from '../changes/diff';
import {impactLabel} from '../changes/entries';
import {exitCodes} from './errors';
import {referenceSiteIds, staticPagesFrom} from '../reference';
import {readCommandLine, sinceOption} from './options';

export interface CheckArgs {
  spec: string;
  strict: boolean;
  since?: string;
}

export function parseCheckArgs(argv: string[], usage: string): CheckArgs {
  const line = readCommandLine(argv, usage, {values: ['--since'], flags: ['--strict']});
  const since = sinceOption(line, usage);
  return {spec: line.spec, strict: line.flags.has('--strict'), ...(since ? {since} : {})};
}

/** A difference as one line: the operation when the sentence does not name it, then the sentence. */
const differenceLine = (d: SpecDifference) => `  - ${d.method && !d.sentence.includes(`${d.method} ${d.path}`) ? `${d.method} ${d.path}: ` : ''}${d.sentence}`;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Runs the check and prints what it found; returns the exit code. A spec that cannot be read throws its SpecError. */
export async function check(args: CheckArgs): Promise<number> {
  // The settings of a reference site (packages/api-reference/src/reference.ts): the same ids, the same warnings.
  const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', reservedIds: referenceSiteIds, downloadName: 'openapi', strict: args.strict, staticPagesFrom};
  const model = await loadApiModel(args.spec, settings);
  for (const warning of model.warnings) console.warn(`warning: ${warning}`);
  const operations = model.operations.filter((op) => op.kind !== 'webhook').length;
  const webhooks = model.operations.length - operations;
  const schemas = Object.keys((model.doc.components as {schemas?: object} | undefined)?.schemas ?? {}).length;
  const converted = model.overview.convertedFrom ? ` (${model.overview.convertedFrom}, read as OpenAPI 3.1)` : '';
  console.log(
    `check: ${model.specFile}${converted}: ${count(operations, 'operation')}, ${count(webhooks, 'webhook')}, ${count(schemas, 'schema')}, ${count(model.warnings.length, 'warning')}`,
  );
  if (!args.since) return exitCodes.ok;

  const differences = byImpact(await diffFiles(args.since, args.spec));
  const name = path.basename(args.since);
  const groups = (['breaking', 'non-breaking', 'documentation'] as Impact[]).map((impact) => ({impact, found: differences.filter((d) => d.impact === impact)}));
  console.log(
    differences.length
      ? `check: since ${name}: ${groups.map(({impact, found}) => `${found.length} ${impactLabel[impact].toLowerCase()}`).join(', ')}`
      : `check: since ${name}: no difference`,
  );
  for (const {impact, found} of groups) {
    if (!found.length) continue;
    console.log(`${impactLabel[impact]}:`);
    for (const d of found) console.log(differenceLine(d));
  }
  const breaking = groups[0].found.length;
  if (breaking) console.log(`check: ${count(breaking, 'breaking difference')} since ${name}: a client built against it may stop working (exit 1).`);
  return breaking ? exitCodes.failed : exitCodes.ok;
}
