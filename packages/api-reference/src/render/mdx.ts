// Small helpers for writing MDX safely from spec text.
import {safeUrl} from '../model/safe-url';
import {byText} from '../text/by-text';

/**
 * A string that MDX reads as written between the quotes of a JSX attribute:
 * nothing it decodes (`&`), nothing that ends or breaks the value.
 */
const plainAttribute = /^[^"&{}<>\\\r\n]*$/;

/**
 * A JSX attribute whose value is any JSON-serialisable value. A plain string
 * is written as a string (`anchor="param-id"`), not an expression: MDX parses
 * each expression with acorn, and a large API's pages have tens of thousands
 * of attributes (compiling GitHub's pages took about 30% less CPU).
 */
export function attr(name: string, value: unknown): string {
  if (value === undefined || value === false) return '';
  if (value === true) return ` ${name}`;
  if (typeof value === 'string' && plainAttribute.test(value)) return ` ${name}="${value}"`;
  return ` ${name}={${JSON.stringify(value)}}`;
}

/**
 * Spec descriptions are CommonMark, and MDX reads more of their characters
 * as code: `{` and `}` open JavaScript, `<` a JSX tag (so raw HTML must be
 * whole and balanced, which a description's often is not), `import` and
 * `export` at the start of a line a module, and a fence left open swallows
 * the page's closing tags after it. The text is written so that MDX reads it
 * as CommonMark reads it, and can never break the page around it:
 * - outside code, `{`, `}` and `<` are escaped (raw HTML shows as the text it
 *   is), and an autolink (`<https://…>`) becomes a link;
 * - code spans are matched as CommonMark matches backtick runs, and a run
 *   left unmatched is a backtick character;
 * - a fence left open is closed at the end of the description.
 */
export function markdownText(text: string | undefined): string {
  // A description that is not text (an invalid spec's `description: []`) shows nothing.
  if (!text || typeof text !== 'string') return '';
  return writtenText(text);
}

/** Once per text: a spec's descriptions repeat (a field's in every schema that has it), and the live preview writes them all again after each edit. */
const writtenText = byText(writeMarkdownText);

function writeMarkdownText(text: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  let prose: string[] = [];
  const flush = () => {
    if (prose.length) out.push(proseText(prose.join('\n')));
    prose = [];
  };
  // CommonMark's line endings are \n, \r\n and \r; a fence line read with its \r was prose (azure.com/sql-*.json's).
  for (const line of text.split(/\r\n?|\n/)) {
    const marker = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      out.push(line);
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && !marker[2].trim()) fence = undefined;
    } else if (marker && !(marker[1][0] === '`' && marker[2].includes('`'))) {
      flush();
      fence = marker[1];
      out.push(line);
    } else {
      prose.push(line);
    }
  }
  flush();
  if (fence) out.push(fence);
  return out.join('\n').trim();
}

/** Escapes what MDX would read as code in Markdown prose, outside its code spans. */
function proseText(text: string): string {
  // Code spans end at a blank line, as a paragraph does.
  return text
    .split(/(\n[ \t]*\n)/)
    .map((paragraph, index) => (index % 2 === 1 ? paragraph : codeSpans(paragraph)))
    .join('');
}

/** A paragraph with its code spans kept and the rest escaped: a run of N backticks closes at the next run of exactly N. */
function codeSpans(paragraph: string): string {
  const runs = [...paragraph.matchAll(/`+/g)];
  // For each run, the next run of the same length (linear: a 4 MB description of code spans took 37 s to scan pair by pair).
  const next: number[] = new Array(runs.length).fill(-1);
  const lastOfLength = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    next[i] = lastOfLength.get(runs[i][0].length) ?? -1;
    lastOfLength.set(runs[i][0].length, i);
  }
  let result = '';
  let cursor = 0;
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i];
    if (open.index < cursor || (open.index > 0 && paragraph[open.index - 1] === '\\' && !/\\\\$/.test(paragraph.slice(Math.max(0, open.index - 2), open.index)))) continue;
    if (next[i] < 0) continue;
    const close = runs[next[i]];
    // A code span's line endings are spaces (CommonMark): on one line, MDX cannot read a `{` that starts the next
    // as an expression in a list's lazy line (zuora.com.json: "`tiers[{…},\n{tier:2,…}]`").
    result += escapeProse(paragraph.slice(cursor, open.index)) + paragraph.slice(open.index, close.index + close[0].length).replace(/\r?\n[ \t]*/g, ' ');
    cursor = close.index + close[0].length;
    i = next[i];
  }
  return result + escapeProse(paragraph.slice(cursor));
}

/** Prose without code: `{`, `}`, `<` escaped (unless a backslash escapes them already), unmatched backticks and line-initial import/export made text. */
function escapeProse(text: string): string {
  return inAutolinks(
    text
      .replace(/<((?:https?|mailto):[^\s<>]*)>/g, (_match, url: string) => `[${url}](${url})`)
      .replace(/(\\*)([{}<])/g, (_match, slashes: string, char: string) => (slashes.length % 2 === 1 ? `${slashes}${char}` : `${slashes}\\${char}`))
      .replace(/\\?`/g, '&#96;')
      .replace(/^([ \t]*)(import|export)\b/gm, (_match, space: string, word: string) => `${space}&#${word.charCodeAt(0)};${word.slice(1)}`),
  );
}

/**
 * A `\<` right after a bare URL, as `&lt;`: GFM's autolink literal takes
 * everything up to a space or a `<`, the backslash too, so the `<` after it was
 * JSX again (Stripe's `<a href="https://…">\<strong>` failed the build).
 */
function inAutolinks(text: string): string {
  const escaped = /((?:https?:\/\/|www\.)[^\s<]*?)\\</g;
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(escaped, '$1&lt;');
  }
  return text;
}

