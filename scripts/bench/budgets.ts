// The performance budgets of issue 6, in one place for the benchmark and the
// test. Byte budgets are deterministic and enforced by `npm test`; Lighthouse
// scores and layout shift vary with the machine and are reported by
// `npm run bench` only.
import {biggest, kb, type PageBytes} from './measure';

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

/**
 * What is over budget on one page, each line naming the figure, the budget
 * and the biggest transfers behind it; empty when the page is within budget.
 */
export function checkBytes(type: PageType, result: PageBytes): string[] {
  const budget = byteBudgets[type];
  const problems: string[] = [];
  const over = (label: string, bytes: number, limit: number, contributors: string[]) => {
    if (bytes > limit * 1024) {
      problems.push(`${label} ${kb(bytes).toFixed(1)} KB > ${limit} KB (${type} budget); biggest:\n    ${contributors.join('\n    ')}`);
    }
  };
  over('first-load JS', result.firstLoadJs, budget.firstLoadJs, biggest(result, ['script']));
  over('CSS', result.css, budget.css, biggest(result, ['stylesheet']));
  over('total', result.total, budget.total, biggest(result, ['document', 'script', 'stylesheet', 'prefetch', 'other']));
  if (result.foreign.length > 0) problems.push(`requests outside the site's origin:\n    ${result.foreign.join('\n    ')}`);
  return problems;
}
