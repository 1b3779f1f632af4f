// The applications module's door (issue #27, ADR 0011): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule
// in tooling/lint/src/boundaries.js refuses an import that goes past this file.

export {
  announceCancellation,
  assertCancellable,
  cancellationOf,
  cancelledColumns,
} from './cancellation.js'
export { myCastingsStatements } from './my-castings.js'
export { APPLICATION_RATE_LIMITS } from './rate-limits.js'
export { applicationsRoutes } from './applications.routes.js'
