// The reader's side of search: loads Pagefind from the site itself on first
// use (nothing on page load), asks it for the normalised query, and shapes the
// answer into results that link to the best place on each page: the page for
// a query naming it, else the field, parameter or section that matches.
import {correctedQueries, coversQuery, equalsQuery, exactWords, isQuestion, namesQueryWord, normaliseQuery, wordsOf} from './query';
import type {SearchSettings} from '../settings';
import {ownFieldWeight} from '../weights';

/** The parts of Pagefind's JS API used here (pagefind.js of Pagefind 1.x). */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations: Array<{weight: number}>;
  /** The element the place is: a heading for a section; a field or parameter otherwise (prepare-html.ts titles those by their name). */
  anchor?: {element: string; id: string};
}
interface PagefindData {
  url: string;
  excerpt: string;
  /**
   * `title`: the page's, or the section's for a section of a guide, whose page
   * is then `page`; `body`: the name of the schema an operation's request body is.
   */
  meta: {title?: string; page?: string; endpoint?: string; status?: string; body?: string};
  sub_results: PagefindSubResult[];
}
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: Array<{id: string; score: number; data(): Promise<PagefindData>}>}>;
}

/** What a search found, and the query it searched when it corrected a misspelt word. */
export interface SearchAnswer {
  results: SearchResult[];
  /** The query searched instead of the one typed (normalised), a word the site lacks corrected: "account holder" for "acount holder". */
  corrected?: string;
}

export interface SearchResult {
  /** Page title, and the section, field or parameter when the link goes to one. */
  title: string;
  section?: string;
  url: string;
  /** Pagefind's excerpt: text with the matches in <mark>, everything else escaped. */
  excerpt: string;
  /** `Removed` (the Cube API) or `Deprecated`, for a page that is either. */
  status?: string;
}

/**
 * How the site's search asks Pagefind. The main thread is fine for an index
 * this size, and the worker would be one more script to download before the
 * first results. A word of a result's title (a section's heading, an
 * operation's summary) or path counts ten times a word of its text, twice
 * Pagefind's default for titles: a name or a section is what most queries ask for.
 */
export const pagefindOptions = {noWorker: true, excerptLength: 24, ranking: {metaWeights: {title: 10, endpoint: 10}}};

let loading: Promise<Pagefind> | undefined;

/** Loads Pagefind once; later calls share the same promise. */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    // Outside the bundle on purpose: the index and its loader are written
    // after the build, into <base>pagefind/.
    const pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
    await pagefind.options(pagefindOptions);
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The places on a record that have an anchor of their own: its fields, parameters and sections, not the record itself. */
const placesOn = (data: PagefindData): PagefindSubResult[] => data.sub_results.filter((sub) => sub.url.includes('#') && sub.url !== data.url);

/** A section of the page (its heading), rather than a field or a parameter. */
const isSection = (sub: PagefindSubResult) => !sub.anchor || /^h[1-6]$/i.test(sub.anchor.element);

/** Whether a place's name is the (one-word, normalised) query: `sweepAmount` for "sweepamount". */
const namedExactly = (sub: PagefindSubResult, query: string) => sub.title.toLowerCase() === query;

/** A place's name as typed, and with its underscores as spaces: "annual revenue" names annual_revenue, "mis_id" mis_id. */
const namesOf = (sub: PagefindSubResult): string[] => (sub.title.includes('_') ? [sub.title, sub.title.replace(/_/g, ' ')] : [sub.title]);

const weight = (sub: PagefindSubResult) => sub.weighted_locations.reduce((total, location) => total + location.weight, 0);

/**
 * The best place on the page for the query: the field, parameter or section
 * whose name has the query's words; undefined for the page itself, when its
 * title or path says the query or no place is named by it.
 */
function bestPlace(data: PagefindData, query: string): PagefindSubResult | undefined {
  const places = placesOn(data);
  // A field or parameter typed exactly ("transactionRuleId"), unless the title is the query.
  const exact = places.find((sub) => namedExactly(sub, query));
  const match = pageMatch(data, query);
  if (exact && match < 3) return exact;
  if (match >= 1) return undefined;
  const named = places.filter((sub) => namesOf(sub).some((name) => namesQueryWord(name, query)));
  const covering = named.filter((sub) => namesOf(sub).some((name) => coversQuery(name, query)));
  // Else the section with most of the matches; a field or parameter only when it is named.
  const sections = places.filter(isSection);
  const candidates = covering.length > 0 ? covering : named.length > 0 ? named : sections;
  // The place whose name has most of the query's words, then the most matches.
  const named_words = (sub: PagefindSubResult) => Math.max(...namesOf(sub).map((name) => exactWords(name, query)));
  return candidates.reduce<PagefindSubResult | undefined>(
    (best, sub) => (!best || named_words(sub) > named_words(best) || (named_words(sub) === named_words(best) && weight(sub) > weight(best)) ? sub : best),
    undefined,
  );
}

