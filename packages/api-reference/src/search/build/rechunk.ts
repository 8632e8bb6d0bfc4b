// Splits Pagefind's word index into small chunks, so that a query downloads a
// few kilobytes of index instead of a fifth of it.
//
// Pagefind 1.x cuts its index every 20,000 word locations (a constant in its
// indexer, not an option): at our size that is one chunk of 26 KB and one of
// 6 KB, and most queries need the large one. Its engine loads, for each word
// of a query, the one chunk whose range [from, to] holds the word, and reads
// the ranges from the metadata file; it does not care how many chunks there
// are. So after Pagefind has written its files, this rewrites the words into
// chunks of about `targetBytes` each, and the metadata's list of ranges.
//
// Words are copied byte for byte (the index is CBOR); only the arrays around
// them are new. A chunk ends only between two words that share at most two
// letters, and its range covers every word that starts with its own letters:
// a query word of three letters or more finds the chunk holding all the words
// it is a prefix of (Pagefind matches the last query word as a prefix).
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';

/** What every Pagefind data file starts with, once gunzipped. */
const signature = Buffer.from('pagefind_dcd');

/** Sorts after any word: the highest code point. */
const afterEverything = '\u{10FFFF}';

/** A CBOR data item of a file: where it starts and ends, and its value when it is a number or text. */
export interface Item {
  start: number;
  end: number;
  major: number;
  /** Length of an array or string; the value of an integer. */
  length: number;
  /** The items of an array. */
  items?: Item[];
  text?: string;
}

/** Reads the CBOR item at `offset` (definite lengths only, which is what Pagefind writes). */
export function readItem(bytes: Buffer, offset: number): Item {
  const initial = bytes[offset];
  if (initial === undefined) throw new Error(`search index: CBOR ends early at byte ${offset}`);
  const major = initial >> 5;
  const info = initial & 0x1f;
  // The argument's size by the head's low bits; Pagefind's files need no 8-byte ones.
  const size = info < 24 ? 0 : ({24: 1, 25: 2, 26: 4} as Record<number, number>)[info];
  if (size === undefined) throw new Error(`search index: unexpected CBOR item 0x${initial.toString(16)} at byte ${offset}`);
  if (offset + 1 + size > bytes.length) throw new Error(`search index: CBOR ends early at byte ${bytes.length}`);
  const length = size === 0 ? info : bytes.readUIntBE(offset + 1, size);
  let cursor = offset + 1 + size;

  switch (major) {
    case 0:
    case 1:
    case 7:
      return {start: offset, end: cursor, major, length};
    case 2:
    case 3:
      if (cursor + length > bytes.length) throw new Error(`search index: CBOR ends early at byte ${bytes.length}`);
      return {start: offset, end: cursor + length, major, length, text: major === 3 ? bytes.toString('utf8', cursor, cursor + length) : undefined};
    case 4: {
      const items: Item[] = [];
      for (let index = 0; index < length; index++) {
        const item = readItem(bytes, cursor);
        items.push(item);
        cursor = item.end;
      }
      return {start: offset, end: cursor, major, length, items};
    }
    default:
      throw new Error(`search index: unexpected CBOR major type ${major} at byte ${offset}`);
  }
}

/** The CBOR head of an array (major 4) or text (major 3) of `length`. */
function head(major: 3 | 4, length: number): Buffer {
  const type = major << 5;
  if (length < 24) return Buffer.from([type | length]);
  if (length < 0x100) return Buffer.from([type | 24, length]);
  if (length < 0x10000) return Buffer.from([type | 25, length >> 8, length & 0xff]);
  const bytes = Buffer.alloc(5);
  bytes[0] = type | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}

const cborText = (text: string): Buffer => Buffer.concat([head(3, Buffer.byteLength(text)), Buffer.from(text)]);
const cborArray = (items: Buffer[]): Buffer => Buffer.concat([head(4, items.length), ...items]);

