// Recomputing the ranking on demand (ADR 0029 addendum): an administrator queues the ranking
// job through pg-boss and reads how it goes. The queue's policy is 'short' (at most one job
// waits), so a request while one waits joins it; a request while one runs queues the next
// run, which alone is sure to read the change that prompted the request.
import {
  AUDIT_ACTIONS,
  RANKING_SERVER_MESSAGES,
  type RankingRecomputation,
  type RankingRecomputationState,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { notFound } from '../../lib/http-error.js'
import type { JobRecord, JobRunner } from '../../lib/jobs/job-runner.js'
import { RANKING_JOBS, type RecomputeResult } from './ranking-job.js'

export interface RecomputationDeps {
  prisma: PrismaClient
  clock: Clock
  jobs: Pick<JobRunner, 'send' | 'find' | 'latest'>
}

/** What an administrator's request puts in the job's data. */
export interface RecomputeJobData {
  requestedById?: number
}

/** A failure's text is the error's own; long driver messages are cut here. */
const ERROR_MAX = 500

const STATUS = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  cancelled: 'failed',
  failed: 'failed',
} as const satisfies Record<JobRecord['state'], RankingRecomputation['status']>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The error's message as pg-boss kept it: `{ message }`, or `{ value: { message } }` (timeout). */
function errorOf(output: unknown): string | null {
  if (!isObject(output)) return null
  const source = isObject(output.value) ? output.value : output
  const message = typeof source.message === 'string' ? source.message : null
  return message === null ? null : message.slice(0, ERROR_MAX)
}

const countOf = (output: unknown, key: keyof RecomputeResult): number | null =>
  isObject(output) && typeof output[key] === 'number' ? output[key] : null

export function toRecomputation(job: JobRecord): RankingRecomputation {
  const status = STATUS[job.state]
  const data = isObject(job.data) ? (job.data as RecomputeJobData) : {}
  return {
    id: job.id,
    status,
    requestedById: typeof data.requestedById === 'number' ? data.requestedById : null,
    queuedAt: job.createdOn.toISOString(),
    // A job waiting to try again keeps the start of its failed attempt: not started now.
    startedAt: status === 'queued' ? null : (job.startedOn?.toISOString() ?? null),
    finishedAt:
      status === 'done' || status === 'failed' ? (job.completedOn?.toISOString() ?? null) : null,
    rows: status === 'done' ? countOf(job.output, 'rows') : null,
    removed: status === 'done' ? countOf(job.output, 'removed') : null,
    error: status === 'done' || status === 'running' ? null : errorOf(job.output),
  }
}

export function createRecomputationService({ prisma, clock, jobs }: RecomputationDeps) {
  /** The time of the ranking shown now: every row of a run has it (one index entry). */
  async function lastComputedAt(): Promise<string | null> {
    const row = await prisma.modelRanking.findFirst({
      where: { scope: 'all' },
      orderBy: { rank: 'asc' },
      select: { computedAt: true },
    })
    return row?.computedAt.toISOString() ?? null
  }

  const state = async (job: JobRecord | null): Promise<RankingRecomputationState> => ({
    lastComputedAt: await lastComputedAt(),
    recomputation: job ? toRecomputation(job) : null,
  })

  return {
    /**
     * Queues a recomputation, or joins the one already waiting (pg-boss's 'short' policy
     * refuses a second queued job). Audited either way, naming the job the request got.
     */
    async request(actorId: number): Promise<{ state: RankingRecomputationState; message: string }> {
      const data: RecomputeJobData = { requestedById: actorId }
      const queuedId = await jobs.send(RANKING_JOBS.RECOMPUTE, data)
      // Held back: the waiting one is the newest unfinished job (it may have started since).
      const job = queuedId
        ? await jobs.find(RANKING_JOBS.RECOMPUTE, queuedId)
        : await jobs.latest(RANKING_JOBS.RECOMPUTE)
      if (!job) throw new Error('rankings: the queued recomputation cannot be found')
      await prisma.auditLog.create({
        data: {
          actorId,
          action: AUDIT_ACTIONS.RANKINGS_RECOMPUTE_REQUESTED,
          targetRef: `ranking-recomputation:${job.id}`,
          createdAt: clock.now(),
        },
      })
      return {
        state: await state(job),
        message: queuedId
          ? RANKING_SERVER_MESSAGES.RECOMPUTATION_QUEUED
          : RANKING_SERVER_MESSAGES.RECOMPUTATION_JOINED,
      }
    },

    /** One recomputation by id (scheduled ones too); 404 for another queue's job or none. */
    async get(id: string): Promise<RankingRecomputationState> {
      const job = await jobs.find(RANKING_JOBS.RECOMPUTE, id)
      if (!job) throw notFound()
      return state(job)
    },

    /** The waiting or running recomputation, else the last one; null before any. */
    async latest(): Promise<RankingRecomputationState> {
      return state(await jobs.latest(RANKING_JOBS.RECOMPUTE))
    },
  }
}
