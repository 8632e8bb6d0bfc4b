// The sections of BENCHMARKS.md that `npm run bench -- --write` and
// `npm run bench:scale -- --write` replace: each is there, and replacing one
// changes its table and nothing else.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {benchmarksFile, replaceSection} from '../../scripts/bench/benchmarks-md';

const markdown = readFileSync(benchmarksFile, 'utf8');

describe('BENCHMARKS.md sections', () => {
  for (const name of ['pages', 'scale']) {
    it(`bench:${name} holds a table, and replacing it leaves the rest as it was`, () => {
      const start = `<!-- bench:${name} -->\n`;
      const end = `\n<!-- /bench:${name} -->`;
      const table = markdown.slice(markdown.indexOf(start) + start.length, markdown.indexOf(end));
      expect(table).toMatch(/^\| .* \|\n\| --- \|/);
      const replaced = replaceSection(markdown, name, '| a |\n| --- |\n| 1 |\n');
      expect(replaced).toBe(markdown.replace(table, '| a |\n| --- |\n| 1 |'));
      expect(replaceSection(replaced, name, table)).toBe(markdown);
    });
  }

  it('names a missing section', () => {
    expect(() => replaceSection(markdown, 'nothing', '')).toThrow('BENCHMARKS.md has no section <!-- bench:nothing -->');
  });
});
