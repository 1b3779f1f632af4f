// The castings module's door (issue #27, ADR 0011): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule
// in tooling/lint/src/boundaries.js refuses an import that goes past this file.

export { CASTING_AUDIT_ACTIONS } from './castings-admin.service.js'
export { boardStatements } from './castings-list.js'
export { WAITING_APPLICATION_STATUSES, closeAndTell, isPublic } from './castings.service.js'
export { findMoneyAsks, holdMatchesOf } from './money-rule.js'
export { CLOSE_DEADLINES_JOB, closeDeadlinesHandler } from './deadline-job.js'
export { castingsRoutes } from './castings.routes.js'
