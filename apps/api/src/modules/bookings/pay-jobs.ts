// The bookings module's job handler (ADR 0046); its name, schedule and retries are in the job
// registry (modules/jobs.ts).
import type { FastifyInstance } from 'fastify'
import { sendPayReminders } from './pay-reminders.js'

export const PAY_JOBS = {
  PAY_REMINDERS: 'bookings.send-pay-reminders',
} as const

/** Reminds clients of pay due soon or overdue, tells the model side; each step once. */
export const sendPayRemindersHandler = (app: FastifyInstance) => async () => {
  const run = await sendPayReminders({
    prisma: app.prisma,
    clock: app.clock,
    webOrigin: app.config.webOrigins[0] ?? 'http://localhost:5173',
  })
  if (run.emails > 0) app.outbox.wake()
  return run
}
