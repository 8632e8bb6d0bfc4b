// Swagger 2.0 body and form parameters shared at the top level and used by
// `$ref` (on an operation or on its path) are the operation's request body
// once upgraded: the page lists its fields and the samples send it. Before,
// the upgrader left the `$ref`s in the parameters and the body was lost (issue #42).
import {mkdtempSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSpec} from '../../packages/api-reference/src/load/load-spec';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {renderOperationPage} from '../../packages/api-reference/src/render/page';
import {renderOperationMarkdown} from '../../packages/api-reference/src/render/markdown';
import {inlineBodyParameterRefs} from '../../packages/api-reference/src/load/swagger-body-refs';
import {scratchFolder} from '../scratch';

/** This file's scratch files, removed when its tests end. */
const scratch = scratchFolder('swagger-body-refs-');

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'api', strict: false};

const spec = `swagger: '2.0'
info: {title: Refs, version: '1'}
host: api.example.com
basePath: /v1
schemes: [https]
consumes: [application/json]
produces: [application/json]
parameters:
  body-foo:
    in: body
    name: body
    required: true
    schema: {$ref: '#/definitions/Foo'}
  body-alias: {$ref: '#/parameters/body-foo'}
  form-note: {in: formData, name: note, type: string, description: A note.}
  form-count: {in: formData, name: count, type: integer}
  id: {in: path, name: id, required: true, type: string}
definitions:
  Foo:
    type: object
    required: [name]
    properties:
      name: {type: string, description: The name., example: bolt}
      size: {type: integer}
paths:
  /foos/{id}:
    parameters:
      - $ref: '#/parameters/id'
      - $ref: '#/parameters/body-foo'
    delete:
      operationId: deleteFoo
      summary: Delete a foo
      responses: {'204': {description: Deleted}}
  /foos:
    post:
      operationId: createFoo
      summary: Create a foo
      parameters: [{$ref: '#/parameters/body-alias'}]
      responses: {'201': {description: Created}}
  /notes:
    post:
      operationId: createNote
      summary: Create a note
      consumes: [application/x-www-form-urlencoded]
      parameters: [{$ref: '#/parameters/form-note'}, {$ref: '#/parameters/form-count'}]
      responses: {'201': {description: Created}}
`;

async function model() {
  const dir = mkdtempSync(path.join(scratch, 'spec-'));
  const file = path.join(dir, 'refs.yaml');
  writeFileSync(file, spec);
  return buildApiModel(await readSpec(file, {strict: false}), settings);
}

describe('Swagger 2.0 body and form parameters by $ref', () => {
  it('are the request body of the operation, from the operation or its path, through a $ref to a $ref', async () => {
    const built = await model();
    const op = (id: string) => built.operations.find((candidate) => candidate.id === id)!;
    for (const id of ['delete-foo', 'create-foo']) {
      const body = op(id).requestBody;
      expect(body, id).toMatchObject({required: true, contents: [{mediaType: 'application/json'}]});
      expect(body!.contents[0].root!.children.map((child) => child.name), id).toEqual(['name', 'size']);
      // No parameter of the page is the body.
      expect(op(id).params.map((param) => param.name), id).toEqual(id === 'delete-foo' ? ['id'] : []);
    }
    expect(op('create-note').requestBody!.contents[0]).toMatchObject({mediaType: 'application/x-www-form-urlencoded'});
    expect(op('create-note').requestBody!.contents[0].root!.children.map((child) => child.name)).toEqual(['note', 'count']);
    expect(op('create-note').params).toEqual([]);
  });

  it('show on the page and in the twin, and the curl sample sends the body', async () => {
    const built = await model();
    const remove = built.operations.find((candidate) => candidate.id === 'delete-foo')!;
    const page = renderOperationPage(remove, {routeBase: '/', download: 'openapi/api', settings: built.settings});
    expect(page).toContain('## Request body \\{#request-body\\}');
    expect(page).toContain('<SchemaProperty name="name" anchor="request-name" type="string" required>');
    expect(renderOperationMarkdown(remove, 'https://x.example/delete-foo')).toContain('- `name` — string. The name.');
    const curl = remove.samples.find((sample) => sample.language === 'curl')!.code;
    expect(curl).toContain('--request DELETE');
    expect(curl).toContain('"name": "bolt"');
    const note = built.operations.find((candidate) => candidate.id === 'create-note')!.samples.find((sample) => sample.language === 'curl')!.code;
    expect(note).toContain("--data-urlencode 'note=string'");
    expect(note).toContain("--data-urlencode 'count=0'");
  });

  it('leave the spec as given, and an OpenAPI 3 document alone', async () => {
    const built = await model();
    expect((built.original.paths as Record<string, {parameters: unknown[]}>)['/foos/{id}'].parameters).toContainEqual({$ref: '#/parameters/body-foo'});
    const openapi = {openapi: '3.0.3', paths: {'/a': {parameters: [{$ref: '#/parameters/x'}]}}, parameters: {x: {in: 'body'}}};
    expect(inlineBodyParameterRefs(structuredClone(openapi))).toEqual(openapi);
  });
});
