/**
 * Every JSON code block of the hand-written pages parses, and every block that
 * says which schema it shows (```json schema="...") validates against it:
 * a REST response or component schema of openapi/rest-v1.yaml, or one of the
 * Cube schemas in src/data/cube/.
 */
import {describe, expect, it} from 'vitest';
import {allBlocks, makeAjv, metaValue, schemaKey, where, type CodeBlock} from './guides-blocks';
import {doc as komodoDoc, model as komodoModel} from '../komodo-model';

const jsonBlocks = allBlocks().filter((b) => b.lang === 'json');
const ajv = makeAjv();

/** The line inside the page where JSON.parse stopped, for the failure message. */
function parseError(block: CodeBlock, error: Error): string {
  const position = /position (\d+)/.exec(error.message);
  const offset = position ? block.code.slice(0, Number(position[1])).split('\n').length : 1;
  return `${block.file}:${block.line + offset}: not valid JSON: ${error.message}`;
}

describe('JSON examples of the guides', () => {
  it('are all marked up as json blocks and there are some', () => {
    expect(jsonBlocks.length).toBeGreaterThan(0);
  });

  it('every block parses (no comments, no "...", no trailing commas)', () => {
    const failures: string[] = [];
    for (const block of jsonBlocks) {
      try {
        JSON.parse(block.code);
      } catch (error) {
        failures.push(parseError(block, error as Error));
      }
    }
    expect(failures.join('\n')).toBe('');
    console.log(`guides: ${jsonBlocks.length} JSON blocks parsed`);
  });

  it('every block that names a schema validates against it', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const block of jsonBlocks) {
      const name = metaValue(block, 'schema');
      if (!name) continue;
      let value: unknown;
      try {
        value = JSON.parse(block.code);
      } catch {
        continue; // reported by the parse test
      }
      try {
        const validate = ajv.getSchema(schemaKey(name));
        if (!validate) throw new Error(`no schema found for "${name}"`);
        checked++;
        if (!validate(value)) {
          for (const e of validate.errors ?? []) failures.push(`${where(block)}: ${name}: ${e.instancePath || '/'} ${e.message}`);
        }
      } catch (error) {
        failures.push(`${where(block)}: schema="${name}": ${(error as Error).message}`);
      }
    }
    expect(failures.join('\n')).toBe('');
    expect(checked).toBeGreaterThan(0);
    console.log(`guides: ${checked} JSON blocks validated against their schema`);
  });

  it('a record a guide shows is the spec\'s example of the same record, field for field', () => {
    // The schema of the records a response holds: the page's items, or the response's own schema.
    const recordSchema = (ref: string | undefined): string | undefined => {
      const name = ref?.split('/').pop();
      const items = name ? komodoDoc.components.schemas[name]?.allOf?.flatMap((part: {properties?: {data?: {items?: {$ref?: string}}}}) => part.properties?.data?.items?.$ref ?? []) : [];
      return items?.[0]?.split('/').pop() ?? name;
    };
    type Json = Record<string, unknown>;
    const recordsOf = (value: unknown): Json[] => {
      const object = value as Json;
      return Array.isArray(object?.data) ? (object.data as Json[]) : object && typeof object === 'object' && 'id' in object ? [object] : [];
    };
    const spec = new Map<string, Json>();
    for (const op of komodoModel.operations) {
      for (const response of op.responses) {
        const schema = recordSchema(response.schema?.$ref);
        for (const example of response.examples) for (const record of recordsOf(example.value)) spec.set(`${schema} ${record.id}`, record);
      }
    }
    const differences: string[] = [];
    let compared = 0;
    for (const block of jsonBlocks) {
      const name = metaValue(block, 'schema');
      const rest = name && /^rest:(\w+) (\S+) (\d+)$/.exec(name);
      if (!rest) continue;
      const response = komodoModel.operations.find((op) => op.method === rest[1] && op.path === rest[2])?.responses.find((r) => r.status === rest[3]);
      const schema = recordSchema(response?.schema?.$ref);
      for (const record of recordsOf(JSON.parse(block.code))) {
        const known = spec.get(`${schema} ${record.id}`);
        if (!known) continue;
        compared++;
        for (const key of new Set([...Object.keys(record), ...Object.keys(known)])) {
          if (JSON.stringify(record[key]) !== JSON.stringify(known[key])) differences.push(`${where(block)}: ${schema} ${record.id}: ${key} is ${JSON.stringify(record[key])} here, ${JSON.stringify(known[key])} in the spec`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(0);
  });

  it('every block on a page about responses says which schema it shows', () => {
    // Only these pages carry bare JSON on purpose; anything else should be marked.
    const unmarked = jsonBlocks.filter((b) => !metaValue(b, 'schema')).map(where);
    expect(unmarked).toEqual([]);
  });
});
