/**
 * The API changes (src/data/api-changes.ts) against the facts and the site:
 * newest first, one entry per change Komodo published, and every link lands on
 * a page and an anchor that exist (REST pages and their response fields from
 * the spec, guides from their headings). The page, the home page's "Recent
 * changes" and the Cube notice all read this one list.
 */
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {apiChanges, monthName} from '../../src/data/api-changes';
import {siteDir} from './guides-blocks';
import {brokenLink} from './guides-docs';
import {operations} from './guides-spec-walk';

const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

describe('API changes data', () => {
  it('is newest first, with real months and unique anchors', () => {
    for (const change of apiChanges) expect(change.month, change.id).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
    const months = apiChanges.map((c) => c.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(new Set(apiChanges.map((c) => c.id)).size).toBe(apiChanges.length);
    for (const change of apiChanges) expect(change.id.startsWith(change.month), change.id).toBe(true);
    expect(monthName('2025-09')).toBe('September 2025');
  });

  it('has the changes of the facts, each with its month and kind', () => {
    const summary = apiChanges.map((c) => `${c.month} ${c.kind}`);
    expect(summary).toEqual([
      '2026-03 Deprecated', // tiers
      '2026-02 Corrected', // normalised score 0 to 10
      '2026-01 Added', // overall wellbeing
      '2025-11 Renamed', // Komodo Customer API
      '2025-09 Added', // GET /organisation, GET /organisations/{org_id} deprecated
      '2025-09 Removed', // Cube API
    ]);
  });

  it('every link lands on a page and an anchor that exist', () => {
    const broken = apiChanges.flatMap((c) => c.links.map((l) => brokenLink(l.to)).filter(Boolean).map((why) => `${c.id}: ${why}`));
    expect(broken).toEqual([]);
    for (const change of apiChanges) expect(change.links.length, change.id).toBeGreaterThan(0);
  });

  it('links each change to what it changed', () => {
    const targets = (id: string) => apiChanges.find((c) => c.id === id)!.links.map((l) => l.to);
    expect(targets('2026-03-tiers-deprecated')).toEqual(expect.arrayContaining([
      '/docs/rest/v1/get-check-in#response-200-tier', '/docs/rest/v1/get-metric#response-200-tier', '/docs/dictionary#tier']));
    expect(targets('2026-02-normalised-score')).toContain('/docs/rest/v1/get-normalised-user-survey-response#response-200-score');
    expect(targets('2026-01-overall-wellbeing')).toEqual(expect.arrayContaining([
      '/docs/rest/v1/get-overall-wellbeing', '/docs/rest/v1/get-user-overall-wellbeing']));
    expect(targets('2025-11-renamed')).toContain('/docs/');
    expect(targets('2025-09-your-organisation')).toEqual(expect.arrayContaining([
      '/docs/rest/v1/get-your-organisation', '/docs/rest/v1/get-organisation']));
    expect(targets('2025-09-cube-removed').some((t) => t.startsWith('/docs/cube/'))).toBe(true);
  });

  it('the operations it calls new or deprecated are so in the spec', () => {
    const op = (id: string) => operations.find((o) => o.pageId === id);
    for (const id of ['get-your-organisation', 'get-overall-wellbeing', 'get-user-overall-wellbeing']) {
      expect(op(id), id).toBeDefined();
      expect(op(id)!.op.deprecated, id).not.toBe(true);
    }
    expect(op('get-organisation')?.op.deprecated).toBe(true);
  });
});

describe('where the changes show', () => {
  it('the API changes page renders the data, and sits in the Introduction category', () => {
    expect(read('docs/api-changes.mdx')).toMatch(/^<ApiChanges \/>$/m);
    const sidebar = read('sidebars.ts');
    expect(sidebar).toMatch(/label: 'Introduction',[\s\S]*?items: \[[^\]]*'api-changes'[^\]]*\]/);
  });

  it('the Cube notice links the entry of the removal', () => {
    const notice = read('src/components/CubeRemoval/index.tsx');
    const target = /to="(\/docs\/api-changes#[\w-]+)"/.exec(notice)?.[1];
    expect(target).toBeDefined();
    expect(apiChanges.map((c) => `/docs/api-changes#${c.id}`)).toContain(target);
  });

  it('the announcement bar says the Cube API was removed, links the changes, and has a new id', () => {
    const config = read('docusaurus.config.ts');
    const bar = /announcementBar: \{([\s\S]*?)\n    \}/.exec(config)?.[1] ?? '';
    expect(bar).toMatch(/The Cube API was removed/);
    expect(bar).toMatch(/docs\/api-changes/);
    expect(bar).not.toMatch(/deprecated/i);
    // Readers who closed the old bar ("cube-deprecated-2025") must see this one.
    expect(bar).not.toMatch(/id: 'cube-deprecated-2025'/);
  });

  it('the sidebar and footer call the Cube API removed, not deprecated', () => {
    expect(read('sidebars.ts')).toMatch(/label: 'Cube API \(removed\)'/);
    expect(read('docusaurus.config.ts')).not.toMatch(/Cube API \(deprecated\)/);
  });
});
