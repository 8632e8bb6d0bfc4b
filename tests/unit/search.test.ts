// The parts of search that run without a browser: what a typed query becomes,
// what of a built page is indexed, and the multiplied spec of the benchmark.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {coversQuery, equalsQuery, normaliseQuery as normaliseWith, correctWord, oneEditApart} from '../../packages/api-reference/src/search/browser/query';
import {komodoSearch} from '../../scripts/komodo-site';
import {indexRecords} from '../../packages/api-reference/src/search/build/prepare-html';
import {scaleSpec, type Spec} from '../../scripts/bench/scale-spec';

/** A query on the Komodo site, with its vocabulary. */
const normaliseQuery = (query: string) => normaliseWith(query, komodoSearch.vocabulary);

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
    ['GET /normalised_responses', 'normalised_responses'],
    ['get users', 'get users'],
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
const operation = (body: string) => indexRecords(operationPage(body), {url: '/docs/rest/v1/get-users', removed: false});

const guide = `<html><body><main><article><nav class=theme-doc-breadcrumbs>Home</nav><div class=markdown><header><h1>Getting started</h1></header><p>From credentials to a list.
<h2 id=get-credentials>Get credentials</h2><p>A username and a password.<h3 id=ask-komodo>Ask Komodo</h3><p>On request.
<section class=entry><h3 id=page-through-a-list>Page through a list</h3><p>The last page has a null cursor.</p></section>
<div class=theme-code-block><pre><code>Authorization: Basic</code></pre></div><div class=theme-code-block><pre><code>${'while true; do curl; done '.repeat(12)}</code></pre></div>
</div></article></main></body></html>`;

