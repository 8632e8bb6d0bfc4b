// The live preview generates the pages again after each edit of the spec, in the
// same process, and reuses what the last generation made that the edit did not
// change: the values' validators and made-up values when only prose changed
// (packages/api-reference/src/model/values.ts, reuseAcrossDocuments), the
// spec's YAML download part by part (packages/api-reference/src/render/artifacts.ts, specYaml),
// the files parsed and the outputs written (packages/api-reference/src/outputs.ts,
// reuseAcrossGenerations); and it writes the static files after the pages.
// What a reader gets must be what a generation from nothing writes.
import {existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {stringify} from 'yaml';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import type {ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {fingerprintOf, reuseAcrossDocuments} from '../../packages/api-reference/src/model/values';
import {generate, hashOfFiles, primeGenerations, readManifest, renderOutputs, reuseAcrossGenerations, writeOutputs} from '../../packages/api-reference/src/outputs';
import {specYaml} from '../../packages/api-reference/src/render/artifacts';
import {scratchFolder} from '../scratch';

const work = scratchFolder('live-regeneration-');
const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'api', strict: false};
const examples = path.resolve(__dirname, '../../node_modules/@readme/oas-examples/3.0/json');

afterEach(() => reuseAcrossDocuments(false));

describe('fingerprintOf', () => {
  const doc = {
    openapi: '3.1.0',
    info: {title: 'T', version: '1', description: 'About'},
    paths: {'/a': {get: {summary: 'Get a', description: 'Gets', responses: {200: {description: 'OK', content: {'application/json': {schema: {$ref: '#/components/schemas/A'}}}}}}}},
    components: {
      schemas: {
        A: {type: 'object', description: 'An A', properties: {description: {type: 'string', description: 'Its text'}}, example: {description: 'an example'}},
        B: {oneOf: [{$ref: '#/components/schemas/A'}], discriminator: {propertyName: 'kind', mapping: {summary: '#/components/schemas/A'}}},
      },
    },
  };
  const edited = (edit: (copy: typeof doc) => void) => {
    const copy = structuredClone(doc);
    edit(copy);
    return fingerprintOf(copy);
  };

  it('is the same when only descriptions and summaries change', () => {
    expect(
      edited((copy) => {
        copy.info.description = 'Other';
        copy.paths['/a'].get.summary = 'Read a';
        copy.paths['/a'].get.description = 'Reads';
        copy.paths['/a'].get.responses[200].description = 'Fine';
        copy.components.schemas.A.description = 'One A';
        copy.components.schemas.A.properties.description.description = 'The text';
      }),
    ).toBe(fingerprintOf(doc));
  });

  it('differs when a value or a check changes, whatever its key is called', () => {
    const before = fingerprintOf(doc);
    expect(edited((copy) => (copy.components.schemas.A.properties.description.type = 'integer'))).not.toBe(before);
    // An example's field named `description` is a value the sampler gives, not prose.
    expect(edited((copy) => (copy.components.schemas.A.example.description = 'another example'))).not.toBe(before);
    // A discriminator's value named `summary` selects a schema.
    expect(edited((copy) => (copy.components.schemas.B.discriminator.mapping = {other: '#/components/schemas/A'} as never))).not.toBe(before);
    expect(edited((copy) => (copy.info.title = 'U'))).not.toBe(before);
  });
});

describe('specYaml', () => {
  const doc = {
    openapi: '3.1.0',
    info: {title: 'yes', version: '1.0', description: 'Line one\nline two: with a colon\n'},
    paths: {
      '/a/{id}': {get: {summary: 'A: one', parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}}], responses: {'200': {description: 'OK'}}}},
      '/b': {},
      [`/${'long'.repeat(60)}`]: {post: {responses: {default: {description: '#not a comment'}}}},
    },
    webhooks: {},
    components: {schemas: {'123': {type: 'integer'}, 'a b': {type: 'array', items: {}}, Null: {type: 'null', enum: [null, 'null', 'true']}}, securitySchemes: {}},
    tags: [{name: 'on'}],
  };

  it('writes what the yaml library writes of the whole, from nothing and from the last parts', () => {
    expect(specYaml(doc)).toBe(stringify(doc, {aliasDuplicateObjects: false}));
    const copy = structuredClone(doc);
    copy.paths['/a/{id}'].get.summary = 'A: two';
    copy.components.schemas['123'].type = 'number';
    expect(specYaml(copy)).toBe(stringify(copy, {aliasDuplicateObjects: false}));
    expect(specYaml(doc)).toBe(stringify(doc, {aliasDuplicateObjects: false}));
  });
});