/** A Pagefind data file's CBOR, without its gzip and signature. */
export function decodeFile(file: Buffer, name: string): Buffer {
  const bytes = file.subarray(0, signature.length).equals(signature) ? file : gunzipSync(file);
  if (!bytes.subarray(0, signature.length).equals(signature)) throw new Error(`search index: ${name} is not a Pagefind data file`);
  return bytes.subarray(signature.length);
}

const encodeFile = (cbor: Buffer): Buffer => gzipSync(Buffer.concat([signature, cbor]), {level: 9});

/** One word of the index: its text and its encoded entry (the word, the pages it is on, where). */
export interface IndexWord {
  word: string;
  bytes: Buffer;
}

/** The words of one index chunk file, in its order. */
export function wordsOfChunk(cbor: Buffer, name: string): IndexWord[] {
  const root = readItem(cbor, 0);
  const words = root.items?.[0];
  if (root.major !== 4 || words?.major !== 4) throw new Error(`search index: ${name} has no word list`);
  return words.items!.map((entry) => {
    const word = entry.items?.[0]?.text;
    if (word === undefined) throw new Error(`search index: ${name} has a word entry without its word at byte ${entry.start}`);
    return {word, bytes: cbor.subarray(entry.start, entry.end)};
  });
}

const commonPrefix = (a: string, b: string): number => {
  const left = [...a];
  const right = [...b];
  let length = 0;
  while (length < left.length && left[length] === right[length]) length++;
  return length;
};

export interface Chunk {
  /** The lowest and highest word this chunk answers for, as Pagefind's engine compares them (by UTF-8 bytes). */
  from: string;
  to: string;
  words: IndexWord[];
}

/**
 * Sorted words into chunks of about `targetBytes` of CBOR. A chunk closes at
 * the first gap between two words sharing at most two letters once it holds
 * `targetBytes`, so that the words sharing three letters stay together.
 */
export function chunkWords(words: IndexWord[], targetBytes: number): Chunk[] {
  const sorted = [...words].sort((a, b) => Buffer.compare(Buffer.from(a.word), Buffer.from(b.word)));
  const chunks: Chunk[] = [];
  let current: IndexWord[] = [];
  let size = 0;
  sorted.forEach((word, index) => {
    current.push(word);
    size += word.bytes.length;
    const next = sorted[index + 1];
    // Never between a word and a longer one it starts (us | user).
    const shared = next ? commonPrefix(word.word, next.word) : 0;
    if (next && size >= targetBytes && shared <= 2 && shared < [...word.word].length) {
      chunks.push({from: '', to: '', words: current});
      current = [];
      size = 0;
    }
  });
  if (current.length > 0) chunks.push({from: '', to: '', words: current});

  // Ranges without gaps: a chunk answers for every word up to the letters its
  // last word shares with the next chunk's first word, plus one, and anything
  // after them; the next chunk for the words after that.
  chunks.forEach((chunk, index) => {
    const next = chunks[index + 1];
    if (!next) {
      chunk.to = afterEverything;
      return;
    }
    const last = chunk.words.at(-1)!.word;
    chunk.to = [...last].slice(0, commonPrefix(last, next.words[0].word) + 1).join('') + afterEverything;
    next.from = chunk.to;
  });
  return chunks;
}

/** The chunk Pagefind's engine loads for a query word: the first whose range holds it. */
export function chunkFor(chunks: Chunk[], word: string): Chunk | undefined {
  const term = Buffer.from(word);
  return chunks.find((chunk) => Buffer.compare(term, Buffer.from(chunk.from)) >= 0 && Buffer.compare(term, Buffer.from(chunk.to)) <= 0);
}

const hashOf = (bytes: Buffer, length: number): string => createHash('sha256').update(bytes).digest('hex').slice(0, length);

