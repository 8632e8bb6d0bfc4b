// What a reader types, turned into what the index holds. Pure functions,
// shared by the search box, the results page and their tests. What a site
// calls things (its readers' words, its product's name, its spelling) is the
// site's vocabulary, a setting of its search plugin (packages/api-reference/src/search/build):
// a reference site of another provider's spec has none of the Komodo site's.

/**
 * A site's words, as its search settings give them. Regular expressions are
 * written as their source, since the settings travel to the browser as JSON.
 */
export interface QueryVocabulary {
  /** Phrases readers type and what the site calls them, applied in order: `['\\b(?:tutor|form) groups?\\b', 'group']`. */
  phrases?: [pattern: string, replacement: string][];
  /** Single words readers type and the site's word for each: `pupil` → `user`. */
  words?: Record<string, string>;
  /** Words on every page of the site (its product's name): left out of a query that has other words. */
  everywhere?: string[];
  /** The site is written in British English: US spellings are searched as British ones. */
  british?: boolean;
}

/** Words whose US and British forms differ other than by -ize/-ise. */
const spellings: Record<string, string> = {
  behavior: 'behaviour',
  color: 'colour',
  enroll: 'enrol',
  enrollment: 'enrolment',
  license: 'licence',
};

/** US -ize, -ization, -yze forms to the British -ise, -isation, -yse (organization → organisation). */
function british(word: string): string {
  if (spellings[word]) return spellings[word];
  // Three letters or more before "iz" leaves size, prize and seize alone.
  return word.replace(/^(\w{3,})iz(e|es|ed|er|ers|ing|ation|ations)$/, '$1is$2').replace(/^(\w{2,})yz(e|es|ed|ing)$/, '$1ys$2');
}

/**
 * Words every page of an API's documentation has: in a query with other
 * words, they would only keep out the section that answers it ("api
 * credentials" is answered by "Get credentials"). "API key" stays.
 */
