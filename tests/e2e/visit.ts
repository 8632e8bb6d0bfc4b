// One visit of a built page, as pages.spec.ts makes it for every page of the
// Komodo site and reference-pages.spec.ts for pages of the reference builds:
// the cold load within the byte budget of the page's kind, then the page in
// light mode (one h1 of its own, no request button, no violation of axe's
// rules); on the pages that between them show every kind of text element of
// the build (./colour-cover.ts), axe's colour rules, on an element of each
// kind in each place, in light mode and, after the reader's toggle, in dark
// mode. Over the whole visit no console error, no
// request off the site's origin and no CSP or Permissions-Policy report.
import {expect, test, type Page, type Request, type TestInfo} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {checkBytes, type PageType} from '../../scripts/bench/budgets';
import {kb, measurePage} from '../../scripts/bench/measure';
import {textKinds} from './colour-cover';
import {collectErrors, collectForeignRequests, watchPolicies} from './site';

/**
 * The rules of axe's default set that read colours: all that can change when
 * only the colour mode does. A page's structure, names and roles are the same
 * in both modes, so dark mode is checked with these rules alone (2.3 s
 * against 3.5 s for every rule on the get-users page), and they follow from
 * the kinds of element a page shows, so they run on a cover of the build.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** The attribute that marks the elements whose colours a check reads. */
const colourCheck = 'data-colour-check';

/** Which of axe's rules a check runs: every one, all but the colour rules, or the colour rules alone. */
type Rules = 'all' | 'structure' | 'colours';

/** What a reader of either colour mode must get: one visible h1 of its own, no request button, no violation of the given axe rules. */
export async function checkPage(page: Page, theme: 'light' | 'dark', rules: Rules): Promise<void> {
  expect(page.frames(), 'no frames: axe in legacy mode checks the page itself').toHaveLength(1);
  await expect(page.locator('html'), 'colour mode').toHaveAttribute('data-theme', theme);
  const h1 = page.locator('h1');
  await expect(h1, `${theme}: one h1 per page`).toHaveCount(1);
  await expect(h1).toBeVisible();
  expect((await h1.innerText()).trim().length, `${theme}: the h1 has text`).toBeGreaterThan(0);
  await expect(page.getByRole('button', {name: /send api request/i})).toHaveCount(0);

  // axe.run in the page itself (legacy mode): the default runs axe in each
  // frame and then again in a new blank page to merge the frames' results,
  // which more than doubles the time on pages that have no frames to merge.
  // Only violations are read: axe then keeps one example node per passed rule
  // instead of all of them.
  const axe = () => new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']});
  const results = [];
  if (rules !== 'colours') results.push(await axe().disableRules(colourRules).analyze());
  if (rules !== 'structure') {
    // One element of each kind, in each place among its siblings (./colour-cover.ts), on the live page.
    await page.evaluate(`(${textKinds.toString()})(document, true, '${colourCheck}').length`);
    results.push(await axe().include(`[${colourCheck}]`).withRules(colourRules).analyze());
  }
  const violations = results.flatMap((result) => result.violations).map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect.soft(violations, `axe violations in ${theme} mode`).toEqual([]);
}


export interface VisitOptions {
  /** The site has an announcement bar, whose inline script sets an attribute that proves the CSP let it run. */
  announcementBar: boolean;
  /** The page is one of the build's colour cover (./colour-cover.ts): every rule in light mode, then the reader's toggle and the colour rules in dark mode. */
  colours: boolean;
}

export async function visitPage(page: Page, testInfo: TestInfo, url: string, type: PageType, options: VisitOptions): Promise<void> {
    const errors = collectErrors(page);
    const foreign = collectForeignRequests(page, new URL(url).origin);
    const policyReports = await watchPolicies(page);

    // Requests the page makes after its bytes are counted: none, or the count missed them.
    const late: string[] = [];
    const onLateRequest = (request: Request) => {
      if (!/^(data|blob):/.test(request.url())) late.push(request.url());
    };

    // One cold load: the bytes, then the page as it stands. The page's own requests (its chunks, then
    // the chunks of the pages its visible links lead to, which Docusaurus fetches ahead) all start
    // within about 0.4 s of the load; the count ends after 0.5 s without one, as Playwright's
    // 'networkidle' does, and the visit then checks that none came later.
    await test.step('cold load within budget', async () => {
      const bytes = await measurePage(page, url, {origin: url, quietMs: 500});
      page.on('request', onLateRequest);
      testInfo.annotations.push({
        type: 'bytes',
        description: `${type}: JS ${kb(bytes.firstLoadJs)} KB, CSS ${kb(bytes.css)} KB, total ${kb(bytes.total)} KB, ${bytes.requests} requests`,
      });
      expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStatus), 'HTTP status').toBe(200);
      expect.soft(checkBytes(type, bytes), `${url} over budget`).toEqual([]);
      // Set by the inline colour-mode script only: proof that the CSP let it run.
      if (options.announcementBar) await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', /^(true|false)$/);
      else await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
    });

    // Light is the default; the reader's toggle switches the page to dark.
    await test.step('light mode', () => checkPage(page, 'light', options.colours ? 'all' : 'structure'));
    if (!options.colours) testInfo.annotations.push({type: 'colours', description: 'checked on other pages of the build, which show every kind of text element this page shows'});
    else await test.step('dark mode', async () => {
      await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
      // The theme fades colours in: axe must see the end state, not a mid-transition contrast.
      // Only rendered elements: a transition inside a closed <details> (a further example) never runs.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.checkVisibility() ?? true)
            .map((animation) => animation.finished),
        ),
      );
      await checkPage(page, 'dark', 'colours');
    });

    page.off('request', onLateRequest);
    expect(late, 'requests after the page\'s bytes were counted (scripts/bench/measure.ts stopped too early)').toEqual([]);
    expect(await policyReports(), 'CSP and Permissions-Policy reports').toEqual([]);
    expect(foreign, 'requests outside the site origin').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
}
