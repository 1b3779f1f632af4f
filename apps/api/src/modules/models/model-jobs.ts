// The models module's job handler; its name, schedule and retries are in modules/jobs.ts.
import type { FastifyInstance } from 'fastify'
import { purgeArchivedProfiles } from './profile-archive.js'

/**
 * ADR 0032: archived profiles kept as evidence of a report lose their personal data once no
 * report on them is open (or after the hold's year). Idempotent: an erased profile is not
 * selected again, and a photo whose row is gone loses its files whoever runs first.
 */
export const purgeArchivedProfilesHandler = (app: FastifyInstance) => {
  const photos = app.photos
  return async () => {
    const { profiles, photoIds } = await purgeArchivedProfiles(app.prisma, app.clock.now())
    if (photoIds.length > 0) await photos.afterProfileDeleted(photoIds)
    return { profiles, photos: photoIds.length }
  }
}
