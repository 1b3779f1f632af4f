// The photo jobs' handlers (ADR 0017), built from the app; their names, schedules and retry
// policies are declared in the job registry (modules/jobs.ts).
import type { FastifyInstance } from 'fastify'
import type { JobContext } from '../../lib/jobs/job-runner.js'
import { cleanUpPhotos } from './photo-cleanup.js'
import { runPhotoVisibilityJob, type PhotoVisibilityJob } from './photo-visibility.js'
import { makeVariants, removeFilesOfDeletedPhotos, type PhotoDeps } from './photos.service.js'

/** What the photo routes and jobs work with. */
export const photoDepsOf = (app: FastifyInstance): PhotoDeps => ({
  prisma: app.prisma,
  storage: app.storage,
  jobs: app.jobs,
  clock: app.clock,
  log: app.log.child({ module: 'photos' }),
})

export const photoJobHandlers = {
  makeVariants: (app: FastifyInstance) => {
    const deps = photoDepsOf(app)
    return (data: { photoId: string }, context: JobContext) =>
      makeVariants(deps, data.photoId, context)
  },
  removeFiles: (app: FastifyInstance) => {
    const deps = photoDepsOf(app)
    return async (data: { photoIds: string[] }) => {
      await removeFilesOfDeletedPhotos(deps, data.photoIds)
    }
  },
  syncVisibility: (app: FastifyInstance) => {
    const deps = photoDepsOf(app)
    return (data: PhotoVisibilityJob) => runPhotoVisibilityJob(deps, data)
  },
  cleanup: (app: FastifyInstance) => {
    const deps = photoDepsOf(app)
    return async () => {
      await cleanUpPhotos(deps)
    }
  },
}
