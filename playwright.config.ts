import {defineConfig, devices} from '@playwright/test';
import {readBaseUrl} from './scripts/site-env';
import {chromePath, chromiumArgs} from './scripts/chromium';

// Browser tests run against the production build (`npm run build`), served
// under its base path by scripts/serve.ts, in Debian's Chromium: Playwright's
// own browser download does not work on our machines.
const baseUrl = readBaseUrl(process.env.BASE_URL, '/komodo-api-docs/');
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}${baseUrl}`,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: chromePath, args: chromiumArgs},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx tsx scripts/serve.ts ${port}`,
    url: `http://127.0.0.1:${port}${baseUrl}`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
