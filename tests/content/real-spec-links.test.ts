// A real spec written for another site (ReadMe's legacy API, from the npm
// package @readme/oas-examples, read from node_modules): its links land on
// the reference's pages or are listed with their place, as
// `npm run reference` builds it (packages/api-reference/src/model/links.ts).
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import {renderOperationPage} from '../../packages/api-reference/src/render/page';
import {compile} from '@mdx-js/mdx';

const examples = path.dirname(require.resolve('@readme/oas-examples/package.json'));
const reference: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'api', strict: false};

describe("ReadMe's legacy API (OpenAPI 3.0, @readme/oas-examples)", async () => {
  const model = await loadApiModel(path.join(examples, '3.0/yaml/readme-legacy.yaml'), reference);
  const getVersion = model.operations.find((op) => op.operationId === 'getVersion')!;

  it('links its operations as /reference/<operationId>: those land on their pages here', () => {
    const versionId = getVersion.params.find((param) => param.name === 'versionId')!;
    expect(versionId.description).toMatch(/\[Get Versions\s+endpoint\]\(\/get-versions\)/);
    expect(model.operations.map((op) => op.id)).toContain('get-versions');
    expect(model.warnings.filter((line) => line.includes('link'))).toEqual([]);
  });

  it('every page compiles as MDX', async () => {
    for (const op of model.operations) await compile(renderOperationPage(op, {routeBase: '/', download: 'openapi/api', settings: model.settings}).replace(/^---\n[\s\S]*?\n---\n/, ''));
  });
});
