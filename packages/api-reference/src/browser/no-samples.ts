// Stands in, in the browser's bundle, for the JSON file of a page's code
// samples (see packages/api-reference/src/theme/ApiSamples and ../site/plugin.ts): the code stays
// out of the page's JavaScript; the server's bundle reads the real file.
export default null;
