/**
 * The hand-written pages as pages: the routes and ids the sidebar and the site
 * spec rely on, one h1 each, the Cube deprecation notice first on every Cube
 * page, links that land on pages and anchors that exist, and shell commands
 * that are valid bash and that the Prism harness can run as written.
 */
import {describe, expect, it} from 'vitest';
import {spawnSync} from 'node:child_process';
import {parse as parseYaml} from 'yaml';
import {allBlocks, codeBlocks, handWrittenPages, where, type Page} from './guides-blocks';
import {anchorsOf, operations} from './guides-spec-walk';
import type {SpecValue} from '../../scripts/spec/load-spec';

/** file → the id and route the sidebar (sidebars.ts) and the site spec expect. */
const expected: Record<string, {id: string; route: string}> = {
  'docs/introduction.mdx': {id: 'introduction', route: '/docs/'},
  'docs/getting-started.mdx': {id: 'getting-started', route: '/docs/getting-started'},
  'docs/dictionary.mdx': {id: 'dictionary', route: '/docs/dictionary'},
  'docs/power-bi.mdx': {id: 'power-bi', route: '/docs/power-bi'},
  'docs/cube/index.mdx': {id: 'cube/index', route: '/docs/cube/'},
  'docs/cube/auth.mdx': {id: 'cube/auth', route: '/docs/cube/auth'},
  'docs/cube/load.mdx': {id: 'cube/load', route: '/docs/cube/load'},
  'docs/cube/meta.mdx': {id: 'cube/meta', route: '/docs/cube/meta'},
  'docs/cube/troubleshooting.mdx': {id: 'cube/troubleshooting', route: '/docs/cube/troubleshooting'},
};

const pages = handWrittenPages().filter((p) => expected[p.file]);
const restPrefix = 'https://{region}.api.komodowellbeing.com/rest/v1';

function frontMatter(page: Page): Record<string, SpecValue> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(page.text);
  return match ? parseYaml(match[1]) : {};
}

/** Page text outside code blocks and front matter, for looking at headings and links. */
function prose(page: Page): string {
  const lines = page.text.replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1)).split('\n');
  for (const block of codeBlocks(page)) {
    const length = block.code.split('\n').length + 2;
    for (let i = block.line - 1; i < block.line - 1 + length; i++) lines[i] = '';
  }
  return lines.join('\n');
}

