// Lighthouse with its default settings (mobile form factor, simulated slow 4G
// and 4x CPU slowdown), driving the Chromium of CHROME_PATH through
// chrome-launcher, which ships with lighthouse.
import {chromePath, chromiumArgs} from '../chromium';
import {categories, type Category} from './budgets';

/** An accessibility, best-practices or SEO audit below full marks: what to fix for 100. */
export interface Shortfall {
  /** "category: audit-id (title)" */
  audit: string;
  /** Lighthouse's value, and the first offending element if it names one. */
  detail: string;
}

export interface LighthouseRun {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's estimate of this machine's speed; simulated timings read high when it is low. */
  benchmarkIndex: number;
  shortfalls: Shortfall[];
}

export interface Chrome {
  port: number;
  kill(): void;
}

const chromeFlags = ['--headless=new', ...chromiumArgs];

// Both packages are ES modules loaded with import() on purpose: a static import
// becomes a require() that tsx transpiles with esbuild's keepNames, which wraps
// Lighthouse's page functions in `__name(...)`; Lighthouse sends those to the
// browser as source, where `__name` does not exist ("__name is not defined").
// import() goes through Node's ESM loader, which leaves node_modules alone.
export async function launchChrome(): Promise<Chrome> {
  const {launch} = await import('chrome-launcher');
  const chrome = await launch({chromePath, chromeFlags});
  return {port: chrome.port, kill: () => chrome.kill()};
}

export async function runLighthouse(url: string, chrome: Chrome): Promise<LighthouseRun> {
  const {default: lighthouse} = await import('lighthouse');
  const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories});
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const shortfalls: Shortfall[] = [];
  // Performance audits are the metrics the table shows (LCP, TBT, CLS); the
  // other categories must score 100, so each audit short of it is listed.
  for (const category of Object.values(lhr.categories).filter((category) => category.id !== 'performance')) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      // The first offending element (or console error, or URL) says the most.
      const items = audit.details && 'items' in audit.details ? audit.details.items : [];
      const first = items[0] as {node?: {selector?: string}; description?: string; url?: string} | undefined;
      const where = first?.node?.selector ? `at ${first.node.selector}` : (first?.description ?? first?.url);
      shortfalls.push({audit: `${category.id}: ${ref.id} (${audit.title})`, detail: [audit.displayValue, where].filter(Boolean).join(' ')});
    }
  }
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    scores: Object.fromEntries(categories.map((category) => [category, score(category)])) as Record<Category, number>,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    shortfalls,
  };
}
