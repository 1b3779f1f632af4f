// Issue #30: Prometheus metrics at GET /metrics (prom-client). Each app has its own registry,
// so the test suite's many apps in one process never mix their figures. The route answers only
// with the bearer METRICS_TOKEN (unset: 404, metrics off), and nginx answers 404 for
// /api/metrics whatever the token: Prometheus scrapes each instance directly, inside the
// network (docs/operations.md).
import { timingSafeEqual } from 'node:crypto'
import fp from 'fastify-plugin'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { notFound } from '../lib/http-error.js'
import { JOB_SCHEMA } from '../lib/jobs/job-runner.js'

export const METRICS_PATH = '/metrics'

export interface MetricsOptions {
  /** The bearer token a scraper sends; undefined leaves /metrics answering 404. */
  token: string | undefined
}

/** Buckets for API answers, seconds: the board's reads sit at 5-50 ms, uploads at seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const sameToken = (sent: string, expected: string): boolean => {
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const metricsPlugin = fp<MetricsOptions>(
  async (app, { token }) => {
    const registry = new Registry()
    collectDefaultMetrics({ register: registry, prefix: 'cnm_' })

    const labelNames = ['method', 'route', 'status_code'] as const
    const requests = new Counter({
      name: 'cnm_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames,
      registers: [registry],
    })
    const errors = new Counter({
      name: 'cnm_http_server_errors_total',
      help: 'HTTP answers with a 5xx status, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      registers: [registry],
    })
    const latency = new Histogram({
      name: 'cnm_http_request_duration_seconds',
      help: 'Time from request to answer, by method, route pattern and status code',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    })

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern (/models/:id), never the raw URL: one series per route.
      const route = request.routeOptions.url ?? '(unmatched)'
      const labels = { method: request.method, route, status_code: String(reply.statusCode) }
      requests.inc(labels)
      latency.observe(labels, reply.elapsedTime / 1000)
      if (reply.statusCode >= 500) errors.inc({ method: request.method, route })
    })

    // Read at scrape time: a gauge asks for its figure when Prometheus asks for it.
    new Gauge({
      name: 'cnm_db_pool_connections',
      help: 'Connections of the plain pg pool (ADR 0015), by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = app.sqlPool
        this.set({ state: 'total' }, pool.totalCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    })
    new Gauge({
      name: 'cnm_live_streams',
      help: 'Server-sent event streams open on this instance',
      registers: [registry],
      collect() {
        this.set(app.live.connections)
      },
    })
    new Gauge({
      name: 'cnm_outbox_backlog',
      help: 'E-mails and texts waiting to be sent, and those that gave up',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset()
        const { rows } = await app.sqlPool.query<{ status: string; count: number }>(
          `SELECT status::text AS status, count(*)::int AS count FROM outbox_messages
           WHERE status <> 'SENT' GROUP BY status`,
        )
        for (const row of rows) this.set({ status: row.status.toLowerCase() }, row.count)
      },
    })
    new Gauge({
      name: 'cnm_jobs',
      help: 'Background jobs by queue and state (created and retry: waiting; failed: gave up)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset()
        const { rows } = await app.sqlPool
          .query<{ name: string; state: string; count: number }>(
            `SELECT name, state::text AS state, count(*)::int AS count FROM ${JOB_SCHEMA}.job
             WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
          )
          // Before pg-boss has created its schema there is nothing queued.
          .catch(() => ({ rows: [] }))
        for (const row of rows) this.set({ queue: row.name, state: row.state }, row.count)
      },
    })

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
      // Without the token the route does not exist, as far as anyone can tell.
      if (!token || !sameToken(sent, token)) throw notFound()
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics())
    })
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['sql-pool', 'live'] },
)