/** What the edits below change of @readme/oas-examples' petstore. */
interface Petstore {
  paths: Record<string, {get: {summary: string}}>;
  components: {schemas: {Pet: {description: string; properties: {name: {type: string; example?: string}}}}};
}

describe('a generation after an edit, reusing the last one', () => {
  const site = {siteDir: work, siteUrl: 'https://example.test', baseUrl: '/', staticDir: 'static', reference: settings};
  /** Every file a generation writes of the spec as it is in `file`. */
  const outputs = async (file: string) => renderOutputs(await loadApiModel(file, settings, work), {...site, specFile: file});
  const specOf = (name: string, edit: (spec: Petstore) => void) => {
    const spec = JSON.parse(readFileSync(path.join(examples, 'petstore.json'), 'utf8')) as Petstore;
    edit(spec);
    const file = path.join(work, `${name}.json`);
    writeFileSync(file, JSON.stringify(spec));
    return file;
  };
  const original = specOf('original', () => undefined);
  const summaryEdited = specOf('summary', (spec) => {
    spec.paths['/pet/{petId}'].get.summary = 'Find one pet';
    spec.components.schemas.Pet.description = 'A pet, edited';
  });
  const typeEdited = specOf('type', (spec) => {
    spec.components.schemas.Pet.properties.name.type = 'integer';
    delete spec.components.schemas.Pet.properties.name.example;
  });

  it.each([
    ['only prose', summaryEdited, '# Find one pet'],
    ['a schema', typeEdited, '"name": {\n            "type": "integer"'],
  ])('writes after an edit of %s what a generation from nothing writes', async (_edit, edited, shown) => {
    const fresh = await outputs(edited);
    reuseAcrossDocuments(true);
    const before = await outputs(original);
    const reused = await outputs(edited);
    expect(Object.keys(reused).sort()).toEqual(Object.keys(fresh).sort());
    for (const [file, content] of Object.entries(fresh)) expect(reused[file], file).toBe(content);
    // The edit shows, in the files it changed.
    const changed = Object.keys(reused).filter((file) => reused[file] !== before[file]);
    expect(changed.some((file) => reused[file].includes(shown) && !before[file]?.includes(shown))).toBe(true);
  });
});

