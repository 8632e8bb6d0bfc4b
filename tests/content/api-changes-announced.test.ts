// A change to the API is announced before it lands: the spec is compared with
// its last release (openapi/releases/), and every difference that is not
// documentation only must be listed by an entry of
// src/data/api-change-entries.ts. The first test is that check on the spec
// as it is; the others edit a copy of the spec one way each, see the check
// fail naming the classified difference, then pass with a matching entry, and
// read what the pages and the feed then show.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {parse, stringify} from 'yaml';
import {XMLParser} from 'fast-xml-parser';
import {announcementProblem, draftEntry, type ChangeEntry} from '../../packages/api-reference/src/changes/entries';
import {renderOutputs} from '../../packages/api-reference/src/outputs';
import type {LinkedEntry} from '../../packages/api-reference/src/changes/pages';
import {checkKomodoChanges, komodoChanges} from '../../scripts/komodo-changes';
import type {SpecValue} from '../../packages/api-reference/src/load/load-spec';
import {komodoSite, loadKomodoModel, siteDir} from '../komodo-model';
import {scratchFolder} from '../scratch';

const work = scratchFolder('api-changes-');

/** A copy of the spec with one edit, written where the check can read it. */
function editedSpec(name: string, edit: (doc: SpecValue) => void): string {
  const doc = parse(readFileSync(path.join(siteDir, 'openapi/rest-v1.yaml'), 'utf8'));
  edit(doc);
  const file = path.join(work, `${name}.yaml`);
  writeFileSync(file, stringify(doc, {aliasDuplicateObjects: false}));
  return file;
}

const date = '2026-12-01';
/** The entry a maintainer writes from the draft: a title and words added. */
function entryFor(check: Awaited<ReturnType<typeof checkKomodoChanges>>, id: string, title: string): ChangeEntry {
  return {...draftEntry(check.differences, date), id: `${date}-${id}`, title, summary: `${title}, as the spec now says.`};
}

describe('the spec as it is', () => {
  it('differs from its last release only in ways an entry announces', async () => {
    const {problem, release} = await checkKomodoChanges(siteDir);
    expect(release.file).toMatch(/^openapi\/releases\/\d{4}-\d{2}-\d{2}\.yaml$/);
    if (problem) throw new Error(problem);
  });
});

const cases = [
  {
    name: 'a response field removed',
    id: 'upn-removed',
    edit: (doc: SpecValue) => {
      const user = doc.components.schemas.User;
      delete user.properties.upn;
      user.required = user.required.filter((field: string) => field !== 'upn');
    },
    line: '- breaking: Response 200 field `upn` is removed (GET /users/{user_id}) [GET /users/{user_id}: response 200 upn: removed]',
    page: 'get-user',
    note: 'Response 200 field `upn` is removed.',
    // The field is gone from the page: the link lands on its response.
    target: '/docs/rest/v1/get-user#response-200',
  },
  {
    name: 'a query parameter made required',
    id: 'limit-required',
    edit: (doc: SpecValue) => {
      const parameters = doc.paths['/users'].get.parameters;
      const index = parameters.findIndex((p: SpecValue) => p.$ref === '#/components/parameters/limit');
      parameters[index] = {...doc.components.parameters.limit, required: true};
    },
    line: '- breaking: Query parameter `limit` is now required (GET /users) [GET /users: query parameter limit: required]',
    page: 'get-users',
    note: 'Query parameter `limit` is now required.',
    target: '/docs/rest/v1/get-users#param-limit',
  },
  {
    name: 'an operation deprecated',
    id: 'metrics-deprecated',
    edit: (doc: SpecValue) => (doc.paths['/metrics/{metric_id}'].get.deprecated = true),
    line: '- non-breaking: `GET /metrics/{metric_id}` is deprecated [GET /metrics/{metric_id}: operation: deprecated]',
    page: 'get-metric',
    note: '`GET /metrics/{metric_id}` is deprecated.',
    target: '/docs/rest/v1/get-metric',
  },
];

describe.each(cases)('a copy of the spec with $name', ({name, id, edit, line, page, note, target}) => {
  const file = editedSpec(id, edit);
  const title = `${name[0].toUpperCase()}${name.slice(1)}`;
  let check: Awaited<ReturnType<typeof checkKomodoChanges>>;
  beforeAll(async () => {
    check = await checkKomodoChanges(siteDir, file, []);
  });

  it('fails the check, which names the classified difference and how to draft an entry', () => {
    expect(check.problem).toContain(`differs from the last release (${check.release.file})`);
    expect(check.problem?.split('\n')).toContain(line);
    expect(check.problem).toContain('`npm run changes` prints a draft to paste');
  });

  it('passes with an entry that lists it; an entry dated before the release does not count', () => {
    const entry = entryFor(check, id, title);
    const input = {differences: check.differences, since: check.release.date, specFile: file, releaseFile: check.release.file, entriesFile: komodoChanges.entriesFile, draftCommand: komodoChanges.draftCommand};
    expect(announcementProblem({...input, entries: [entry]})).toBeUndefined();
    const old = {...entry, id: `2025-01-01-${id}`, date: '2025-01-01'};
    expect(announcementProblem({...input, entries: [old]})?.split('\n')).toContain(line);
  });

  it('the changes page data, the operation page and the feed show it, linked', async () => {
    const entry = entryFor(check, id, title);
    const model = await loadKomodoModel(file);
    const files = renderOutputs(model, {...komodoSite, changes: {...komodoSite.changes!, entries: [entry]}});

    const [linked] = JSON.parse(files['src/data/generated/api-change-entries.json']) as LinkedEntry[];
    expect(linked).toMatchObject({id: entry.id, date, title, breaking: line.startsWith('- breaking')});
    expect(linked.differences.map((d) => d.to)).toContain(target);

    const mdx = files[`docs/rest/v1/${page}.api.mdx`];
    const href = `${komodoChanges.pageRoute}#${entry.id}`;
    expect(mdx).toContain(`- [Changed ${date}](${href})${line.startsWith('- breaking') ? ' (**breaking**)' : ''}: ${note}`);

    const feed = new XMLParser({ignoreAttributes: false}).parse(files[`.generated/static/${komodoChanges.feedFile}`]);
    const first = [feed.feed.entry].flat()[0];
    expect(first.id).toBe(`https://komodo-wellbeing.github.io/komodo-api-docs${href}`);
    expect(first.title['#text'] ?? first.title).toBe(`${line.startsWith('- breaking') ? 'Breaking: ' : ''}${title}`);
    expect(first.content['#text'] ?? first.content).toContain(`href="https://komodo-wellbeing.github.io/komodo-api-docs${target}"`);
  });
});
