/**
 * The typed data behind the data dictionary (src/data/dictionary.ts), checked
 * against the spec and the page: entities are schemas of the spec, field links
 * land on anchors that the REST pages really have, relationships join known
 * entities through fields that exist, and the diagram draws no line through a
 * box it does not connect.
 */
import {describe, expect, it} from 'vitest';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  describe as describeRelationship, entities, entityAnchor, entityByName, fieldHref, relationships, restLabel,
  type RestPageId, type SchemaDigest,
} from '../../src/data/dictionary';
import {operationById, restOperations} from '../../src/data/rest-operations';
import {centre, crossesBox, exit} from '../../src/components/EntityDiagram/geometry';
import {siteDir, spec} from './guides-blocks';
import {anchorsOf, children, namesOf, operations, property, responseSchema, unarray} from './guides-spec-walk';
import type {SpecValue} from '../../packages/api-reference/src/load/load-spec';

const schemas = spec.components.schemas as Record<string, SpecValue>;
const operationOf = (page: RestPageId) => operations.find((o) => o.pageId === page)!;
const dictionaryPage = readFileSync(path.join(siteDir, 'docs/dictionary.mdx'), 'utf8');

describe('REST pages named by the data', () => {
  const named = [...new Set(entities.flatMap((e) => [e.canonical.page, ...e.returnedBy]))];

  it('come from the generated operation list, which matches the spec', () => {
    expect(restOperations.map((o) => o.id).sort()).toEqual(operations.map((o) => o.pageId).sort());
    for (const o of restOperations) {
      const op = operations.find((x) => x.pageId === o.id)!;
      expect(`${o.method} ${o.path}`, o.id).toBe(`${op.method} ${op.path}`);
      expect(o.deprecated, `${o.id}: deprecated`).toBe(op.op.deprecated === true);
    }
    expect(named.filter((page) => !restOperations.some((o) => o.id === page))).toEqual([]);
  });

  it('are labelled with the method and path of their operation', () => {
    for (const page of named) expect(restLabel(page)).toBe(`${operationOf(page).method} ${operationOf(page).path}`);
  });

  it('no entity is documented canonically on a deprecated page', () => {
    expect(entities.filter((e) => operationById(e.canonical.page).deprecated).map((e) => e.name)).toEqual([]);
  });
});

describe('deprecation in the dictionary', () => {
  const digestFile = path.join(siteDir, 'src/data/generated/schemas.json');

  const digest = JSON.parse(readFileSync(digestFile, 'utf8')) as SchemaDigest;
  // The field tables and the diagram mark what src/data/generated/schemas.json flags `deprecated`;
  // `npm run gen` (packages/api-reference/src/render/artifacts.ts) copies the spec's flags into it.
  it('every schema and field the spec deprecates is marked deprecated in what the page renders', () => {
    const wrong: string[] = [];
    let marked = 0;
    for (const e of entities) {
      const schema = schemas[e.name];
      if (Boolean(schema.deprecated) !== Boolean(digest[e.name].deprecated)) wrong.push(`${e.name}: deprecated ${schema.deprecated === true}`);
      for (const field of digest[e.name].fields) {
        const spec = Boolean(schema.properties[field.name]?.deprecated || property(schema, field.name)?.deprecated);
        if (spec !== Boolean(field.deprecated)) wrong.push(`${e.name}.${field.name}: deprecated ${spec}`);
        if (spec) marked++;
      }
    }
    expect(wrong).toEqual([]);
    // The facts deprecate CheckIn.tier, Metric.tier and Tier: the check must have something to see.
    expect(marked).toBeGreaterThanOrEqual(2);
    expect(digest.Tier?.deprecated).toBe(true);
  });

  it('the page and the diagram keep deprecated things, and the page says not to build on Tier', () => {
    expect(entities.map((e) => e.name)).toContain('Tier');
    expect(dictionaryPage).toMatch(/`Tier`[^.]*is deprecated/);
  });
});