describe('a generation of the live preview (generate with defer)', () => {
  const siteDir = path.join(work, 'preview');
  const fresh = path.join(work, 'fresh');
  const specDir = path.join(work, 'multi');
  const site = (dir: string) => ({siteDir: dir, specFile: path.join(specDir, 'openapi.yaml'), siteUrl: 'https://example.test', baseUrl: '/', staticDir: 'static', reference: {...settings, schemaPages: true}});
  /** A spec of three files: the root, the path that an edit changes, and a schema that no edit changes. */
  const writeSpec = (summary: string, withDelete = true) => {
    mkdirSync(specDir, {recursive: true});
    writeFileSync(path.join(specDir, 'openapi.yaml'), "openapi: 3.1.0\ninfo: {title: Pets, version: '1'}\npaths:\n  /pets/{id}:\n    $ref: ./pet-path.yaml\n");
    const remove = withDelete ? '\ndelete:\n  operationId: deletePet\n  summary: Delete a pet\n  parameters: [{name: id, in: path, required: true, schema: {type: string}}]\n  responses:\n    "204": {description: Gone}\n' : '\n';
    writeFileSync(path.join(specDir, 'pet-path.yaml'), `get:\n  operationId: getPet\n  summary: ${summary}\n  parameters: [{name: id, in: path, required: true, schema: {type: string}}]\n  responses:\n    "200":\n      description: The pet\n      content:\n        application/json:\n          schema: {$ref: ./pet.yaml}${remove}`);
    writeFileSync(path.join(specDir, 'pet.yaml'), 'type: object\nproperties:\n  name: {type: string, example: Rex}\n');
  };
  const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

  afterEach(() => reuseAcrossGenerations(false));

  it('writes the pages first, and the static files and the schema pages whose "Used by" alone changed when asked; in the end, what a generation from nothing writes', async () => {
    reuseAcrossGenerations(true);
    writeSpec('Find a pet');
    const first = await generate(site(siteDir), {defer: true});
    const petPage = first.changed.find((file) => file.endsWith('.schema.mdx'))!;
    expect(petPage).toBeDefined();
    expect(read(siteDir, 'docs/get-pet.api.mdx')).toContain('# Find a pet');
    expect(existsSync(path.join(siteDir, 'static/get-pet.md'))).toBe(false);
    first.later!();
    expect(read(siteDir, 'static/get-pet.md')).toContain('# Find a pet');

    // An edit of the path's file: its summary, and an operation removed.
    writeSpec('Read one pet', false);
    const second = await generate(site(siteDir), {defer: true});
    expect(second.changed).toContain('docs/get-pet.api.mdx');
    expect(second.changed).not.toContain('static/get-pet.md');
    expect(read(siteDir, 'docs/get-pet.api.mdx')).toContain('# Read one pet');
    expect(existsSync(path.join(siteDir, 'docs/delete-pet.api.mdx'))).toBe(false);
    // The schema's page names the operation by its title in its "Used by" list: that list follows later.
    expect(read(siteDir, petPage)).toContain('[Find a pet](/get-pet)');
    // Until then, the last static files stay, the removed operation's twin too.
    expect(read(siteDir, 'static/get-pet.md')).toContain('# Find a pet');
    expect(existsSync(path.join(siteDir, 'static/delete-pet.md'))).toBe(true);
    expect(second.later!()).toEqual(expect.arrayContaining([petPage, 'static/get-pet.md', 'static/delete-pet.md', 'static/llms.txt']));
    expect(read(siteDir, petPage)).toContain('[Read one pet](/get-pet)');
    expect(existsSync(path.join(siteDir, 'static/delete-pet.md'))).toBe(false);

    reuseAcrossGenerations(false);
    const whole = await generate(site(fresh));
    expect(whole.later).toBeUndefined();
    const files = readManifest(site(fresh))!.files;
    expect(readManifest(site(siteDir))!.files).toEqual(files);
    for (const file of files) expect(read(siteDir, file), file).toBe(read(fresh, file));
  });
  it('writes the overview later when only titles of its operations changed, and first when more of it did', async () => {
    reuseAcrossGenerations(true);
    const dir = path.join(work, 'overview-preview');
    writeSpec('Find a pet');
    (await generate(site(dir), {defer: true})).later!();
    const overview = readManifest(site(dir))!.files.find((file) => file.endsWith('.info.mdx'))!;
    expect(read(dir, overview)).toContain('Find a pet');

    // A summary edited: the operation's page first, the overview's list of operations after.
    writeSpec('Read one pet');
    const titled = await generate(site(dir), {defer: true});
    expect(titled.changed).toContain('docs/get-pet.api.mdx');
    expect(titled.changed).not.toContain(overview);
    expect(read(dir, overview)).toContain('Find a pet');
    expect(titled.later!()).toContain(overview);
    expect(read(dir, overview)).toContain('Read one pet');
    expect(read(dir, overview)).not.toContain('Find a pet');

    // A summary and the API's title edited together: the overview's own text changed, so it is written first.
    writeSpec('Fetch a pet');
    writeFileSync(path.join(specDir, 'openapi.yaml'), readFileSync(path.join(specDir, 'openapi.yaml'), 'utf8').replace('title: Pets', 'title: Pet shop'));
    const both = await generate(site(dir), {defer: true});
    expect(both.changed).toEqual(expect.arrayContaining(['docs/get-pet.api.mdx', overview]));
    expect(read(dir, overview)).toContain('Pet shop');
    expect(read(dir, overview)).toContain('Fetch a pet');
    both.later!();

    reuseAcrossGenerations(false);
    const whole = path.join(work, 'overview-fresh');
    await generate(site(whole));
    for (const file of readManifest(site(whole))!.files) expect(read(dir, file), file).toBe(read(whole, file));
  });
});

