// `npm run build`: the Komodo site's production build, which Docusaurus does.
// A failure ends in Docusaurus's messages without its stack traces (a broken
// link names the page and the link) and exit 1, as `npm run reference` does.
import path from 'node:path';
import {runDocusaurus} from '../packages/api-reference/src/site/docusaurus';

const {run, messages} = runDocusaurus(['build', ...process.argv.slice(2)], {cwd: path.resolve(__dirname, '..')});
if (messages) console.error(messages);
if (run.status !== 0) {
  console.error(`build: the Docusaurus build failed (exit ${run.status ?? run.signal}); its messages are above`);
  process.exit(1);
}
