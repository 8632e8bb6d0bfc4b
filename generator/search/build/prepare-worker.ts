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

/** The words of a record's indexed text, as written (the index holds their stems), for correcting a misspelt query word. */
export function wordsOf(html: string): string[] {
  const text = html.slice(html.indexOf('data-pagefind-body')).replace(/<(script|style)\b[^]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ');
  return (text.toLowerCase().match(/[a-z][a-z_-]{3,}/g) ?? []).map((word) => word.replace(/-+$/, ''));
}

parentPort?.on('message', ({id, file, url, removed}: PrepareTask) => {
  try {
    const records = indexRecords(readFileSync(file, 'utf8'), {url, removed});
    parentPort!.postMessage({id, records, words: [...new Set(records.flatMap((record) => wordsOf(record.html)))]} satisfies PrepareAnswer);
  } catch (error) {
    parentPort!.postMessage({id, error: `${file}: ${error instanceof Error ? error.message : String(error)}`} satisfies PrepareAnswer);
  }
});
