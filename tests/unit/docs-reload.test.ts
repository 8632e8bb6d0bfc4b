// The live preview's docs instance of the reference pages (packages/api-reference/src/site/plugin.ts,
// docsWithGeneration): Docusaurus reloads it once per event of its watcher, and an editor's save is
// often two (the file emptied, then written). The pages are read again only after the generation
// has changed files; a second reload gets what the first one read.
import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';
import {docsWithGeneration, type RestDocsPlugin} from '../../packages/api-reference/src/site/plugin';

/** A docs plugin that counts its reads, and a generation whose writes the test sets. */
function plugins(failFirst = false) {
  const state = {reads: 0, writes: 0, holds: 0};
  const docs = {
    name: 'docs',
    async loadContent() {
      const read = ++state.reads;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failFirst && read === 1) throw new Error('a page could not be read');
      return {loadedVersions: [], read} as unknown as LoadedContent;
    },
  } as Plugin<LoadedContent>;
  const rest: RestDocsPlugin = {
    name: 'rest-docs',
    loadContent: async () => undefined,
    holdBundler: () => void state.holds++,
    releaseBundler: () => void state.holds--,
    writes: () => state.writes,
  };
  return {state, plugin: docsWithGeneration(docs, rest)};
}

const readOf = (content: LoadedContent) => (content as unknown as {read: number}).read;

describe('the reference pages\' docs, reloaded by the live preview', () => {
  it('reads the pages once for two reloads of one save, and again after the generation writes', async () => {
    const {state, plugin} = plugins();
    const [first, second] = await Promise.all([plugin.loadContent!(), plugin.loadContent!()]);
    expect(state.reads).toBe(1);
    expect(readOf(second)).toBe(readOf(first));
    // A reload that finds the pages as they were gets the last read.
    expect(readOf(await plugin.loadContent!())).toBe(1);
    state.writes++;
    expect(readOf(await plugin.loadContent!())).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('reads again after a read that failed', async () => {
    const {state, plugin} = plugins(true);
    await expect(plugin.loadContent!()).rejects.toThrow('a page could not be read');
    // The hold on the bundler is let go when the load fails.
    expect(state.holds).toBe(0);
    expect(readOf(await plugin.loadContent!())).toBe(2);
  });
});
