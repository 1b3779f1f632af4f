// The models module's door (issue #27, ADR 0011): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule
// in tooling/lint/src/boundaries.js refuses an import that goes past this file.

export { AUDIT_ACTION_MODEL_REPORT, AUDIT_ACTION_MODEL_REVIEW } from './models-admin.service.js'
export { listStatements } from './models-list.js'
export {
  DEPARTURE_REASON,
  PURGE_ARCHIVED_PROFILES_JOB,
  endPendingProposals,
  removeOrArchiveProfile,
} from './profile-archive.js'
export { purgeArchivedProfilesHandler } from './model-jobs.js'
export { modelsAdminRoutes } from './models-admin.routes.js'
export { modelsRoutes } from './models.routes.js'
