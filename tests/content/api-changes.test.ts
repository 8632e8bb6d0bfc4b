// Each row of "Changes to the API since the first edition" (../shared/api-facts.md), pinned in
// the spec and in what the generators make of it, so that a regression fails `npm test`.
// (The Cube removal and the guides are tested with the guides.)
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import type {SpecValue} from '../../packages/api-reference/src/load/load-spec';
import {newOperationIds, operations as facts} from './spec-facts';
import {artifactsFor, doc as komodoDoc, model as komodoModel, renderOverview, renderPage, samplesOf, twinOf} from '../komodo-model';

const doc = komodoDoc;
const schemas: Record<string, SpecValue> = doc.components.schemas;
const model = komodoModel;
const {operations} = model;
const op = (id: string) => {
  const found = operations.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const spec = (id: string) => {
  const {method, path: route} = facts.find((row) => row.id === id)!;
  return doc.paths[route][method];
};
/** Every description and summary of the spec, with where it is. */
const texts: [string, string][] = [];
(function collect(value: SpecValue, at: string) {
  if (Array.isArray(value)) value.forEach((item, i) => collect(item, `${at}[${i}]`));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && (key === 'description' || key === 'summary')) texts.push([`${at}.${key}`, child]);
      else collect(child, `${at}.${key}`);
    }
  }
})(doc, '#');
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('2025-09: GET /organisation replaces the deprecated GET /organisations/{org_id}', () => {
  it('Get your organisation is GET /organisation, tag Organisations, 200 Organisation and 400 401 404 500', () => {
    const page = op('get-your-organisation');
    expect(page).toMatchObject({method: 'GET', path: '/organisation', tag: 'Organisations', title: 'Get your organisation', deprecated: false});
    expect(page.params).toEqual([]);
    expect(page.responses.map((response) => response.status)).toEqual(['200', '400', '401', '404', '500']);
    expect(page.responses[0].root?.type).toBe('Organisation');
  });

  it('Get organisation is deprecated and replaced by Get your organisation', () => {
    expect(spec('get-organisation')).toMatchObject({deprecated: true, 'x-replaced-by': 'getYourOrganisation'});
    expect(op('get-organisation')).toMatchObject({deprecated: true, replacedBy: {id: 'get-your-organisation', title: 'Get your organisation'}});
    expect(operations.filter((candidate) => candidate.deprecated).map((candidate) => candidate.id)).toEqual(['get-organisation']);
  });

  it('its page opens with a Deprecated badge and a link to Get your organisation, and compiles', async () => {
    const mdx = renderPage(op('get-organisation'));
    const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
    expect(body).toMatch(/^# Get organisation <DeprecatedBadge \/>$/m);
    const notice = '<DeprecationNotice replacementLink="/docs/rest/v1/get-your-organisation" replacementTitle="Get your organisation" />';
    expect(body.indexOf(notice)).toBeGreaterThan(body.indexOf('# Get organisation'));
    expect(body.indexOf(notice)).toBeLessThan(body.indexOf('<ApiEndpoint'));
    await compile(body);
    const current = renderPage(op('get-your-organisation'));
    expect(current).not.toContain('<DeprecatedBadge />');
    expect(current).not.toContain('<DeprecationNotice ');
  });

  it('its Markdown twin, llms.txt, the overview and operations.json say it is deprecated and link the replacement', () => {
    const twin = twinOf(op('get-organisation'), 'https://docs.example.org/docs/rest/v1/get-organisation');
    expect(twin.split('\n')[0]).toBe('# Get organisation (deprecated)');
    expect(twin).toContain('Use [Get your organisation](https://docs.example.org/docs/rest/v1/get-your-organisation.md) instead.');
    const files = artifactsFor('https://docs.example.org', '/');
    const line = files['.generated/static/llms.txt'].split('\n').find((text) => text.includes('/get-organisation.md)'));
    expect(line).toContain('Deprecated. Use [Get your organisation](https://docs.example.org/docs/rest/v1/get-your-organisation.md) instead.');
    expect(renderOverview()).toContain('| `GET` | `/organisations/{org_id}` | [Get organisation](/docs/rest/v1/get-organisation) (deprecated) |');
    const list = JSON.parse(files['src/data/generated/operations.json']);
    expect(list.find((entry: {id: string}) => entry.id === 'get-organisation')).toMatchObject({deprecated: true, replacedBy: 'get-your-organisation'});
  });

  it('every sample of it, on its page and in its twin, opens with a comment that it is deprecated and what to call instead', () => {
    const deprecated = op('get-organisation');
    const instead = facts.find((row) => row.id === facts.find((row) => row.id === 'get-organisation')!.replacedBy)!;
    const note = `This operation is deprecated: use ${instead.summary} (${instead.method.toUpperCase()} ${instead.path}) instead.`;
    const comment = {curl: '#', javascript: '//', python: '#', go: '//', php: '//', ruby: '#', java: '//', powerquery: '//'} as const;
    const samples = samplesOf(deprecated);
    expect(samples.map((sample) => sample.language)).toEqual(['curl', 'javascript', 'python', 'go', 'php', 'ruby', 'java', 'powerquery']);
    const page = renderPage(deprecated);
    const twin = twinOf(deprecated, 'https://docs.example.org/docs/rest/v1/get-organisation');
    for (const sample of samples) {
      // PHP's first line is its opening tag: the note is the first line of code.
      expect(sample.code.replace(/^<\?php\n/, '').split('\n')[0], sample.language).toBe(`${comment[sample.language as keyof typeof comment]} ${note}`);
      expect(page, `page, ${sample.language}`).toContain(`\n${sample.code}`);
      expect(twin, `twin, ${sample.language}`).toContain(`\n${sample.code}`);
    }
  });

  it('the samples of the operations that are not deprecated say nothing of deprecation', () => {
    for (const other of operations.filter((candidate) => !candidate.deprecated)) {
      for (const sample of samplesOf(other)) expect(sample.code, `${other.id} ${sample.language}`).not.toMatch(/deprecat/i);
    }
  });

  it('no other operation\'s samples call it', () => {
    const others = operations.filter((candidate) => candidate.id !== 'get-organisation');
    for (const other of others) {
      for (const sample of samplesOf(other)) expect(sample.code, `${other.id} ${sample.language}`).not.toContain('/organisations/');
    }
  });
});

describe('2025-11: the API is the Komodo Customer API', () => {
  it('info.title names it, and the overview says its REST part is REST API v1', () => {
    expect(doc.info.title).toBe('Komodo Customer API');
    expect(oneLine(doc.info.description ?? '')).toContain('This is the reference of its REST part, REST API v1.');
  });
});

describe('2026-01: overall wellbeing', () => {
  it.each([
    ['get-overall-wellbeing', '/users/overall_wellbeing', 'Get overall wellbeing', ['200', '400', '401', '500']],
    ['get-user-overall-wellbeing', '/users/{user_id}/overall_wellbeing', 'Get user overall wellbeing', ['200', '400', '401', '404', '500']],
  ])('%s is GET %s, tag Users, "%s", statuses %j', (id, route, title, statuses) => {
    expect(op(id)).toMatchObject({method: 'GET', path: route, tag: 'Users', title, deprecated: false});
    expect(op(id).responses.map((response) => response.status)).toEqual(statuses);
  });

  it('the list is a cursor-paged list of UserOverallWellbeing, the single one a UserOverallWellbeing', () => {
    expect(op('get-overall-wellbeing').listItem?.title).toBe('UserOverallWellbeing');
    expect(spec('get-user-overall-wellbeing').responses['200'].content['application/json'].schema).toEqual({$ref: '#/components/schemas/UserOverallWellbeing'});
    expect(newOperationIds.every((id) => operations.some((candidate) => candidate.id === id))).toBe(true);
  });

  it('UserOverallWellbeing: id integer; percentage number or null, 0 to 100; latest_response date or null; trend number or null, unbounded', () => {
    const {properties, required} = schemas.UserOverallWellbeing;
    expect(properties.id.type).toBe('integer');
    expect(properties.percentage).toMatchObject({type: ['number', 'null'], minimum: 0, maximum: 100});
    expect(properties.latest_response).toMatchObject({type: ['string', 'null'], format: 'date'});
    expect(properties.trend.type).toEqual(['number', 'null']);
    expect(Object.keys(properties.trend).filter((key) => /imum$/.test(key))).toEqual([]);
    expect([...required].sort()).toEqual(['id', 'latest_response', 'percentage', 'trend']);
    expect(oneLine(schemas.UserOverallWellbeing.description)).toContain('over the last 100 days');
    for (const key of ['percentage', 'latest_response', 'trend']) expect(properties[key].description, key).toMatch(/`null` when/);
  });

  it('the Power Query M sample of the list types its columns, the date as a date', () => {
    const m = samplesOf(op('get-overall-wellbeing')).find((sample) => sample.language === 'powerquery')!.code;
    expect(m).toContain('{"id", "percentage", "latest_response", "trend"}');
    expect(m).toContain('{"latest_response", type date}');
  });
});

describe('2026-02: a normalised score is on a 0 to 10 scale', () => {
  it('the schema bounds are 0 and 10', () => {
    expect(schemas.NormalisedSurveyResponse.properties.score).toMatchObject({type: 'number', minimum: 0, maximum: 10});
  });

  it('no sentence of the spec says 1 to 10, and the score and its operations say 0 to 10', () => {
    expect(texts.filter(([, text]) => /\b1\s*(to|-|–|and)\s*10\b/.test(text)).map(([at]) => at)).toEqual([]);
    expect(schemas.NormalisedSurveyResponse.properties.score.description).toContain('0 to 10');
    for (const id of ['get-normalised-user-survey-responses', 'get-normalised-user-survey-response', 'get-users-normalised-survey-responses']) {
      expect(oneLine(spec(id).description), id).toContain('0 to 10 scale');
    }
  });
});

describe('2026-03: tiers are deprecated', () => {
  it.each(['CheckIn', 'Metric'])('%s.tier is deprecated, not required, and says why', (name) => {
    const tier = schemas[name].properties.tier;
    expect(tier.deprecated).toBe(true);
    expect(schemas[name].required).not.toContain('tier');
    expect(oneLine(tier.description)).toMatch(/^Deprecated: .*discontinued in 2025.*pending removal: do not rely on it/);
  });

  it('the Tier schema is deprecated', () => {
    expect(schemas.Tier.deprecated).toBe(true);
    expect(oneLine(schemas.Tier.description)).toMatch(/^Deprecated: .*discontinued in 2025 and are pending removal/);
  });

  it('no tag or operation presents tiers as current', () => {
    const current = texts.filter(([, text]) => /tier/i.test(text) && !/deprecated|Tier IDs|name of the tier/i.test(text));
    expect(current.map(([at]) => at)).toEqual([]);
  });

  it.each(['get-check-in', 'get-check-ins', 'get-metric', 'get-metrics', 'get-users-check-ins'])(
    'the schema tree of %s labels tier deprecated',
    (id) => {
      const mdx = renderPage(op(id));
      expect(mdx).toMatch(/<SchemaProperty name="tier" anchor="response-200(-data)?-tier" type="Tier" deprecated>/);
      expect(mdx).not.toMatch(/<SchemaProperty name="(?!tier")[^"]+"[^>]* deprecated>/);
    },
  );

  it.each(['get-check-ins', 'get-metrics', 'get-users-check-ins', 'get-check-in', 'get-metric'])('the Power Query M sample of %s has no tier column', (id) => {
    const m = samplesOf(op(id)).find((sample) => sample.language === 'powerquery')!.code;
    expect(m).toMatch(/Table\.FromRecords\((Records|\{Response\}), \{"id", /);
    expect(m).not.toContain('"tier"');
  });

  it('the Markdown twin labels tier deprecated', () => {
    const twin = twinOf(op('get-check-in'), 'https://docs.example.org/docs/rest/v1/get-check-in');
    expect(twin).toMatch(/^- `tier` — Tier, optional, deprecated\. Deprecated:/m);
  });
});

describe('corrections: metrics, the library and login errors', () => {
  it('metrics and library questions are described as all of Komodo Wellbeing\'s, not per organisation', () => {
    expect(oneLine(spec('get-metrics').description)).toContain('all the metrics in Komodo Wellbeing');
    for (const id of ['get-long-text-library-questions', 'get-scale-library-questions']) {
      expect(oneLine(spec(id).description), id).toContain("Komodo Wellbeing's survey library (the same for every organisation)");
    }
    const perOrganisation = /(available to|of) your\s+organisation/;
    for (const id of ['get-metrics', 'get-metric', 'get-long-text-library-questions', 'get-long-text-library-question', 'get-scale-library-questions', 'get-scale-library-question']) {
      expect(spec(id).description, id).not.toMatch(perOrganisation);
    }
    expect(oneLine(doc.info.description ?? '')).not.toContain('Every operation is scoped to the organisation');
  });

  it('login documents the provider\'s error bodies and says wording is not part of the contract', () => {
    const login = op('authenticate');
    const examples = (status: string) => login.responses.find((response) => response.status === status)!.examples.map((example) => example.value);
    expect(examples('400')).toEqual([{error: 'Missing API key'}]);
    expect(examples('401')).toEqual([{error: 'Invalid API key'}]);
    expect(oneLine(doc.info.description ?? '')).toContain('the wording of error messages is not part of the contract');
  });
});
