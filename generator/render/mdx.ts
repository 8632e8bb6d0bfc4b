// Small helpers for writing MDX safely from spec text.

/** A JSX attribute whose value is any JSON-serialisable value. */
export function attr(name: string, value: unknown): string {
  if (value === undefined || value === false) return '';
  if (value === true) return ` ${name}`;
  return ` ${name}={${JSON.stringify(value)}}`;
}

/**
 * Spec descriptions are Markdown. MDX would read `{`, `}` and `<` in them as
 * JavaScript or JSX, so they are escaped outside code spans and fences.
 */
export function markdownText(text: string | undefined): string {
  if (!text) return '';
  return text
    .split(/(```[\s\S]*?```|`[^`\n]*`)/g)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[{}<]/g, (char) => `\\${char}`)))
    .join('')
    .trim();
}

/** YAML front matter; JSON strings are valid YAML scalars. */
export function frontMatter(fields: Record<string, string | number | boolean | null | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** The first sentence of a description as plain text, for meta descriptions and llms.txt. */
export function firstLine(text: string | undefined): string {
  const paragraph = (text ?? '').split(/\n\s*\n/).find((candidate) => candidate.trim() && !candidate.startsWith('#')) ?? '';
  const plain = paragraph.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();
  return /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
}

/** A fenced code block whose fence is longer than any backtick run inside. */
export function fence(language: string, code: string, meta = ''): string {
  code ??= ''; // An example whose value is missing (JSON.stringify(undefined)): an empty block, not a crash.
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}${meta ? ` ${meta}` : ''}\n${code.replace(/\n$/, '')}\n${ticks}`;
}
