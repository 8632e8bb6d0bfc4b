// The Chromium that the browser tests and the benchmarks drive (Playwright's
// own browser download does not work on our machines). CHROME_PATH, if set,
// is used for both.
import {existsSync} from 'node:fs';

/** Debian's Chromium, the browser a reader runs: the benchmarks and Lighthouse drive it. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The tests' Chromium: Debian's headless shell (package chromium-headless-shell), the build of the
 * same Chromium release that Playwright itself runs headless tests on, where installed; otherwise
 * the full browser. The pages render with the same Blink; the shell leaves out the browser's own
 * windowing, and the browser suite's page visits took 225 and 230 s of CPU with it, 320 and 334 s
 * with the full browser (the 90 tests of pages, reference-pages, static-pages and rest-pages,
 * alternated).
 */
export const testChromePath = process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromePath);

// Without the background-networking flags Chromium tries to reach Google's
// services at start-up.
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];
