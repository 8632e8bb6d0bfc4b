// `npm run changes`: what the spec (SPEC_FILE, by default openapi/rest-v1.yaml)
// changes since its last release (openapi/releases/<date>.yaml), classified,
// and a draft entry for src/data/api-change-entries.ts listing the
// differences that need announcing. It writes the draft to
// .generated/api-change-draft.ts too, and exits 1 while some difference is
// unannounced, as `npm test` would.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {SpecError} from '../packages/api-reference/src/load/load-spec';
import {readSpecFile} from './site-env';
import {checkKomodoChanges, komodoChanges} from './komodo-changes';
import {differenceLines, draftEntry, draftText, unannounced} from '../packages/api-reference/src/changes/entries';
import {apiChangeEntries} from '../src/data/api-change-entries';

const siteDir = path.resolve(__dirname, '..');
const draftFile = '.generated/api-change-draft.ts';

async function main(): Promise<void> {
  const specFile = readSpecFile(process.env.SPEC_FILE);
  const {differences, release, problem} = await checkKomodoChanges(siteDir, specFile);
  if (!differences.length) {
    console.log(`changes: ${specFile} is the same as its last release, ${release.file}`);
    return;
  }
  console.log(`changes: ${specFile} differs from its last release, ${release.file}, in ${differences.length} way${differences.length === 1 ? '' : 's'}:\n${differenceLines(differences).join('\n')}\n`);
  const missing = unannounced(differences, apiChangeEntries, release.date);
  if (!missing.length) {
    console.log(`changes: ${komodoChanges.entriesFile} announces every one that needs it.`);
  } else {
    const today = new Date().toISOString().slice(0, 10);
    const draft = draftText(draftEntry(missing, today));
    mkdirSync(path.join(siteDir, path.dirname(draftFile)), {recursive: true});
    writeFileSync(path.join(siteDir, draftFile), `${draft}\n`);
    console.log(`A draft entry for the ${missing.length} unannounced (also in ${draftFile}); paste it at the top of the list in ${komodoChanges.entriesFile} and write its title and words:\n\n${draft}\n`);
  }
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`changes: ${error instanceof SpecError ? error.message : (error as Error).message}`);
  process.exit(1);
});
