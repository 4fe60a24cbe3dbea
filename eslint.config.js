import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const typedSql = 'Use the typed Sql layer (Db.sql / sqlOf) from the area’s data/ folder.';
const untypedQueries = [
  { selector: "CallExpression[callee.property.name='query'][callee.object.property.name='manager']", message: typedSql },
  { selector: "CallExpression[callee.property.name='query'][callee.object.name='manager']", message: typedSql },
  {
    // pg queues them anyway, warns that pg 9 refuses it, and the order of a transaction's statements becomes unclear.
    selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^all(Settled)?$/]",
    message: 'A request’s statements share one transaction and one connection: await them one after another.',
  },
];
const inData = 'SQL lives in the area’s data/ folder (repositories and *.sql.ts), not in services or controllers.';
const sqlOutsideData = [
  { selector: 'Literal[value=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\s/i]', message: inData },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\s/i]',
    message: inData,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.nx/**',
      'coverage/**',
      'bench/**',
      'migrations/data/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        fetch: 'readonly',
        structuredClone: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The web app's service worker (built to /sw.js) and the browser-side code of the browser tests (page.evaluate).
    files: ['apps/web/service-worker.js', 'e2e/**/*.mjs'],
    languageOptions: {
      globals: { self: 'readonly', caches: 'readonly', Response: 'readonly', navigator: 'readonly', PushManager: 'readonly' },
    },
  },
  {
    // Nest resolves constructor parameters from their emitted types: those imports must stay value imports.
    files: ['apps/api/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['tools/**', 'e2e/**', '**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', 'apps/api/test/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // No import loops anywhere (docs/ARCHITECTURE.md): the shell collects the areas, areas never import the shell.
    // Test files are left out: nothing imports them, so they cannot be part of a loop (and they were half its cost).
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'libs/contracts/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'apps/web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/areas/**/*.{ts,tsx}', 'apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/route-registry', '**/app/shell/menu-registry', '**/app/router'],
              message: 'Areas and the shared kit never import the shell: use apps/web/src/shared/routing.',
            },
          ],
          paths: [
            {
              name: 'antd',
              importNames: ['Popconfirm'],
              message: 'Use shared/ui/popconfirm: it takes the focus into the confirmation and back (keyboard users).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/ui/popconfirm.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The rules of hooks (issue 14): hooks only at the top of components and hooks, effects naming what they read.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A promise nobody awaits loses its error (issue 14): type-aware, so it reads the projects' tsconfig files.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/test/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  {
    // Typed data access (docs/decisions/006): statements live in each area's data/ folder and run through Sql.
    files: ['apps/api/src/areas/**/*.ts'],
    ignores: ['**/test/**', '**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ...untypedQueries] },
  },
  {
    files: ['apps/api/src/areas/*/services/**/*.ts', 'apps/api/src/areas/*/controllers/**/*.ts', 'apps/api/src/areas/*/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ...untypedQueries, ...sqlOutsideData] },
  },
  {
    // Every test runs (issue 14): no focused, skipped or todo test in jest, Vitest or node:test (the runners refuse
    // them too). Core rules, so no test plugin is needed: `.only`/`.skip`/`.todo` on the test functions and on node:test's
    // context `t`, jest's x-/f- aliases, and node:test's and Vitest's `{ skip, only, todo }` options.
    files: ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.mjs', 'apps/api/test/**', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['it', 'test', 'describe', 'suite', 't'].flatMap((object) =>
          ['only', 'skip', 'todo', 'skipIf', 'runIf'].map((property) => ({
            object,
            property,
            message: 'Every test runs: delete the test or make it pass (a focused or skipped test fails the run).',
          })),
        ),
      ],
      'no-restricted-globals': [
        'error',
        ...['xit', 'xtest', 'xdescribe', 'fit', 'fdescribe'].map((name) => ({
          name,
          message: 'Every test runs: no focused or skipped test.',
        })),
      ],
    },
  },
  {
    files: ['e2e/**/*.mjs', 'apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(it|test|describe)$/] > ObjectExpression > Property[key.name=/^(only|skip|todo)$/]',
          message: 'Every test runs: no `only`, `skip` or `todo` option.',
        },
        {
          // findAll… answers as soon as the first match is drawn, so a count asserted on its answer fails when the others
          // come a render later (seen in CI under load).
          selector:
            "CallExpression[callee.property.name=/^toHaveLength$/] > .callee > CallExpression.object[callee.name='expect'] > AwaitExpression > CallExpression[callee.property.name=/^findAllBy/]",
          message: 'Wait for the count instead: await waitFor(() => expect(screen.getAllBy…(…)).toHaveLength(n)).',
        },
      ],
    },
  },
);
