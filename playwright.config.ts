import {defineConfig, devices} from '@playwright/test';
import {readSiteSettings} from './scripts/site-env';
import {testChromePath, chromiumArgs} from './scripts/chromium';

// Browser tests run against the production build (`npm run build`), served
// under its base path by scripts/serve.ts, in Debian's Chromium: Playwright's
// own browser download does not work on our machines. One browser per worker;
// each test gets a fresh context.
//
// `npm run test:e2e` runs them all. .ci/run runs again, on a build with
// BASE_URL=/, only what a second base path must prove: the tests tagged
// @base-path and search.spec.ts (`npm run test:e2e:base-path`); the query set
// (tests/integration/search-queries.test.ts) ranks the same index under any base path.
const {baseUrl} = readSiteSettings();
const port = Number(process.env.E2E_PORT ?? 4173);
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: ['**/*.spec.ts'],
  fullyParallel: true,
  forbidOnly: ci,
  // No retries: a test that passes on a second try is flaky, and fails here.
  retries: 0,
  // Three on two cores: a page check partly waits (network idle, hydration,
  // the theme's fade). On 13 pages of pages.spec.ts, two workers took 37 s,
  // three 35 s, four 35 to 37 s.
  workers: 3,
  reporter: ci ? [['list'], ['html', {open: 'never'}]] : 'list',
  // A page visit runs axe twice and waits for the network to be idle: on two
  // busy cores it has taken 30 to 60 s (the dictionary page the longest).
  // Tests assert bytes and what a reader sees, not time.
  timeout: 120_000,
  // A web assertion retries until it holds or this runs out. Playwright's 5 s
  // default failed CI once: the first search under nginx answered later than
  // that while two other workers loaded pages. A passing assertion still
  // returns as soon as it holds.
  expect: {timeout: 30_000},
  use: {
    baseURL: `http://127.0.0.1:${port}${baseUrl}`,
    // A failed test keeps its trace: the actions, console and network, without a DOM snapshot
    // after every step, which cost time on every passing test (pages.spec.ts 20%; static-pages,
    // layout and reference-pages together 71.6 and 75.6 s without, 81.6 and 89.7 s with).
    trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false},
    launchOptions: {executablePath: testChromePath, args: chromiumArgs},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx tsx scripts/serve.ts ${port}`,
    url: `http://127.0.0.1:${port}${baseUrl}`,
    reuseExistingServer: !ci,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
