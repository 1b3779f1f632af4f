import fp from 'fastify-plugin'
import { createPgBossRunner, type JobRunner } from './job-runner.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (ADR 0016): modules define theirs while they register. */
    jobs: JobRunner
  }
}

export interface JobsPluginOptions {
  databaseUrl: string
  /** A runner built elsewhere (the app then neither starts nor stops it). */
  runner?: JobRunner | undefined
  /** Polling workers and schedules in this process; false leaves jobs to drain(). */
  workers: boolean
}

const RETRY_START_MS = 15_000

/**
 * The job runner as part of the app: it starts when the app is ready (after every
 * module defined its jobs) and stops with the app, letting running jobs finish.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const owned = options.runner === undefined
    const runner =
      options.runner ??
      createPgBossRunner({
        databaseUrl: options.databaseUrl,
        // The app's one pg pool (plugins/sql-pool.ts, registered before this plugin).
        pool: app.sqlPool,
        log: app.log.child({ module: 'jobs' }),
        workers: options.workers,
      })
    app.decorate('jobs', runner)
    if (!owned) return
    // The API starts even while the database is down (GET /health says so); the
    // runner then keeps trying, and send() tries again itself.
    let retry: NodeJS.Timeout | undefined
    let closed = false
    const tryStart = async () => {
      if (closed) return
      try {
        await runner.start()
        app.log.info('jobs: workers started')
      } catch (error) {
        if (closed) return
        app.log.error(
          { err: error },
          `jobs: not started; trying again in ${RETRY_START_MS / 1000} s`,
        )
        retry = setTimeout(() => void tryStart(), RETRY_START_MS)
        retry.unref()
      }
    }
    // Without workers nothing needs pg-boss until the first send() or drain(), which start it.
    if (options.workers) {
      app.addHook('onReady', async () => {
        await tryStart()
      })
    }
    app.addHook('onClose', async () => {
      closed = true
      clearTimeout(retry)
      await runner.stop()
    })
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['sql-pool'] },
)
