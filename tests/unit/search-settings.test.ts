// Where the browser finds a site's search settings (its readers' words, its
// removed pages): in the global data of whichever plugin adds the search,
// the search plugin of a reference site or the package's Docusaurus plugin,
// whose global data is also its docs' (packages/api-reference/src/search/settings.ts). The
// Komodo site's query set lost its school words (92.8% in the top 3 instead of
// 99.4%) when they were looked for under the search plugin's name alone.
import {describe, expect, it} from 'vitest';
import {searchSettingsIn} from '../../packages/api-reference/src/search/settings';

const komodoWords = {vocabulary: {phrases: [], words: {pupil: 'user'}, everywhere: ['komodo'], british: true}};

describe('searchSettingsIn', () => {
  it("finds them beside a docs instance's own data, under any plugin's name and id", () => {
    const globalData = {
      'docusaurus-plugin-content-docs': {default: {path: '/docs', versions: []}, 'api-reference': {path: '/api', versions: [], searchSettings: komodoWords}},
    };
    expect(searchSettingsIn(globalData)).toEqual(komodoWords);
  });

  it("finds the search plugin's own, and none where no plugin gives them", () => {
    expect(searchSettingsIn({search: {default: {searchSettings: {}}}})).toEqual({});
    expect(searchSettingsIn({'docusaurus-plugin-content-docs': {default: {path: '/'}}})).toEqual({});
  });
});
