import {describe, expect, it} from 'vitest';
import type {SpecValue} from '../../packages/api-reference/src/load/load-spec';
import {doc as komodoDoc} from '../komodo-model';

const doc = komodoDoc;
const schemas: Record<string, SpecValue> = doc.components.schemas;

/**
 * Fields of every resource (api-facts.md, "Resources"): type, `?` when nullable. Object and
 * array fields name the component schema they hold.
 */
const resources: Record<string, Record<string, string>> = {
  Organisation: {id: 'integer', name: 'string'},
  User: {id: 'integer', firstname: 'string', lastname: 'string', email: 'email', gender: 'enum', mis_id: 'string?', upn: 'string?', created_at: 'date-time', role: 'enum'},
  Group: {id: 'integer', name: 'string', type: 'enum', created_at: 'date-time'},
  Metric: {id: 'integer', name: 'string', themes: 'MetricTheme[]', tier: 'Tier'},
  MetricTheme: {id: 'integer', name: 'string'},
  Tier: {tier_id: 'integer', title: 'string'},
  CheckIn: {id: 'integer', user_id: 'integer', type: 'enum', tier: 'Tier', comment: 'string?', created_at: 'date-time', follow_up: 'CheckInFollowUp?', reasons: 'CheckInReason[]?'},
  CheckInReason: {id: 'integer', metric_id: 'integer', check_in_id: 'integer', type: 'enum'},
  CheckInFollowUp: {id: 'integer', check_in_id: 'integer', user_id: 'integer', created_at: 'date-time', note: 'PastoralNote?', questions: 'FollowUpQuestion[]?'},
  PastoralNote: {note: 'string', quick_note: 'boolean'},
  FollowUpQuestion: {question: 'string', description: 'string', answer: 'string?'},
  SurveyBlueprint: {id: 'integer', name: 'string', questions: 'BlueprintQuestion[]'},
  BlueprintQuestion: {id: 'integer', library_question_id: 'integer', required: 'boolean', type: 'enum', scale_type: 'enum?'},
  LongTextLibraryQuestion: {id: 'integer', question: 'string'},
  ScaleLibraryQuestion: {id: 'integer', question: 'string', description: 'string', metric_id: 'integer?', age_category: 'enum?', min_score: 'number', max_score: 'number', answers: 'ScaleAnswer[]'},
  ScaleAnswer: {id: 'integer', description: 'string', score: 'number'},
  UserSurvey: {id: 'integer', survey_blueprint_id: 'integer', user_id: 'integer', start_date: 'date-time', due_date: 'date-time', completed_at: 'date-time?'},
  SurveyResponse: {id: 'integer', user_id: 'integer', survey_id: 'integer', blueprint_question_id: 'integer', created_at: 'date-time', score: 'number'},
  NormalisedSurveyResponse: {id: 'integer', user_id: 'integer', survey_id: 'integer', metric_id: 'integer', score: 'number', created_at: 'date-time'},
  UserOverallWellbeing: {id: 'integer', percentage: 'number?', latest_response: 'date?', trend: 'number?'},
  AuthToken: {token: 'string'},
  LoginError: {error: 'string'},
  Error: {status: 'integer', message: 'string'},
  PageEnvelope: {count: 'integer', has_prev: 'boolean', has_next: 'boolean', cursor: 'integer?'},
};

/** The facts' shorthand for one property schema, to compare with the table above. */
function shorthand(p: SpecValue): string {
  const ref = (s: SpecValue) => s?.$ref?.split('/').pop();
  if (p.allOf?.length === 1) return ref(p.allOf[0]);
  const variants = p.oneOf ?? p.anyOf;
  if (variants) return `${ref(variants.find((v: SpecValue) => v.$ref))}${variants.some((v: SpecValue) => v.type === 'null') ? '?' : ''}`;
  const types: string[] = [p.type].flat();
  const nullable = types.includes('null') ? '?' : '';
  const type = types.find((t) => t !== 'null');
  if (type === 'array') return `${ref(p.items)}[]${nullable}`;
  if (p.enum) return `enum${nullable}`;
  return `${p.format ?? type}${nullable}`;
}

/** Every schema object nested anywhere in the document, with its place. */
function* allSchemas(value: SpecValue, at: string): Generator<[string, SpecValue]> {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* allSchemas(v, `${at}[${i}]`);
  else if (value && typeof value === 'object') {
    if ('type' in value || 'enum' in value || 'properties' in value) yield [at, value];
    for (const [k, v] of Object.entries(value)) if (k !== 'examples' && k !== 'example') yield* allSchemas(v, `${at}.${k}`);
  }
}

