// ESLint 9 flat config: `npm run lint` runs it with --max-warnings 0 over the
// TypeScript of the site (src/), its plugins, scripts, tests and configs,
// and the one JavaScript file (a loader of packages/api-reference/src/site/static-pages).
// Syntax-level rules only (no type information), so the whole repo lints in
// seconds; `tsc` does the type checking.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    // Build output and files generated from the spec: never hand-edited.
    ignores: ['.cache/', 'build/', '.docusaurus/', '.generated/', 'src/data/generated/', 'docs/', 'test-results/', 'playwright-report/', 'reports/', '.reference/', 'build-reference/', 'packages/*/lib/', 'packages/*/.reached/'],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    languageOptions: {globals: {...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      // Docusaurus's logger is a tag: logger.info`...` is a call.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
    },
  },
  {
    // The bundler's loader of packages/api-reference/src/site/static-pages: CommonJS, loaded by path.
    files: ['packages/api-reference/src/**/*.js'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // What runs in the reader's browser: React, with the accessibility rules.
    files: ['src/**/*.{ts,tsx}', 'packages/api-reference/src/**/browser/**/*.{ts,tsx}', 'packages/api-reference/src/theme/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {...jsxA11y.flatConfigs.recommended.languageOptions, globals: {...globals.browser}},
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways must be reachable by keyboard (axe:
      // scrollable-region-focusable): our scrolling tables and the diagram are
      // labelled regions or groups with tabIndex 0, on purpose.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: [], roles: ['tabpanel', 'region', 'group']}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'packages/api-reference/src/**/browser/**/*.{ts,tsx}', 'packages/api-reference/src/theme/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
