// Background jobs on pg-boss, in the application's own Postgres (ADR 0016). Features
// define named jobs; the runner creates their queues, runs their handlers (retries,
// schedules) and lets tests and scripts run every due job in-process with drain().
import PgBoss from 'pg-boss'
import pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'

/** pg-boss keeps its tables here, outside the Prisma-managed `public` schema. */
export const JOB_SCHEMA = 'pgboss'

export interface JobContext {
  id: string
  /** 1 on the first run. */
  attempt: number
  /** True when a failure now is final: no retry follows. */
  lastAttempt: boolean
}

export interface JobDefinition<TData extends object> {
  /** Says what the job does, e.g. 'photos.make-variants'. */
  name: string
  /** What it resolves with (an object) is kept as the job's output (JobRecord.output). */
  handler: (data: TData, context: JobContext) => Promise<object | void>
  /** Retries after the first attempt (default 2). */
  retryLimit?: number
  /** Seconds before the first retry; doubled per retry when backoff is on (default 5 s). */
  retryDelaySeconds?: number
  /** A run that takes longer is failed and retried (default 5 min). */
  expireInSeconds?: number
  /** Cron expression (UTC, minute resolution): the job is also sent on this schedule. */
  cron?: string
  /**
   * 'short': at most one queued job per singleton key (per queue when sent without a key);
   * sending another while one waits is a no-op. Default 'standard': every send queues.
   */
  policy?: 'standard' | 'short'
  /**
   * Where workers run: asked once when they start; true sends the job at once (with empty
   * data) instead of waiting for its first cron tick, e.g. a table that is still empty.
   */
  sendAtStartIf?: () => Promise<boolean>
}

/** A database transaction that runs raw SQL with $1 parameters (a Prisma transaction client). */
export interface SqlTransaction {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>
}

export interface SendJobOptions {
  /** With policy 'short': at most one queued job per key (e.g. one processing per photo). */
  singletonKey?: string
  startAfterSeconds?: number
  /**
   * Queues the job inside this transaction: it exists if and only if the transaction
   * commits, so a change and the work it needs cannot be separated by a crash.
   */
  transaction?: SqlTransaction
}

/** pg-boss's states, in its order: the first three are unfinished. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'

/** A job as pg-boss records it (queued, running or finished; archived ones included). */
export interface JobRecord {
  id: string
  state: JobState
  data: unknown
  /** The handler's result when completed; the error (`{ message, … }`) after a failure. */
  output: unknown
  retryCount: number
  createdOn: Date
  startedOn: Date | null
  completedOn: Date | null
}

export interface JobRunner {
  /** Registers a job; call before start(). */
  define<TData extends object>(definition: JobDefinition<TData>): void
  /** Queues a job; resolves with its id, or null when a singleton key held it back. */
  send<TData extends object>(
    name: string,
    data: TData,
    options?: SendJobOptions,
  ): Promise<string | null>
  /**
   * Runs every queued job of the named queues (all when omitted) in this process now,
   * retries included and without waiting for their delay; resolves with how many ran.
   */
  drain(names?: readonly string[]): Promise<number>
  /** The job of that queue with that id, finished or not; null when unknown or long gone. */
  find(name: string, id: string): Promise<JobRecord | null>
  /** The newest unfinished job of the queue, else the newest finished one; null for none. */
  latest(name: string): Promise<JobRecord | null>
  start(): Promise<void>
  /** Lets running handlers finish (up to timeoutMs), then closes its own pool (not a shared one). */
  stop(options?: { timeoutMs?: number }): Promise<void>
}

export interface PgBossRunnerOptions {
  databaseUrl: string
  /**
   * The app's pool (plugins/sql-pool.ts), shared instead of a pool of the runner's own; the
   * app ends it, stop() leaves it open. Scripts and tests without an app leave it out.
   */
  pool?: pg.Pool
  log: FastifyBaseLogger
  /** false: jobs are queued and drain() runs them, but no polling worker or schedule runs. */
  workers: boolean
  /** Connections of the jobs' own pool (default 4). */
  maxConnections?: number
  /** How often an idle worker looks for jobs (seconds, >= 0.5; default 2). */
  pollingIntervalSeconds?: number
}

