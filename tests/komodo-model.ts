// The Komodo site's model of its spec, loaded once through the same path as
// `npm run gen` (scripts/komodo-site.ts → packages/api-reference/src/), and the
// generators bound to the Komodo site's settings, for the tests that read
// what the pipeline makes of openapi/rest-v1.yaml.
import path from 'node:path';
import {buildArtifacts} from '../packages/api-reference/src/render/artifacts';
import {renderInfoPage, renderOperationPage, type PageOptions} from '../packages/api-reference/src/render/page';
import {renderOperationMarkdown} from '../packages/api-reference/src/render/markdown';
import {type ApiModel} from '../packages/api-reference/src/model/api';
import {loadApiModel} from '../packages/api-reference/src/api-model';
import type {OperationModel} from '../packages/api-reference/src/model/operation';
import {komodoReference, komodoSite as komodoSiteOf} from '../scripts/komodo-site';
import {referenceSettings} from '../packages/api-reference/src/site/docusaurus-plugin';

export const siteDir = path.resolve(__dirname, '..');
export const komodoSite = referenceSettings(komodoSiteOf(siteDir, {}), komodoReference({}));

/** The model of a spec (the Komodo spec by default) under the Komodo site's settings. */
export function loadKomodoModel(specFile = 'openapi/rest-v1.yaml'): Promise<ApiModel> {
  return loadApiModel(specFile, komodoSite.reference, siteDir);
}

export const model = await loadKomodoModel();
/** The spec, upgraded and bundled: what the pages are made from. */
export const doc = model.doc;

export const pageOptions: PageOptions = {
  routeBase: komodoSite.reference.routeBase,
  securityNote: komodoSite.securityNote,
  download: `openapi/${komodoSite.reference.downloadName}`,
  settings: komodoSite.reference,
};

export const renderPage = (op: OperationModel): string => renderOperationPage(op, pageOptions);
export const renderOverview = (): string => renderInfoPage(model.overview, pageOptions);
export const samplesOf = (op: OperationModel) => op.samples;
export const twinOf = (op: OperationModel, url: string): string => renderOperationMarkdown(op, url);
export const artifactsFor = (siteUrl: string, baseUrl: string): Record<string, string> =>
  buildArtifacts({siteDir, model, siteUrl, baseUrl, staticDir: komodoSite.staticDir, guides: komodoSite.guides});
