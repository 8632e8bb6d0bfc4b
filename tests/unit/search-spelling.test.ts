// What a reference site's search does with a field typed exactly and with a
// misspelt word, without a browser: the weights and metadata the index gives
// an operation's request body and a schema page, the words the corrections
// are drawn from, and the corrections tried. The browser tests ask the built
// index (tests/e2e/search-reference.spec.ts).
import {describe, expect, it} from 'vitest';
import {correctedQueries, corrections} from '../../packages/api-reference/src/search/browser/query';
import {indexRecords} from '../../packages/api-reference/src/search/build/prepare-html';
import {wordsOf} from '../../packages/api-reference/src/search/build/prepare-worker';

const field = (id: string, name: string, nested = '') => `<li id=${id} data-place=field><div><code>${name}</code></div><div><p>What ${name} is.</p>${nested}</div></li>`;

describe('the index of an operation page and a schema page', () => {
  const [sweep] = indexRecords(
    `<main><article><h1>Create a sweep</h1><section aria-label=Endpoint><code>/balanceAccounts/{id}/sweeps</code></section>` +
      `<h2 id=request-body>Request body</h2><div><p>Body: <strong>CreateSweepConfigurationV2</strong> (application/json)</p>` +
      `<ul>${field('request-sweepAmount', 'sweepAmount', `<ul>${field('request-sweepAmount-currency', 'currency')}</ul>`)}</ul></div>` +
      `<h2 id=responses>Responses</h2><ul>${field('response-200-id', 'id')}</ul></article></main>`,
    {url: '/post-sweeps', removed: false},
  );

  it('weighs the fields at the root of the request body twice as much as nested and returned ones', () => {
    expect(sweep.html).toContain('data-pagefind-title="sweepAmount"><div><code data-pagefind-weight="10">sweepAmount</code>');
    expect(sweep.html).toContain('data-pagefind-title="currency"><div><code data-pagefind-weight="5">currency</code>');
    expect(sweep.html).toContain('data-pagefind-title="id"><div><code data-pagefind-weight="5">id</code>');
  });

  it('names the schema the request body is, for its page to follow the operation', () => {
    expect(sweep.html).toContain('<span data-pagefind-meta="body">CreateSweepConfigurationV2</span>');
  });

  it('weighs a schema page\'s own fields as a request body\'s', () => {
    const [schema] = indexRecords(
      `<main><article><h1>CreateSweepConfigurationV2</h1><h2 id=schema>Fields</h2><section aria-label=Schema><ul>${field('schema-sweepAmount', 'sweepAmount')}</ul></section>` +
        '<h2 id=used-by>Used by</h2><ul><li><a href=/post-sweeps>Create a sweep</a></li></ul></article></main>',
      {url: '/schemas/create-sweep-configuration-v2', removed: false},
    );
    expect(schema.html).toContain('<code data-pagefind-weight="10">sweepAmount</code>');
    expect(schema.html).not.toContain('data-pagefind-meta="body"');
    expect(schema.html).not.toContain('Create a sweep');
  });
});

describe('the words a misspelt word is corrected to', () => {
  it('are the words of the indexed text and, as Pagefind indexes them too, the parts of its names', () => {
    const words = wordsOf('<article data-pagefind-body="" data-pagefind-weight="0.5"><code>annual_revenue</code> <code>sweepAmount</code> <code>x-api-key</code> <p>An amount</p></article>');
    expect(words).toEqual(['annual_revenue', 'annual', 'revenue', 'sweepamount', 'sweep', 'amount', 'x-api-key', 'amount']);
  });
});

describe('a misspelt query', () => {
  // The index lists its words on most pages first.
  const vocabulary = ['account', 'amount', 'balance', 'holder', 'annual', 'revenue', 'sweep', 'activity', 'oauth2'];

  it('tries the words one edit away, the commonest first', () => {
    expect(corrections('acount', vocabulary)).toEqual(['account', 'amount']);
    expect(corrections('sweeep', vocabulary)).toEqual(['sweep']);
  });

  it('leaves a word of the site, a short word and a word with other characters alone', () => {
    expect(corrections('account', vocabulary)).toEqual([]);
    expect(corrections('oauth2', vocabulary)).toEqual([]);
    expect(corrections('acnt', vocabulary)).toEqual([]);
    expect(corrections('acct', vocabulary)).toEqual([]);
    expect(corrections("user's", ['users'])).toEqual([]);
  });

  it('is searched as each combination of its words\' corrections, or not at all', () => {
    expect(correctedQueries('acount holder', vocabulary)).toEqual(['account holder', 'amount holder']);
    expect(correctedQueries('anual revenue', vocabulary)).toEqual(['annual revenue']);
    expect(correctedQueries('acount balanse', vocabulary)).toEqual(['account balance', 'amount balance']);
    expect(correctedQueries('account holder', vocabulary)).toEqual([]);
    expect(correctedQueries('weather', vocabulary)).toEqual([]);
  });
});
