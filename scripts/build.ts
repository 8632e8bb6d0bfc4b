// `npm run build`: the Komodo site's production build, which Docusaurus does.
// A failure ends in Docusaurus's messages without its stack traces (a broken
// link names the page and the link) and exit 1, as `npm run reference` does.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {withoutTraces} from '../generator/site/build-failure';

const siteDir = path.resolve(__dirname, '..');
const build = spawnSync(path.join(siteDir, 'node_modules/.bin/docusaurus'), ['build', ...process.argv.slice(2)], {
  cwd: siteDir,
  stdio: ['inherit', 'inherit', 'pipe'],
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const messages = withoutTraces(build.stderr ?? '');
if (messages) console.error(messages);
if (build.status !== 0) {
  console.error(`build: the Docusaurus build failed (exit ${build.status ?? build.signal}); its messages are above`);
  process.exit(1);
}
