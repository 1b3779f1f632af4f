// The video job's handler (ADR 0052), built from the app; its name and retry policy are
// declared in the job registry (modules/jobs.ts).
import type { FastifyInstance } from 'fastify'
import { sendSelfTapeReminders } from './self-tape-reminders.js'
import { cleanUpVideos } from './video-cleanup.js'
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
  cleanup: (app: FastifyInstance) => {
    const deps = {
      ...videoDepsOf(app),
      clock: app.clock,
      uploadDirectory: app.config.videoUploadDirectory,
    }
    return () => cleanUpVideos(deps)
  },
}

/** Reminds applicants without an answer a day before a self-tape's deadline (ADR 0053). */
export const sendSelfTapeRemindersHandler = (app: FastifyInstance) => async () => {
  const run = await sendSelfTapeReminders({
    prisma: app.prisma,
    clock: app.clock,
    webOrigin: app.config.webOrigins[0] ?? 'http://localhost:5173',
  })
  if (run.emails > 0) app.outbox.wake()
  return run
}