/**
 * A value of the spec (a media type, a link's expression) as a code span,
 * whatever backticks it holds: a run of backticks longer than any inside it
 * (CommonMark). Braces and `<` in a code span are text, in MDX too.
 */
export function codeSpan(value: unknown): string {
  const text = String(value).replace(/\s*\n\s*/g, ' ');
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  const pad = longest > 0 ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/**
 * A Markdown link to a URL of the spec (`info.contact.url`, `externalDocs.url`,
 * an example's `externalValue`): its text as plain text (a `{` or `]` in it is
 * text, not an MDX expression or the link's end), its address written whole between `<` and `>`
 * (spaces, parentheses and brackets cannot end it). A URL whose scheme is not
 * allowed (safeUrl) is shown as text, and so is a link without an address.
 */
export function markdownLink(text: string, url: unknown): string {
  const href = safeUrl(url);
  if (href === undefined || href.trim() === '') return literalText(text);
  const destination = href.trim().replace(/[<>\\\s]/g, (char) => encodeURIComponent(char));
  return `[${literalText(text)}](<${destination}>)`;
}

/**
 * A string of the spec that is not Markdown (a name, a URL shown as itself) as
 * MDX text: every ASCII punctuation character backslash-escaped, so none of it
 * is a link, an emphasis, a tag or an expression; line breaks become spaces.
 */
export function literalText(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/[!-/:-@[-`{-~]/g, (char) => `\\${char}`);
}

/**
 * The stand-in for a backslash in front matter: Docusaurus's MDX loader writes
 * the front matter into the page's JavaScript with stringify-object, which
 * escapes a quote but not a backslash, so a title ending in a backslash left
 * its string open (the build failed) and one holding two backslashes and a
 * quote closed it: the rest of the title ran as code, at build time and in
 * the reader's browser. A
 * fullwidth reverse solidus reads as a backslash and is no escape.
 */
export const frontMatterBackslash = '\uFF3C';

/**
 * Text that Docusaurus writes into a page's <script> elements: a page's
 * breadcrumbs (its sidebar label and its category's) go into a JSON-LD block
 * as they are, so a `</script>` in a summary ended the block and the
 * `<script>` after it ran (with the build's own hash in its policy, since the
 * hashes are read from the built HTML). A zero-width non-joiner after a `<`
 * that starts `</` or `<!` leaves the text as it reads and the element whole.
 */
export function inertInScript(text: string): string {
  return text.replace(/<(?=[/!])/g, '<\u200C');
}

/**
 * A page's title as its h1: Docusaurus writes the first heading's text into the
 * page's JavaScript as it writes the front matter, so its backslashes are the
 * same stand-in (frontMatterBackslash).
 */
export function titleHeading(title: string): string {
  return `# ${markdownText(inertInScript(title.replace(/\\/g, frontMatterBackslash)))}`;
}

/** YAML front matter; JSON strings are valid YAML scalars. Its text goes into the page's scripts: see frontMatterBackslash and inertInScript. */
export function frontMatter(fields: Record<string, string | number | boolean | null | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(typeof value === 'string' ? inertInScript(value.replace(/\\/g, frontMatterBackslash)) : value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** The first sentence of a description as plain text, for meta descriptions and llms.txt. */
export function firstLine(text: string | undefined): string {
  const paragraph = (typeof text === 'string' ? text : '').split(/\n\s*\n/).find((candidate) => candidate.trim() && !candidate.startsWith('#')) ?? '';
  const plain = paragraph.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();
  return /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
}

/**
 * A fenced code block whose fence is longer than any run of its character
 * inside. Backticks, unless the meta has one (a title quoting a pattern with
 * `` ` ``, amazonaws.com/elasticfilesystem.json): CommonMark ends a backtick
 * fence's info string there, and the block was no block; a tilde fence's may
 * hold any.
 */
export function fence(language: string, code: string, meta = ''): string {
  code ??= ''; // An example whose value is missing (JSON.stringify(undefined)): an empty block, not a crash.
  const mark = meta.includes('`') ? '~' : '`';
  const longest = Math.max(2, ...(code.match(mark === '`' ? /`+/g : /~+/g) ?? []).map((run) => run.length));
  const ticks = mark.repeat(longest + 1);
  return `${ticks}${language}${meta ? ` ${meta}` : ''}\n${code.replace(/\n$/, '')}\n${ticks}`;
}
