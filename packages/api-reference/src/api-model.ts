// The model of a spec's reference with its code samples. packages/api-reference/src/model/
// builds what the pages show from the spec, packages/api-reference/src/samples/ writes each
// operation's samples from that model, and this joins the two, so that the
// model imports nothing of the samples (ARCHITECTURE.md, "Its folders import
// downwards").
import type {LoadedSpec} from './load/load-spec';
import {buildSpecModel, placeholdersOf, readModelSpec, type ApiModel, type ReferenceSettings} from './model/api';
import {buildSamples} from './samples/samples';

/** The model of a spec already read, each operation with its code samples. */
export function buildApiModel(spec: LoadedSpec, settings: ReferenceSettings): ApiModel {
  const model = buildSpecModel(spec, settings);
  const placeholders = placeholdersOf(model.settings);
  for (const op of model.operations) op.samples = buildSamples(op, spec.doc, placeholders);
  return model;
}

/** Loads, checks and models the spec, with the code samples; throws a SpecError naming file:line:col. */
export async function loadApiModel(specFile: string, settings: ReferenceSettings, siteDir = process.cwd()): Promise<ApiModel> {
  return buildApiModel(await readModelSpec(specFile, settings, siteDir), settings);
}
