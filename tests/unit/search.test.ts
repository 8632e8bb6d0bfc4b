// The parts of search that run without a browser: what a typed query becomes,
// what of a built page is indexed, and the multiplied spec of the benchmark.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {coversQuery, equalsQuery, normaliseQuery, correctWord, oneEditApart} from '../../plugins/search/query';
import {prepareHtml} from '../../plugins/search/prepare-html';
import {scaleSpec, type Spec} from '../../scripts/bench/scale-spec';

describe('normaliseQuery', () => {
  it.each([
    ['normalized', 'normalised'],
    ['Organization', 'organisation'],
    ['organizations', 'organisations'],
    ['analyze', 'analyse'],
    ['checkin', 'check-in'],
    ['check in reasons', 'check-in reasons'],
    ['user checkins', 'user check-ins'],
    ['/check_ins/{check_in_id}', 'check_ins check_in_id'],
    ['/users/{user_id}', 'users user_id'],
    ['size', 'size'],
    ['prize', 'prize'],
  ])('%s → %s', (typed, indexed) => expect(normaliseQuery(typed)).toBe(indexed));
});

describe('title matching', () => {
  it('tells "Get users" from "Get user" for the query get users', () => {
    expect(equalsQuery('Get users', 'get users')).toBe(true);
    expect(equalsQuery('Get user', 'get users')).toBe(false);
    expect(coversQuery('Get user', 'get users')).toBe(true);
  });
  it('reads CamelCase entity names as words and skips little words', () => {
    expect(coversQuery('PastoralNote', 'pastoral note')).toBe(true);
    expect(coversQuery("Get user's groups", 'groups of a user')).toBe(true);
    expect(coversQuery('Get groups', 'groups of a user')).toBe(false);
  });
});

const operationPage = (body: string) =>
  `<html><body><nav>Docs</nav><main><article><h1>Get users</h1><section aria-label=Endpoint><p><span>GET</span><code class=path>/users</code></section>${body}</article></main></body></html>`;

describe('prepareHtml', () => {
  it('indexes the article only, and leaves out the boilerplate sections of an operation page', () => {
    const html = prepareHtml(
      operationPage(
        '<h2 class=anchor id=authentication>Authentication</h2><p>Send Basic auth<h2 class=anchor id=responses>Responses</h2>' +
          '<h3 class=anchor id=response-200>200 OK</h3><p>A page of users' +
          '<h3 class=anchor id=response-401>401 Unauthorized</h3><p>Bad credentials' +
          '<h2 class=anchor id=code-samples>Code samples</h2><pre>curl</pre>',
      ),
    )!;
    // An operation page's prose weighs half a guide's.
    expect(html).toContain('<article data-pagefind-body="" data-pagefind-weight="0.5">');
    expect(html).toContain('A page of users');
    for (const gone of ['Send Basic auth', 'Bad credentials', 'curl', 'id=authentication']) expect(html).not.toContain(gone);
    expect(html).toContain('<code data-pagefind-meta="endpoint" class="path">/users</code>');
    // Every end tag written out, so that Pagefind's streaming parser knows where an element ends.
    expect(html).toContain('<p>A page of users</p></article>');
  });

  it('keeps the sections of a page that explains them once', () => {
    const html = prepareHtml('<main><article><h1>Komodo REST API</h1><h2 id=authentication>Authentication</h2><p>HTTP Basic</article></main>')!;
    expect(html).toContain('HTTP Basic');
  });

  it('titles fields and parameters by name, so a result can link to them', () => {
    const html = prepareHtml(
      operationPage('<table><tr id=param-cursor class=anchor-host><th scope=row><code>cursor</code></table><ul><li id=response-200-data-mis_id class=p><div><code>mis_id</code></ul>'),
    )!;
    expect(html).toContain('<tr id="param-cursor" data-pagefind-title="cursor" class="anchor-host"><th scope="row"><code data-pagefind-weight="5">cursor</code>');
    expect(html).toContain('<li id="response-200-data-mis_id" data-pagefind-title="mis_id" class="p"><div><code data-pagefind-weight="5">mis_id</code>');
  });

  it('marks the removed Cube API\'s pages and deprecated operations and fields, for their results to say so', () => {
    expect(prepareHtml('<main><article><h1>Cube API load (removed)</h1><p>Rows', {removed: true})).toContain('<article data-pagefind-body="" data-pagefind-meta="status:Removed">');
    const deprecated = prepareHtml(
      operationPage('<ul><li id=response-200-tier class=p><div><code>tier</code> <span class=badge>deprecated</span></div></ul>').replace('<article>', '<article><h1>Get organisation <span class=badge>Deprecated</span></h1>'),
    )!;
    expect(deprecated).toContain('data-pagefind-meta="status:Deprecated"');
    expect(deprecated).toContain('data-pagefind-title="tier (deprecated)"');
    expect(prepareHtml(operationPage('<p>Current'))).not.toContain('status:');
  });

  it('has nothing to index on a page without content', () => {
    expect(prepareHtml('<html><body><div>Redirecting</div></body></html>')).toBeUndefined();
  });
});