describe('the live preview\'s warm-up (primeGenerations)', () => {
  afterEach(() => reuseAcrossGenerations(false));

  it('keeps what is on disk as the model renders it: the first edit then defers the overview as the next do, and writes what a generation from nothing writes', async () => {
    const specDir = path.join(work, 'primed-spec');
    mkdirSync(specDir, {recursive: true});
    const spec = path.join(specDir, 'openapi.yaml');
    const write = (summary: string) => writeFileSync(spec, `openapi: 3.1.0\ninfo: {title: Pets, version: '1'}\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      summary: ${summary}\n      responses:\n        '200': {description: The pets}\n`);
    const site = (dir: string) => ({siteDir: dir, specFile: spec, siteUrl: 'https://example.test', baseUrl: '/', staticDir: 'static', reference: settings});
    const dir = path.join(work, 'primed');
    write('List the pets');
    // The pages as a build (or the command, before the dev server starts) wrote them.
    await generate(site(dir));
    const overview = readManifest(site(dir))!.files.find((file) => file.endsWith('.info.mdx'))!;

    reuseAcrossGenerations(true);
    primeGenerations(await loadApiModel(spec, settings, dir), site(dir));
    write('List every pet');
    const edit = await generate(site(dir), {defer: true});
    expect(edit.changed).toContain('docs/list-pets.api.mdx');
    expect(edit.changed).not.toContain(overview);
    edit.later!();

    reuseAcrossGenerations(false);
    const whole = path.join(work, 'primed-fresh');
    await generate(site(whole));
    for (const file of readManifest(site(whole))!.files) expect(readFileSync(path.join(dir, file), 'utf8'), file).toBe(readFileSync(path.join(whole, file), 'utf8'));
  });
});

describe('hashOfFiles in the live preview', () => {
  afterEach(() => reuseAcrossGenerations(false));

  it('changes with a file rewritten at the same size, and with a file removed', () => {
    reuseAcrossGenerations(true);
    const file = path.join(work, 'hashed.yaml');
    writeFileSync(file, 'summary: one\n');
    const first = hashOfFiles([file]);
    expect(hashOfFiles([file])).toBe(first);
    writeFileSync(file, 'summary: two\n');
    const second = hashOfFiles([file]);
    expect(second).not.toBe(first);
    writeFileSync(file, 'summary: one\n');
    expect(hashOfFiles([file])).toBe(first);
    // A file written a while ago is hashed once; written again, even with its old times, it is read again.
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
    expect(hashOfFiles([file])).toBe(first);
    writeFileSync(file, 'summary: two\n');
    utimesSync(file, past, past);
    expect(hashOfFiles([file])).toBe(second);
    rmSync(file);
    expect(hashOfFiles([file])).not.toBe(first);
  });
});

// A build writes each output as it is made (generate without defer): a page the renderer cannot
// make stops it part-way. The next generation must still remove what that one wrote and it does not.
describe('writeOutputs, given its files one at a time', () => {
  const site = {siteDir: path.join(work, 'entries'), staticDir: 'static'};
  const manifest = {specFile: 'api.yaml', specFiles: [], specHash: 'abc'};
  const read = (file: string) => readFileSync(path.join(site.siteDir, file), 'utf8');

  it('writes them as they come; after one that cannot be made, the next run removes what the failed one wrote', () => {
    writeOutputs(site, {'docs/a.mdx': 'A', 'docs/b.mdx': 'B'}, manifest);
    const failing = function* (): Generator<[string, string]> {
      yield ['docs/a.mdx', 'A2'];
      yield ['docs/new.mdx', 'N'];
      throw new Error('the page of c cannot be made');
    };
    expect(() => writeOutputs(site, failing(), {...manifest, specHash: 'def'})).toThrow('the page of c cannot be made');
    expect([read('docs/a.mdx'), read('docs/b.mdx'), read('docs/new.mdx')]).toEqual(['A2', 'B', 'N']);
    // The spec's hash is still the last complete run's: these pages are not yet the new spec's.
    expect(readManifest(site)).toMatchObject({specHash: 'abc', files: ['docs/a.mdx', 'docs/b.mdx', 'docs/new.mdx']});
    writeOutputs(site, new Map([['docs/a.mdx', 'A3']]), {...manifest, specHash: 'ghi'});
    expect(existsSync(path.join(site.siteDir, 'docs/new.mdx'))).toBe(false);
    expect(existsSync(path.join(site.siteDir, 'docs/b.mdx'))).toBe(false);
    expect(readManifest(site)).toMatchObject({specHash: 'ghi', files: ['docs/a.mdx']});
  });
});
