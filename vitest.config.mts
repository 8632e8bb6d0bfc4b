import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// One Vitest project per suite, each with its own npm script:
// - unit: pure functions (npm run test:unit);
// - content: the spec, the guides and their examples (npm run test:content);
// - integration: what needs the built site or a tool besides Node: the
//   samples on a Prism mock (bash, curl, node, python3), nginx -t, the HTML
//   checker, the search index (npm run test:integration, after the build).
// `npx vitest run` runs all three; `npx vitest run tests/unit/site-env.test.ts`
// one file; add `-t "<name>"` for one test.
export default defineConfig({
  // The site's tsconfig leaves JSX to Docusaurus (preserve); a test that renders a component needs it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  // Components import each other as Docusaurus resolves them: @site is the repo.
  resolve: {alias: [{find: /^@site\//, replacement: fileURLToPath(new URL('./', import.meta.url))}]},
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // Files run in parallel on every core but one (Vitest's default), and on both of a 2-core
    // machine, where the default is one file at a time: the integration files spend much of their
    // time waiting on the processes they start (115% CPU alone). On 2 cores: unit 21 to 23 s → 13
    // to 14 s; integration 292 s (CI, one at a time) → 236 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The unit files share one module graph too: each imported the package's modules again (the
      // suite took 25 to 27 s of CPU so, 9.7 to 10.0 s now). Three mock a module with vi.mock; a
      // mock stays in its file (the next file in the worker imports the module itself). They pass
      // shuffled.
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false}},
      // One module graph for all content files: each imported the spec loader,
      // Redocly and the guides' parsers again (13 of the suite's 17 s). The
      // files share no state (no mocks, no env changes); they pass shuffled.
      {extends: true, test: {name: 'content', include: ['tests/content/**/*.test.ts'], isolate: false}},
      {extends: true, test: {name: 'integration', include: ['tests/integration/**/*.test.ts']}},
    ],
  },
});
