import {describe, expect, it} from 'vitest';
import {readSpec, type SpecValue} from '../../packages/api-reference/src/load/load-spec';
import {operations, specPath} from './spec-facts';

// Read leniently, so that every problem is listed here rather than thrown by the loader.
const {doc, warnings: problems, examples} = await readSpec(specPath, {strict: false});

/** A response object of the spec, with a shared `#/components/responses/X` followed. */
function response(op: {method: string; path: string}, status: string): SpecValue {
  const raw = doc.paths[op.path][op.method].responses[status];
  return raw.$ref ? doc.components.responses[raw.$ref.split('/').pop()] : raw;
}

describe('examples of the REST v1 spec', () => {
  it('every example validates against its schema (Ajv, draft 2020-12, formats on)', () => {
    // Each problem names the file:line:col, the operation, the status and the JSON path.
    expect(problems.join('\n')).toBe('');
    expect(examples.length).toBeGreaterThan(0);
    console.log(`spec examples validated: ${examples.length}`);
  });

  it('every response of every operation with a documented body has at least one named example with a summary', () => {
    const missing: string[] = [];
    for (const op of operations) {
      for (const status of ['200', ...op.errors.map(String)]) {
        // The one answer whose body the facts do not give (login's 500) documents none.
        if (op.id === 'authenticate' && status === '500') continue;
        const media = response(op, status)?.content?.['application/json'];
        const named = Object.entries<SpecValue>(media?.examples ?? {});
        if (media?.example !== undefined) missing.push(`${op.id} ${status}: uses example:, not examples:`);
        if (named.length === 0) missing.push(`${op.id} ${status}: no example`);
        for (const [name, ex] of named) if (!ex.summary) missing.push(`${op.id} ${status}: example "${name}" has no summary`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every single-resource 200 and the login 200 has an example named "default"', () => {
    const single = operations.filter((op) => !op.body.endsWith('Page'));
    expect(single.filter((op) => !response(op, '200').content['application/json'].examples?.default).map((op) => op.id)).toEqual([]);
  });

  it('every {status, message} error example carries the status of its response', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      for (const status of op.errors) {
        const media = response(op, String(status)).content?.['application/json'];
        if (!media || media.schema.$ref !== '#/components/schemas/Error') continue;
        for (const [name, ex] of Object.entries<SpecValue>(media.examples)) {
          if (ex.value.status !== status) wrong.push(`${op.id} ${status} "${name}": status ${ex.value.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('login answers 400 and 401 with the provider\'s own {error} bodies, and its 500 claims no body the facts do not give', () => {
    const login = operations.find((op) => op.id === 'authenticate')!;
    const body = (status: string) => response(login, status).content['application/json'];
    expect(body('400').schema).toEqual({$ref: '#/components/schemas/LoginError'});
    expect(Object.values<SpecValue>(body('400').examples).map((ex) => ex.value)).toEqual([{error: 'Missing API key'}]);
    expect(body('401').schema).toEqual({$ref: '#/components/schemas/LoginError'});
    expect(Object.values<SpecValue>(body('401').examples).map((ex) => ex.value)).toEqual([{error: 'Invalid API key'}]);
    const serverError = doc.paths['/auth/login'].post.responses['500'];
    expect(serverError.content).toBeUndefined();
    expect(serverError.description).toContain('not documented');
    expect(doc.components.schemas.LoginError).toMatchObject({required: ['error'], properties: {error: {type: 'string'}}});
  });

  it('the shared error examples are worded as illustrations, and the overview says wording is not contractual', () => {
    for (const name of ['BadRequest', 'BadRequestLimit', 'Unauthorized', 'NotFound', 'NotFoundUndocumented', 'ServerError']) {
      for (const ex of Object.values<SpecValue>(doc.components.responses[name].content['application/json'].examples)) {
        expect(ex.summary, name).toMatch(/an illustration/);
      }
    }
    expect((doc.info.description ?? '').replace(/\s+/g, ' ')).toContain('the wording of error messages is not part of the contract');
  });

  it('no example shows a deprecated field: a reader copies the first example they see', () => {
    const deprecatedNames = new Set(
      Object.values<SpecValue>(doc.components.schemas).flatMap((schema) =>
        Object.entries<SpecValue>(schema.properties ?? {}).filter(([, property]) => property.deprecated).map(([name]) => name),
      ),
    );
    expect([...deprecatedNames]).toContain('tier');
    const shown: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`));
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (deprecatedNames.has(key)) shown.push(`${where}.${key}`);
          walk(inner, `${where}.${key}`);
        }
      }
    };
    for (const op of operations) {
      for (const status of ['200', ...op.errors.map(String)]) {
        for (const [name, ex] of Object.entries<SpecValue>(response(op, status)?.content?.['application/json']?.examples ?? {})) walk(ex.value, `${op.id} ${status} ${name}`);
      }
    }
    expect(shown).toEqual([]);
  });

  it('shows the "limit out of range" 400 example only on operations that take a limit', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const spec = doc.paths[op.path][op.method];
      const takesLimit = (spec.parameters ?? []).some((p: SpecValue) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p).name === 'limit');
      const examples = Object.values<SpecValue>(response(op, '400')?.content?.['application/json']?.examples ?? {});
      const showsLimit = examples.some((ex) => /\blimit\b/.test(`${ex.summary} ${ex.value?.message ?? ''}`));
      if (showsLimit !== takesLimit) wrong.push(`${op.id}: ${takesLimit ? 'takes a limit but its 400 example is not about it' : 'takes no limit but its 400 example is about one'}`);
    }
    expect(wrong).toEqual([]);
  });
});
