// Lengths of time have one home, packages/contracts/src/time.ts (issue #27): the API, the web
// and their tests import SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS and DAY_SECONDS from
// '@cnm/contracts'. Refused elsewhere: a constant named like one of them, and the products
// and literals that spell one out (`24 * 60 * 60 * 1000`, `60 * 60_000`, `86_400_000` ...).
// A length that is a number of units (`30 * MINUTE_MS`) is written with the unit.

export const TIME_MESSAGE =
  "Lengths of time have one home: import { MINUTE_MS, HOUR_MS, DAY_MS } from '@cnm/contracts' (packages/contracts/src/time.ts) and write `n * HOUR_MS` (issue #27)."

export const TIME_SELECTORS = [
  // const DAY_MS = ..., const MINUTE = ..., const DAY_SECONDS = ...
  'VariableDeclarator[id.name=/^(SECOND|MINUTE|HOUR|DAY|WEEK)S?(_MS|_SECONDS)?$/][init.type=/^(Literal|BinaryExpression)$/]',
  // 60 * 1000, n * 60 * 1000, n * 60 * 60 * 1000
  "BinaryExpression[operator='*'][right.value=1000][left.value=60]",
  "BinaryExpression[operator='*'][right.value=1000][left.right.value=60]",
  // 60 * 60_000, n * 60 * 60_000
  "BinaryExpression[operator='*'][right.value=60000][left.value=60]",
  "BinaryExpression[operator='*'][right.value=60000][left.right.value=60]",
  // n * 60 * 60 (seconds in hours or days)
  "BinaryExpression[operator='*'][right.value=60][left.right.value=60]",
  // an hour and a day written as one literal
  'Literal[value=3600000]',
  'Literal[value=86400000]',
].map((selector) => ({ selector, message: TIME_MESSAGE }))

/** @type {import('eslint').Linter.Config[]} */
export const timeConstants = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['packages/contracts/src/time.ts'],
    rules: { 'no-restricted-syntax': ['error', ...TIME_SELECTORS] },
  },
]