describe('dictionary entities', () => {
  it('each names a component schema of the spec, once', () => {
    expect(entities.filter((e) => !schemas[e.name]).map((e) => e.name)).toEqual([]);
    expect(new Set(entities.map((e) => e.name)).size).toBe(entities.length);
  });

  it('cover every resource schema of the spec (all but pages, errors and the token)', () => {
    const resources = Object.keys(schemas).filter((n) => !/Page$|^PageEnvelope$|^(Login)?Error$|^AuthToken$/.test(n));
    expect(entities.map((e) => e.name).sort()).toEqual(resources.sort());
  });

  it("each one's canonical page returns it at the path given", () => {
    const wrong: string[] = [];
    for (const e of entities) {
      let schema = responseSchema(operationOf(e.canonical.page).op, '200');
      for (const step of e.canonical.path) schema = property(schema, step);
      if (!namesOf(unarray(schema)).has(e.name)) wrong.push(`${e.name}: not at ${e.canonical.path.join('.') || 'the root'} of ${e.canonical.page}`);
    }
    expect(wrong).toEqual([]);
  });

  it('each page listed as returning an entity does return it somewhere in its 200 body', () => {
    const contains = (schema: SpecValue, name: string, depth = 0): boolean =>
      Boolean(schema) && depth < 6 && (namesOf(unarray(schema)).has(name) || children(schema).some((c) => contains(c, name, depth + 1)));
    const wrong = entities.flatMap((e) =>
      e.returnedBy.filter((page) => !contains(responseSchema(operationOf(page).op, '200'), e.name)).map((page) => `${e.name} <- ${page}`));
    expect(wrong).toEqual([]);
    for (const e of entities) expect(e.returnedBy[0], e.name).toBe(e.canonical.page);
  });

  it('every field link of the dictionary lands on an anchor of its REST page', () => {
    const broken: string[] = [];
    let links = 0;
    for (const e of entities) {
      const anchors = anchorsOf(operationOf(e.canonical.page));
      for (const field of Object.keys(schemas[e.name].properties ?? {})) {
        const href = fieldHref(e, field);
        links++;
        if (!anchors.has(href.split('#')[1])) broken.push(href);
      }
    }
    expect(broken).toEqual([]);
    console.log(`guides: ${links} dictionary field links resolve to REST anchors`);
  });

  it('the generated schema digest, when present, has every entity with its fields', () => {
    const file = path.join(siteDir, 'src/data/generated/schemas.json');
    if (!existsSync(file)) return; // written by `npm run gen`, which runs before the tests in CI
    const digest = JSON.parse(readFileSync(file, 'utf8')) as SchemaDigest;
    for (const e of entities) {
      expect(digest[e.name], e.name).toBeDefined();
      expect(digest[e.name].fields.map((f) => f.name), e.name).toEqual(Object.keys(schemas[e.name].properties));
    }
  });

  it('each has a section on the dictionary page, with its heading anchor and its field table', () => {
    for (const e of entities) {
      // A deprecated schema says so in its heading, and so in the page's table of contents.
      const suffix = schemas[e.name].deprecated ? ' \\(deprecated\\)' : '';
      const section = new RegExp(`^### ${e.name}${suffix} \\\\\\{#${entityAnchor(e)}\\\\\\}\\n\\n<DictionaryEntity name="${e.name}" />$`, 'm');
      expect(dictionaryPage, `docs/dictionary.mdx: section of ${e.name}`).toMatch(section);
    }
    expect(dictionaryPage.match(/<DictionaryEntity /g)?.length).toBe(entities.length);
  });

  it('the conventions explain both qualifiers the field tables show: "or null" (nullable) and "optional" (not required)', () => {
    const conventions = dictionaryPage.slice(dictionaryPage.indexOf('## Conventions'), dictionaryPage.indexOf('\n## ', dictionaryPage.indexOf('## Conventions') + 1)).replace(/\s+/g, ' ');
    const fields = entities.flatMap((e) => Object.keys(schemas[e.name].properties).map((name) => ({schema: schemas[e.name], name})));
    // The tables show "or null" for a type that admits null and "optional" for a field not required (DictionaryEntity).
    expect(fields.some(({schema, name}) => [schema.properties[name].type].flat().includes('null'))).toBe(true);
    expect(fields.some(({schema, name}) => !(schema.required ?? []).includes(name))).toBe(true); // the deprecated tier
    expect(conventions).toMatch(/"or null"[^.;]*`null`/);
    expect(conventions).toMatch(/"optional"[^.;]*missing/);
  });

  it('the nested-resources table of the page matches the spec', () => {
    const table = dictionaryPage.slice(dictionaryPage.indexOf('| Resource '), dictionaryPage.indexOf('\n\n', dictionaryPage.indexOf('| Resource ')));
    const rows = table.split('\n').slice(2).map((r) => r.split('|').map((c) => c.trim().replace(/`/g, '')));
    expect(rows.length).toBeGreaterThan(0);
    for (const [, resource, parents, field] of rows) {
      for (const parent of parents.split(/,\s*/)) {
        expect(namesOf(unarray(property(schemas[parent], field))), `${parent}.${field} holds ${resource}`).toContain(resource);
      }
    }
  });
});

describe('relationships', () => {
  it('through a field that is not required or is deprecated, say "at most one" or "any number", never "exactly one", and say deprecated in words', () => {
    const wrong: string[] = [];
    for (const r of relationships) {
      const schema = schemas[r.from];
      const fields = r.via.filter((via) => !via.includes(' ') && schema.properties?.[via]);
      for (const field of fields) {
        const optional = !(schema.required ?? []).includes(field);
        const deprecated = Boolean(schema.properties[field].deprecated || schemas[r.to]?.deprecated);
        const {forward} = describeRelationship(r);
        if ((optional || deprecated) && /^(1|1\.\.\*)$/.test(r.toCard)) wrong.push(`${r.from}.${field}: "${forward}" but ${field} is ${deprecated ? 'deprecated' : 'not required'}`);
        if (deprecated !== Boolean(r.deprecated)) wrong.push(`${r.from}.${field}: deprecated ${deprecated}, the words say ${Boolean(r.deprecated)}`);
      }
    }
    expect(wrong).toEqual([]);
    // The facts' case: tiers are deprecated and not required.
    const tiers = relationships.filter((r) => r.to === 'Tier').map((r) => describeRelationship(r).forward);
    expect(tiers).toEqual(['Each metric is associated with at most one tier', 'Each check-in carries at most one tier']);
  });

  it('join known entities, each pair once, and every entity takes part', () => {
    const names = new Set(entities.map((e) => e.name));
    for (const r of relationships) expect(names.has(r.from) && names.has(r.to), `${r.from} -> ${r.to}`).toBe(true);
    const pairs = relationships.map((r) => `${r.from}->${r.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const involved = new Set(relationships.flatMap((r) => [r.from, r.to]));
    expect(entities.filter((e) => !involved.has(e.name)).map((e) => e.name)).toEqual([]);
  });

  it('are carried by fields of the two schemas, or by operations of the spec', () => {
    const wrong: string[] = [];
    for (const r of relationships) {
      for (const via of r.via) {
        const operation = /^(GET|POST) (\S+)$/.exec(via);
        if (operation) {
          if (!operations.some((o) => o.method === operation[1] && o.path === operation[2])) wrong.push(`${r.from}->${r.to}: no operation ${via}`);
        } else if (!schemas[r.from].properties?.[via] && !schemas[r.to].properties?.[via]) {
          wrong.push(`${r.from}->${r.to}: neither schema has a field ${via}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a relationship carried by an object or list field points at the schema of that field', () => {
    for (const r of relationships) {
      for (const via of r.via) {
        const field = schemas[r.from].properties?.[via];
        const target = field && namesOf(unarray(field));
        if (target && target.size > 0) expect([...target], `${r.from}.${via}`).toContain(r.to);
      }
    }
  });

  it('read as sentences that name both entities', () => {
    for (const r of relationships) {
      const {forward, backward} = describeRelationship(r);
      expect(forward).toContain(entityByName(r.from).singular);
      expect(backward).toContain(entityByName(r.to).singular);
    }
  });
});

describe('entity-relationship diagram', () => {
  it('puts each entity in its own cell of a 5 by 5 grid', () => {
    const cells = entities.map((e) => `${e.cell.col},${e.cell.row}`);
    expect(new Set(cells).size).toBe(entities.length);
    for (const e of entities) {
      expect(e.cell.col).toBeGreaterThanOrEqual(0);
      expect(e.cell.col).toBeLessThan(5);
      expect(e.cell.row).toBeGreaterThanOrEqual(0);
      expect(e.cell.row).toBeLessThan(5);
    }
  });

  it('draws no line through the box of an entity it does not connect', () => {
    const through: string[] = [];
    for (const r of relationships) {
      const [a, b] = [centre(entityByName(r.from)), centre(entityByName(r.to))];
      const [pa, pb] = [exit(a, b), exit(b, a)];
      for (const e of entities) {
        if (e.name !== r.from && e.name !== r.to && crossesBox(pa, pb, centre(e))) through.push(`${r.from}-${r.to} crosses ${e.name}`);
      }
    }
    expect(through).toEqual([]);
  });
});
