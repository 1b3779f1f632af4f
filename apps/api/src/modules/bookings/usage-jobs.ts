// The bookings module's job; its schedule and retries are in the job registry (modules/jobs.ts).
import type { FastifyInstance } from 'fastify'
import { createBookingsService } from './bookings.service.js'
import { createImageUsageService } from './image-usage.js'
import { createUsageNoticeService } from './usage-notices.js'

export const USAGE_JOBS = {
  USAGE_REMINDERS: 'bookings.usage-reminders',
  USAGE_NOTICE_REMINDERS: 'bookings.usage-notice-reminders',
} as const

/** Tells both sides of a booking that a picture usage ends in 30 days, 7 days, today (ADR 0048). */
export const sendUsageRemindersHandler = (app: FastifyInstance) => {
  const usage = createImageUsageService({ prisma: app.prisma, clock: app.clock })
  return async () => {
    await usage.sendReminders()
  }
}

/** Reminds a client, once, of a usage-ended notice left unanswered for 7 days (ADR 0056). */
export const sendUsageNoticeRemindersHandler = (app: FastifyInstance) => {
  const notices = createUsageNoticeService({
    prisma: app.prisma,
    clock: app.clock,
    webOrigin: app.config.webOrigins[0] ?? 'http://localhost:5173',
    bookings: createBookingsService({ prisma: app.prisma, clock: app.clock }),
  })
  return async () => {
    const emails = await notices.sendReminders()
    if (emails > 0) app.outbox.wake()
    return { emails }
  }
}
