// A failed Docusaurus build of a reference, told in the spec's terms
// (packages/api-reference/src/site/build-failure.ts): Docusaurus's own output of an MDX page
// that does not compile, kept in fixtures/ as the build printed it, names
// the operation, the field and the line of the spec, with no stack trace.
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {renderOperationPage} from '../../packages/api-reference/src/render/page';
import {explainFailure, withoutTraces} from '../../packages/api-reference/src/site/build-failure';
import {codeSpan} from '../../packages/api-reference/src/render/mdx';
import {scratchFolder} from '../scratch';

/** This file's scratch files, removed when its tests end. */
const scratch = scratchFolder('build-failure-');

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'shop', strict: false};
const specText = `openapi: 3.1.0
info: {title: Shop, version: '1'}
paths:
  /orders:
    post:
      operationId: createOrder
      summary: Create an order
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                tip:
                  type: number
                  description: A tip for the courier, in steps of 0.5.
      responses:
        '201': {description: Created.}
`;

/** The site folder of a build whose page of createOrder failed as the fixture says, at the field tip. */
function failedBuild() {
  const dir = mkdtempSync(path.join(scratch, 'spec-'));
  const specFile = path.join(dir, 'shop.yaml');
  writeFileSync(specFile, specText);
  const doc = {
    openapi: '3.1.0',
    info: {title: 'Shop', version: '1'},
    paths: {'/orders': {post: {operationId: 'createOrder', summary: 'Create an order', requestBody: {content: {'application/json': {schema: {type: 'object', properties: {tip: {type: 'number', description: 'A tip for the courier, in steps of 0.5.'}}}}}}, responses: {'201': {description: 'Created.'}}}}},
  };
  const model = buildApiModel({shown: path.relative(process.cwd(), specFile), source: specText, files: [specFile], original: doc as never, doc: doc as never, warnings: [], examples: []}, settings);
  const page = renderOperationPage(model.operations[0], {routeBase: '/', download: 'openapi/shop', settings: model.settings});
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs/create-order.api.mdx'), page);
  const open = page.split('\n').findIndex((line) => line.includes('anchor="request-tip"')) + 3;
  const output = readFileSync(path.join(__dirname, 'fixtures/docusaurus-mdx-failure.txt'), 'utf8')
    .replaceAll('SITE_DIR', dir)
    .replaceAll('OPEN_LINE', String(open))
    .replaceAll('CLOSE_LINE', String(open + 3));
  return {dir, specFile, model, output};
}

describe("a reference build that Docusaurus could not finish", () => {
  it('names the operation, the field and its place in the spec, and what to do, for a page that does not compile as MDX', () => {
    const {dir, specFile, model, output} = failedBuild();
    const message = explainFailure(output, {model, siteDir: dir})!;
    const shown = path.relative(process.cwd(), specFile);
    expect(message).toContain(`${shown}:16:32: POST /orders (operationId createOrder), request body field tip: its description does not compile as MDX: Unexpected closing tag </SchemaProperty>, expected corresponding closing tag for <div>.`);
    expect(message).toContain('close each HTML tag it opens');
    expect(message).not.toMatch(/^\s*at /m);
  });

  it("keeps Docusaurus's messages and leaves out its stack frames and the MDX error's details", () => {
    const {output} = failedBuild();
    const kept = withoutTraces(output);
    expect(kept).toContain('Unable to build website for locale en.');
    expect(kept).toContain('Cause: Unexpected closing tag');
    expect(kept).not.toMatch(/^\s*at /m);
    expect(kept).not.toContain('"_bufferIndex"');
    expect(output).toMatch(/^\s*at /m);
  });

  it('lists the links that no page answers, each with its place in the spec', () => {
    const {dir, specFile, model} = failedBuild();
    const output = `[ERROR] Error: Unable to build website for locale en.\n    at tryToBuildLocale (x.js:1:1)\n  [cause]: Error: Docusaurus found broken links!\n\nExhaustive list of all broken links found:\n- Broken link on source page path = /create-order:\n   -> linking to /orders\n`;
    writeFileSync(specFile, `${specText}# see [orders](/orders)\n`);
    expect(explainFailure(output, {model, siteDir: dir})).toBe(
      `${path.relative(process.cwd(), specFile)}:19:16: the page /create-order links to /orders, which is no page of this reference\nCorrect the link in the spec, or give --links-base <url> when it is a page of the provider's site.`,
    );
  });
});

describe('a value of the spec as code', () => {
  it('takes more backticks than it holds, so that braces and tags stay text', () => {
    expect(codeSpan('application/json')).toBe('`application/json`');
    expect(codeSpan('$response.body#/a`{b}')).toBe('`` $response.body#/a`{b} ``');
  });
});
