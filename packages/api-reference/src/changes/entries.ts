// A changes entry announces differences of the spec in the maintainers' own
// words: a date, a title, what changed and what to do, and the differences it
// covers, recorded as the diff found them (./diff.ts). The entry keeps its
// differences, so a page rendered from it years later needs no old spec; the
// check compares their ids with the differences it finds now.
import {byImpact, type Impact, type SpecDifference} from './diff';

/** A difference as an entry records it: what the diff found, minus where in the spec file it was. */
export type RecordedDifference = Omit<SpecDifference, 'pointer'>;

export interface ChangeEntry {
  /** The entry's anchor on the changes page, and its id in the feed: `YYYY-MM-DD-words`. */
  id: string;
  /** When the change was published, `YYYY-MM-DD`. */
  date: string;
  title: string;
  /** What changed, in the maintainers' words (Markdown backticks for code). */
  summary: string;
  /** What a client should do about it, if anything. */
  action?: string;
  differences: RecordedDifference[];
}

export const impactLabel: Record<Impact, string> = {breaking: 'Breaking', 'non-breaking': 'Non-breaking', documentation: 'Documentation only'};

/** Whether an entry announces anything that breaks a client. */
export const isBreaking = (entry: Pick<ChangeEntry, 'differences'>): boolean => entry.differences.some((d) => d.impact === 'breaking');

/** One line per difference, breaking first: what the check prints and a maintainer can paste. */
export function differenceLines(differences: SpecDifference[]): string[] {
  return byImpact(differences).map((d) => `- ${d.impact}: ${d.sentence.replace(/\.$/, '')}${d.method && !d.sentence.includes(`${d.method} ${d.path}`) ? ` (${d.method} ${d.path})` : ''} [${d.id}]`);
}

/**
 * The differences that no entry announces. Only entries dated on or after
 * the last release count: the same difference may have been announced once
 * before (a field removed, restored, removed again). Documentation-only
 * differences need no entry: a description reworded changes no client.
 */
export function unannounced(differences: SpecDifference[], entries: ChangeEntry[], since: string): SpecDifference[] {
  const covered = new Set(entries.filter((entry) => entry.date >= since).flatMap((entry) => entry.differences.map((d) => d.id)));
  return differences.filter((d) => d.impact !== 'documentation' && !covered.has(d.id));
}

/** Entries that are not well formed, with the entry named: a date, a unique id starting with it, a title, words, differences. */
export function entryProblems(entries: ChangeEntry[], file: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const where = `${file}: entry ${index + 1} (${entry.id || 'no id'})`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.date) || Number.isNaN(Date.parse(entry.date))) problems.push(`${where}: date "${entry.date}" is not YYYY-MM-DD`);
    if (!entry.id.startsWith(`${entry.date}-`) || !/^\d{4}-\d{2}-\d{2}(-[a-z0-9]+)+$/.test(entry.id)) problems.push(`${where}: the id must be its date and lowercase words, e.g. ${entry.date}-limit-at-most-100`);
    if (seen.has(entry.id)) problems.push(`${where}: another entry has the id ${entry.id}`);
    seen.add(entry.id);
    if (!entry.title.trim()) problems.push(`${where}: no title`);
    if (!entry.summary.trim()) problems.push(`${where}: no summary (the maintainers' words)`);
    if (!entry.differences.length) problems.push(`${where}: covers no difference`);
    if (index > 0 && entry.date > entries[index - 1].date) problems.push(`${where}: dated ${entry.date}, after the entry above it; newest first`);
  });
  return problems;
}

/** A draft entry for the differences: the maintainer writes the title and the words. */
export function draftEntry(differences: SpecDifference[], date: string): ChangeEntry {
  const announced = byImpact(differences.filter((d) => d.impact !== 'documentation'));
  return {
    id: `${date}-`,
    date,
    title: '',
    summary: '',
    differences: announced.map(({pointer: _pointer, ...recorded}) => recorded),
  };
}

/** The draft as TypeScript to paste at the top of the entries list. */
export function draftText(entry: ChangeEntry): string {
  const differences = entry.differences.map((d) => `    ${JSON.stringify(d)},`).join('\n');
  return [
    '  {',
    `    id: '${entry.id}', // add a few words: ${entry.date}-limit-at-most-100`,
    `    date: '${entry.date}',`,
    "    title: '', // a short heading",
    "    summary: '', // what changed, in your words",
    "    action: '', // what a client should do (or delete this line)",
    '    differences: [',
    differences.replace(/^ {4}/gm, '      '),
    '    ],',
    '  },',
  ].join('\n');
}

export interface CheckInput {
  differences: SpecDifference[];
  entries: ChangeEntry[];
  /** The date of the last release: entries on or after it count. */
  since: string;
  specFile: string;
  releaseFile: string;
  entriesFile: string;
  /** The command that prints a draft entry. */
  draftCommand: string;
}

/** Differences an entry records as less (or more) serious than the diff finds them: the page would mislabel them. */
function misclassified(differences: SpecDifference[], entries: ChangeEntry[], since: string, file: string): string[] {
  const found = new Map(differences.map((d) => [d.id, d]));
  return entries
    .filter((entry) => entry.date >= since)
    .flatMap((entry) => entry.differences.map((recorded) => ({entry, recorded, now: found.get(recorded.id)})))
    .filter(({recorded, now}) => now && now.impact !== recorded.impact)
    .map(({entry, recorded, now}) => `${file}: entry ${entry.id} records "${recorded.id}" as ${recorded.impact}; the spec makes it ${now!.impact}`);
}

/** Why the spec may not be published as it is, or undefined when every difference is announced. */
export function announcementProblem(input: CheckInput): string | undefined {
  const problems = [...entryProblems(input.entries, input.entriesFile), ...misclassified(input.differences, input.entries, input.since, input.entriesFile)];
  const missing = unannounced(input.differences, input.entries, input.since);
  if (!problems.length && !missing.length) return undefined;
  const parts: string[] = [];
  if (problems.length) parts.push(`${input.entriesFile} has entries to fix:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  if (missing.length) {
    parts.push(
      `${input.specFile} differs from the last release (${input.releaseFile}) in ${missing.length} way${missing.length === 1 ? '' : 's'} that no entry of ${input.entriesFile} dated ${input.since} or later announces:\n` +
        differenceLines(missing).join('\n') +
        `\n\nAdd an entry that lists them (\`${input.draftCommand}\` prints a draft to paste).`,
    );
  }
  return parts.join('\n\n');
}
