/**
 * Every Power Query M block on the hand-written pages parses with Microsoft's
 * own parser, and every web request in them is written the one way the Power BI
 * service can refresh on a schedule: a fixed base URL, with the path in
 * RelativePath and the parameters in Query, never a URL glued together from text.
 */
import {describe, expect, it} from 'vitest';
import {DefaultSettings, TaskUtils} from '@microsoft/powerquery-parser';
import {allBlocks, spec, where} from './guides-blocks';
import {operations, responseSchema, property} from './guides-spec-walk';

const mBlocks = allBlocks().filter((b) => b.lang === 'powerquery');

/** The text of each `Web.Contents(...)` call, brackets balanced. */
function webContentsCalls(code: string): string[] {
  const calls: string[] = [];
  for (const match of code.matchAll(/Web\.Contents\s*\(/g)) {
    let depth = 0;
    let i = match.index!;
    for (; i < code.length; i++) {
      if (code[i] === '(') depth++;
      if (code[i] === ')' && --depth === 0) break;
    }
    calls.push(code.slice(match.index!, i + 1));
  }
  return calls;
}

/** M source without comments (but with "//" inside text kept), so that a comment cannot satisfy or fail a check. */
function withoutComments(code: string): string {
  let out = '';
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '"') {
      const end = /^"(?:[^"]|"")*"/.exec(code.slice(i))?.[0] ?? code.slice(i);
      out += end;
      i += end.length - 1;
    } else if (code.startsWith('//', i)) {
      while (i < code.length && code[i] !== '\n') i++;
      out += '\n';
    } else if (code.startsWith('/*', i)) {
      const close = code.indexOf('*/', i + 2);
      i = close < 0 ? code.length : close + 1;
    } else {
      out += code[i];
    }
  }
  return out;
}

describe('Power Query M examples', () => {
  it('there are some, and the Power BI guide has them', () => {
    expect(mBlocks.length).toBeGreaterThan(0);
    expect(mBlocks.some((b) => b.file === 'docs/power-bi.mdx')).toBe(true);
  });

  it('every powerquery block parses with @microsoft/powerquery-parser', async () => {
    const failures: string[] = [];
    for (const block of mBlocks) {
      const task = await TaskUtils.tryLexParse(DefaultSettings, block.code);
      if (!TaskUtils.isOk(task)) failures.push(`${where(block)}: ${(task as any).error?.message ?? 'does not parse'}`);
    }
    expect(failures.join('\n')).toBe('');
    console.log(`guides: ${mBlocks.length} Power Query M blocks parsed`);
  });

  it('every web request uses Web.Contents(base, [RelativePath = ..., Query = [...]]) with a fixed base', () => {
    const failures: string[] = [];
    for (const block of mBlocks) {
      const code = withoutComments(block.code);
      const calls = webContentsCalls(code);
      if (calls.length === 0) failures.push(`${where(block)}: no Web.Contents call`);
      for (const call of calls) {
        if (!/RelativePath\s*=/.test(call)) failures.push(`${where(block)}: ${call} has no RelativePath`);
        if (!/Query\s*=/.test(call)) failures.push(`${where(block)}: ${call} has no Query`);
        // The base is a name bound to a text literal holding a URL without a path or query.
        const base = /Web\.Contents\s*\(\s*([A-Za-z_][\w.]*)/.exec(call)?.[1];
        const literal = base && new RegExp(`\\b${base}\\s*=\\s*"([^"]*)"`).exec(code)?.[1];
        if (!literal) failures.push(`${where(block)}: the base URL of ${call} is not a name bound to fixed text`);
        else if (!/^https:\/\/[^/?#]+\/?$/.test(literal)) failures.push(`${where(block)}: base URL "${literal}" should be the host alone`);
      }
    }
    expect(failures.join('\n')).toBe('');
  });

  it('no query string is built from text (no "?...=" literals, no & next to one)', () => {
    const failures: string[] = [];
    for (const block of mBlocks) {
      const code = withoutComments(block.code);
      for (const literal of code.match(/"(?:[^"]|"")*"/g) ?? []) {
        if (/\?|&\w+=|^\w+=$/.test(literal.slice(1, -1))) {
          failures.push(`${where(block)}: the text ${literal} looks like part of a query string`);
        }
      }
      if (/&\s*"[?&]|"[^"]*[?&=]"\s*&/.test(code)) failures.push(`${where(block)}: a URL is concatenated with &`);
      if (/Uri\.BuildQueryString|Uri\.Combine/.test(code)) failures.push(`${where(block)}: builds a URL itself instead of using Query`);
    }
    expect(failures.join('\n')).toBe('');
  });

  it('the Power BI queries follow the cursor until it is null and keep that last page', () => {
    for (const block of mBlocks.filter((b) => b.file === 'docs/power-bi.mdx')) {
      const code = withoutComments(block.code);
      // List.Generate emits the current page before computing the next: the
      // next-function returns null (which ends the list) only after a page whose cursor is null.
      expect(code, where(block)).toMatch(/List\.Generate\(/);
      expect(code, where(block)).toMatch(/\(\)\s*=>\s*GetPage\(null\)/);
      expect(code, where(block)).toMatch(/\(page\)\s*=>\s*page\s*<>\s*null/);
      expect(code, where(block)).toMatch(/if next = null then null else GetPage\(next\)/);
      expect(code, where(block)).toMatch(/Record\.FieldOrDefault\(page, "cursor", null\)/);
      // Typed columns, and missing fields become null instead of failing the refresh.
      expect(code, where(block)).toMatch(/MissingField\.UseNull/);
      expect(code, where(block)).toMatch(/Table\.TransformColumnTypes\(/);
    }
  });

  it('every query reads a list operation of the spec that is not deprecated', () => {
    const failures: string[] = [];
    for (const block of mBlocks) {
      const endpoint = /\bEndpoint\s*=\s*"rest\/v1(\/[^"]+)"/.exec(block.code)?.[1];
      // A literal path (/users/overall_wellbeing) wins over a template that also matches it (/users/{user_id}).
      const gets = operations.filter((o) => o.method === 'GET');
      const op = endpoint && (gets.find((o) => o.path === endpoint) ??
        gets.find((o) => new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(endpoint)));
      if (!op) failures.push(`${where(block)}: Endpoint ${endpoint} is not an operation of the spec`);
      else if (op.op.deprecated) failures.push(`${where(block)}: ${op.pageId} is deprecated`);
      else if (!property(responseSchema(op.op, '200'), 'cursor')) failures.push(`${where(block)}: ${op.pageId} is not a paged list`);
    }
    expect(failures.join('\n')).toBe('');
  });

  it('the Power BI guide loads overall wellbeing, with exactly the fields of UserOverallWellbeing', () => {
    const block = mBlocks.find((b) => b.file === 'docs/power-bi.mdx' && /Endpoint = "rest\/v1\/users\/overall_wellbeing"/.test(b.code));
    expect(block, 'a powerquery block with Endpoint = "rest/v1/users/overall_wellbeing"').toBeDefined();
    const columns = [...block!.code.matchAll(/\{"(\w+)", (?:type \w+|Int64\.Type)\}/g)].map((m) => m[1]);
    expect(columns.sort()).toEqual(Object.keys(spec.components.schemas.UserOverallWellbeing.properties).sort());
    // `latest_response` is a date (format: date), not a timestamp.
    expect(block!.code).toMatch(/\{"latest_response", type date\}/);
  });
});
