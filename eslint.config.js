import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint/feature-boundaries.js';
import serverBoundaries from './eslint/server-boundaries.js';

const ROOTS = 'contract|server|web|e2e|scripts';

/** The import patterns refused everywhere, plus a root's own. */
function restrictedImports(...own) {
  return [
    'error',
    {
      patterns: [
        {
          regex: '^\\.\\./\\.\\./',
          message: 'Climbing two folders or more: import through the root alias (#server/…).',
        },
        {
          regex: `^\\.\\./(${ROOTS})/`,
          message: 'Another root: import it through its alias (#contract/…).',
        },
        ...own,
      ],
    },
  ];
}

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'coverage/', 'node_modules/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // One import style: a relative path inside its own folder or one up, else the root's alias
  // (#contract/…, #server/…, #web/…: package.json `imports`). The three roots talk only through
  // contract/: the server never imports the web and back.
  { files: ['**/*.{js,mjs,ts,tsx}'], rules: { 'no-restricted-imports': restrictedImports() } },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': restrictedImports({
        regex: '^#web/',
        message: 'The server never imports web code.',
      }),
    },
  },
  {
    files: ['web/**'],
    rules: {
      'no-restricted-imports': restrictedImports({
        regex: '^#(server|scripts|e2e)/',
        message: 'The web never imports server code.',
      }),
    },
  },
  // Inside the web: a feature never imports another; components/ and lib/ never import a feature.
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { barback: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'barback/feature-boundaries': ['error', { root: import.meta.dirname }] },
  },
  // Inside the server: services never import a sibling service, modules meet only through their
  // *.service.ts files, lib/ and db/ never import a module.
  {
    files: ['server/**/*.ts'],
    plugins: { 'barback-server': { rules: { 'server-boundaries': serverBoundaries } } },
    rules: { 'barback-server/server-boundaries': ['error', { root: import.meta.dirname }] },
  },
  // Services read the clock through ctx.now(), so tests can fix it (decision 012).
  {
    files: ['server/modules/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'A service reads the clock through ctx.now() (decision 012), not Date.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'A service reads the clock through ctx.now() (decision 012), not new Date().',
        },
      ],
    },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': restrictedImports({
        regex: '^#(?!contract/)',
        message: 'contract/ stands alone.',
      }),
    },
  },
  {
    files: ['server/**', 'scripts/**', 'e2e/**', 'eslint/**', '*.config.{js,ts}', 'contract/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  prettier,
);
