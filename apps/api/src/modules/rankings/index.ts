// The rankings module's door (issue #27, ADR 0011): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule
// in tooling/lint/src/boundaries.js refuses an import that goes past this file.

export {
  RANKING_JOBS,
  rankingsAreEmpty,
  recomputeRankings,
  recomputeRankingsHandler,
} from './ranking-job.js'
export { AUDIT_ACTION_K_STARS, rankingStatements } from './rankings.service.js'
export { rankingsRoutes } from './rankings.routes.js'
