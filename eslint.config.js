// ESLint for the whole repository (`npm run lint`, a step of `npm test`): typescript-eslint's
// recommended rules, no unused code, a line limit per file and the import boundaries between parts.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/lint/boundaries.js';
import { unusedExports } from './scripts/lint/unused-exports.js';

const root = dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'bench/hive/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['{schema,rest-api,gateway,web,tests,scripts,bench}/**/*.{ts,tsx,js}', '*.{js,ts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { local: { rules: { boundaries: boundaries(root), 'unused-exports': unusedExports(root) } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'local/boundaries': 'error',
      'local/unused-exports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-unused-expressions': 'error',
      'no-unused-private-class-members': 'error',
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Node 20's V8 writes each property that follows a spread in an object literal slowly (~0.5 µs):
    // on every list request, the page goes last (gateway/src/rest/resource.ts, pageQuery).
    files: ['gateway/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ObjectExpression > SpreadElement[argument.callee.name='pageQuery'] ~ Property", message: 'Spread pageQuery(...) last in the query.' },
      ],
    },
  },
  {
    // Every dialog gives the focus back to its opener when it closes (web/src/kit/Dialog.tsx).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/kit/Dialog.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@fluentui/react-components', importNames: ['Dialog'], message: "Use Dialog from web/src/kit/Dialog.tsx: it returns the focus to the dialog's opener." }] },
      ],
    },
  },
  {
    // Tests that could pass without checking anything (README, Tests): a check skipped by an if, a check of
    // every item of a list that may be empty, a bound any value meets, and time waited instead of a state.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // An if / else asserting in both branches checks every case; an if alone skips its checks when the case is missing.
          selector: "IfStatement[alternate=null] :matches(CallExpression[callee.name='expect'], CallExpression[callee.object.name='expect'])",
          message: 'No assertion behind an `if` (without an else): assert the condition itself, so that the test fails when the case is missing.',
        },
        {
          selector: "CallExpression[callee.name='expect'] > CallExpression.arguments:first-child[callee.property.name='every']",
          message: '`.every()` is true for an empty list: compare the values themselves, e.g. `expect([...new Set(rows.map(f))]).toEqual([x])`.',
        },
        {
          selector: "CallExpression[callee.property.name='toBeGreaterThanOrEqual'][arguments.0.raw='0']",
          message: 'Any count or amount is >= 0: assert the expected value.',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for a state (an expect, a response, the page clock), never a time.',
        },
        {
          // A pause between the attempts of a polling loop is fine; a lone one is a sleep.
          selector:
            ":matches(NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']:not([arguments.1.value=0]), AwaitExpression > CallExpression[callee.name='delay']):not(:matches(ForStatement, ForOfStatement, WhileStatement, DoWhileStatement) *)",
          message: 'No sleeps in tests: wait for a state (waitFor, expect.poll, a response, a poll loop); a fake clock moves timers on.',
        },
      ],
    },
  },
  {
    // Demo data and seeds are long lists, not logic.
    files: ['**/*demo-data*.ts', '**/seed*.ts'],
    rules: { 'max-lines': 'off' },
  },
);
