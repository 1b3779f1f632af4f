// The video job's handler (ADR 0052), built from the app; its name and retry policy are
// declared in the job registry (modules/jobs.ts).
import type { FastifyInstance } from 'fastify'
import { makePlayable, type VideoDeps } from './videos.service.js'

export const videoDepsOf = (app: FastifyInstance): VideoDeps => ({
  prisma: app.prisma,
  storage: app.storage,
  jobs: app.jobs,
  log: app.log.child({ module: 'videos' }),
})

export const videoJobHandlers = {
  makePlayable: (app: FastifyInstance) => {
    const deps = videoDepsOf(app)
    return (data: { videoId: string }) => makePlayable(deps, data.videoId)
  },
}
