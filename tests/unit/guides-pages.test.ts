/**
 * The hand-written pages as pages: the routes and ids the sidebar and the site
 * spec rely on, one h1 each, the Cube deprecation notice first on every Cube
 * page, links that land on pages and anchors that exist, and shell commands
 * that are valid bash and that the Prism harness can run as written.
 */
import {describe, expect, it} from 'vitest';
import {spawnSync} from 'node:child_process';
import {allBlocks, handWrittenPages, where} from './guides-blocks';
import {brokenLink, frontMatter, headingIds, prose} from './guides-docs';
import {operations} from './guides-spec-walk';

/** file → the id and route the sidebar (sidebars.ts) and the site spec expect. */
const expected: Record<string, {id: string; route: string}> = {
  'docs/introduction.mdx': {id: 'introduction', route: '/docs/'},
  'docs/getting-started.mdx': {id: 'getting-started', route: '/docs/getting-started'},
  'docs/dictionary.mdx': {id: 'dictionary', route: '/docs/dictionary'},
  'docs/api-changes.mdx': {id: 'api-changes', route: '/docs/api-changes'},
  'docs/power-bi.mdx': {id: 'power-bi', route: '/docs/power-bi'},
  'docs/cube/index.mdx': {id: 'cube/index', route: '/docs/cube/'},
  'docs/cube/auth.mdx': {id: 'cube/auth', route: '/docs/cube/auth'},
  'docs/cube/load.mdx': {id: 'cube/load', route: '/docs/cube/load'},
  'docs/cube/meta.mdx': {id: 'cube/meta', route: '/docs/cube/meta'},
  'docs/cube/troubleshooting.mdx': {id: 'cube/troubleshooting', route: '/docs/cube/troubleshooting'},
};

const pages = handWrittenPages().filter((p) => expected[p.file]);
const restPrefix = 'https://{region}.api.komodowellbeing.com/rest/v1';

describe('hand-written pages', () => {
  it('all ten exist', () => {
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
      // A page whose sections a component renders (API changes) has no Markdown heading at all.
      if (levels.length > 0) expect(levels[0], `${page.file}: first heading`).toBe(2);
      levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1], `${page.file}: heading ${i + 1}`).toBeLessThanOrEqual(1));
    }
  });

  it('every Cube page opens with the removal notice, naming REST operations of the spec', () => {
    const ids = new Set(operations.map((o) => o.pageId));
    for (const page of pages.filter((p) => p.file.startsWith('docs/cube/'))) {
      const body = prose(page).replace(/^import .*$/gm, '').trim();
      const notice = /^<CubeRemoval rest=\{\[([^\]]*)\]\} \/>/.exec(body);
      expect(notice, `${page.file}: does not open with <CubeRemoval rest={[...]} />`).not.toBeNull();
      const named = [...notice![1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
      expect(named.length, `${page.file}: the notice names no REST operation`).toBeGreaterThan(0);
      for (const id of named) expect(ids.has(id), `${page.file}: ${id} is not a REST page`).toBe(true);
      // Nothing on a page about a removed API may call it merely deprecated.
      expect(body, page.file).not.toMatch(/\bis deprecated\b/i);
    }
  });

  it('every link to another doc lands on a page and an anchor that exist', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      const text = prose(page);
      const targets = [...text.matchAll(/\]\((\/docs[^)\s]*)\)|(?:to|restLink)="(\/docs[^"]*)"/g)].map((m) => m[1] ?? m[2]);
      for (const target of targets) {
        checked++;
        const why = brokenLink(target);
        if (why) broken.push(`${page.file}: ${why}`);
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
