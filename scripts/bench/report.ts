// Medians over the runs of one page, their budget status, and the Markdown
// table that `npm run bench` prints (and writes into BENCHMARKS.md with --write).
import {byteBudgets, byteFigures, categories, checkBytes, lighthouseMinimums, maxLayoutShift, meetsMinimum, type Category, type PageType} from './budgets';
import type {LighthouseRun} from './lighthouse';
import {kb, type PageBytes} from './measure';

export interface BenchPage {
  label: string;
  /** Below the base path, as in sitemap.xml. */
  route: string;
  type: PageType;
}

export interface PageRun {
  bytes: PageBytes;
  lighthouse: LighthouseRun;
}

export interface PageSummary extends BenchPage {
  requests: number;
  /** Bytes, medians over the runs. */
  firstLoadJs: number;
  css: number;
  total: number;
  foreign: string[];
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  /** Accessibility, best-practices and SEO audits below 100, each with the runs it fell short in. */
  shortfalls: string[];
  /** Missed budgets, each a line naming the figure, its budget and what is behind it. */
  failures: string[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One line per audit: "seo: canonical (…): 2/3 runs (detail; detail)". */
function groupShortfalls(runs: PageRun[]): string[] {
  const byAudit = new Map<string, string[]>();
  for (const shortfall of runs.flatMap((run) => run.lighthouse.shortfalls)) {
    byAudit.set(shortfall.audit, [...(byAudit.get(shortfall.audit) ?? []), shortfall.detail]);
  }
  return [...byAudit].map(([audit, details]) => `${audit}: ${details.length}/${runs.length} runs (${[...new Set(details)].join('; ')})`);
}

export function summarise(page: BenchPage, runs: PageRun[]): PageSummary {
  const of = (pick: (run: PageRun) => number) => median(runs.map(pick));
  // Bytes hardly vary between runs; the median figures are checked, and the
  // transfers of the run with the median total name the biggest contributors.
  const middleRun = [...runs].sort((a, b) => a.bytes.total - b.bytes.total)[Math.floor((runs.length - 1) / 2)];
  const bytes: PageBytes = {
    ...middleRun.bytes,
    requests: of((run) => run.bytes.requests),
    firstLoadJs: of((run) => run.bytes.firstLoadJs),
    css: of((run) => run.bytes.css),
    total: of((run) => run.bytes.total),
    foreign: [...new Set(runs.flatMap((run) => run.bytes.foreign))],
  };
  const scores = Object.fromEntries(categories.map((category) => [category, of((run) => run.lighthouse.scores[category])])) as Record<Category, number>;
  const cls = of((run) => run.lighthouse.cls);
  const failures = checkBytes(page.type, bytes);
  for (const category of categories) {
    if (!meetsMinimum(category, scores[category])) failures.push(`Lighthouse ${category} ${scores[category]} < ${lighthouseMinimums[category]}`);
  }
  if (cls > maxLayoutShift) failures.push(`layout shift (CLS) ${cls.toFixed(3)} > ${maxLayoutShift}`);
  return {
    ...page,
    requests: bytes.requests,
    firstLoadJs: bytes.firstLoadJs,
    css: bytes.css,
    total: bytes.total,
    foreign: bytes.foreign,
    scores,
    lcpMs: of((run) => run.lighthouse.lcpMs),
    tbtMs: of((run) => run.lighthouse.tbtMs),
    cls,
    benchmarkIndex: of((run) => run.lighthouse.benchmarkIndex),
    shortfalls: groupShortfalls(runs),
    failures,
  };
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

export function renderTable(summaries: PageSummary[]): string {
  const header = ['page', 'requests', 'JS KB', 'CSS KB', 'total KB', 'foreign', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS'];
  const rows = summaries.map((page) => {
    const score = (category: Category) => `${page.scores[category]} ${mark(meetsMinimum(category, page.scores[category]))}`;
    return [
      `${page.label} (${page.type})`,
      String(page.requests),
      ...byteFigures(page.type, page).map((figure) => `${kb(figure.bytes).toFixed(1)} ${mark(figure.within)}`),
      `${page.foreign.length} ${mark(page.foreign.length === 0)}`,
      ...categories.map(score),
      `${(page.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(page.tbtMs)} ms`,
      `${page.cls.toFixed(3)} ${mark(page.cls <= maxLayoutShift)}`,
    ];
  });
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const legend =
  `Budgets: first-load JS ≤ ${byteBudgets.home.firstLoadJs} KB home, ≤ ${byteBudgets.guide.firstLoadJs} KB guide, ` +
  `≤ ${byteBudgets.rest.firstLoadJs} KB REST; CSS ≤ ${byteBudgets.home.css} KB; total ≤ ${byteBudgets.home.total} KB; ` +
  `no foreign request; Lighthouse mobile perf ≥ ${lighthouseMinimums.performance}, a11y, BP and SEO ${lighthouseMinimums.seo}; ` +
  `CLS ≤ ${maxLayoutShift}. KB = 1024 gzip bytes on the wire.`;
