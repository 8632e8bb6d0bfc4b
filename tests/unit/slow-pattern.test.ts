// A schema's `pattern` is a regular expression from an untrusted spec, and one
// with a repeated group backtracks without end on a value it refuses:
// beezup.com.json's URL pattern (APIs.guru's directory) hung the example check,
// and a spec written to do so would hang any build. Such a pattern gets a time
// budget (packages/api-reference/src/load/patterns.ts); past it the value is unchecked, and the
// loader says so at the pattern's place.
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSpec} from '../../packages/api-reference/src/load/load-spec';
import {mayBacktrack, patternBudgetMs} from '../../packages/api-reference/src/load/patterns';
import {madeUpValue} from '../../packages/api-reference/src/model/values';
import {scratchFolder} from '../scratch';

const dir = scratchFolder('slow-pattern-');

// Each `a` doubles the time the engine takes to refuse the `!` at the end: 40 of them, days.
const slow = '^(a+)+$';
const refused = `${'a'.repeat(40)}!`;

const spec = `openapi: 3.1.0
info: {title: Patterns, version: '1'}
paths:
  /things:
    get:
      responses:
        '200':
          description: A thing.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Thing'}
              example: {name: ${refused}, code: AB-1}
components:
  schemas:
    Thing:
      type: object
      required: [name]
      properties:
        name: {type: string, pattern: '${slow}'}
        code: {type: string, pattern: '^[A-Z]{2}-[0-9]$'}
`;

describe('a pattern that backtracks without end', () => {
  it('is given its time budget, and the loader names it where the spec writes it', async () => {
    const file = path.join(dir, 'openapi.yaml');
    writeFileSync(file, spec);
    const started = Date.now();
    const loaded = await readSpec(file, {strict: false, cwd: dir});
    expect(Date.now() - started).toBeLessThan(20 * patternBudgetMs);
    expect(loaded.warnings).toEqual([`openapi.yaml:19:39: components.schemas.Thing.properties.name: pattern /${slow}/ took more than ${patternBudgetMs} ms to test a value (a repeated group or a back-reference backtracks): values are not checked against it; write it without nested repetition`]);
    await expect(readSpec(file, {strict: true, cwd: dir})).rejects.toThrow(/openapi\.yaml:19:39: .*took more than/);
  });

  it('still refuses a value against a pattern that cannot backtrack so, and says nothing of one a value did not need', async () => {
    const file = path.join(dir, 'code.yaml');
    writeFileSync(file, spec.replace('code: AB-1', 'code: AB-12').replace(refused, 'aaa'));
    const loaded = await readSpec(file, {strict: false, cwd: dir});
    expect(loaded.warnings).toHaveLength(1);
    expect(loaded.warnings[0]).toMatch(/code.yaml:\d+:\d+: example of GET \/things 200 \(application\/json\) is invalid at \/code: must match pattern/);
  });

  it('tells the shapes that can backtrack so from those that cannot', () => {
    for (const pattern of ['^(a+)+$', '^(a|aa)*$', '^(a+){10}$', '^(\\w+)\\s\\1$', '^(?<w>a+)\\k<w>$']) expect(mayBacktrack(pattern), pattern).toBe(true);
    for (const pattern of ['^[a-z]+$', '^(0|[1-9][0-9]*)$', '^(a)?b$', '^\\d{4}-\\d{2}$']) expect(mayBacktrack(pattern), pattern).toBe(false);
  });

  it('does not hang a made-up value’s check either', () => {
    const doc = {openapi: '3.1.0', components: {schemas: {Thing: {type: 'object', required: ['name'], properties: {name: {type: 'string', pattern: '^(a|aa)+$', example: refused}}}}}};
    const started = Date.now();
    const {value} = madeUpValue({$ref: '#/components/schemas/Thing'}, doc, 'response');
    expect(Date.now() - started).toBeLessThan(20 * patternBudgetMs);
    expect(value).toEqual({name: refused});
  });
});
