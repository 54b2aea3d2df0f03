// ESLint flat config: typescript-eslint, React hooks and TanStack Query's rules. generated/ is never linted.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The folders of a layer whose folders must not import each other (a feature, an entity). */
const foldersOf = (layer) =>
  readdirSync(new URL(`./src/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each folder of the layer may import its own files, and no other folder's of that layer. */
const apart = (layer, message) =>
  foldersOf(layer).map((folder) => ({
    target: `./src/${layer}/${folder}`,
    from: `./src/${layer}`,
    except: [`./${folder}`],
    message,
  }));

/**
 * The client's layers, top to bottom (docs/architecture.md): app composes features; features use entities, shared,
 * components and lib, never each other; entities use shared, components and lib; shared and components use lib
 * only, and not each other.
 * Imports run down only. The service reads the app's route table and lib, never a feature.
 */
const LAYER_ZONES = [
  ...apart(
    'features',
    'a feature never imports another: move what both need to src/entities, or compose in src/app',
  ),
  ...apart(
    'entities',
    'an entity never imports another: a change that rewrites both belongs to the feature making it',
  ),
  {
    target: ['./src/features', './src/entities', './src/shared', './src/components', './src/lib'],
    from: './src/app',
    message: 'only src/app (and src/main.tsx) import src/app',
  },
  {
    target: ['./src/entities', './src/shared', './src/components', './src/lib'],
    from: './src/features',
    message: 'features are used by src/app only',
  },
  {
    target: ['./src/shared', './src/components', './src/lib'],
    from: './src/entities',
    message: 'entities are used by features and src/app only',
  },
  {
    target: ['./src/components', './src/lib'],
    from: './src/shared',
    message: 'src/shared uses src/lib only',
  },
  {
    target: ['./src/shared', './src/lib'],
    from: './src/components',
    message: 'src/components use src/lib only',
  },
  {
    target: './server',
    from: ['./src/features', './src/entities', './src/shared', './src/components'],
    message: 'the service reads the route table of src/app and src/lib only',
  },
];

export default tseslint.config(
  { ignores: ['generated/', 'dist/', 'build/', '.data/', '.cache/', 'node_modules/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Where React code lives: the client, components' tests and the benches' pages. Its rules analyse every function
    // as the compiler would (60% of the lint's time when they also read the service and its tests).
    files: ['src/**/*.{ts,tsx}', '**/*.tsx', 'bench/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: LAYER_ZONES }] },
  },
  {
    // A function a reader can hold in view: longer ones are split into the parts they are made of. Tests' describe
    // blocks and the demo data (server/seed.ts) are lists, not logic.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'server/seed.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The GraphQL layer is generic: it never reaches into product code.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/features/**',
                '**/entities/**',
                '**/shared/**',
                '**/components/**',
                '**/app/**',
                '**/generated/**',
              ],
              message: 'src/lib stays free of product code',
            },
          ],
        },
      ],
    },
  },
  {
    // The GraphQL layer has one entry point (src/lib/graphql/index.ts): product code never reaches past it.
    // Documents come from generated/hooks.ts (one module per operation, so a page's bundle keeps only its own);
    // generated/graphql.ts is for types: its documents would put every operation in every page.
    files: ['src/{app,features,entities,shared,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Tests may take the layer's test helpers (src/lib/graphql/testing) directly.
              group: ['**/lib/graphql/*', '!**/lib/graphql/testing'],
              message: 'import the GraphQL layer from src/lib/graphql (its index) only',
            },
            {
              group: ['**/generated/graphql'],
              allowTypeImports: true,
              message: 'import documents from generated/hooks; generated/graphql is for types only',
            },
          ],
        },
      ],
    },
  },
  {
    // A change is one unit of work (server/resolvers/run-change.ts): it owns the transaction, writes viewer events
    // through their log and publishes after the commit. Resolvers never open a transaction or publish by hand.
    files: ['server/resolvers/**/*.ts', 'server/team/**/*.ts'],
    // db-errors.ts wraps the database itself.
    ignores: ['server/resolvers/run-change.ts', 'server/resolvers/db-errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'make the change through runChange (server/resolvers/run-change.ts)',
        },
        {
          selector: "CallExpression[callee.property.name='publish'][arguments.0.value=/^(board|viewer)$/]",
          message: 'board and viewer events are published by runChange after the commit',
        },
      ],
    },
  },
);
