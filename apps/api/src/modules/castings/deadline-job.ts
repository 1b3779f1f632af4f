// The deadline closure (issue #15, ADR 0023): every minute, live castings whose application
// deadline has passed close with reason 'deadline', and applicants still waiting are told.
// Idempotent (only live castings are touched, under their row locks), so pg-boss's
// at-least-once delivery and a missed minute change nothing.
import type { FastifyInstance } from 'fastify'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { boardCountsOf } from './board-counts.js'
import { closeAndTell } from './castings.service.js'

export const CLOSE_DEADLINES_JOB = 'castings.close-deadlines'

/** Castings closed per transaction; a backlog is worked through batch by batch. */
const BATCH = 200

export async function closeExpiredCastings(
  prisma: PrismaClient,
  clock: Clock,
): Promise<{ closed: number; told: number }> {
  let closed = 0
  let told = 0
  for (;;) {
    const now = clock.now()
    const batch = await prisma.$transaction(async (tx) => {
      // SKIP LOCKED: a casting a client is closing or editing right now is left for the next run.
      const due = await tx.$queryRaw<Array<{ id: number; title: string }>>`
        SELECT id, title FROM castings
        WHERE status = 'live' AND application_deadline <= ${now.toISOString()}::timestamp
        ORDER BY application_deadline, id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`
      told += await closeAndTell(tx, due, 'deadline', now)
      return due.length
    })
    closed += batch
    if (batch < BATCH) return { closed, told }
  }
}

/** The job's handler (modules/jobs.ts): closes what is due, then the board's totals are fresh. */
export const closeDeadlinesHandler = (app: FastifyInstance) => async () => {
  const { closed } = await closeExpiredCastings(app.prisma, app.clock)
  if (closed > 0) boardCountsOf(app).clear()
}