/** Heading ids of a page: explicit `\{#id\}` ones, or Docusaurus's slug of the text. */
function headingIds(page: Page): Set<string> {
  const ids = new Set<string>();
  for (const [, text] of prose(page).matchAll(/^#{2,6} (.+)$/gm)) {
    const explicit = /\\\{#([\w-]+)\\\}\s*$/.exec(text);
    ids.add(explicit ? explicit[1] : text.toLowerCase().replace(/`/g, '').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-'));
  }
  return ids;
}

const routeOf = (file: string) => expected[file].route;
const pageByRoute = new Map(pages.map((p) => [routeOf(p.file).replace(/\/$/, '') || '/docs', p]));

describe('hand-written pages', () => {
  it('all nine exist', () => {
    expect(pages.map((p) => p.file).sort()).toEqual(Object.keys(expected).sort());
  });

  it('have the ids, slugs and titles the sidebar and the routes rely on', () => {
    for (const page of pages) {
      const fm = frontMatter(page);
      const {id, route} = expected[page.file];
      if (!id.includes('/')) expect(fm.id, page.file).toBe(id);
      expect(`/docs${fm.slug === '/' ? '/' : fm.slug}`, page.file).toBe(route);
      expect(typeof fm.title === 'string' && fm.title.length > 0, `${page.file}: title`).toBe(true);
      expect(typeof fm.description === 'string' && fm.description.length > 0, `${page.file}: description`).toBe(true);
    }
  });

  it('have one h1 (the title) and no level skipped below it', () => {
    for (const page of pages) {
      const levels = [...prose(page).matchAll(/^(#{1,6}) /gm)].map((m) => m[1].length);
      expect(levels.filter((l) => l === 1), `${page.file}: a # heading in the body`).toEqual([]);
      expect(levels[0], `${page.file}: first heading`).toBe(2);
      levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1], `${page.file}: heading ${i + 1}`).toBeLessThanOrEqual(1));
    }
  });

  it('every Cube page opens with the deprecation notice and links its REST equivalent', () => {
    for (const page of pages.filter((p) => p.file.startsWith('docs/cube/'))) {
      const body = prose(page).replace(/^import .*$/gm, '').trim();
      expect(body, page.file).toMatch(/^<CubeDeprecation restLink="\/docs\/[^"]+" restLabel="[^"]+" \/>/);
    }
  });

  it('every link to another doc lands on a page and an anchor that exist', () => {
    const restIds = new Set(operations.map((o) => o.pageId));
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      const text = prose(page);
      const targets = [...text.matchAll(/\]\((\/docs[^)\s]*)\)|(?:to|restLink)="(\/docs[^"]*)"/g)].map((m) => m[1] ?? m[2]);
      for (const target of targets) {
        checked++;
        const [route, anchor] = target.split('#');
        const rest = /^\/docs\/rest\/v1\/([\w-]+)$/.exec(route);
        if (rest) {
          if (rest[1] === 'komodo-rest-api') continue;
          const op = operations.find((o) => o.pageId === rest[1]);
          if (!op || !restIds.has(rest[1])) broken.push(`${page.file}: ${target}: no such REST page`);
          else if (anchor && !anchorsOf(op).has(anchor)) broken.push(`${page.file}: ${target}: no such anchor`);
          continue;
        }
        const linked = pageByRoute.get(route.replace(/\/$/, '') || '/docs');
        if (!linked) broken.push(`${page.file}: ${target}: no such page`);
        else if (anchor && !headingIds(linked).has(anchor)) broken.push(`${page.file}: ${target}: no heading #${anchor}`);
      }
      for (const [, anchor] of text.matchAll(/\]\(#([\w-]+)\)/g)) {
        checked++;
        if (!headingIds(page).has(anchor)) broken.push(`${page.file}: #${anchor}: no such heading on the page`);
      }
    }
    expect(broken).toEqual([]);
    console.log(`guides: ${checked} links between docs checked`);
  });

  it('every code block names its language', () => {
    const bare = allBlocks().filter((b) => !b.lang).map(where);
    expect(bare).toEqual([]);
  });
});

describe('shell commands', () => {
  const bash = allBlocks().filter((b) => b.lang === 'bash');

  it('every bash block is valid bash', () => {
    const failures = bash.flatMap((b) => {
      const result = spawnSync('bash', ['-n'], {input: b.code});
      return result.status === 0 ? [] : [`${where(b)}: ${result.stderr.toString().trim()}`];
    });
    expect(failures).toEqual([]);
    console.log(`guides: ${bash.length} bash blocks checked for syntax`);
  });

  it('commands read credentials from the environment, never from literal text', () => {
    const failures: string[] = [];
    for (const b of bash) {
      for (const m of b.code.matchAll(/(?:-u|--user)\s+("[^"]*"|\S+)/g)) {
        if (m[1] !== '"$KOMODO_USERNAME:$KOMODO_PASSWORD"') failures.push(`${where(b)}: -u ${m[1]}`);
      }
      for (const m of b.code.matchAll(/-H\s+"(x-api-key|Authorization): ([^"]*)"/g)) {
        if (!/^(Bearer )?\$KOMODO_TOKEN$|^\$KOMODO_USERNAME:\$KOMODO_PASSWORD$/.test(m[2])) failures.push(`${where(b)}: ${m[1]}: ${m[2]}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('blocks that call REST v1 call nothing else, so the Prism harness can run them', () => {
    const mixed = bash
      .filter((b) => b.code.includes(restPrefix))
      .filter((b) => /https?:\/\/(?!\{region\}\.api\.komodowellbeing\.com\/rest\/v1)/.test(b.code) || b.code.includes('/cube/v1'))
      .map(where);
    expect(mixed).toEqual([]);
    console.log(`guides: ${bash.filter((b) => b.code.includes(restPrefix)).length} bash blocks call REST v1`);
  });

  it('REST paths in commands are operations of the spec', () => {
    const unknown: string[] = [];
    for (const b of bash) {
      for (const [, route] of b.code.matchAll(/\/rest\/v1(\/[\w/{}]+)/g)) {
        const pattern = (p: string) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        if (!operations.some((o) => pattern(o.path).test(route))) unknown.push(`${where(b)}: ${route}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
