// What a reader types, turned into what the index holds. The site and the API
// are in British English and name things `check_in` or `check-in`; readers
// type US spellings and run words together. Pure functions, shared by the
// search box, the results page and their tests.

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
 * The query as the index knows it: lower case, British spellings, and
 * "checkin" / "check in" as "check-in". Paths keep their slashes out
 * ("/users/{user_id}" → "users user_id").
 */
export function normaliseQuery(query: string): string {
  const words = query
    .toLowerCase()
    .replace(/[{}/?=&]+/g, ' ')
    .replace(/\bcheck\s?ins?\b/g, (match) => (match.endsWith('s') ? 'check-ins' : 'check-in'))
    .split(/\s+/)
    .filter(Boolean);
  return words.map(british).join(' ');
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
