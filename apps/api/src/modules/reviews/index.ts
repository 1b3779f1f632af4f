// The reviews module's door (issue #27, ADR 0011): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule
// in tooling/lint/src/boundaries.js refuses an import that goes past this file.

export { reviewWindow, windowState } from './review-window.js'
export type { WindowFacts } from './review-window.js'
export { companyNameOf, createReviewsService } from './reviews.service.js'
export { REVIEW_JOBS, releaseExpiredReviewsHandler } from './review-jobs.js'
export { reviewsRoutes } from './reviews.routes.js'
