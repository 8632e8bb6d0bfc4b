// A Markdown link in spec text this reference shows as plain text (a
// summary as the page's title, a tag's name, a schema's title, the API's
// title) reads as its text, and is listed once with its place; before,
// it went into the page's h1, the overview's headings and the text of its
// links, and the build stopped on a page no route answers (issue #42).
import {mkdtempSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import {renderInfoPage, renderOperationPage} from '../../packages/api-reference/src/render/page';
import {renderOperationMarkdown} from '../../packages/api-reference/src/render/markdown';
import {plainText} from '../../packages/api-reference/src/model/plain-text';
import type {JsonSchema} from '../../packages/api-reference/src/model/schema';
import {load} from 'js-yaml';
import {scratchFolder} from '../scratch';

/** This file's scratch files, removed when its tests end. */
const scratch = scratchFolder('plain-text-');

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', overviewSlug: '/', downloadName: 'api', strict: false};

const specText = `openapi: 3.1.0
info:
  title: 'Images [API](/docs/api)'
  version: '1'
tags:
  - name: 'Images [guide](/docs/images)'
paths:
  /images:
    post:
      operationId: uploadImage
      tags: ['Images [guide](/docs/images)', Other]
      summary: 'Upload [Learn more](/docs/guides/images)'
      requestBody:
        content:
          application/json:
            schema:
              oneOf:
                - {title: 'Image [doc](/docs/image-doc)', type: object, properties: {name: {type: string}}}
                - {title: 'Link [doc](/docs/link-doc)', type: object, properties: {url: {type: string}}}
      security: [{'key [k](/docs/key)': []}]
      callbacks:
        'done [c](/docs/callback)':
          '{$request.body#/url}':
            post: {responses: {'200': {description: OK}}}
      responses:
        '200': {description: OK}
components:
  securitySchemes:
    'key [k](/docs/key)': {type: apiKey, in: header, name: X-Key}
`;

function built() {
  const dir = mkdtempSync(path.join(scratch, 'spec-'));
  const file = path.join(dir, 'images.yaml');
  writeFileSync(file, specText);
  const doc = load(specText) as JsonSchema;
  return buildApiModel({shown: file, source: specText, files: [file], original: doc as never, doc: doc as never, warnings: [], examples: []}, settings);
}

/** Every link's address in the MDX or Markdown, outside the components' props (text there): none of these may lead off the reference. */
const hrefs = (text: string) => [...text.replace(/^<[A-Z].*$/gm, '').matchAll(/\]\(([^)\s]*)/g)].map((match) => match[1]);

describe('Markdown links in plain-text places of the spec', () => {
  it('read as their text', () => {
    expect(plainText('Upload [Learn more](/docs/guides/images) ![a logo](/img/x.png) now')).toEqual({text: 'Upload Learn more a logo now', links: ['/docs/guides/images', '/img/x.png']});
    expect(plainText('No links [here] (at all)')).toEqual({text: 'No links [here] (at all)', links: []});
  });

  it('make the title, sidebar label, h1, overview row, tag heading and twin of a page link nowhere, and compile', async () => {
    const model = built();
    const [op] = model.operations;
    expect(op.title).toBe('Upload Learn more');
    // The summary is the title: it is not the description too.
    expect(op.description).toBe('');
    expect(model.sidebar).toContainEqual(expect.objectContaining({type: 'category', label: 'Images guide'}));
    expect(model.overview.title).toBe('Images API');
    const page = renderOperationPage(op, {routeBase: '/', download: 'openapi/api', settings: model.settings});
    expect(page).toContain('title: "Upload Learn more"');
    expect(page).toContain('sidebar_label: "Upload Learn more"');
    expect(page).toContain('# Upload Learn more');
    expect(page).toContain('Listed under **Images guide**, **Other**.');
    expect(page).toContain('title="Image doc"');
    const overview = renderInfoPage(model.overview, {routeBase: '/', download: 'openapi/api', settings: model.settings});
    expect(overview).toContain('# Images API');
    expect(overview).toContain('### Images guide');
    expect(overview).toContain('[Upload Learn more](/upload-image)');
    expect(page).toContain('### done c: `POST`');
    expect(overview).toContain('### key k \\{#auth-key-k-docs-key\\}');
    const twin = renderOperationMarkdown(op, 'https://x.example/upload-image');
    expect(twin).toContain('# Upload Learn more');
    expect(twin).toContain('## Callback done c: `POST');
    expect(twin).toContain('- key k (API key in header `X-Key`)');
    for (const text of [page, overview, twin]) expect(hrefs(text).filter((href) => href.startsWith('/docs/'))).toEqual([]);
    await compile(page.replace(/^---\n[\s\S]*?\n---\n/, ''));
    await compile(overview.replace(/^---\n[\s\S]*?\n---\n/, ''));
  });

  it('are listed once each, with the place of the link in the spec and what it is', () => {
    const warnings = built().warnings.filter((line) => line.includes('plain text'));
    const at = (href: string) => warnings.filter((line) => line.includes(`link "${href}"`));
    expect(at('/docs/guides/images')).toEqual([expect.stringMatching(/images\.yaml:12:37: link "\/docs\/guides\/images" in the summary of POST \/images, the page's title: .*shown as its text$/)]);
    expect(at('/docs/images')).toEqual([expect.stringMatching(/images\.yaml:6:27: link "\/docs\/images" in the tag "Images \[guide\]\(\/docs\/images\)", a heading/)]);
    expect(at('/docs/api')).toEqual([expect.stringMatching(/images\.yaml:3:24: link "\/docs\/api" in the API's title/)]);
    expect(at('/docs/image-doc')).toHaveLength(1);
    expect(at('/docs/link-doc')).toHaveLength(1);
    expect(at('/docs/key')).toEqual([expect.stringMatching(/images\.yaml:\d+:\d+: link "\/docs\/key" in the name of security scheme "key \[k\]\(\/docs\/key\)", a heading/)]);
    expect(at('/docs/callback')).toEqual([expect.stringMatching(/in the name of callback "done \[c\]\(\/docs\/callback\)", a heading/)]);
    expect(warnings).toHaveLength(7);
    // The summary is not also a description whose links are resolved: no second line about it.
    expect(built().warnings.filter((line) => line.includes('/docs/guides/images'))).toHaveLength(1);
  });
});
