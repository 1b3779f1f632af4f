// One flat config for the whole workspace; packages run `eslint .` from their folder.
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import i18next from 'eslint-plugin-i18next'
import { UNCONVERTED_FILES } from './apps/web/scripts/i18n-unconverted-files.mjs'

// ADR 0014: what a visitor reads comes from the catalogues. Checked: text between JSX tags,
// string literals inside JSX expressions, and the attributes that carry words.
const noLiteralString = (severity) => [
  severity,
  {
    mode: 'jsx-only',
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
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/testing/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': noLiteralString('error') },
  },
  {
    files: UNCONVERTED_FILES.length ? UNCONVERTED_FILES.map((file) => `apps/web/${file}`) : ['!**'],
    rules: { 'i18next/no-literal-string': noLiteralString('warn') },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
