// The performance budgets of issue 6, in one place for the benchmark and the
// test. Byte budgets are deterministic and enforced by `npm test`; Lighthouse
// scores and layout shift vary with the machine and are reported by
// `npm run bench` only.
import {biggest, kb, type PageBytes, type TransferKind} from './measure';

export type PageType = 'home' | 'guide' | 'rest';

/** KB of 1024 gzip bytes on the wire. */
export interface ByteBudget {
  firstLoadJs: number;
  css: number;
  total: number;
}

export const byteBudgets: Record<PageType, ByteBudget> = {
  home: {firstLoadJs: 160, css: 30, total: 350},
  // Guides, the REST overview and the search page.
  guide: {firstLoadJs: 180, css: 30, total: 350},
  // REST operation pages carry the schema and sample components.
  rest: {firstLoadJs: 190, css: 30, total: 350},
};

/** Lighthouse mobile category scores, 0–100, each a minimum. */
export const lighthouseMinimums = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
export type Category = keyof typeof lighthouseMinimums;
export const categories = Object.keys(lighthouseMinimums) as Category[];

/** Cumulative layout shift, a maximum. */
export const maxLayoutShift = 0.02;

export interface ByteFigure {
  label: string;
  bytes: number;
  /** KB, the page type's budget. */
  limit: number;
  within: boolean;
  /** The transfers that make up the figure. */
  kinds: TransferKind[];
}

/** The budgeted byte figures of a page, each with its budget and whether it is within it. */
export function byteFigures(type: PageType, result: Pick<PageBytes, 'firstLoadJs' | 'css' | 'total'>): ByteFigure[] {
  const budget = byteBudgets[type];
  const figure = (label: string, bytes: number, limit: number, kinds: TransferKind[]): ByteFigure => ({label, bytes, limit, within: bytes <= limit * 1024, kinds});
  return [
    figure('first-load JS', result.firstLoadJs, budget.firstLoadJs, ['script']),
    figure('CSS', result.css, budget.css, ['stylesheet']),
    figure('total', result.total, budget.total, ['document', 'script', 'stylesheet', 'prefetch', 'other']),
  ];
}

/** Whether a Lighthouse category score meets its minimum. */
export const meetsMinimum = (category: Category, score: number): boolean => score >= lighthouseMinimums[category];

/**
 * What is over budget on one page, each line naming the figure, the budget
 * and the biggest transfers behind it; empty when the page is within budget.
 */
export function checkBytes(type: PageType, result: PageBytes): string[] {
  const problems = byteFigures(type, result)
    .filter((figure) => !figure.within)
    .map(
      ({label, bytes, limit, kinds}) =>
        `${label} ${kb(bytes).toFixed(1)} KB > ${limit} KB (${type} budget); biggest:\n    ${biggest(result, kinds).join('\n    ')}`,
    );
  if (result.foreign.length > 0) problems.push(`requests outside the site's origin:\n    ${result.foreign.join('\n    ')}`);
  return problems;
}
