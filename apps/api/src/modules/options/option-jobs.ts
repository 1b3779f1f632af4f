// The options module's job; its schedule and retries are in the job registry (modules/jobs.ts).
import type { FastifyInstance } from 'fastify'
import { createOptionsService } from './options.service.js'

export const OPTION_JOBS = { EXPIRE_LAPSED: 'options.expire-lapsed' } as const

/** Options past their time expire; the option behind a lapsed 1st moves up (ADR 0049). */
export const expireLapsedOptionsHandler = (app: FastifyInstance) => {
  const options = createOptionsService({ prisma: app.prisma, clock: app.clock })
  return async () => {
    await options.expireLapsed()
  }
}
