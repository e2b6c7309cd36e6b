// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Browser and Node globals a framework-free machine must not touch: effects come in through `provide`. */
const hostGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'location',
  'history',
  'process',
  'Buffer',
  'require',
].map((name) => ({
  name,
  message: 'machines/ is framework-free: pass this in through provide().',
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'web/dist/',
      'web/src/gql/',
      'gateway/src/generated/',
      'web/src/routeTree.gen.ts',
      'web/public/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['machines/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...hostGlobals],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@xstate/react'],
              message: 'machines/ imports no React.',
            },
            {
              group: ['@apollo/*', 'graphql', 'graphql/*'],
              message: 'machines/ imports no Apollo or GraphQL.',
            },
            { group: ['msw', 'msw/*'], message: 'machines/ imports no MSW.' },
            { group: ['node:*'], message: 'machines/ imports no Node APIs.' },
            {
              group: ['**/web/**', '**/gateway/**', '**/mocks/**', '**/contract/**'],
              message: 'machines/ imports nothing from the other layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/gateway/**', '**/mocks/**'],
              message: 'web/ talks to the gateway over HTTP only.',
            },
            { group: ['msw', 'msw/*'], message: 'web/ does not import MSW.' },
          ],
        },
      ],
    },
  },
);