/** Whether the query names this path: "users overall wellbeing" and "/users/overall_wellbeing" both name /users/overall_wellbeing. */
const isEndpoint = (endpoint: string, query: string): boolean => equalsQuery(endpoint.replace(/_/g, ' '), query.replace(/_/g, ' '));

/** What an operation's summary names: "Get users" names users. */
const named = (title: string): string => title.replace(/^get\s+/i, '');

/**
 * How well the record answers the query by its names: 3 when its title or
 * path is the query (a little more for an operation, which a name asks for);
 * 1 and a little more for each exact word when its title covers the query;
 * 0.5 when a field, parameter or heading on it covers it (0.6 a heading, for
 * a question); else 0.
 */
function pageMatch(data: PagefindData, query: string, question = false): number {
  const title = data.meta.title ?? '';
  const operation = data.meta.endpoint !== undefined;
  if (operation && (equalsQuery(named(title), query) || isEndpoint(data.meta.endpoint!, query))) return 3.5;
  if (equalsQuery(title, query)) return 3;
  if (coversQuery(title, query)) return 1 + exactWords(title, query) / 10;
  // The path's words: "login" names /auth/login.
  if (operation && coversQuery(data.meta.endpoint!.replace(/[/_{}]+/g, ' '), query)) return 1;
  // A place named by the rest of the query: "wellbeing trend" is Get overall wellbeing › trend.
  const covering = placesOn(data).filter((sub) => namesOf(sub).some((name) => coversQuery(`${title} ${name}`, query)));
  // A question is answered by a section that explains, more than by a field of that name.
  if (question && covering.some(isSection)) return 0.6;
  return covering.length > 0 ? 0.5 : 0;
}

type Hit = {id: string; score: number; data(): Promise<PagefindData>};

/**
 * After the pages with every word of the query, the pages with some of them,
 * most words first: "401 unauthorized" finds the guide whose table says 401
 * and whose example (not indexed) says Unauthorized. The words' index chunks
 * are those the whole query loaded already.
 */
async function hitsForAnyWord(pagefind: Pagefind, query: string, found: Hit[]): Promise<Hit[]> {
  const words = query.split(' ');
  if (words.length < 2) return found;
  const perWord = await Promise.all(words.map(async (word) => (await pagefind.search(word)).results));
  const counts = new Map<string, {hit: Hit; count: number; score: number}>();
  for (const hits of perWord) {
    for (const hit of hits) {
      const key = hit.id;
      const entry = counts.get(key) ?? {hit, count: 0, score: 0};
      counts.set(key, {hit, count: entry.count + 1, score: entry.score + hit.score});
    }
  }
  const more = [...counts.values()].sort((a, b) => b.count - a.count || b.score - a.score).map((entry) => entry.hit);
  const seen = new Set(found.map((hit) => hit.id));
  return [...found, ...more.filter((hit) => !seen.has(hit.id))];
}

let vocabulary: Promise<string[]> | undefined;

/** Every word of the indexed text (written by the indexer beside Pagefind's files), loaded once; none if it cannot load. */
function loadVocabulary(baseUrl: string): Promise<string[]> {
  vocabulary ??= fetch(`${baseUrl}pagefind/words.json`).then(
    (response) => (response.ok ? (response.json() as Promise<string[]>) : []),
    () => [],
  );
  return vocabulary;
}

/**
 * The query as typed, or, when a word of it is not a word of the site, the
 * correction (each such word replaced by a word of the site one edit away)
 * whose best result matches it best. Pagefind would match "acount" to
 * "amount", which is as near; "account holder" is what the pages have.
 */
async function spelt(pagefind: Pagefind, known: readonly string[], query: string): Promise<{query: string; hits?: Hit[]}> {
  const alternatives = correctedQueries(query, known);
  if (alternatives.length === 0) return {query};
  const found = await Promise.all(alternatives.map(async (alternative) => ({query: alternative, hits: (await pagefind.search(alternative)).results})));
  // The commonest words first: of two corrections that match as well, the first.
  const best = found.reduce((most, next) => ((next.hits[0]?.score ?? 0) > (most.hits[0]?.score ?? 0) ? next : most));
  return best.hits.length > 0 ? best : {query};
}

