// One flat config for the whole workspace; packages run `eslint .` from their folder.
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { boundaries } from './tooling/lint/src/boundaries.js'
import { timeConstants } from './tooling/lint/src/time-constants.js'
import { routeDatabase } from './tooling/lint/src/route-database.js'
import i18next from 'eslint-plugin-i18next'

// ADR 0014: what a visitor reads comes from the catalogues. Checked, as an error in every
// screen file: text between JSX tags, string literals inside JSX expressions, and the
// attributes that carry words.
const noLiteralString = [
  'error',
  {
    mode: 'jsx-only',
    // The plugin's own list (options replace it, not extend it), plus react-hook-form's
    // register('fieldName'), whose argument names a field and is never shown.
    callees: {
      exclude: [
        'i18n(ext)?',
        't',
        'require',
        'addEventListener',
        'removeEventListener',
        'postMessage',
        'getElementById',
        'dispatch',
        'commit',
        'includes',
        'indexOf',
        'endsWith',
        'startsWith',
        'register',
      ],
    },
    'jsx-attributes': {
      include: [
        'aria-label',
        'aria-description',
        'aria-valuetext',
        'alt',
        'title',
        'placeholder',
        'label',
        'heading',
        'eyebrow',
        'lead',
        'emptyTitle',
        'emptyText',
        'description',
        'message',
        'hint',
      ],
    },
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      '**/generated/**',
      '**/.data/**',
      '**/coverage/**',
      'artifacts/**',
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
    files: ['apps/web/**/*.{ts,tsx}', '**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The service worker (ADR 0055) runs in its own global scope, not a page's.
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/testing/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': noLiteralString },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaries,
  ...timeConstants,
  ...routeDatabase,
)
