// How the search index is cut into chunks (packages/api-reference/src/search/build/rechunk.ts): every
// word lands in the chunk Pagefind's engine will load for it, and a query word
// of three letters or more finds all the words it starts in that one chunk.
import {describe, expect, it} from 'vitest';
import {chunkFor, chunkWords, readItem, type IndexWord} from '../../packages/api-reference/src/search/build/rechunk';

/** A word entry of `size` bytes (the bytes are not read, only counted). */
const entry = (word: string, size = 10): IndexWord => ({word, bytes: Buffer.alloc(size)});

const words = ['api', 'apply', 'cursor', 'data', 'date', 'dated', 'group', 'groups', 'mis_id', 'us', 'use', 'user', 'users', 'year', 'zeta', 'ünicode'].map((word) =>
  entry(word),
);

describe('chunkWords', () => {
  const chunks = chunkWords(words, 25);

  it('cuts the words into several chunks of about the target size, in byte order', () => {
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.flatMap((chunk) => chunk.words.map((word) => word.word))).toEqual(words.map((word) => word.word));
  });

  it('puts every word in the chunk the engine loads for it', () => {
    for (const chunk of chunks) for (const {word} of chunk.words) expect(chunkFor(chunks, word), word).toBe(chunk);
  });

  it('keeps the words sharing three letters together, and a word with the longer words it starts', () => {
    const together = (a: string, b: string) => chunks.find((chunk) => chunk.words.some((word) => word.word === a))!.words.some((word) => word.word === b);
    expect(together('date', 'dated')).toBe(true);
    expect(together('group', 'groups')).toBe(true);
    expect(together('us', 'users')).toBe(true);
    for (const prefix of ['dat', 'gro', 'use', 'user']) {
      const holder = chunkFor(chunks, prefix)!;
      const extensions = words.filter((word) => word.word.startsWith(prefix));
      expect(holder.words, prefix).toEqual(expect.arrayContaining(extensions));
    }
  });

  it('answers for any word: the ranges leave no gap from the first chunk to the last', () => {
    for (const query of ['', 'a', 'aardvark', 'b', 'datum', 'groupz', 'mz', 'usf', 'zz', '\u{1F600}']) expect(chunkFor(chunks, query), query).toBeDefined();
    expect(chunks[0].from).toBe('');
  });

  it('keeps one chunk for an index under the target', () => {
    expect(chunkWords(words, 10_000)).toHaveLength(1);
  });
});

describe('readItem', () => {
  it('reads the CBOR that Pagefind writes: arrays, text, numbers', () => {
    // [["user", [[3, [1, 300]]]]]
    const bytes = Buffer.from([0x81, 0x82, 0x64, ...Buffer.from('user'), 0x81, 0x82, 0x03, 0x82, 0x01, 0x19, 0x01, 0x2c]);
    const root = readItem(bytes, 0);
    expect(root.end).toBe(bytes.length);
    expect(root.items![0].items![0].text).toBe('user');
    expect(root.items![0].items![1].items![0].items![1].items!.map((item) => item.length)).toEqual([1, 300]);
  });

  it('names the byte where the data is not what Pagefind writes', () => {
    expect(() => readItem(Buffer.from([0x81]), 0)).toThrow('ends early at byte 1');
    expect(() => readItem(Buffer.from([0xbf]), 0)).toThrow('at byte 0');
  });
});