describe('scaleSpec', () => {
  const spec = parse(readFileSync('openapi/rest-v1.yaml', 'utf8')) as Spec;
  it('copies every operation with suffixed ids, paths and summaries, keeping tags', () => {
    const scaled = scaleSpec(spec, 3);
    const operations = Object.entries(scaled.paths).flatMap(([route, item]) =>
      Object.values(item as Record<string, {operationId: string; summary: string; tags: string[]}>).filter((op) => op?.operationId).map((op) => ({route, ...op})),
    );
    const original = Object.values(spec.paths).flatMap((item) => Object.values(item as Record<string, {operationId?: string}>).filter((op) => op?.operationId));
    expect(operations).toHaveLength(original.length * 3);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    expect(new Set(operations.map((op) => op.summary)).size).toBe(operations.length);
    expect(operations).toContainEqual(expect.objectContaining({route: '/users-3', summary: 'Get users 3', tags: ['Users']}));
  });
  it('refuses a scale that is not a whole number', () => expect(() => scaleSpec(spec, 1.5)).toThrow('--scale'));
});

describe('a reader\'s words', () => {
  it('keep only the subject of a question, and leave an operation\'s name alone', () => {
    expect(normaliseQuery('How do I get the next page?')).toBe('next page');
    expect(normaliseQuery('which region')).toBe('region');
    expect(normaliseQuery('get your organisation')).toBe('get your organisation');
  });

  it('become the API\'s: pupils are users, a form or tutor group a group, a year group a year, MIS the field mis_id', () => {
    expect(normaliseQuery('pupils in a year group')).toBe('users in a year');
    expect(normaliseQuery('Students.firstname')).toBe('students.firstname');
    expect(normaliseQuery('tutor groups')).toBe('groups');
    expect(normaliseQuery('form')).toBe('group');
    expect(normaliseQuery('MIS')).toBe('mis_id');
  });
});

describe('a misspelt word', () => {
  const vocabulary = ['overall', 'pagination', 'metrics', 'authenticate', 'groups', 'group', 'credentials'];

  it('is one edit from the word meant: a letter dropped, added, changed, or two swapped', () => {
    expect(oneEditApart('metrcs', 'metrics')).toBe(true);
    expect(oneEditApart('ovreall', 'overall')).toBe(true);
    expect(oneEditApart('credentails', 'credentials')).toBe(true);
    expect(oneEditApart('groupss', 'groups')).toBe(true);
    expect(oneEditApart('grapes', 'groups')).toBe(false);
    expect(oneEditApart('groups', 'groups')).toBe(false);
  });

  it('is corrected to the indexed word one edit away, and a known or short word is left alone', () => {
    expect(correctWord('pagniation', vocabulary)).toBe('pagination');
    expect(correctWord('autenticate', vocabulary)).toBe('authenticate');
    expect(correctWord('grups', vocabulary)).toBe('groups');
    expect(correctWord('groups', vocabulary)).toBeUndefined();
    expect(correctWord('grp', vocabulary)).toBeUndefined();
    expect(correctWord('weather', vocabulary)).toBeUndefined();
  });
});
