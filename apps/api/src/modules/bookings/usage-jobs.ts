// The bookings module's job; its schedule and retries are in the job registry (modules/jobs.ts).
import type { FastifyInstance } from 'fastify'
import { createImageUsageService } from './image-usage.js'

export const USAGE_JOBS = { USAGE_REMINDERS: 'bookings.usage-reminders' } as const

/** Tells both sides of a booking that a picture usage ends in 30 days, 7 days, today (ADR 0048). */
export const sendUsageRemindersHandler = (app: FastifyInstance) => {
  const usage = createImageUsageService({ prisma: app.prisma, clock: app.clock })
  return async () => {
    await usage.sendReminders()
  }
}
