import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { boundaries, testFiles } from './eslint/boundaries.js';
import { conventions } from './eslint/conventions.js';

const root = path.dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      '**/test-results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The domain's root re-exports the zod schemas: the web picks its entry (zod stays lazy).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pulso/domain',
              message:
                'Import @pulso/domain/core (no zod), or @pulso/domain/schemas from lazily loaded modules.',
            },
          ],
        },
      ],
    },
  },
  ...boundaries(root),
  ...conventions({ serverTests: testFiles('apps/server/src') }),
);