type AnyDefinition = JobDefinition<object>

const DEFAULTS = { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 300 } as const

export function createPgBossRunner(options: PgBossRunnerOptions): JobRunner {
  const { log } = options
  const definitions = new Map<string, AnyDefinition>()
  const workerIds = new Map<string, string>()
  // A pool we hand to pg-boss ourselves: a start that fails (database down) can be tried
  // again with a fresh PgBoss instance, and stop() knows when the pool is closed.
  const ownPool = options.pool === undefined
  const pool =
    options.pool ??
    new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 4,
      application_name: 'cnm-jobs',
      connectionTimeoutMillis: 5_000,
    })
  if (ownPool) pool.on('error', (error) => log.warn({ err: error }, 'jobs: idle connection lost'))
  const db: PgBoss.Db = {
    executeSql: async (text, values) => {
      const result = await pool.query(text, values)
      return { rows: result.rows }
    },
  }
  let boss: PgBoss | null = null
  let starting: Promise<PgBoss> | null = null
  let stopped = false

  async function runOne(job: PgBoss.JobWithMetadata<object>): Promise<object | void> {
    const definition = definitions.get(job.name)
    if (!definition) throw new Error(`jobs: no handler defined for "${job.name}"`)
    const context: JobContext = {
      id: job.id,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
    }
    const startedAt = Date.now()
    try {
      const output = await definition.handler(job.data, context)
      log.debug({ job: job.name, jobId: job.id, ms: Date.now() - startedAt }, 'jobs: done')
      return output
    } catch (error) {
      const level = context.lastAttempt ? 'error' : 'warn'
      log[level](
        { job: job.name, jobId: job.id, attempt: context.attempt, err: error },
        'jobs: failed',
      )
      throw error
    }
  }

  async function startBoss(): Promise<PgBoss> {
    const instance = new PgBoss({
      db,
      schema: JOB_SCHEMA,
      // Maintenance (expiring, archiving) and cron only where workers run.
      supervise: options.workers,
      schedule: options.workers,
    })
    // pg-boss emits background errors (lost connection, maintenance); unhandled they crash.
    instance.on('error', (error) => log.error({ err: error }, 'jobs: pg-boss error'))
    try {
      await instance.start()
    } catch (error) {
      throw new Error(
        `jobs: cannot start pg-boss (schema "${JOB_SCHEMA}"): ${String(error)}. ` +
          'Check DATABASE_URL and that its role may create a schema.',
        { cause: error },
      )
    }
    for (const definition of definitions.values()) {
      await instance.createQueue(definition.name, {
        name: definition.name,
        policy: definition.policy ?? 'standard',
        retryLimit: definition.retryLimit ?? DEFAULTS.retryLimit,
        retryDelay: definition.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? DEFAULTS.expireInSeconds,
      })
      if (!options.workers) continue
      const workerId = await instance.work<object>(
        definition.name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        // pg-boss keeps what this resolves with as the job's output.
        async ([job]) => (job ? runOne(job) : undefined),
      )
      workerIds.set(definition.name, workerId)
      if (definition.cron) await instance.schedule(definition.name, definition.cron, {})
      if (definition.sendAtStartIf && (await definition.sendAtStartIf())) {
        await instance.send(definition.name, {})
      }
    }
    return instance
  }

  function ensureStarted(): Promise<PgBoss> {
    if (stopped) return Promise.reject(new Error('jobs: the job runner has been stopped'))
    if (boss) return Promise.resolve(boss)
    starting ??= startBoss().then(
      (instance) => {
        boss = instance
        return instance
      },
      (error: unknown) => {
        starting = null
        throw error
      },
    )
    return starting
  }

  return {
    define(definition) {
      if (boss || starting) throw new Error(`jobs: define "${definition.name}" before start()`)
      if (definitions.has(definition.name)) {
        throw new Error(`jobs: "${definition.name}" is defined twice`)
      }
      definitions.set(definition.name, definition as unknown as AnyDefinition)
    },

    async send(name, data, sendOptions = {}) {
      const definition = definitions.get(name)
      if (!definition) throw new Error(`jobs: send of undefined job "${name}"`)
      if (sendOptions.singletonKey && definition.policy !== 'short') {
        // On a standard queue pg-boss would accept the key and queue a duplicate anyway.
        throw new Error(`jobs: "${name}" needs policy 'short' to be sent with a singleton key`)
      }
      const instance = await ensureStarted()
      const id = await instance.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.transaction ? { db: inTransaction(sendOptions.transaction) } : {}),
      })
      // A local worker starts at once instead of at its next poll.
      const workerId = workerIds.get(name)
      if (workerId && !sendOptions.startAfterSeconds) instance.notifyWorker(workerId)
      return id
    },

    async drain(names) {
      const instance = await ensureStarted()
      let ran = 0
      for (const name of names ?? [...definitions.keys()]) {
        for (;;) {
          const jobs = await instance.fetch<object>(name, {
            batchSize: 5,
            includeMetadata: true,
            ignoreStartAfter: true,
          })
          if (jobs.length === 0) break
          for (const job of jobs) {
            ran += 1
            try {
              const output = await runOne(job)
              await instance.complete(name, job.id, output ?? undefined)
            } catch (error) {
              // As a worker records it: pg-boss serialises the error ({ message, stack, … }).
              await instance.fail(
                name,
                job.id,
                error instanceof Error ? error : { message: String(error) },
              )
            }
          }
        }
      }
      return ran
    },

    async find(name, id) {
      const instance = await ensureStarted()
      const job = await instance.getJobById<object>(name, id, { includeArchive: true })
      return job ? toRecord(job) : null
    },

    async latest(name) {
      await ensureStarted()
      // The enum's order is created < retry < active < completed < cancelled < failed.
      const newest = (table: string) =>
        pool.query<RecordRow>(
          `SELECT id, state, data, output, retry_count, created_on, started_on, completed_on
           FROM ${JOB_SCHEMA}.${table} WHERE name = $1
           ORDER BY state < 'completed' DESC, created_on DESC LIMIT 1`,
          [name],
        )
      // Finished jobs move to the archive after 12 hours; look there only when needed.
      const row = (await newest('job')).rows[0] ?? (await newest('archive')).rows[0]
      return row ? fromRow(row) : null
    },

    async start() {
      await ensureStarted()
    },

    async stop(stopOptions = {}) {
      if (stopped) return
      stopped = true
      const instance = boss ?? (await starting?.catch(() => null))
      if (instance) {
        await instance.stop({
          graceful: true,
          wait: true,
          close: false,
          timeout: stopOptions.timeoutMs ?? 8_000,
        })
      }
      if (ownPool) await pool.end()
    },
  }
}

