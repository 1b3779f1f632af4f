// The saved-searches module's door (issue #27, ADR 0011; issue #29, ADR 0051): what other
// modules and the rest of the API import from it. Everything else in this folder is private to
// the module; the lint rule in tooling/lint/src/boundaries.js refuses an import past this file.

export { savedSearchesRoutes } from './saved-searches.routes.js'
export { matchSavedSearches, SAVED_SEARCH_JOBS } from './saved-search-matching.js'
export { matchSavedModelSearches } from './saved-models-matching.js'
export { matchSavedSearchesHandler, sendSavedSearchDigestsHandler } from './saved-search-jobs.js'