describe('component schemas of the REST v1 spec', () => {
  it('has one schema per resource of the facts, each with exactly the facts\' fields and types', () => {
    for (const [name, fields] of Object.entries(resources)) {
      const props = schemas[name]?.properties ?? {};
      expect(Object.fromEntries(Object.entries(props).map(([k, p]) => [k, shorthand(p)])), name).toEqual(fields);
    }
  });

  it('every component schema has a title equal to its name and a description', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      expect(schema.title, name).toBe(name);
      expect(schema.description, name).toBeTruthy();
    }
  });

  it('every object schema requires all of its properties but the deprecated ones, and describes each one', () => {
    for (const [at, schema] of allSchemas(schemas, 'components.schemas')) {
      if (!schema.properties) continue;
      const current = Object.entries<SpecValue>(schema.properties).filter(([, prop]) => !prop.deprecated).map(([key]) => key);
      expect([...(schema.required ?? [])].sort(), at).toEqual(current.sort());
      for (const [key, prop] of Object.entries<SpecValue>(schema.properties)) expect(prop.description, `${at}.${key}`).toBeTruthy();
    }
  });

  it('each page schema is the envelope plus a data array of one resource', () => {
    const pages = Object.keys(schemas).filter((name) => name.endsWith('Page'));
    expect(pages).toHaveLength(11);
    for (const name of pages) {
      const [envelope, data] = schemas[name].allOf;
      expect(envelope, name).toEqual({$ref: '#/components/schemas/PageEnvelope'});
      expect(data, name).toMatchObject({type: 'object', required: ['data'], properties: {data: {type: 'array', items: {$ref: `#/components/schemas/${name.replace(/Page$/, '')}`}}}});
    }
  });

  it('enums: every value has a meaning in x-enumDescriptions; null only with a nullable type', () => {
    for (const [at, schema] of allSchemas(doc, '#')) {
      if (!schema.enum) continue;
      const values = schema.enum.filter((v: unknown) => v !== null);
      expect(Object.keys(schema['x-enumDescriptions'] ?? {}).sort(), at).toEqual([...values].sort());
      expect(schema.enum.includes(null), at).toBe([schema.type].flat().includes('null'));
    }
  });

  it('IDs are integers, timestamps are date-times, and nothing forbids extra properties', () => {
    for (const [at, schema] of allSchemas(doc, '#')) {
      expect(schema.additionalProperties, at).not.toBe(false);
      for (const [key, prop] of Object.entries<SpecValue>(schema.properties ?? {})) {
        // mis_id is the school system's own identifier, a string in the facts.
        if ((key === 'id' || key.endsWith('_id')) && key !== 'mis_id') expect([prop.type].flat(), `${at}.${key}`).toContain('integer');
        if (/(_at|_date)$/.test(key)) expect(prop.format, `${at}.${key}`).toBe('date-time');
      }
    }
  });

  it('shared error responses 400, 401, 404 and 500 use the Error schema and have an example', () => {
    for (const name of ['BadRequest', 'Unauthorized', 'NotFound', 'ServerError']) {
      const media = doc.components.responses[name].content['application/json'];
      expect(media.schema, name).toEqual({$ref: '#/components/schemas/Error'});
      expect(Object.keys(media.examples ?? {}).length, name).toBeGreaterThan(0);
    }
  });
});

/** Markdown outside code: what MDX would read as JSX or an expression. */
const outsideCode = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

describe('Markdown of the REST v1 spec compiles as MDX', () => {
  const texts: [string, string][] = [];
  const collect = (value: SpecValue, at: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => collect(v, `${at}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'value' || k === 'example') continue; // example data is shown as JSON, not Markdown
        if ((k === 'description' || k === 'summary') && typeof v === 'string') texts.push([`${at}.${k}`, v]);
        else if (k === 'x-enumDescriptions') for (const [e, t] of Object.entries<string>(v as SpecValue)) texts.push([`${at}.${k}.${e}`, t]);
        else collect(v, `${at}.${k}`);
      }
    }
  };
  collect(doc, '#');

  it('no `{`, `}` or `<` outside code spans in any description or summary', () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(([, text]) => /[{}<]/.test(outsideCode(text))).map(([at]) => at)).toEqual([]);
  });

  it('the overview uses only h2 and h3 headings and links the guides', () => {
    const overview = doc.info.description ?? '';
    const headings = outsideCode(overview).match(/^#+ /gm) ?? [];
    expect(headings.length).toBeGreaterThan(3);
    expect(headings.every((h) => h === '## ' || h === '### ')).toBe(true);
    for (const link of ['/docs/getting-started', '/docs/power-bi', '/docs/dictionary']) expect(overview).toContain(`](${link})`);
    expect(overview).toContain('[Getting started](/docs/getting-started)');
    for (const words of ['x-api-key', 'Authorization: Bearer', '.api.komodowellbeing.com/rest/v1', '.stage.api.komodowellbeing.com/rest/v1', '`cursor`', '`limit`']) {
      expect(overview).toContain(words);
    }
  });

  it('info.title is the API\'s name, "Komodo Customer API"', () => {
    expect(doc.info.title).toBe('Komodo Customer API');
    expect(doc.openapi).toBe('3.1.0');
  });
});