/**
 * A field typed exactly (one word: "sweepAmount"): the operations whose request
 * sends it at its body's root first, each followed by its body's schema page
 * when that has the field too, then the rest as ranked.
 */
function fieldFirst<Entry extends {data: PagefindData}>(ranked: Entry[], query: string): Entry[] {
  if (query.includes(' ')) return ranked;
  const ownField = (entry: Entry) => placesOn(entry.data).some((sub) => namedExactly(sub, query) && weight(sub) >= ownFieldWeight);
  const senders = ranked.filter((entry) => entry.data.meta.endpoint !== undefined && ownField(entry));
  if (senders.length === 0) return ranked;
  const first: Entry[] = [];
  for (const sender of senders) {
    const schema = ranked.find((entry) => entry.data.meta.endpoint === undefined && entry.data.meta.title === sender.data.meta.body && ownField(entry));
    first.push(sender, ...(schema && !first.includes(schema) ? [schema] : []));
  }
  return [...first, ...ranked.filter((entry) => !first.includes(entry))];
}

/** A removed API's page comes after current content, unless the query asks for it (the site's settings say how). */
const demoted = (data: PagefindData, query: string, settings: SearchSettings) => data.meta.status === 'Removed' && !(settings.removed && new RegExp(settings.removed.asked).test(query));

/** How many of Pagefind's results the ranking reads, at least. */
const consideredResults = 10;

/** The first `limit` results for `query`, best first, with the site's search settings; `correct: false` searches a misspelt word as typed. */
export async function search(baseUrl: string, rawQuery: string, limit: number, settings: SearchSettings = {}, correct = true): Promise<SearchAnswer> {
  if (!normaliseQuery(rawQuery, settings.vocabulary)) return {results: []};
  // The site's words (about 4 KB) load beside the engine: a query that finds
  // little with a word the site lacks is searched with the word one edit away.
  const [pagefind, known] = await Promise.all([loadPagefind(baseUrl), correct ? loadVocabulary(baseUrl) : []]);
  return searchWith(pagefind, known, rawQuery, limit, settings);
}

/**
 * What `search` answers, given Pagefind loaded (with `pagefindOptions`) and
 * the site's words (`pagefind/words.json`; none to search a misspelt word as
 * typed). The browser's search and the query set's test (Pagefind in Node) both rank here.
 */
export async function searchWith(pagefind: Pagefind, known: readonly string[], rawQuery: string, limit: number, settings: SearchSettings = {}): Promise<SearchAnswer> {
  const typed = normaliseQuery(rawQuery, settings.vocabulary);
  if (!typed) return {results: []};
  const {query, hits: corrected} = await spelt(pagefind, known, typed);
  let hits = corrected ?? (await pagefind.search(query)).results;
  const whole = hits.length;
  if (hits.length < limit) hits = await hitsForAnyWord(pagefind, query, hits);
  // Pagefind ranks by the words of a record, not yet by its title (which is
  // in the record's fragment): the ranking below reads at least the first ten
  // records' fragments, about 0.5 KB each, to put "Get users" first for
  // "users", whatever other operations say "user" more often.
  const pages = await Promise.all(hits.slice(0, Math.max(limit, consideredResults)).map((hit) => hit.data()));
  // Pagefind ranks by the words on the page; a page whose title or path is
  // the query comes first, whatever else mentions those words more often;
  // the removed Cube API's pages come after current ones that have as many of
  // the query's words ("50,000 rows" is the Cube API's row limit).
  const ranked = pages
    .map((data, order) => ({data, order, whole: order < whole, match: pageMatch(data, query, isQuestion(rawQuery)), demoted: demoted(data, query, settings)}))
    // Found by its prose alone, an operation page comes after a guide's
    // section found the same way: several words ("cursor is null") ask what
    // a section explains.
    .map((entry) => ({...entry, prose: entry.match === 0 && entry.data.meta.endpoint !== undefined && wordsOf(query).length > 1}))
    .sort((a, b) => Number(b.whole) - Number(a.whole) || Number(a.demoted) - Number(b.demoted) || b.match - a.match || Number(a.prose) - Number(b.prose) || a.order - b.order);
  const results = fieldFirst(ranked, query)
    .slice(0, limit)
    .map(({data}) => {
      const place = bestPlace(data, query);
      const section = data.meta.page ? data.meta.title : undefined;
      return {
        title: data.meta.page ?? data.meta.title ?? data.url,
        section: section && place ? `${section} › ${place.title}` : (section ?? place?.title),
        url: place?.url ?? data.url,
        excerpt: place?.excerpt ?? data.excerpt,
        status: data.meta.status,
      };
    });
  return corrected ? {results, corrected: query} : {results};
}
