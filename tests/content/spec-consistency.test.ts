import {describe, expect, it} from 'vitest';
import type {SpecValue} from '../../packages/api-reference/src/load/load-spec';
import {operations} from './spec-facts';
import {doc as komodoDoc} from '../komodo-model';

/**
 * The examples describe one fictional school; a reader following an ID from one page to another
 * must find the same record. This walks every 200 example with its schema, files each record
 * under its component name, and checks that repeated records agree and references resolve.
 */
const doc = komodoDoc;
const schemas: Record<string, SpecValue> = doc.components.schemas;
const records = new Map<string, Map<number, SpecValue>>();
const conflicts: string[] = [];

const refName = (s: SpecValue): string | undefined => s?.$ref?.split('/').pop();
/** The component a property holds (directly, through allOf/oneOf, or as array items). */
const target = (p: SpecValue): string | undefined =>
  refName(p) ?? refName(p?.allOf?.[0]) ?? refName((p?.oneOf ?? p?.anyOf)?.find((v: SpecValue) => v.$ref)) ?? refName(p?.items);

function file(name: string, value: SpecValue, where: string) {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) return value.forEach((v, i) => file(name, v, `${where}[${i}]`));
  const schema = schemas[name];
  if (schema.allOf) return schema.allOf.forEach((part: SpecValue) => file(refName(part) ?? name, value, where));
  const key = value.id ?? value.tier_id;
  if (typeof key === 'number') {
    const byId = records.get(name) ?? new Map();
    records.set(name, byId);
    const seen = byId.get(key);
    if (seen && JSON.stringify(seen) !== JSON.stringify(value)) conflicts.push(`${name} ${key} differs at ${where}`);
    byId.set(key, value);
  }
  for (const [prop, sub] of Object.entries<SpecValue>(schema.properties ?? {})) {
    const inner = target(sub);
    if (inner) file(inner, value[prop], `${where}.${prop}`);
  }
}
// Page schemas delegate `data` through their inline allOf part.
function fileBody(name: string, value: SpecValue, where: string) {
  if (name.endsWith('Page')) file(name.replace(/Page$/, ''), value.data, `${where}.data`);
  else file(name, value, where);
}
for (const op of operations) {
  for (const [example, ex] of Object.entries<SpecValue>(doc.paths[op.path][op.method].responses['200'].content['application/json'].examples)) {
    fileBody(op.body, ex.value, `${op.id} ${example}`);
  }
}

const ids = (name: string) => new Set(records.get(name)?.keys() ?? []);
const all = (name: string) => [...(records.get(name)?.values() ?? [])];

