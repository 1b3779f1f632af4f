// The bookings module's door (issue #28, ADR 0044): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule in
// tooling/lint/src/boundaries.js refuses an import that goes past this file.

export { recordCancellation, startAgreement } from './bookings.service.js'
export { bookingsRoutes } from './bookings.routes.js'
export { payRecordOf } from './pay-record.js'
export { seedDemoAgreements } from './demo-agreements.js'
export { BOOKING_JOBS, sendPayRemindersHandler } from './pay-jobs.js'
export { payCasesRoutes } from './pay-cases.routes.js'
