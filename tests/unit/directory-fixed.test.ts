// What `npm run bench:directory` (scripts/bench/directory.ts) found in the
// descriptions of APIs.guru's directory, each class as the smallest spec that
// reproduces it: the spec is documented, every page compiles as the build
// compiles it, and the page shows what the spec says.
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {compileMdx, generatePages} from '../../scripts/bench/spec-pages';

const dir = mkdtempSync(path.join(os.tmpdir(), 'directory-fixed-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** `spec` (JSON, as the directory's are) generated into a new folder: the model and each page's MDX, which must compile. */
async function documented(name: string, spec: unknown) {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(spec));
  const {model, docs, pages} = await generatePages(file, mkdtempSync(path.join(dir, 'site-')));
  for (const page of pages) expect(await compileMdx(path.join(docs, page)), page).toBeUndefined();
  const page = (id: string) => readFileSync(path.join(docs, pages.find((file) => path.basename(file).startsWith(`${id}.`))!), 'utf8');
  return {model, page};
}

const info = {title: 'Directory', version: '1'};

describe('descriptions of the APIs.guru directory', () => {
  it('documents a parameter whose pattern has a lookbehind, which randexp cannot read (amazonaws.com/appstream.json)', async () => {
    const pattern = '^[0-9a-z\\.\\-]*(?<!\\.)$';
    const {model, page} = await documented('lookbehind.json', {
      openapi: '3.0.0',
      info,
      paths: {'/stacks': {get: {operationId: 'listStacks', parameters: [{name: 'domain', in: 'query', schema: {type: 'string', pattern}}], responses: {200: {description: 'OK'}}}}},
    });
    expect(model.operations[0].params.map((param) => param.name)).toEqual(['domain']);
    expect(page('list-stacks')).toContain('domain');
  });
});
