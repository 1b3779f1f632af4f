// Routes do no database work of their own (issue #27): an API route file
// (apps/api/src/**/*.routes.ts) reads input, calls a service and shapes the answer; the
// queries live in the module's services. Refused there: `app.prisma.<model or $call>` and
// `app.sqlPool.<call>`. Handing the client to a service (`createX({ prisma: app.prisma })`)
// stays allowed.
import { TIME_SELECTORS } from './time-constants.js'

export const ROUTE_DATABASE_MESSAGE =
  'A route does no database work of its own: move this query into a service of the module and call it (issue #27, ADR 0011).'

const refused = [
  "MemberExpression[object.type='MemberExpression'][object.object.name='app'][object.property.name=/^(prisma|sqlPool)$/]",
].map((selector) => ({ selector, message: ROUTE_DATABASE_MESSAGE }))

/** @type {import('eslint').Linter.Config[]} */
export const routeDatabase = [
  {
    files: ['apps/api/src/**/*.routes.ts'],
    // One no-restricted-syntax per file: a later block replaces the option list, so the time
    // rule's selectors are repeated here.
    rules: { 'no-restricted-syntax': ['error', ...TIME_SELECTORS, ...refused] },
  },
]
