/**
 * The Cube pages' examples against the Cube schemas of src/data/cube/: every
 * query on the site (JSON blocks, the `query` of load responses, and queries
 * written inside curl commands) is a valid query, names only members that
 * Komodo's examples use, and puts each member where its kind belongs.
 */
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {allBlocks, makeAjv, metaValue, siteDir, where} from './guides-blocks';
import {cubeMembers, listFieldAnchor} from '../../src/data/cube/members';
import {anchorsOf, operations} from './guides-spec-walk';
import type {SpecValue} from '../../packages/api-reference/src/load/load-spec';

const ajv = makeAjv();
const validateQuery = ajv.getSchema('cube:query')!;
const blocks = allBlocks();

interface Found {
  at: string;
  query: SpecValue;
}

/** Every Cube query on the site, with where it was found. */
function queries(): Found[] {
  const found: Found[] = [];
  for (const block of blocks) {
    const schema = metaValue(block, 'schema');
    if (block.lang === 'json' && schema === 'cube:query') found.push({at: where(block), query: JSON.parse(block.code)});
    if (block.lang === 'json' && schema === 'cube:load-response') found.push({at: `${where(block)} (query of the response)`, query: JSON.parse(block.code).query});
    if (block.lang === 'bash' && block.code.includes('/cube/v1/load')) {
      // Single-quoted JSON objects: `'query={...}'`, `query='{...}'` or `base='{...}'`.
      for (const match of block.code.matchAll(/'(?:query=)?(\{[^']*\})'/g)) {
        const line = block.line + block.code.slice(0, match.index).split('\n').length;
        found.push({at: `${block.file}:${line}`, query: JSON.parse(match[1])});
      }
    }
  }
  return found;
}

const memberKind = new Map(cubeMembers.map((m) => [m.name, m]));

/** Members of a query, each with the role it plays there. */
function membersOf(query: SpecValue): Array<{name: string; role: 'measure' | 'dimension' | 'time' | 'filter' | 'order'}> {
  const out: ReturnType<typeof membersOf> = [];
  for (const name of query.measures ?? []) out.push({name, role: 'measure'});
  for (const name of query.dimensions ?? []) out.push({name, role: 'dimension'});
  for (const t of query.timeDimensions ?? []) out.push({name: t.dimension, role: 'time'});
  const walk = (f: SpecValue) => (f.or ?? f.and ?? [f]).forEach((g: SpecValue) => (g.member ? out.push({name: g.member, role: 'filter'}) : walk(g)));
  for (const f of query.filters ?? []) walk(f);
  const order = Array.isArray(query.order) ? query.order.map((p: string[]) => p[0]) : Object.keys(query.order ?? {});
  for (const name of order) out.push({name, role: 'order'});
  return out;
}

