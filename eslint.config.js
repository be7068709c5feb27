import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'test-results', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Direction of imports: shared code knows nothing of either side; ui/ primitives know no feature.
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**', 'react', 'fastify'] }],
    },
  },
  {
    files: ['src/web/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/pages/**', '**/app/**'] }],
    },
  },
  {
    files: ['src/web/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/pages/**'] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', 'react', 'react-dom'] }] },
  },
);
