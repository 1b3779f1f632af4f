// What a background job is, as the registry (modules/jobs.ts) declares it (issue #27): its
// name, its schedule, its retry policy and its handler, in one entry. The handler is built from
// the app (its Prisma client, clock, storage ...) when the app defines the jobs.
import type { FastifyInstance } from 'fastify'
import type { JobDefinition } from './job-runner.js'

export interface JobDeclaration<TData extends object = object> extends Omit<
  JobDefinition<TData>,
  'handler' | 'sendAtStartIf'
> {
  /** The module (modules/index.ts name) whose work it is: defined when that module is mounted. */
  module: string
  handler: (app: FastifyInstance) => JobDefinition<TData>['handler']
  /** Where workers run: true sends the job once at start instead of waiting for its schedule. */
  sendAtStartIf?: (app: FastifyInstance) => Promise<boolean>
}

/** One registry entry; typed by its data, kept in a list of every job. */
export const declareJob = <TData extends object>(job: JobDeclaration<TData>): JobDeclaration =>
  job as unknown as JobDeclaration

/** Defines on the app's runner every registered job of the mounted modules. */
export function defineJobs(
  app: FastifyInstance,
  jobs: readonly JobDeclaration[],
  mounted: ReadonlySet<string>,
): void {
  for (const { module, handler, sendAtStartIf, ...job } of jobs) {
    if (!mounted.has(module)) continue
    app.jobs.define({
      ...job,
      handler: handler(app),
      ...(sendAtStartIf ? { sendAtStartIf: () => sendAtStartIf(app) } : {}),
    })
  }
}
