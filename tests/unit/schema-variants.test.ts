// A schema's alternative (packages/api-reference/src/theme/SchemaVariants) can be where a link
// lands: a named schema is written out once per page, at its first use, and
// that use may be one of a oneOf's alternatives (GitHub's check-run-completed
// links #request-check_run-app-owner-simple-user). Docusaurus's broken-anchor
// check then fails the build unless the alternative tells it its anchor.
import {describe, expect, it, vi} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

const collected: string[] = [];
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: (anchor: string) => collected.push(anchor), collectLink: () => undefined})}));

describe('SchemaVariant', () => {
  it('has its anchor as its id, and tells the build\'s anchor check of it', async () => {
    const {SchemaVariant} = await import('../../packages/api-reference/src/theme/SchemaVariants');
    const html = renderToStaticMarkup(createElement(SchemaVariant, {title: 'Simple User', anchor: 'request-app-owner-simple-user'}));
    expect(html).toMatch(/^<details id="request-app-owner-simple-user"[^>]*><summary><strong>Simple User<\/strong><\/summary>/);
    expect(collected).toEqual(['request-app-owner-simple-user']);
  });
});
