// `npm run reference -- new.yaml --since old.yaml`: the reference's overview
// lists what changed since the older spec, classified and linked, and each
// operation page shows its own changes, linked to that list. The kitchen-sink
// spec is the older one; a copy of its 24 files, edited three ways, the newer.
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {sinceEntry} from '../../packages/api-reference/src/changes/since';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import {renderOutputs, type SiteSettings} from '../../packages/api-reference/src/outputs';
import {parseArgs, referenceSiteIds} from '../../packages/api-reference/src/reference';

const siteDir = path.resolve(__dirname, '../..');
const older = path.join(siteDir, 'openapi/kitchen-sink/openapi.yaml');
const work = mkdtempSync(path.join(os.tmpdir(), 'reference-since-'));
const newer = path.join(work, 'kitchen-sink/openapi.yaml');
let files: Record<string, string> = {};

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file}: no "${from}" to edit`);
  writeFileSync(file, text.replace(from, to));
}

beforeAll(async () => {
  cpSync(path.dirname(older), path.dirname(newer), {recursive: true});
  const folder = path.dirname(newer);
  // An operation deprecated, a field's bound narrowed, a description reworded.
  edit(path.join(folder, 'paths/health.yaml'), 'get:\n  security: []', 'get:\n  deprecated: true\n  security: []');
  edit(path.join(folder, 'schemas/Order.yaml'), 'exclusiveMaximum: 100', 'exclusiveMaximum: 50');
  edit(path.join(folder, 'paths/orders.yaml'), 'description: The order to create.', 'description: The order to place.');
  const settings: SiteSettings = {
    siteDir: work,
    specFile: newer,
    siteUrl: 'http://localhost:3000',
    baseUrl: '/',
    reference: {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', reservedIds: referenceSiteIds, downloadName: 'openapi', strict: false},
    staticDir: '.generated/static',
    changes: await sinceEntry(older, newer, '/'),
  };
  const model = await loadApiModel(newer, settings.reference, work);
  files = renderOutputs(model, settings);
});

afterAll(() => rmSync(work, {recursive: true, force: true}));

describe('a reference built --since an older spec', () => {
  it('takes --since from the command line', () => {
    expect(parseArgs(['new.yaml', '--out', 'x', '--since', 'old.yaml']).since).toBe(path.resolve('old.yaml'));
    expect(parseArgs(['new.yaml', '--out', 'x']).since).toBeUndefined();
    expect(() => parseArgs(['new.yaml', '--out', 'x', '--since', 'old.txt'])).toThrow(/old\.txt: give an OpenAPI file ending in \.yaml, \.yml or \.json/);
  });

  it('lists the changes on its overview, classified, each linked to its operation', async () => {
    const overview = files['docs/overview.info.mdx'];
    expect(overview).toContain('## Changes since openapi.yaml \\{#changes\\}');
    const section = overview.slice(overview.indexOf('## Changes since'), overview.indexOf('## Operations'));
    expect(section).toMatch(/### Non-breaking \(\d+\) \\\{#changes-non-breaking\\\}/);
    expect(section).toContain('- [`GET /health`](/get-health): `GET /health` is deprecated.');
    expect(section).toContain('- [`GET /orders/{orderId}`](/get-order#response-200-discount): Response 200 field `discount`: now below 50 (was 100).');
    expect(section).toMatch(/### Documentation only \(1\) \\\{#changes-documentation\\\}\n\n- \[`POST \/orders`\]\(\/create-order#request-body\): Request body: description changed\./);
    expect(section.indexOf('### Non-breaking')).toBeLessThan(section.indexOf('### Documentation only'));
    await compile(overview.replace(/^---\n[\s\S]*?\n---\n/, ''));
  });

  it('shows each operation its own changes, linked to the overview\'s list', async () => {
    const health = files['docs/get-health.api.mdx'];
    expect(health).toContain('Recent changes to this operation:\n\n- [Changed since openapi.yaml](/#changes): `GET /health` is deprecated.');
    expect(health.indexOf('Recent changes')).toBeGreaterThan(health.indexOf('<DeprecationNotice'));
    expect(files['docs/get-order.api.mdx']).toContain('- [Changed since openapi.yaml](/#changes): Response 200 field `discount`: now below 50 (was 100).');
    // Its description reworded is documentation only: no note says so.
    const create = files['docs/create-order.api.mdx'];
    expect(create).toContain('- [Changed since openapi.yaml](/#changes): Response 201 field `discount`: now below 50 (was 100).');
    expect(create).not.toContain('description changed');
    await compile(health.replace(/^---\n[\s\S]*?\n---\n/, ''));
  });
});