const everywhere = (names: string[] = []): RegExp => new RegExp(`\\b(?:api(?!\\s+keys?\\b)${names.map((name) => `|${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('')})\\b`, 'g');

/** An HTTP status and its reason phrase ("404 Not Found"); the phrase adds nothing the status does not say. */
const statusPhrase = /\b([1-5]\d\d) (?:bad request|unauthori[sz]ed|forbidden|not found|internal server error|bad gateway|service unavailable|gateway timeout|too many requests|ok|created|no content)\b/g;

/** Words of a question that say nothing about its subject: "how do I get the next page" asks about "next page". */
const questionWords = new Set(['how', 'do', 'does', 'did', 'i', 'can', 'could', 'what', 'whats', "what's", 'which', 'where', 'why', 'when', 'my', 'me', 'we', 'our', 'you', 'should', 'is', 'are', 'was', 'the', 'a', 'an', 'to', 'of', 'for', 'in', 'it', 'this', 'that', 'there', 'with', 'get']);

/**
 * The query as the index knows it: lower case, without the punctuation of
 * paths ("/users/{user_id}" → "users user_id"), and in the site's vocabulary
 * (its readers' words become its own, its spelling). A question keeps only
 * the words of its subject.
 */
export function normaliseQuery(query: string, vocabulary: QueryVocabulary = {}): string {
  let text = query
    .toLowerCase()
    // A path with its method ("GET /users"): the path names the operation.
    .replace(/^\s*(?:get|post|put|patch|delete)\s+(?=\/)/, '')
    .replace(/[{}/?=&!,:;"]+|\.(?!\w)/g, ' ');
  for (const [phrase, replacement] of vocabulary.phrases ?? []) text = text.replace(new RegExp(phrase, 'g'), replacement);
  // "401 Unauthorized" as a terminal prints it: the status is what the pages explain.
  text = text.replace(statusPhrase, '$1');
  // "How long", "how many": the asking, not the subject.
  if (isQuestion(query)) text = text.replace(/\bhow (?:long|many|much|often)\b/g, ' ');
  const specific = text.replace(everywhere(vocabulary.everywhere), ' ');
  if (/[a-z0-9]/.test(specific)) text = specific;
  const words = text.split(/\s+/).filter(Boolean).map((word) => vocabulary.words?.[word] ?? word);
  // Only a question ("how do I get the next page"): "get your organisation" is an operation's name.
  const subject = isQuestion(query) ? words.filter((word) => !questionWords.has(word)) : listOf(words);
  const kept = subject.length ? subject : words;
  return (vocabulary.british ? kept.map(british) : kept).join(' ');
}

/** Whether the query is asked as a question: it is answered by a section that explains, not by a field. */
export function isQuestion(query: string): boolean {
  return /^(how|what|whats|what's|which|where|why|when|can|could|do|does|is|are|should)\b/i.test(query.trim());
}

/** "list of users", "show all groups": the subject, without the asking. */
function listOf(words: string[]): string[] {
  const at = words.findIndex((word) => !['list', 'show', 'find', 'of', 'the', 'all', 'every'].includes(word));
  return at > 0 && ['list', 'show', 'find'].includes(words[0]) ? words.slice(at) : words;
}

/** Whether a query word is one the spelling is checked for: four letters or more, and not a word of the site. */
export const unknownWord = (word: string, vocabulary: readonly string[]): boolean => word.length >= 4 && /^[a-z][a-z0-9_-]*$/.test(word) && !vocabulary.includes(word);

/**
 * The indexed words one edit away from a word the index lacks (a letter
 * dropped, added, changed or two swapped), in the vocabulary's order (the
 * indexer lists the words on most pages first); none for a known or short word.
 */
export function corrections(word: string, vocabulary: readonly string[]): string[] {
  if (!unknownWord(word, vocabulary)) return [];
  return vocabulary.filter((candidate) => Math.abs(candidate.length - word.length) <= 1 && oneEditApart(word, candidate));
}

/** The likeliest correction of a word the index lacks: the commonest word one edit away; undefined when there is none. */
export function correctWord(word: string, vocabulary: readonly string[]): string | undefined {
  return corrections(word, vocabulary)[0];
}

/**
 * The queries a misspelt one may have meant: each unknown word replaced by
 * each of its first `perWord` corrections, commonest first, at most `most`
 * queries; none when every word is known or has no correction.
 */
export function correctedQueries(query: string, vocabulary: readonly string[], perWord = 3, most = 6): string[] {
  const options = query.split(' ').map((word) => {
    const near = corrections(word, vocabulary).slice(0, perWord);
    return near.length > 0 ? near : [word];
  });
  if (options.every((near, index) => near[0] === query.split(' ')[index])) return [];
  const queries = options.reduce<string[]>((partial, near) => partial.flatMap((start) => near.map((word) => (start ? `${start} ${word}` : word))), ['']);
  return queries.slice(0, most);
}

/** Whether one insertion, deletion, substitution or swap of neighbours turns `a` into `b`. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    const differ = [...a].map((char, index) => (char === b[index] ? -1 : index)).filter((index) => index >= 0);
    if (differ.length === 1) return true;
    return differ.length === 2 && differ[1] === differ[0] + 1 && a[differ[0]] === b[differ[1]] && a[differ[1]] === b[differ[0]];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  let index = 0;
  while (index < short.length && short[index] === long[index]) index++;
  return short.slice(index) === long.slice(index + 1);
}

/** Words a title or heading need not contain to answer a query. */
const stopWords = new Set(['a', 'an', 'and', 'by', 'for', 'from', 'how', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'with']);

/** A word without its plural or possessive ending, for comparing titles with queries. */
const stem = (word: string): string => word.replace(/('s|s'|s)$/, '');

/** The words of a text in lower case (CamelCase split), split on anything but letters, digits, `_`, `'` and `-`. */
function rawWords(text: string): string[] {
  return text
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase().split(/[^\p{L}\p{N}_'-]+/u).filter((word) => word && !stopWords.has(word));
}

/** The words of a text, for matching: lower case, without stop words, plurals and possessives. */
export function wordsOf(text: string): string[] {
  return rawWords(text).map(stem);
}

/** How many of the (normalised) query's words `text` has, without stemming: "Get users" has both of "get users", "Get user" one. */
export function exactWords(text: string, query: string): number {
  const words = new Set(rawWords(text));
  return rawWords(query).filter((word) => words.has(word)).length;
}

/** Whether every word of the (normalised) query is a word of `text`, up to plurals and possessives. */
export function coversQuery(text: string, query: string): boolean {
  const words = new Set(wordsOf(text));
  const wanted = wordsOf(query);
  return wanted.length > 0 && wanted.every((word) => words.has(word));
}

/** Whether `text` has some word of the (normalised) query, up to plurals and possessives. */
export function namesQueryWord(text: string, query: string): boolean {
  const words = new Set(wordsOf(text));
  return wordsOf(query).some((word) => words.has(word));
}

/** Whether `text` says exactly the query, up to case and punctuation. */
export function equalsQuery(text: string, query: string): boolean {
  const words = rawWords(text);
  return words.length > 0 && words.join(' ') === rawWords(query).join(' ');
}
