// The reviews module's job; its schedule and retries are in the job registry (modules/jobs.ts).
import type { FastifyInstance } from 'fastify'
import { createReviewsService } from './reviews.service.js'

export const REVIEW_JOBS = { RELEASE_EXPIRED: 'reviews.release-expired' } as const

/** Releases a lone review once its window closed (ADR 0028). */
export const releaseExpiredReviewsHandler = (app: FastifyInstance) => {
  const reviews = createReviewsService({
    prisma: app.prisma,
    clock: app.clock,
    photoUrl: app.photos.url,
  })
  return async () => {
    await reviews.releaseExpired()
  }
}
