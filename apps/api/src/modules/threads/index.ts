// The threads module's door (issue #27, ADR 0011): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule
// in tooling/lint/src/boundaries.js refuses an import that goes past this file.

export {
  announceCancellation,
  assertCancellable,
  cancellationOf,
  cancelledColumns,
} from './booking-cancellation.js'
export { acrossBeforeBooking } from './before-booking.js'
export type { CrossingReader } from './before-booking.js'
export { hasContactDetails, redactContactDetails } from './contact-redaction.js'
export { postSystemLine } from './system-lines.js'
export type { SystemLineThread } from './system-lines.js'
export { threadsRoutes } from './threads.routes.js'
