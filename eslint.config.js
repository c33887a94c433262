import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

// Imports flow one way: app -> features -> core. The headless core (src/core, src/api, src/sim) never
// imports React or a feature; a feature never reaches into another feature's internals.
const coreBoundary = {
  files: ['src/core/**', 'src/api/**', 'src/sim/**', 'src/lib/**/*.ts'],
  ignores: ['**/*.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react', 'react-dom', 'react/*', '@tanstack/react-*', 'zustand', 'zustand/*'],
            message: 'The core has no React.',
          },
          { group: ['**/features/**', '**/app/**'], message: 'The core never imports a feature or the app.' },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  coreBoundary,
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**'], message: 'A feature never imports the app.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['scripts/**', 'server/**', 'bench/**', 'e2e/**'], rules: { 'no-console': 'off' } },
);
