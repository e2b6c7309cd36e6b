// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** web/src/features/*: each feature is a zone no other feature may import from. */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** No import climbs three folders or more: cross a layer with its alias (@web/, @machines/ ...). */
const noDeepRelativeImports = {
  group: ['../../../*'],
  message: 'Import through a path alias (@web/, @machines/, @contract/ ...) instead of climbing.',
};

/**
 * The import direction, docs/architecture.md: app and routes → features → components, lib, actors;
 * no feature imports another; machines/ and contract/ import nothing above them.
 */
const importZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to components/ or lib/, or compose them in a route.',
  })),
  {
    target: './machines/src',
    from: ['./web', './gateway', './mocks', './contract', './tests', './scripts'],
    message: 'machines/ imports nothing from the other layers.',
  },
  {
    target: './contract/src',
    from: ['./web', './gateway', './mocks', './machines', './tests', './scripts'],
    message: 'contract/ is the bottom layer: it imports nothing from the others.',
  },
  {
    // QA's inspector reads the machines, the scenario loader and the app's theme; nothing reads it.
    target: ['./web', './machines', './gateway', './mocks', './contract', './scripts', './tests'],
    from: './inspector',
    message: 'Nothing imports the inspector (inspector/): it is a QA tool beside the app.',
  },
  {
    target: './inspector',
    from: ['./gateway', './mocks', './tests', './web/src/features', './web/src/routes'],
    message:
      'The inspector imports machines/ (and the app theme), not the app’s features or servers.',
  },
];

/**
 * Zones only the product's own code keeps: tests are cross-layer by nature (a gateway test runs the
 * mock API; a component test renders with the app's theme and router).
 */
const productionOnlyZones = [
  ...['components', 'lib', 'actors'].map((shared) => ({
    target: `./web/src/${shared}`,
    from: ['./web/src/features', './web/src/routes', './web/src/app'],
    message: `web/src/${shared} is shared: it imports no feature, route or app module.`,
  })),
  {
    target: './web/src/features',
    from: ['./web/src/routes', './web/src/app'],
    message:
      'Features sit below the app and its routes: they import components/, lib/ and actors/.',
  },
  {
    target: './web',
    from: ['./gateway', './mocks', './tests', './scripts'],
    message: 'web/ talks to the gateway over HTTP only.',
  },
  {
    target: './gateway/src',
    from: ['./web', './mocks', './tests', './scripts'],
    message: 'The gateway talks REST to the mock or the real server; it imports neither.',
  },
];

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

/**
 * ICU's data loads at an Intl object's first creation, 30-160 ms at Lighthouse's 4× CPU: made when a
 * module loads, it costs every first view that evaluates the chunk (issue 19).
 */
const webSyntaxRules = [
  {
    selector:
      ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
    message:
      'An Intl object made when the module loads loads ICU data on every first view: make it at first use (numbers: roundedText, web/src/lib/text/number-text.ts).',
  },
  {
    selector: 'CallExpression[callee.property.name="localeCompare"]',
    message:
      "localeCompare loads ICU's collation data: sort ISO dates, times and ids with byCodeUnits (web/src/lib/text/code-unit-order.ts).",
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'web/dist/',
      'web/dist-ssr/',
      'web/src/gql/',
      'gateway/src/generated/',
      'web/src/routeTree.gen.ts',
      'web/public/',
      'test-results/',
      'playwright-report/',
      'inspector/.vite-cache/',
      'web/.vite-cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'web/tsconfig.json',
            'tsconfig.node-layers.json',
            'tsconfig.core-layers.json',
            'inspector/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...importZones, ...productionOnlyZones] },
      ],
      'no-restricted-imports': ['error', { patterns: [noDeepRelativeImports] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['machines/**/*.ts'],
    // machines/ may import xstate, date-fns and zod (the scenario schema the CLI, Vitest and the
    // inspector share); the patterns below refuse the rest.
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...hostGlobals],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepRelativeImports,
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
              group: [
                '**/web/**',
                '**/gateway/**',
                '**/mocks/**',
                '**/contract/**',
                '@web/*',
                '@web-test/*',
                '@gateway/*',
                '@mocks/*',
                '@contract/*',
              ],
              message: 'machines/ imports nothing from the other layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'web/head-script.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepRelativeImports,
            {
              group: ['**/gateway/**', '**/mocks/**', '@gateway/*', '@mocks/*'],
              message: 'web/ talks to the gateway over HTTP only.',
            },
            { group: ['msw', 'msw/*'], message: 'web/ does not import MSW.' },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...webSyntaxRules],
    },
  },
  {
    files: ['inspector/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'web/test/**', 'gateway/src/testing/**', 'mocks/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importZones }] },
  },
  {
    // The web project's test files share one module graph per worker (vitest.config.ts): a file
    // that replaces or reloads modules there leaks into the files after it (session 26's flake).
    files: ['web/src/**/*.test.{ts,tsx}', 'web/test/**'],
    ignores: ['web/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...webSyntaxRules,
        {
          selector:
            'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]',
          message:
            "Module replacement and reloading leak into the web project's shared module graph: name the file *.isolated.test.ts(x).",
        },
      ],
    },
  },
);
