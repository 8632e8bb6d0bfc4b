// The browser's copy of a generated file in place of the file (./index.ts
// writes the copies): a loader of the client bundle only, so the server
// bundle still has every page. Plain CommonJS: the bundler loads it by path.
const {readFileSync} = require('node:fs');

/** @this {{resourcePath: string, getOptions(): {copies: Record<string, string>}, addDependency(file: string): void}} */
module.exports = function staticPagesLoader(source) {
  const copy = this.getOptions().copies[this.resourcePath];
  if (!copy) return source;
  this.addDependency(copy);
  return readFileSync(copy, 'utf8');
};
