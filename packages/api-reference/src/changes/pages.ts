// What the pages make of the changes entries: each difference linked to the
// page and anchor of what it concerns (the anchors the model gave the
// parameters and fields, never rebuilt here), the notes each operation page
// shows, and the list of changes on a reference's overview.
import {markdownText} from '../render/mdx';
import type {OperationModel} from '../model/operation';
import {responseAnchor} from '../model/anchors';
import type {ApiModel} from '../model/api';
import type {SchemaNode} from '../model/schema';
import {byImpact} from './diff';
import {impactLabel, isBreaking, type ChangeEntry, type RecordedDifference} from './entries';
import type {FeedItem} from './feed';

export interface LinkedDifference extends RecordedDifference {
  /** The site route (and anchor) of what it concerns; none for an operation no longer in the spec. */
  to?: string;
}

export interface LinkedEntry extends Omit<ChangeEntry, 'differences'> {
  breaking: boolean;
  differences: LinkedDifference[];
}

/** A line on an operation's page: "Changed 2026-12-01: …", linked to its entry. */
export interface ChangeNote {
  date: string;
  /** What the note's link says: `Changed 2026-12-01`, or `Changed since v1.yaml`. */
  label: string;
  sentence: string;
  impact: RecordedDifference['impact'];
  /** The entry on the changes page. */
  href: string;
}

const operationOf = (model: ApiModel, d: Pick<RecordedDifference, 'method' | 'path'>): OperationModel | undefined =>
  d.method ? model.operations.find((op) => op.kind === 'operation' && op.method.toUpperCase() === d.method && op.path === d.path) : undefined;

/** The anchor of the deepest field of the path that the page still shows (a removed field: its parent). */
function fieldAnchor(root: SchemaNode | undefined, field: string[], fallback: string): string {
  let node = root;
  let anchor = fallback;
  for (const name of field.filter((part) => part !== '[]')) {
    node = node?.children.find((child) => child.name === name);
    if (!node) break;
    anchor = node.anchor;
  }
  return anchor;
}

/** The anchor on the operation's page of what a difference concerns. */
function anchorOf(op: OperationModel, d: RecordedDifference): string | undefined {
  const s = d.subject;
  switch (s.in) {
    case 'parameter':
      return op.params.find((param) => param.name === s.name && param.in === s.location)?.anchor ?? (op.params.length ? 'parameters' : undefined);
    case 'response': {
      const response = op.responses.find((candidate) => candidate.status === s.status);
      if (!response) return op.responses.length ? 'responses' : undefined;
      const section = responseAnchor(response.status);
      return fieldAnchor(response.contents[0]?.root, s.field, section);
    }
    case 'request':
      return op.requestBody ? fieldAnchor(op.requestBody.contents[0]?.root, s.field, 'request-body') : undefined;
    case 'security':
      return 'authentication';
    default:
      return undefined;
  }
}

/** The route (with anchor) of what a difference concerns, under the reference's routeBase. */
export function differenceTarget(model: ApiModel, d: RecordedDifference): string | undefined {
  const op = operationOf(model, d);
  if (!op) return undefined;
  const anchor = anchorOf(op, d);
  return `${model.settings.routeBase}${op.id}${anchor ? `#${anchor}` : ''}`;
}

/** The entries with every difference linked, breaking first within an entry. */
export function linkEntries(model: ApiModel, entries: ChangeEntry[]): LinkedEntry[] {
  return entries.map((entry) => ({
    ...entry,
    breaking: isBreaking(entry),
    differences: byImpact(entry.differences).map((d) => {
      const to = differenceTarget(model, d);
      return to ? {...d, to} : d;
    }),
  }));
}

/** Each operation's notes (by page id), newest first, at most `limit`: the recent ones. */
export function notesByOperation(model: ApiModel, entries: ChangeEntry[], entryHref: (entry: ChangeEntry) => string, since?: string, limit = 5): Map<string, ChangeNote[]> {
  const notes = new Map<string, ChangeNote[]>();
  for (const entry of [...entries].sort((a, b) => b.date.localeCompare(a.date))) {
    for (const d of entry.differences) {
      const op = operationOf(model, d);
      if (!op || d.impact === 'documentation') continue;
      const list = notes.get(op.id) ?? [];
      if (list.length < limit) list.push({date: entry.date, label: since ? `Changed since ${since}` : `Changed ${entry.date}`, sentence: d.sentence, impact: d.impact, href: entryHref(entry)});
      notes.set(op.id, list);
    }
  }
  return notes;
}

/** The notes as Markdown for the operation's page, under its title. */
export function renderNotes(notes: ChangeNote[] | undefined): string {
  if (!notes?.length) return '';
  const lines = notes.map((note) => `- [${markdownText(note.label)}](${note.href})${note.impact === 'breaking' ? ' (**breaking**)' : ''}: ${markdownText(note.sentence)}`);
  return `Recent changes to this operation:\n\n${lines.join('\n')}`;
}

/** A reference's own list of changes (`npm run reference -- new.yaml --since old.yaml`): its overview section. */
export function renderChangesSection(entry: LinkedEntry, anchor: string, title: string): string {
  const groups = (['breaking', 'non-breaking', 'documentation'] as const)
    .map((impact) => ({impact, differences: entry.differences.filter((d) => d.impact === impact)}))
    .filter((group) => group.differences.length);
  const line = (d: LinkedDifference) => {
    const where = d.method ? `\`${d.method} ${d.path}\`` : 'The API';
    return `- ${d.to ? `[${markdownText(where)}](${d.to})` : markdownText(where)}: ${markdownText(d.sentence)}`;
  };
  const body = groups.length
    ? groups.map((group) => `### ${impactLabel[group.impact]} (${group.differences.length}) \\{#${anchor}-${group.impact}\\}\n\n${group.differences.map(line).join('\n')}`).join('\n\n')
    : 'No differences.';
  return `## ${markdownText(title)} \\{#${anchor}\\}\n\n${markdownText(entry.summary)}\n\n${body}`;
}

/** The entries as feed items, each difference a link to what it concerns. */
export function entryFeedItems(entries: LinkedEntry[]): FeedItem[] {
  return entries.map((entry) => ({
    id: entry.id,
    date: entry.date,
    title: entry.title,
    summary: [entry.summary, entry.action ? `What to do: ${entry.action}` : ''].filter(Boolean).join(' '),
    breaking: entry.breaking,
    links: entry.differences.filter((d) => d.to).map((d) => ({label: `${d.impact === 'breaking' ? 'Breaking: ' : ''}${d.sentence}${d.method ? ` (${d.method} ${d.path})` : ''}`, to: d.to!})),
  }));
}