describe('examples describe one consistent organisation', () => {
  it('a record that appears in several examples is the same everywhere', () => {
    expect(records.size).toBeGreaterThan(10);
    expect(conflicts).toEqual([]);
  });

  it('every user_id names a user of the examples', () => {
    const users = ids('User');
    for (const name of ['CheckIn', 'CheckInFollowUp', 'UserSurvey', 'SurveyResponse', 'NormalisedSurveyResponse']) {
      for (const r of all(name)) expect(users.has(r.user_id), `${name} ${r.id} user_id ${r.user_id}`).toBe(true);
    }
  });

  it('follow-ups are recorded by staff, and check-ins are about students', () => {
    const role = (id: number) => records.get('User')?.get(id)?.role;
    for (const f of all('CheckInFollowUp')) expect(role(f.user_id), `follow-up ${f.id}`).not.toBe('USER');
    for (const c of all('CheckIn')) expect(role(c.user_id), `check-in ${c.id}`).toBe('USER');
  });

  it('metric, blueprint and library question references resolve', () => {
    const metrics = ids('Metric');
    for (const name of ['CheckInReason', 'NormalisedSurveyResponse', 'ScaleLibraryQuestion']) {
      for (const r of all(name)) if (r.metric_id !== null) expect(metrics.has(r.metric_id), `${name} ${r.id}`).toBe(true);
    }
    for (const s of all('UserSurvey')) expect(ids('SurveyBlueprint').has(s.survey_blueprint_id), `survey ${s.id}`).toBe(true);
    for (const q of all('BlueprintQuestion')) {
      const library = q.type === 'SCALE' ? 'ScaleLibraryQuestion' : 'LongTextLibraryQuestion';
      expect(ids(library).has(q.library_question_id), `blueprint question ${q.id}`).toBe(true);
      expect(q.scale_type === null, `blueprint question ${q.id} scale_type`).toBe(q.type !== 'SCALE');
    }
  });

  it('each survey response answers a scale question of its survey\'s blueprint with one of its scores', () => {
    for (const r of all('SurveyResponse')) {
      const survey = records.get('UserSurvey')?.get(r.survey_id);
      expect(survey, `response ${r.id} survey ${r.survey_id}`).toBeDefined();
      expect(survey.user_id, `response ${r.id}`).toBe(r.user_id);
      const blueprint = records.get('SurveyBlueprint')?.get(survey.survey_blueprint_id);
      const question = blueprint.questions.find((q: SpecValue) => q.id === r.blueprint_question_id);
      expect(question?.type, `response ${r.id} question ${r.blueprint_question_id}`).toBe('SCALE');
      const library = records.get('ScaleLibraryQuestion')?.get(question.library_question_id);
      expect(library.answers.map((a: SpecValue) => a.score), `response ${r.id}`).toContain(r.score);
    }
  });

  it('overall wellbeing records are one per user of the examples, and null for a user without responses', () => {
    const users = ids('User');
    const wellbeing = all('UserOverallWellbeing');
    expect(wellbeing.length).toBeGreaterThan(3);
    for (const w of wellbeing) {
      expect(users.has(w.id), `overall wellbeing of user ${w.id}`).toBe(true);
      if (w.latest_response === null) expect([w.percentage, w.trend], `user ${w.id}`).toEqual([null, null]);
    }
    expect(new Set(wellbeing.map((w) => w.id))).toEqual(users);
  });

  it('normalised responses belong to a survey of the same user, score from 0 to 10', () => {
    for (const n of all('NormalisedSurveyResponse')) {
      expect(records.get('UserSurvey')?.get(n.survey_id)?.user_id, `normalised ${n.id}`).toBe(n.user_id);
      expect(n.score).toBeGreaterThanOrEqual(0);
      expect(n.score).toBeLessThanOrEqual(10);
    }
  });

  it('the example of every ID path parameter names a record of the examples', () => {
    const holds: Record<string, string> = {
      check_in_id: 'CheckIn', group_id: 'Group', year_id: 'Group', metric_id: 'Metric', org_id: 'Organisation',
      blueprint_id: 'SurveyBlueprint', survey_id: 'UserSurvey', user_id: 'User',
    };
    for (const [key, p] of Object.entries<SpecValue>(doc.components.parameters)) {
      if (p.in !== 'path') continue;
      const name = holds[p.name] ?? (key.startsWith('Scale') ? 'ScaleLibraryQuestion' : key.startsWith('LongText') ? 'LongTextLibraryQuestion'
        : key.startsWith('Normalised') ? 'NormalisedSurveyResponse' : 'SurveyResponse');
      expect(ids(name).has(p.example), `${key} example ${p.example}`).toBe(true);
    }
    expect(all('Group').find((g) => g.id === doc.components.parameters.YearId.example)?.type).toBe('YEAR');
  });

  it('dates are in 2024 or 2025 and no email leaves the example domains', () => {
    const text = JSON.stringify([...records.values()].map((m) => [...m.values()]));
    for (const date of text.match(/\d{4}-\d\d-\d\dT[\d:]+Z/g) ?? []) expect(date).toMatch(/^202[45]-/);
    for (const email of text.match(/[\w.+-]+@[\w.-]+/g) ?? []) expect(email).toMatch(/@([\w-]+\.)*example\.(org|com)$/);
  });
});