describe('indexRecords', () => {
  it('indexes the article only, and leaves out the boilerplate sections and samples of an operation page', () => {
    const [record, ...others] = operation(
      '<h2 class=anchor id=authentication>Authentication</h2><p>Send Basic auth<h2 class=anchor id=responses>Responses</h2>' +
        '<h3 class=anchor id=response-200>200 OK</h3><p>A page of users' +
        '<h3 class=anchor id=response-401>401 Unauthorized</h3><p>Bad credentials' +
        '<h2 class=anchor id=code-samples>Code samples</h2><div class=theme-code-block><pre>curl</pre></div>',
    );
    expect(others).toEqual([]);
    expect(record.url).toBe('/docs/rest/v1/get-users');
    // An operation page's prose weighs half a guide's.
    expect(record.html).toContain('<article data-pagefind-body="" data-pagefind-weight="0.5">');
    expect(record.html).toContain('<span data-pagefind-meta="title">Get users</span>');
    expect(record.html).toContain('A page of users');
    for (const gone of ['Send Basic auth', 'Bad credentials', 'curl', 'id="authentication"', '<nav>Docs']) expect(record.html).not.toContain(gone);
    expect(record.html).toContain('<code data-pagefind-meta="endpoint" class="path">/users</code>');
    // Every end tag written out, so that Pagefind's streaming parser knows where an element ends.
    expect(record.html).toContain('<p>A page of users</p></article>');
  });

  it('makes each section of a guide a record of its own, titled by its heading, with its page beside it', () => {
    const records = indexRecords(guide, {url: '/docs/getting-started', removed: false});
    expect(records.map((record) => record.url)).toEqual([
      '/docs/getting-started',
      '/docs/getting-started#get-credentials',
      '/docs/getting-started#ask-komodo',
      '/docs/getting-started#page-through-a-list',
    ]);
    const [opening, credentials, ask, paging] = records.map((record) => record.html);
    expect(opening).toContain('<span data-pagefind-meta="title">Getting started</span>');
    expect(opening).toContain('From credentials to a list.');
    expect(opening).not.toContain('A username');
    expect(credentials).toContain('<span data-pagefind-meta="title">Get credentials</span><span data-pagefind-meta="page">Getting started</span>');
    expect(credentials).toContain('A username and a password.');
    expect(credentials).not.toContain('On request');
    expect(ask).toContain('On request.');
    // A heading that opens a wrapper cuts there; the wrapper's text is its section's.
    expect(paging).toContain('The last page has a null cursor.');
    // A guide's short code block is indexed (what a reader types or sees); a long sample is not.
    expect(paging).toContain('Authorization: Basic');
    expect(paging).not.toContain('while true');
  });

  it('keeps the sections of a page that explains them once', () => {
    const records = indexRecords('<main><article><h1>Komodo REST API</h1><h2 id=authentication>Authentication</h2><p>HTTP Basic</article></main>', {url: '/docs/rest/v1/komodo-rest-api', removed: false});
    expect(records[1].html).toContain('HTTP Basic');
  });

  it('keeps of a field or parameter its name, titled for a result to link to it, and its nested fields', () => {
    const [record] = operation(
      '<table><tr id=param-cursor class=anchor-host data-place=param><th scope=row><code>cursor</code><td>integer<td><p>The ID of the last record seen.</table>' +
        '<ul><li id=response-200-data-mis_id class=p data-place=field><div><code>mis_id</code> <a href=#response-200-data-mis_id>#</a> <span class=type_x>string</span> <span>nullable</span></div><div><p>The ID in the MIS.</div>' +
        '<li id=response-200-data-follow_up data-place=field><div><code>follow_up</code></div><div><p>The follow-up.<details><summary>4 fields</summary><ul><li id=response-200-data-follow_up-note data-place=field><div><code>note</code></div><div><p>A note.</div></ul></details></div></ul>',
    );
    expect(record.html).toContain('<tr id="param-cursor" class="anchor-host" data-place="param" data-pagefind-title="cursor"><th scope="row"><code data-pagefind-weight="5">cursor</code></th></tr>');
    expect(record.html).toContain('<li id="response-200-data-mis_id" class="p" data-place="field" data-pagefind-title="mis_id"><div><code data-pagefind-weight="5">mis_id</code></div></li>');
    expect(record.html).toContain('<li id="response-200-data-follow_up-note" data-place="field" data-pagefind-title="note"><div><code data-pagefind-weight="5">note</code></div></li>');
    for (const gone of ['The ID of the last record', 'integer', 'The ID in the MIS', 'nullable', '>#<', 'The follow-up', 'A note', '4 fields']) expect(record.html).not.toContain(gone);
  });

  it('makes a place of every element its component marks, whatever its anchor: fields of request bodies, 2XX and default responses, callbacks', () => {
    const field = (id: string, name: string) => `<li id=${id} data-place=field><div><code>${name}</code></div><div><p>What ${name} is.</div></li>`;
    const [record] = operation(
      `<ul>${field('request-body-class', 'class')}${field('response-2xx-total', 'total')}${field('response-default-reason', 'reason')}${field('callback-1-post-request-body-status', 'status')}</ul>` +
        // An id alone, however much it looks like a field's, is not a place.
        '<ul><li id=param-lookalike><div><code>lookalike</code></div></li></ul>',
    );
    for (const name of ['class', 'total', 'reason', 'status']) expect(record.html).toContain(`data-pagefind-title="${name}"><div><code data-pagefind-weight="5">${name}</code></div></li>`);
    expect(record.html).not.toContain('data-pagefind-title="lookalike"');
  });

  it('marks the removed Cube API\'s pages and deprecated operations, entities and fields, for their results to say so', () => {
    const cube = indexRecords('<main><article><h1>Cube API load (removed)</h1><p>Rows<h2 id=errors>Errors</h2><p>401</article></main>', {url: '/docs/cube/load', removed: true});
    expect(cube.map((record) => record.html.match(/data-pagefind-meta="status:(\w+)"/)?.[1])).toEqual(['Removed', 'Removed']);
    expect(cube[0].html).toContain('<span data-pagefind-meta="title">Cube API load</span>');
    const [deprecated] = indexRecords(
      operationPage('<ul><li id=response-200-tier class=p data-place=field><div><code>tier</code> <span class=badge>deprecated</span></div><div><p>Deprecated: a level of risk.<details><ul><li id=response-200-tier-title data-place=field><div><code>title</code></div></ul></details></div></ul>').replace('<h1>Get users</h1>', '<h1>Get organisation <span class=badge>Deprecated</span></h1>'),
      {url: '/docs/rest/v1/get-organisation', removed: false},
    );
    expect(deprecated.html).toContain('data-pagefind-meta="status:Deprecated"');
    expect(deprecated.html).toContain('<span data-pagefind-meta="title">Get organisation</span>');
    expect(deprecated.html).toContain('data-pagefind-title="tier (deprecated)"');
    // A nested field of a deprecated one is not itself marked.
    expect(deprecated.html).toContain('data-pagefind-title="title"');
    const dictionary = indexRecords('<main><article><h1>Data dictionary</h1><h3 id=tier>Tier (deprecated)</h3><p>A level of risk<h3 id=user>User</h3><p>A student</article></main>', {url: '/docs/dictionary', removed: false});
    expect(dictionary[1].html).toContain('<span data-pagefind-meta="title">Tier</span>');
    expect(dictionary[1].html).toContain('data-pagefind-meta="status:Deprecated"');
    expect(dictionary[2].html).not.toContain('status:');
    expect(operation('<p>Current')[0].html).not.toContain('status:');
  });

  it('has nothing to index on a page without content', () => {
    expect(indexRecords('<html><body><div>Redirecting</div></body></html>', {url: '/docs/old', removed: false})).toEqual([]);
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
    expect(normaliseQuery('students in a year')).toBe('users in a year');
    expect(normaliseQuery('MIS id of a student')).toBe('mis_id of a user');
    expect(normaliseQuery('list all students')).toBe('users');
    expect(normaliseQuery('UPN')).toBe('upn');
  });

  it('drop what says nothing of the subject: the API\'s name, a status\'s reason phrase, "how long"', () => {
    expect(normaliseQuery('how do I get API credentials')).toBe('credentials');
    expect(normaliseQuery('Missing API key')).toBe('missing api key');
    expect(normaliseQuery('401 Unauthorized')).toBe('401');
    expect(normaliseQuery('500 Internal Server Error')).toBe('500');
    expect(normaliseQuery('how long does the token last')).toBe('token last');
    expect(normaliseQuery('komodo api')).toBe('komodo api');
  });
});

describe('a reference site of a spec that is not Komodo\'s', () => {
  it('searches the words typed: no school vocabulary, no product name dropped, no British spelling', () => {
    expect(normaliseWith('class')).toBe('class');
    expect(normaliseWith('form fields')).toBe('form fields');
    expect(normaliseWith('pupil')).toBe('pupil');
    expect(normaliseWith('komodo dragon')).toBe('komodo dragon');
    expect(normaliseWith('organization')).toBe('organization');
    expect(normaliseWith('checkin')).toBe('checkin');
  });

  it('keeps what holds for any API: the asking, the path\'s punctuation, a status\'s reason phrase, the word "api"', () => {
    expect(normaliseWith('How do I get the next page?')).toBe('next page');
    expect(normaliseWith('GET /orders/{orderId}')).toBe('orders orderid');
    expect(normaliseWith('404 Not Found')).toBe('404');
    expect(normaliseWith('api credentials')).toBe('credentials');
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
