// The admin module's door (issue #27, ADR 0011): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule
// in tooling/lint/src/boundaries.js refuses an import that goes past this file.

export { AUDIT_ACTION_EXAMINATION } from './admin.service.js'
export { createReportsQueueService } from './reports-queue.service.js'
export { adminConsoleRoutes } from './admin-console.routes.js'
export { adminRoutes } from './admin.routes.js'
