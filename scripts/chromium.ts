// The Chromium that the browser tests and the benchmark drive: CHROME_PATH if
// set, otherwise Debian's (Playwright's own browser download does not work on
// our machines).
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium tries to reach Google's
// services at start-up.
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];
