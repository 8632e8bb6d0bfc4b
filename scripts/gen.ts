// `npm run gen`: everything derived from the spec (SPEC_FILE, by default
// openapi/rest-v1.yaml), rebuilt before every start, build and test run.
// Nothing it writes is committed. The spec is loaded, checked and modelled
// once (packages/api-reference/src/model/api.ts) and every output is rendered from that
// model (packages/api-reference/src/outputs.ts): the REST pages and their sidebar, the
// spec downloads, the data the guides render, llms.txt, a Markdown twin of
// every page and the code colour stylesheet. A broken spec stops here, naming
// file:line:col, before anything is written.
import path from 'node:path';
import {SpecError} from '../packages/api-reference/src/load/load-spec';
import {komodoReference, komodoSite} from './komodo-site';
import {generate} from '../packages/api-reference/src/outputs';
import {referenceSettings} from '../packages/api-reference/src/site/docusaurus-plugin';

async function main(): Promise<void> {
  // The settings the site's plugin generates with (docusaurus.config.ts), so that it finds its pages current.
  const settings = referenceSettings(komodoSite(path.resolve(__dirname, '..')), komodoReference());
  const {model, changed} = await generate(settings);
  console.log(`gen: ${model.operations.length} REST pages from ${model.specFile}; ${changed.length} files written or removed`);
}

main().catch((error: unknown) => {
  // A sentence, never a stack trace: a SpecError names file:line:col, a RenderError the operation.
  console.error(error instanceof SpecError ? error.message : `gen: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
