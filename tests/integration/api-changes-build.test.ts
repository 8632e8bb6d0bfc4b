// Publishing an API change, end to end, in a copy of the site: the spec is
// edited three ways (a response field removed, a query parameter made
// required, an operation deprecated); `npm run changes` fails naming each
// difference, classified, and drafts an entry; with the draft pasted and
// worded it passes; the built site then shows the entry on the changes page,
// a note on each operation's page, and the Atom feed, whose every link lands
// on a built page and anchor.
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {copySite, editSpec, start} from './site-copy';

let copy = '';
let before = {status: null as number | null, output: ''};
let after = {status: null as number | null, output: ''};
let build = {status: null as number | null, output: ''};
let entryId = '';

async function run(command: string, args: string[]): Promise<{status: number | null; output: string}> {
  const child = start(command, args, copy);
  return {status: await child.exited, output: child.output()};
}

beforeAll(async () => {
  copy = copySite();
  editSpec(copy, (doc) => {
    const required = doc.getIn(['components', 'schemas', 'User', 'required']) as {items: {value: string}[]};
    required.items = required.items.filter((item) => item.value !== 'upn');
    doc.deleteIn(['components', 'schemas', 'User', 'properties', 'upn']);
    const parameters = doc.getIn(['paths', '/users', 'get', 'parameters']) as {items: {toJSON: () => Record<string, string>}[]};
    const index = parameters.items.findIndex((item) => item.toJSON().$ref === '#/components/parameters/limit');
    const limit = (doc.getIn(['components', 'parameters', 'limit']) as {toJSON: () => object}).toJSON();
    doc.setIn(['paths', '/users', 'get', 'parameters', index], doc.createNode({...limit, required: true}));
    doc.setIn(['paths', '/metrics/{metric_id}', 'get', 'deprecated'], true);
  });
  before = await run('npx', ['tsx', 'scripts/changes.ts']);
  // What a maintainer does with the draft: paste it into the list and word it.
  const draft = readFileSync(path.join(copy, '.generated/api-change-draft.ts'), 'utf8');
  const date = /date: '(\d{4}-\d{2}-\d{2})'/.exec(draft)![1];
  entryId = `${date}-users-and-metrics`;
  const entry = draft
    .replace(/id: '[^']*',.*/, `id: '${entryId}',`)
    .replace(/title: '',.*/, "title: 'Users and metrics',")
    .replace(/summary: '',.*/, "summary: 'The `upn` of a user is gone, `limit` is required when listing users, and `GET /metrics/{metric_id}` is deprecated.',")
    .replace(/action: '',.*/, "action: 'Send `limit` when you list users.',");
  const entriesFile = path.join(copy, 'src/data/api-change-entries.ts');
  writeFileSync(entriesFile, readFileSync(entriesFile, 'utf8').replace('ChangeEntry[] = [];', `ChangeEntry[] = [\n${entry}];`));
  after = await run('npx', ['tsx', 'scripts/changes.ts']);
  const gen = await run('npx', ['tsx', 'scripts/gen.ts']);
  if (gen.status !== 0) throw new Error(`npm run gen failed in the site copy:\n${gen.output}`);
  build = await run('npx', ['docusaurus', 'build']);
}, 400_000);

afterAll(() => {
  if (copy) rmSync(copy, {recursive: true, force: true});
});

