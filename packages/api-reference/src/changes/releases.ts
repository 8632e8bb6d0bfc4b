// The released versions of a spec: one file per release, named by its date
// (`2026-11-25.yaml`), each a bundled copy of the spec as published that day.
// They live in the repository, not in git tags, so that a shallow clone in CI
// has them. The newest is "the last published version" the spec is compared
// with.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {readSpec, type OpenApiDoc} from '../load/load-spec';
import {diffSpecs, type SpecDifference} from './diff';

export interface Release {
  /** `YYYY-MM-DD`. */
  date: string;
  file: string;
}

const releaseName = /^(\d{4}-\d{2}-\d{2})\.(ya?ml|json)$/;

/** The releases in a folder, oldest first; a file not named by a date is an error, not skipped. */
export function releasesIn(dir: string): Release[] {
  const files = readdirSync(dir).filter((name) => !name.startsWith('.'));
  const wrong = files.filter((name) => !releaseName.test(name));
  if (wrong.length) throw new Error(`${dir}: ${wrong.join(', ')}: a release is named by its date, e.g. 2026-11-25.yaml`);
  return files.map((name) => ({date: releaseName.exec(name)![1], file: path.join(dir, name)})).sort((a, b) => a.date.localeCompare(b.date));
}

export function newestRelease(dir: string): Release {
  const releases = releasesIn(dir);
  if (!releases.length) throw new Error(`${dir}: no release; copy the published spec there as <date>.yaml`);
  return releases[releases.length - 1];
}

/** The text of a spec's files together: a change to any of them is a change of the spec. */
const hashOf = (files: string[]) => files.reduce((hash, file) => hash.update(file).update(readFileSync(file)), createHash('sha256')).digest('hex');

/** Specs already read in this process, with their files: a release is read by every check, and it does not change. */
const read = new Map<string, {files: string[]; hash: string; doc: OpenApiDoc}>();

/** A spec read as the pages read it: bundled and upgraded to OpenAPI 3.1, so both sides of a diff have one shape. */
export async function readForDiff(file: string): Promise<OpenApiDoc> {
  const absolute = path.resolve(file);
  const known = read.get(absolute);
  if (known && hashOf(known.files) === known.hash) return known.doc;
  const spec = await readSpec(absolute, {strict: false});
  read.set(absolute, {files: spec.files, hash: hashOf(spec.files), doc: spec.doc});
  return spec.doc;
}

/** The differences from one spec file to another. */
export async function diffFiles(before: string, after: string): Promise<SpecDifference[]> {
  const [old, current] = await Promise.all([readForDiff(before), readForDiff(after)]);
  return diffSpecs(old, current);
}
