import {describe, expect, it} from 'vitest';
import {isList, operations} from './spec-facts';
import {doc as komodoDoc} from '../komodo-model';

const doc = komodoDoc;
const lists = operations.filter(isList);

interface Page {
  data: {id: number}[];
  count: number;
  has_prev: boolean;
  has_next: boolean;
  cursor: number | null;
}

describe('list operations of the REST v1 spec', () => {
  it('there are 20 list operations in the facts tables', () => {
    expect(lists).toHaveLength(20);
  });

  it('limit is an integer from 1 to 500, default 100; cursor is an integer', () => {
    expect(doc.components.parameters.limit).toMatchObject({
      name: 'limit', in: 'query', schema: {type: 'integer', minimum: 1, maximum: 500, default: 100},
    });
    expect(doc.components.parameters.cursor).toMatchObject({name: 'cursor', in: 'query', schema: {type: 'integer'}});
  });

  describe.each(lists)('$method $path', ({method, path}) => {
    const op = doc.paths[path][method];
    const examples = op.responses['200'].content['application/json'].examples;

    it('takes the shared limit and cursor parameters', () => {
      expect(op.parameters).toEqual(expect.arrayContaining([
        {$ref: '#/components/parameters/limit'},
        {$ref: '#/components/parameters/cursor'},
      ]));
    });

    it('has exactly the 200 examples firstPage and lastPage', () => {
      expect(Object.keys(examples).sort()).toEqual(['firstPage', 'lastPage']);
    });

    it('firstPage: no previous page, a next page, cursor = id of its last record', () => {
      const page: Page = examples.firstPage.value;
      expect(page).toMatchObject({has_prev: false, has_next: true});
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.cursor).toBe(page.data[page.data.length - 1].id);
    });

    it('lastPage: a previous page, no next page, cursor null, ids after the firstPage cursor', () => {
      const first: Page = examples.firstPage.value;
      const last: Page = examples.lastPage.value;
      expect(last).toMatchObject({has_prev: true, has_next: false, cursor: null});
      expect(last.data.length).toBeGreaterThan(0);
      expect(Math.min(...last.data.map((r) => r.id))).toBeGreaterThan(first.cursor as number);
    });

    it('records are in ascending id order and pages stay short (1 to 3 records)', () => {
      for (const name of ['firstPage', 'lastPage']) {
        const ids = (examples[name].value as Page).data.map((r) => r.id);
        expect(ids, name).toEqual([...ids].sort((a, b) => a - b));
        expect(new Set(ids).size, name).toBe(ids.length);
        expect(ids.length, name).toBeLessThanOrEqual(3);
      }
    });
  });
});
