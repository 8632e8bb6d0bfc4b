// An operation's page names the scopes the operation needs; the overview lists
// every scope of every flow. The page's ApiSecurity props carried the flows'
// whole lists of scopes and the schemes' descriptions, which it does not show:
// googleapis.com/dataportability.json (APIs.guru's directory) repeats a flow of
// every scope in each alternative, 223 KB of JSX attribute per page, and the
// MDX compiler did not get through one in 25 s.
import {describe, expect, it} from 'vitest';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {renderInfoPage, renderOperationPage} from '../../packages/api-reference/src/render/page';
import type {JsonSchema} from '../../packages/api-reference/src/model/schema';

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'api', strict: false};
const scopes = Object.fromEntries(Array.from({length: 60}, (_, i) => [`https://example.com/auth/scope${i}`, `Read and change the customer's data of kind ${i}.`]));
const doc: JsonSchema = {
  openapi: '3.1.0',
  info: {title: 'Scopes', version: '1'},
  components: {securitySchemes: {oauth: {type: 'oauth2', description: 'OAuth 2 with many scopes.', flows: {authorizationCode: {authorizationUrl: 'https://example.com/authorize', tokenUrl: 'https://example.com/token', scopes}}}}},
  paths: {'/jobs': {post: {operationId: 'createJob', security: Array.from({length: 8}, (_, i) => ({oauth: [`https://example.com/auth/scope${i}`]})), responses: {'200': {description: 'OK'}}}}},
};
const model = buildApiModel({shown: 'scopes.yaml', source: '', files: [], original: doc as never, doc: structuredClone(doc) as never, warnings: [], examples: []}, settings);
const options = {routeBase: '/', download: 'openapi/api', settings: model.settings};

describe("an operation page's security props", () => {
  it('hold the scopes the operation needs, not every scope of the flow nor the description', () => {
    const page = renderOperationPage(model.operations[0], options);
    expect(page).toContain('https://example.com/auth/scope7');
    expect(page).not.toContain('scope59');
    expect(page).not.toContain('Read and change');
    expect(page.length).toBeLessThan(20_000);
  });

  it("the overview's section of the scheme lists every scope with what it allows", () => {
    const overview = renderInfoPage(model.overview, options);
    expect(overview).toContain('scope59');
    expect(overview).toContain("Read and change the customer's data of kind 59.");
  });
});