/**
 * pg-boss's SQL run in the caller's transaction. Its parameters arrive as node-pg would
 * send them: objects as JSON text, undefined as null.
 */
function inTransaction(transaction: SqlTransaction): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      const parameters = values.map((value: unknown) =>
        value === undefined
          ? null
          : typeof value === 'object' && value !== null && !(value instanceof Date)
            ? JSON.stringify(value)
            : value,
      )
      const rows = await transaction.$queryRawUnsafe<unknown[]>(text, ...parameters)
      return { rows }
    },
  }
}

interface RecordRow {
  id: string
  state: JobState
  data: unknown
  output: unknown
  retry_count: number
  created_on: Date
  started_on: Date | null
  completed_on: Date | null
}

const fromRow = (row: RecordRow): JobRecord => ({
  id: row.id,
  state: row.state,
  data: row.data,
  output: row.output,
  retryCount: row.retry_count,
  createdOn: row.created_on,
  startedOn: row.started_on,
  completedOn: row.completed_on,
})

const toRecord = (job: PgBoss.JobWithMetadata<object>): JobRecord => ({
  id: job.id,
  state: job.state,
  data: job.data,
  output: job.output,
  retryCount: job.retryCount,
  createdOn: job.createdOn,
  startedOn: job.startedOn,
  completedOn: job.completedOn,
})
