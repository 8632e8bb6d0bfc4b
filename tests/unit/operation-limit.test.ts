// A description of more operations than a build's memory holds is refused at
// once with a sentence at its `paths`, where Microsoft Graph's (11,422 and
// 22,361 operations, APIs.guru's directory) ran a 3 GB heap out after 7 and 8
// minutes; `--max-operations` lets a machine with the memory take it.
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {operationsUpTo, readSpec} from '../../packages/api-reference/src/load/load-spec';
import {parseArgs} from '../../packages/api-reference/src/reference';
import {parseDevArgs} from '../../packages/api-reference/src/cli/dev';
import {scratchFolder} from '../scratch';

const dir = scratchFolder('operation-limit-');

const spec = `openapi: 3.1.0
info: {title: Many, version: '1'}
paths:
  /a:
    get: {responses: {'200': {description: OK}}}
    post: {responses: {'201': {description: Created}}}
  /b:
    get: {responses: {'200': {description: OK}}}
webhooks:
  changed:
    post: {responses: {'200': {description: OK}}}
`;

describe('the most operations a build takes', () => {
  it('refuses more, at paths, saying how many and what to give', async () => {
    const file = path.join(dir, 'many.yaml');
    writeFileSync(file, spec);
    await expect(readSpec(file, {strict: false, cwd: dir, maxOperations: 3})).rejects.toThrow(
      'many.yaml:4:3: paths: 4 operations and webhooks, more than the 3 a reference site is built from (each takes about 0.5 MB of memory to build). Document a part of the description, or give --max-operations 1000 where the machine has about 1 GB for it',
    );
    expect((await readSpec(file, {strict: false, cwd: dir, maxOperations: 4})).doc.paths['/a'].post).toBeDefined();
    expect(operationsUpTo).toBe(5000);
  });

  it('build and dev take --max-operations as a whole number', () => {
    expect(parseArgs(['spec.yaml', '--out', 'out', '--max-operations', '12000']).maxOperations).toBe(12000);
    expect(parseDevArgs(['spec.yaml', '--max-operations=30000'], 'usage').maxOperations).toBe(30000);
    expect(() => parseArgs(['spec.yaml', '--out', 'out', '--max-operations', '1e4'])).toThrow('--max-operations 1e4: give a whole number of operations, such as 12000');
  });
});