/** The index of the one language of a Pagefind bundle, as its files say. */
export interface PagefindIndex {
  entryFile: string;
  entry: {languages: Record<string, {hash: string}>};
  language: string;
  metaFile: string;
  /** The metadata's CBOR: [version, pages, index chunks [[from, to, hash], …], …]. */
  meta: Buffer;
  metaItems: Item[];
  /** The index chunks in the metadata's order, with their words. */
  chunks: Array<Chunk & {hash: string; file: string}>;
}

export function readPagefindIndex(pagefindDir: string): PagefindIndex {
  const entryFile = path.join(pagefindDir, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as PagefindIndex['entry'];
  const languages = Object.keys(entry.languages);
  if (languages.length !== 1) throw new Error(`search index: expected one language in ${entryFile}, found ${languages.join(', ') || 'none'}`);
  const [language] = languages;
  const metaName = `pagefind.${entry.languages[language].hash}.pf_meta`;
  const metaFile = path.join(pagefindDir, metaName);
  if (!existsSync(metaFile)) throw new Error(`search index: ${metaFile}, named in pagefind-entry.json, does not exist`);

  const meta = decodeFile(readFileSync(metaFile), metaName);
  const root = readItem(meta, 0);
  const ranges = root.items?.[2];
  if (root.major !== 4 || ranges?.major !== 4 || !ranges.items!.every((range) => range.items?.length === 3 && range.items.every((part) => part.text !== undefined))) {
    throw new Error(`search index: ${metaName} does not have Pagefind 1.x's layout ([version, pages, [[from, to, hash]], …])`);
  }
  const chunks = ranges.items!.map((range) => {
    const [from, to, hash] = range.items!.map((part) => part.text!);
    const file = path.join(pagefindDir, 'index', `${hash}.pf_index`);
    if (!existsSync(file)) throw new Error(`search index: ${file}, named in ${metaName}, does not exist`);
    return {from, to, hash, file, words: wordsOfChunk(decodeFile(readFileSync(file), path.basename(file)), path.basename(file))};
  });
  return {entryFile, entry, language, metaFile, meta, metaItems: root.items!, chunks};
}

export interface RechunkSummary {
  before: number;
  after: number;
  largestBytes: number;
}

/**
 * Rewrites the index of the one language in `pagefindDir` into chunks of
 * about `targetBytes` of CBOR, with new metadata and a new entry file.
 */
export function rechunkIndex(pagefindDir: string, targetBytes: number): RechunkSummary {
  const index = readPagefindIndex(pagefindDir);
  const chunks = chunkWords(index.chunks.flatMap((chunk) => chunk.words), targetBytes);

  const indexDir = path.join(pagefindDir, 'index');
  for (const file of readdirSync(indexDir)) rmSync(path.join(indexDir, file));
  const ranges: Buffer[] = [];
  let largestBytes = 0;
  for (const chunk of chunks) {
    // The same layout as Pagefind's: [[word entry, …]].
    const file = encodeFile(cborArray([cborArray(chunk.words.map((word) => word.bytes))]));
    const hash = `${index.language}_${hashOf(file, 7)}`;
    writeFileSync(path.join(indexDir, `${hash}.pf_index`), file);
    largestBytes = Math.max(largestBytes, file.length);
    ranges.push(cborArray([cborText(chunk.from), cborText(chunk.to), cborText(hash)]));
  }

  const meta = encodeFile(cborArray(index.metaItems.map((item, position) => (position === 2 ? cborArray(ranges) : index.meta.subarray(item.start, item.end)))));
  const metaHash = `${index.language}_${hashOf(meta, 10)}`;
  rmSync(index.metaFile);
  writeFileSync(path.join(pagefindDir, `pagefind.${metaHash}.pf_meta`), meta);
  index.entry.languages[index.language].hash = metaHash;
  writeFileSync(index.entryFile, JSON.stringify(index.entry));
  return {before: index.chunks.length, after: chunks.length, largestBytes};
}
