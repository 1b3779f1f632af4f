// The bookings module's door (issue #28, ADR 0044): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule in
// tooling/lint/src/boundaries.js refuses an import that goes past this file.

export { startAgreement, startOptionAgreement } from './agreement-start.js'
export { recordCancellation } from './kill-fee.js'
export { bookingsRoutes } from './bookings.routes.js'
export { payRecordOf } from './pay-record.js'
export { seedDemoAgreements } from './demo-agreements.js'
export {
  sendUsageNoticeRemindersHandler,
  sendUsageRemindersHandler,
  USAGE_JOBS,
} from './usage-jobs.js'
export { sendPayRemindersHandler, PAY_JOBS } from './pay-jobs.js'
import { PAY_JOBS } from './pay-jobs.js'
import { USAGE_JOBS } from './usage-jobs.js'
/** The bookings module's background jobs (modules/jobs.ts declares them). */
export const BOOKING_JOBS = { ...USAGE_JOBS, ...PAY_JOBS } as const
export { payCasesRoutes } from './pay-cases.routes.js'
/** The PDF renderer, for bench:agreement-pdf (the route renders through the module itself). */
export { renderAgreementPdf } from './agreement-pdf.js'
