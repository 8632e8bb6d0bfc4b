// A worker thread of the indexer (./indexer.ts): reads built pages and turns
// each into its search records (./prepare-html.ts), with the words of their
// text, while the main thread hands the records before to Pagefind. Bundled
// by esbuild into one script when the indexer starts.
import {readFileSync} from 'node:fs';
import {parentPort} from 'node:worker_threads';
import {indexRecords, type PageFacts} from './prepare-html';

export interface PrepareTask extends PageFacts {
  id: number;
  file: string;
}

export type PrepareAnswer = {id: number; records: {url: string; html: string}[]; words: string[]} | {id: number; error: string};

/**
 * The words of a record's indexed text, as written (the index holds their
 * stems), in lower case, for correcting a misspelt query word: each name and,
 * as Pagefind indexes them too, its parts (annual_revenue, annual, revenue;
 * sweepAmount, sweep, amount), of four letters or more.
 */
export function wordsOf(html: string): string[] {
  const body = html.indexOf('data-pagefind-body');
  const text = html.slice(html.indexOf('>', body) + 1).replace(/<(script|style)\b[^]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ');
  return (text.match(/[A-Za-z][A-Za-z0-9_-]*/g) ?? []).flatMap((name) => {
    const parts = name.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[\s_-]+/);
    return [name.replace(/-+$/, ''), ...(parts.length > 1 ? parts : [])].map((word) => word.toLowerCase()).filter((word) => word.length >= 4);
  });
}

parentPort?.on('message', ({id, file, url, removed}: PrepareTask) => {
  try {
    const records = indexRecords(readFileSync(file, 'utf8'), {url, removed});
    parentPort!.postMessage({id, records, words: [...new Set(records.flatMap((record) => wordsOf(record.html)))]} satisfies PrepareAnswer);
  } catch (error) {
    parentPort!.postMessage({id, error: `${file}: ${error instanceof Error ? error.message : String(error)}`} satisfies PrepareAnswer);
  }
});
