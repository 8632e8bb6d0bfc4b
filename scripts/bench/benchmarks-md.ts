// BENCHMARKS.md holds every measured figure. A table that a benchmark script
// prints sits there between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`:
// run with --write, the script replaces it; without, it says which section the
// table it printed belongs to. The date and machine above each table are
// written by hand, as they say what the script cannot know (what else ran).
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export const benchmarksFile = path.resolve(__dirname, '../../BENCHMARKS.md');

/** `markdown` with the table of section `name` replaced by `table`; throws when the section's markers are missing. */
export function replaceSection(markdown: string, name: string, table: string): string {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  if (from < 0 || to < from) throw new Error(`BENCHMARKS.md has no section ${start} … ${end}`);
  return `${markdown.slice(0, from + start.length)}\n${table.trim()}\n${markdown.slice(to)}`;
}

/** With --write, puts `table` into its section of BENCHMARKS.md; otherwise says where it belongs. */
export function reportToBenchmarks(name: string, table: string, write = process.argv.includes('--write')): void {
  if (!write) {
    console.log(`\nThis table is section bench:${name} of BENCHMARKS.md: run again with --write to replace it there.`);
    return;
  }
  writeFileSync(benchmarksFile, replaceSection(readFileSync(benchmarksFile, 'utf8'), name, table));
  console.log(`\nWrote this table into BENCHMARKS.md, section bench:${name}; update the date and machine above it.`);
}
