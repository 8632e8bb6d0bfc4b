// A JSON spec is read as JSON with its positions (packages/api-reference/src/load/load-spec.ts,
// parseJsonFile): its faults are named by file:line:col as a YAML file's are,
// and a file that is not strict JSON is still read, as YAML.
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import {scratchFolder} from '../scratch';

const work = scratchFolder('json-positions-');

const settings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'spec', strict: false};
const spec = (example: string) => `{
  "openapi": "3.1.0",
  "info": {"title": "Positions", "version": "1"},
  "paths": {
    "/count": {
      "get": {
        "responses": {
          "200": {
            "description": "The count",
            "content": {"application/json": {"schema": {"type": "integer"}, "example": ${example}}}
          }
        }
      }
    }
  }
}
`;

async function warningsOf(file: string, text: string): Promise<string[]> {
  writeFileSync(path.join(work, file), text);
  const model = await loadApiModel(path.join(work, file), settings, work);
  return model.warnings;
}

describe('a JSON spec', () => {
  it('names the line and column of an invalid example', async () => {
    const text = spec('"many"');
    const warnings = (await warningsOf('strict.json', text)).filter((warning) => warning.includes('invalid'));
    const line = text.split('\n').findIndex((row) => row.includes('"many"'));
    const col = text.split('\n')[line].indexOf('"many"') + 1;
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(new RegExp(`strict\\.json:${line + 1}:${col}: `));
  });

  it('is read as YAML where it is not strict JSON (a trailing comma), with the same place', async () => {
    const text = spec('"many"').replace('"version": "1"}', '"version": "1",}');
    const warnings = (await warningsOf('loose.json', text)).filter((warning) => warning.includes('invalid'));
    const line = text.split('\n').findIndex((row) => row.includes('"many"'));
    expect(warnings[0]).toMatch(new RegExp(`loose\\.json:${line + 1}:\\d+: `));
  });
});