const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');
const base = '/komodo-api-docs/';
const site = `https://komodo-wellbeing.github.io${base}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An attribute in built HTML, which is minified: its value quoted or not. */
const attribute = (name: string, value: string) => new RegExp(`${name}=("${escape(value)}"|${escape(value)}(?=[\\s>]))`);
/** Where an element with this id starts in the HTML, or -1. */
const idAt = (html: string, id: string) => html.search(attribute('id', id));

/** The built file of a URL of the site, and the anchor, if any. */
function builtFile(url: string): {file: string; anchor?: string} {
  const [address, anchor] = url.split('#');
  const route = address.slice(site.length).replace(/\/$/, '');
  const file = /\.\w+$/.test(route) ? route : path.join(route, 'index.html');
  return {file: path.join('build', file), anchor};
}

describe('an API change published', () => {
  it('npm run changes fails on the edited spec, naming each difference classified, and drafts an entry', () => {
    expect(before.status, before.output).toBe(1);
    for (const line of [
      '- breaking: Response 200 field `upn` is removed (GET /users/{user_id}) [GET /users/{user_id}: response 200 upn: removed]',
      '- breaking: Query parameter `limit` is now required (GET /users) [GET /users: query parameter limit: required]',
      '- non-breaking: `GET /metrics/{metric_id}` is deprecated [GET /metrics/{metric_id}: operation: deprecated]',
    ]) expect(before.output.split('\n'), line).toContain(line);
  });

  it('passes once the entry lists them', () => {
    expect(after.status, after.output).toBe(0);
    expect(after.output).toContain('src/data/api-change-entries.ts announces every one that needs it.');
  });

  it('the built changes page shows the entry first, marked breaking, each difference linked; the history stays', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
    const html = read('build/docs/api-changes/index.html');
    const feedLink = html.match(/<link[^>]*application\/atom\+xml[^>]*>/)?.[0] ?? '';
    expect(feedLink).toMatch(attribute('rel', 'alternate'));
    expect(feedLink).toMatch(attribute('href', `${base}api-changes.atom`));
    expect(idAt(html, entryId)).toBeGreaterThan(0);
    expect(idAt(html, entryId)).toBeLessThan(idAt(html, '2026-03-tiers-deprecated'));
    const section = html.slice(idAt(html, entryId), idAt(html, '2026-03-tiers-deprecated'));
    expect(section).toMatch(/>Breaking<\/span>/);
    for (const target of ['get-users#param-limit', 'get-user#response-200', 'get-metric']) expect(section).toMatch(attribute('href', `${base}docs/rest/v1/${target}`));
    for (const id of ['2026-02-normalised-score', '2026-01-overall-wellbeing', '2025-11-renamed', '2025-09-your-organisation', '2025-09-cube-removed']) expect(idAt(html, id), id).toBeGreaterThan(0);
  });

  it('the home page lists it first among the recent changes', () => {
    const home = read('build/index.html');
    const recent = home.slice(home.indexOf('Recent changes'));
    expect(recent.search(attribute('href', `${base}docs/api-changes#${entryId}`))).toBeGreaterThan(0);
    expect(recent.search(attribute('href', `${base}docs/api-changes#${entryId}`))).toBeLessThan(recent.search(attribute('href', `${base}docs/api-changes#2026-03-tiers-deprecated`)));
  });

  it('each operation page shows its change, linked to the entry', () => {
    const users = read('build/docs/rest/v1/get-users/index.html');
    expect(users).toMatch(attribute('href', `${base}docs/api-changes#${entryId}`));
    expect(users.replace(/<[^>]+>/g, '')).toContain(`Changed ${entryId.slice(0, 10)} (breaking): Query parameter limit is now required.`);
    expect(read('build/docs/rest/v1/get-metric/index.html').replace(/<[^>]+>/g, '')).toContain(`Changed ${entryId.slice(0, 10)}: GET /metrics/{metric_id} is deprecated.`);
  });

  it('the Atom feed reads back, the entry first, and every link in it lands on a built page and anchor', () => {
    const xml = read('build/api-changes.atom');
    const feed = new XMLParser({ignoreAttributes: false, attributeNamePrefix: ''}).parse(xml).feed;
    const entries = [feed.entry].flat();
    expect(entries[0].id).toBe(`${site}docs/api-changes#${entryId}`);
    expect(entries[0].title['#text'] ?? entries[0].title).toBe('Breaking: Users and metrics');
    expect(entries).toHaveLength(7);
    const links = [
      ...[feed.link].flat().map((link: {href: string}) => link.href),
      ...entries.map((entry: {link: {href: string}}) => entry.link.href),
      ...entries.flatMap((entry: {content: string | {'#text': string}}) =>
        [...String(typeof entry.content === 'string' ? entry.content : entry.content['#text']).matchAll(/href="([^"]+)"/g)].map((match) => match[1])),
    ];
    expect(links.length).toBeGreaterThan(20);
    const broken = links.filter((url) => {
      if (!url.startsWith(site)) return true;
      const {file, anchor} = builtFile(url);
      if (!existsSync(path.join(copy, file))) return true;
      return anchor !== undefined && idAt(read(file), anchor) < 0;
    });
    expect(broken).toEqual([]);
  });

  it('llms.txt names the changes page and the feed', () => {
    const llms = read('build/llms.txt');
    expect(llms).toContain(`(${site}docs/api-changes)`);
    expect(llms).toContain(`(${site}api-changes.atom)`);
  });
});
