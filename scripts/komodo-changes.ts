// Where the Komodo site keeps what the changes pipeline (packages/api-reference/src/changes/)
// reads: its released specs, its entries, the page that lists them and the
// feed; and the check that `npm test` runs: the spec against its last release.
import path from 'node:path';
import {apiChangeEntries} from '../src/data/api-change-entries';
import {apiChanges, type ApiChange} from '../src/data/api-changes';
import {announcementProblem, type ChangeEntry} from '../packages/api-reference/src/changes/entries';
import {newestRelease, diffFiles} from '../packages/api-reference/src/changes/releases';
import type {SpecDifference} from '../packages/api-reference/src/changes/diff';
import type {FeedItem} from '../packages/api-reference/src/changes/feed';

export const komodoChanges = {
  releasesDir: 'openapi/releases',
  entriesFile: 'src/data/api-change-entries.ts',
  /** The API changes page (docs/api-changes.mdx): every entry is a heading there, its id the anchor. */
  pageRoute: '/docs/api-changes',
  /** Served at the site's root. */
  feedFile: 'api-changes.atom',
  draftCommand: 'npm run changes',
} as const;

export interface ChangeCheck {
  differences: SpecDifference[];
  release: {date: string; file: string};
  /** Why `npm test` fails, or undefined. */
  problem?: string;
}

/** The spec against its newest release, and whether the entries announce every difference. */
export async function checkKomodoChanges(siteDir: string, specFile = 'openapi/rest-v1.yaml', entries: ChangeEntry[] = apiChangeEntries): Promise<ChangeCheck> {
  const release = newestRelease(path.join(siteDir, komodoChanges.releasesDir));
  const differences = await diffFiles(release.file, path.resolve(siteDir, specFile));
  const shown = (file: string) => path.relative(siteDir, path.resolve(siteDir, file));
  const problem = announcementProblem({
    differences,
    entries,
    since: release.date,
    specFile: shown(specFile),
    releaseFile: shown(release.file),
    entriesFile: komodoChanges.entriesFile,
    draftCommand: komodoChanges.draftCommand,
  });
  return {differences, release: {date: release.date, file: shown(release.file)}, problem};
}

/** The history kept by hand (./src/data/api-changes.ts), as feed items dated the first of their month. */
export function handWrittenFeedItems(changes: ApiChange[] = apiChanges): FeedItem[] {
  return changes.map((change) => ({
    id: change.id,
    date: `${change.month}-01`,
    title: `${change.kind}: ${change.title}`,
    summary: [change.summary, change.action ? `What to do: ${change.action}` : ''].filter(Boolean).join(' '),
    links: change.links.map((link) => ({label: link.label, to: link.to})),
  }));
}