describe('Cube examples', () => {
  const found = queries();

  it('every Cube query on the site validates against src/data/cube/query.schema.json', () => {
    const failures = found.flatMap(({at, query}) =>
      validateQuery(query) ? [] : (validateQuery.errors ?? []).map((e) => `${at}: ${e.instancePath || '/'} ${e.message}`));
    expect(failures.join('\n')).toBe('');
    expect(found.length).toBeGreaterThanOrEqual(5);
    console.log(`guides: ${found.length} Cube queries validated`);
  });

  it('queries name only known members, each in a place its kind allows', () => {
    const failures: string[] = [];
    for (const {at, query} of found) {
      for (const {name, role} of membersOf(query)) {
        const member = memberKind.get(name);
        if (!member) failures.push(`${at}: ${name} is not a member used in Komodo's examples (src/data/cube/members.ts)`);
        else if (role === 'measure' && member.kind !== 'measure') failures.push(`${at}: ${name} is a ${member.kind}, not a measure`);
        else if (role === 'dimension' && member.kind !== 'dimension') failures.push(`${at}: ${name} is a ${member.kind}, not a dimension`);
        else if (role === 'time' && !member.time) failures.push(`${at}: ${name} is not a time dimension`);
      }
    }
    expect(failures.join('\n')).toBe('');
  });

  it('the meta example describes exactly the known members, with matching kinds', () => {
    const block = blocks.find((b) => metaValue(b, 'schema') === 'cube:meta-response');
    expect(block, 'docs/cube/meta.mdx has a cube:meta-response example').toBeDefined();
    const meta = JSON.parse(block!.code);
    const described = meta.cubes.flatMap((c: SpecValue) => [
      ...c.dimensions.map((d: SpecValue) => ({name: d.name, kind: 'dimension', time: d.type === 'time', cube: c.name})),
      ...c.measures.map((m: SpecValue) => ({name: m.name, kind: 'measure', time: false, cube: c.name})),
    ]);
    for (const d of described) expect(d.name.startsWith(`${d.cube}.`), `${d.name} belongs to cube ${d.cube}`).toBe(true);
    const normalise = (list: SpecValue[]) => list.map((m) => `${m.name} ${m.kind}${m.time ? ' time' : ''}`).sort();
    expect(normalise(described)).toEqual(normalise(cubeMembers));
  });

  it('the rows of the load example are keyed by the members of its query', () => {
    for (const block of blocks.filter((b) => metaValue(b, 'schema') === 'cube:load-response')) {
      const {query, data, annotation} = JSON.parse(block.code);
      const asked = new Set([...(query.measures ?? []), ...(query.dimensions ?? [])]);
      for (const row of data) expect(new Set(Object.keys(row)), where(block)).toEqual(asked);
      expect(new Set([...Object.keys(annotation.measures), ...Object.keys(annotation.dimensions)]), where(block)).toEqual(asked);
    }
  });

  it('the query schema refuses queries that Cube would refuse', () => {
    const bad: Array<[string, unknown]> = [
      ['an empty query', {}],
      ['a member without its cube', {dimensions: ['firstname']}],
      ['an unknown operator', {dimensions: ['Students.id'], filters: [{member: 'Students.id', operator: 'like', values: ['1']}]}],
      ['set with values', {dimensions: ['Students.id'], filters: [{member: 'Students.id', operator: 'set', values: ['1']}]}],
      ['equals without values', {dimensions: ['Students.id'], filters: [{member: 'Students.id', operator: 'equals'}]}],
      ['a number as a filter value', {dimensions: ['Students.id'], filters: [{member: 'Students.id', operator: 'equals', values: [1]}]}],
      ['a date range of one date', {dimensions: ['Students.id'], timeDimensions: [{dimension: 'Students.createdAt', dateRange: ['2025-01-01']}]}],
      ['an unknown granularity', {dimensions: ['Students.id'], timeDimensions: [{dimension: 'Students.createdAt', granularity: 'fortnight'}]}],
      ['a limit over 50,000', {dimensions: ['Students.id'], limit: 50001}],
      ['a negative offset', {dimensions: ['Students.id'], offset: -1}],
      ['an unknown field', {dimensions: ['Students.id'], rows: 10}],
      ['a bad sort direction', {dimensions: ['Students.id'], order: {'Students.id': 'up'}}],
    ];
    const accepted = bad.filter(([, query]) => validateQuery(query)).map(([what]) => what);
    expect(accepted).toEqual([]);
  });

  it('the Cube schemas are themselves valid JSON Schema (draft 2020-12)', () => {
    for (const name of ['query', 'load-response', 'meta-response', 'error']) {
      const schema = JSON.parse(readFileSync(path.join(siteDir, `src/data/cube/${name}.schema.json`), 'utf8'));
      expect(ajv.validateSchema(schema), `${name}.schema.json: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('the members list has no duplicates, and only dimensions are marked as time', () => {
    expect(new Set(cubeMembers.map((m) => m.name)).size).toBe(cubeMembers.length);
    for (const m of cubeMembers) {
      expect(m.name).toMatch(/^[A-Z][A-Za-z]*\.[A-Za-z]+$/);
      if (m.time) expect(m.kind).toBe('dimension');
    }
  });
});

describe('Cube members in REST v1 (the map on the overview)', () => {
  it('the members are exactly those that Komodo\'s examples named', () => {
    expect(cubeMembers.map((m) => m.name).sort()).toEqual([
      'Groups.count', 'Groups.id', 'Groups.name', 'Students.createdAt', 'Students.firstname', 'Students.id', 'Students.lastname',
    ]);
  });

  it('each maps to a list operation of the spec that is not deprecated, and to a field its records have', () => {
    const wrong: string[] = [];
    for (const {name, rest} of cubeMembers) {
      const op = operations.find((o) => o.pageId === rest.operation);
      if (!op) wrong.push(`${name}: no REST page ${rest.operation}`);
      else if (op.op.deprecated) wrong.push(`${name}: ${rest.operation} is deprecated`);
      else if (!anchorsOf(op).has('response-200-data')) wrong.push(`${name}: ${rest.operation} is not a list operation`);
      else if (rest.field && !anchorsOf(op).has(listFieldAnchor(rest.field))) wrong.push(`${name}: ${rest.operation} has no field ${rest.field}`);
      // A member with no field to read must say what to do instead.
      if (!rest.field && !rest.note) wrong.push(`${name}: neither a field nor a note`);
    }
    expect(wrong).toEqual([]);
  });

  it('Students map to users, Groups to groups, and the count to counting records', () => {
    for (const m of cubeMembers) expect(m.rest.operation, m.name).toBe(m.name.startsWith('Students.') ? 'get-users' : 'get-groups');
    const count = cubeMembers.find((m) => m.name === 'Groups.count')!;
    expect(count.rest.field).toBeUndefined();
    expect(count.rest.note).toMatch(/count the records/i);
  });

  it('the overview renders the map', () => {
    const overview = readFileSync(path.join(siteDir, 'docs/cube/index.mdx'), 'utf8');
    expect(overview).toMatch(/^## Cube members in REST v1\n[\s\S]*?^<CubeMemberMap \/>$/m);
  });
});
