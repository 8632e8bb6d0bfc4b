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
  test: {
    environment: 'node',
    testTimeout: 60_000,
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.ts']}},
      {extends: true, test: {name: 'content', include: ['tests/content/**/*.test.ts']}},
      {extends: true, test: {name: 'integration', include: ['tests/integration/**/*.test.ts', 'tests/search/**/*.test.ts']}},
    ],
  },
});
