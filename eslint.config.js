// ESLint flat config: typescript-eslint, React hooks and TanStack Query's rules. generated/ is never linted.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['generated/', 'dist/', '.data/', '.cache/', 'node_modules/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
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
              group: ['**/lib/graphql/*'],
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
);
