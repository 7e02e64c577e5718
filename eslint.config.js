// @ts-check
/**
 * ESLint (flat config): TypeScript, Astro and React hooks rules, once for the whole repository.
 * Formatting is Prettier's job (.prettierrc.json); layering is dependency-cruiser's (.dependency-cruiser.cjs).
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist.next/',
      'dist.old/',
      '.astro/',
      '.data/',
      '.wrangler/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.bench/',
      'src/features/location/gazetteer-table.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // Empty catch blocks carry a comment where the failure is expected and harmless.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    // The plugin's own types predate ESLint 10's Plugin type; the rules are what matter here.
    plugins: { 'react-hooks': /** @type {import('eslint').ESLint.Plugin} */ (/** @type {unknown} */ (reactHooks)) },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
