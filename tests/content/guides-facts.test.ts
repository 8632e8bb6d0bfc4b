/**
 * The guides against the changes Komodo published since the first edition
 * (../shared/api-facts.md): the API's new name, the 0 to 10 score, tiers and
 * GET /organisations/{org_id} deprecated, so that no guide, sample or Power BI
 * query depends on them, the Cube API removed, and login's own error bodies.
 * The hand-written pages, the home page and the typed data that pages render
 * are all read.
 */
import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {allBlocks, handWrittenPages, siteDir, where} from './guides-blocks';
import {prose} from './guides-docs';
import {pendingRemoval} from './spec-facts';
import type {SpecValue} from '../../packages/api-reference/src/load/load-spec';
import {artifactsFor, doc, model, renderOverview, renderPage, samplesOf, twinOf} from '../komodo-model';

const pages = handWrittenPages();
/** Source files whose text reaches readers: the home page, the components and data that guides render, the wrapped theme. */
const sources = ['src/pages', 'src/data', 'src/components', 'packages/api-reference/src/theme'].flatMap((dir) =>
  readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(tsx?|json)$/.test(f) && !f.startsWith('generated'))
    .map((f) => ({file: `${dir}/${f}`, text: readFileSync(path.join(siteDir, dir, f), 'utf8')})),
);
/** Paragraphs of prose, without headings and component tags (a heading names a section, it does not describe it). */
const paragraphs = (text: string) =>
  text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p && !/^(#|<)/.test(p));

describe('the guides follow the API as it is today', () => {
  it('nowhere says the normalised score runs from 1 to 10', () => {
    const wrong = [...pages, ...sources].filter((p) => /\b1 (to|-|–) ?10\b/.test(p.text)).map((p) => p.file);
    expect(wrong).toEqual([]);
  });

  it('no code sample or Power BI query uses a tier or GET /organisations/{org_id}', () => {
    const wrong = allBlocks()
      .filter((b) => /\btier(_\w+)?\b|\/organisations\//i.test(b.code))
      .map(where);
    expect(wrong).toEqual([]);
  });

  it('prose names tiers and GET /organisations/{org_id} only to say they are deprecated', () => {
    const wrong: string[] = [];
    for (const page of pages) {
      for (const paragraph of paragraphs(prose(page))) {
        if (/\btiers?\b|organisations\/\{org_id\}/i.test(paragraph) && !/deprecat/i.test(paragraph)) {
          wrong.push(`${page.file}: "${paragraph.slice(0, 100)}…"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the home page features neither tiers nor the Cube API as current', () => {
    const home = readFileSync(path.join(siteDir, 'src/pages/index.tsx'), 'utf8');
    expect(home).not.toMatch(/\btiers?\b/i);
    expect(home).not.toMatch(/Cube API \(deprecated\)|Cube API is deprecated/);
    expect(home).toMatch(/Komodo Customer API/);
    expect(home).toMatch(/apiChanges/); // "Recent changes" read from src/data/api-changes.ts
  });

  it('the home page says no more of the REST reference than every page of it has', () => {
    const home = readFileSync(path.join(siteDir, 'src/pages/index.tsx'), 'utf8');
    const fewest = Math.min(...model.operations.map((op) => samplesOf(op).length));
    const claimed = /samples in (\w+) languages/.exec(home)?.[1];
    if (claimed) expect(Number(claimed) || ['one', 'two', 'three', 'four', 'five'].indexOf(claimed) + 1, `"samples in ${claimed} languages"`).toBe(fewest);
    // Login is a POST: "read-only" holds only with its exception, as the introduction and the spec say.
    expect(home).not.toMatch(/read-only(?![^.]*\b(apart from|except)\b)/);
  });

  it('every section on REST errors gives each error body the spec documents, not one shape for all operations', () => {
    // The bodies of the spec's error responses, each as its field names: `message status` and `error` (login's).
    const bodies = new Set(model.operations.flatMap((op) => op.responses)
      .filter((response) => /^[45]/.test(response.status) && response.root)
      .map((response) => response.root!.children.map((field) => field.name).sort().join(' ')));
    expect([...bodies].sort()).toEqual(['error', 'message status']);
    const names = (text: string, body: string) => body.split(' ').every((field) => text.includes(`\`${field}\``) || text.includes(`"${field}"`));
    // The Cube pages document another API's errors; the spec's overview is a page too.
    const sections = [...pages.filter((p) => !p.file.startsWith('docs/cube/')), {file: 'openapi/rest-v1.yaml info.description', text: String(doc.info.description)}]
      .flatMap((page) => {
        // Headings found in the prose (a `# comment` in a code block is none), sections cut from the text with its code.
        const lines = page.text.split('\n');
        const starts = prose(page).split('\n').flatMap((line, i) => (/^#{1,6} /.test(line) ? [i] : []));
        return starts.map((start, i) => ({file: page.file, section: lines.slice(start, starts[i + 1]).join('\n')}));
      })
      .filter(({section}) => /^#{1,6} .*\berrors?\b/i.test(section));
    expect(sections.length).toBeGreaterThan(1);
    const wrong = sections
      .filter(({section}) => [...bodies].some((body) => names(section, body)) && ![...bodies].every((body) => names(section, body)))
      .map(({file, section}) => `${file}: ${section.split('\n')[0]}`);
    expect(wrong).toEqual([]);
  });

  it('tiers are the only thing said to be pending removal: in the spec, the pages, twins and llms.txt made from it, the guides and the site\'s own text', () => {
    const texts: {file: string; text: string}[] = [...pages, ...sources];
    (function strings(value: SpecValue, at: string) {
      if (typeof value === 'string') texts.push({file: `spec ${at}`, text: value});
      else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) strings(child, `${at}/${key}`);
    })(doc, '#');
    for (const op of model.operations) {
      texts.push({file: `page ${op.id}`, text: renderPage(op)}, {file: `twin ${op.id}`, text: twinOf(op, `https://docs.example.org/docs/rest/v1/${op.id}`)});
    }
    texts.push({file: 'overview', text: renderOverview()}, ...Object.entries(artifactsFor('https://docs.example.org', '/')).map(([file, text]) => ({file, text})));
    const wrong: string[] = [];
    let said = 0;
    for (const {file, text} of texts) {
      for (const sentence of text.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/)) {
        const at = sentence.search(/pending removal/i);
        if (at < 0) continue;
        said++;
        if (!pendingRemoval.test(sentence)) wrong.push(`${file}: "…${sentence.slice(Math.max(0, at - 100), at + 60)}"`);
      }
    }
    expect(wrong).toEqual([]);
    expect(said).toBeGreaterThan(0); // the spec says it of tiers
  });

  it('the introduction names the Komodo Customer API and its REST API v1', () => {
    const intro = prose(pages.find((p) => p.file === 'docs/introduction.mdx')!);
    expect(intro).toMatch(/Komodo Customer\s+API/);
    expect(intro).toMatch(/REST API v1/);
    expect(intro).not.toMatch(/Cube API is deprecated/);
  });

  it('getting started checks the credentials with GET /organisation', () => {
    const page = pages.find((p) => p.file === 'docs/getting-started.mdx')!;
    const first = allBlocks().find((b) => b.file === page.file && /curl .*-u /.test(b.code));
    expect(first?.code, 'the first curl command of getting started').toMatch(/\/rest\/v1\/organisation"/);
  });

  it('no page about the removed Cube API speaks of it as current', () => {
    const wrong: string[] = [];
    for (const page of pages.filter((p) => p.file.startsWith('docs/cube/'))) {
      for (const paragraph of paragraphs(prose(page))) {
        // Present tense about the API itself: "The Cube API is", "the Cube API takes", "Cube answers".
        if (/\b(the )?Cube API (is|takes|returns|answers|uses|lives)\b/i.test(paragraph)) wrong.push(`${page.file}: "${paragraph.slice(0, 100)}…"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
