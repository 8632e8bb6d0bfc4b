// The options of `npm run reference` (generator/reference.ts): the provider's
// site that the paths of a spec's descriptions are pages of.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseArgs} from '../../generator/reference';

describe('npm run reference --links-base', () => {
  it('takes the provider\'s site as an http(s) URL, in either spelling', () => {
    expect(parseArgs(['spec.yaml', '--out', 'out', '--links-base', 'https://docs.example.com/']).linksBase).toBe('https://docs.example.com/');
    expect(parseArgs(['spec.yaml', '--out=out', '--links-base=http://localhost:8080/docs/']).linksBase).toBe('http://localhost:8080/docs/');
    expect(parseArgs(['spec.yaml', '--out', 'out'])).toEqual({spec: path.resolve('spec.yaml'), out: path.resolve('out'), strict: false, staticPages: undefined, linksBase: undefined});
  });

  it('refuses anything else, saying what to give', () => {
    expect(() => parseArgs(['spec.yaml', '--out', 'out', '--links-base', '/docs'])).toThrow("--links-base /docs: give the provider's site as an http(s) URL");
    expect(() => parseArgs(['spec.yaml', '--out', 'out', '--links-base'])).toThrow('--links-base');
  });
});

describe('the browsers of a reference site', () => {
  it('are the Komodo site\'s, so that both sites\' CSS is written for the same browsers', async () => {
    const {siteBrowsers} = await import('../../generator/reference');
    const {readFileSync} = await import('node:fs');
    const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {browserslist: string[]};
    expect(siteBrowsers).toEqual(root.browserslist);
  });
});
