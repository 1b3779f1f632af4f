// Issue #30: GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN and
// for nobody else (a 404 like any unknown path); request counts and latency by route pattern,
// the pg pool, open live streams, the outbox backlog and the job queues.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import { setupTestApp } from '../../test/helpers/app.js'
import { RANKING_JOBS } from '../modules/rankings/index.js'
import { METRICS_PATH } from './metrics.js'

const TOKEN = 'scrape-token-for-tests-0123456789'

/** The value of one series in the text format (labels as written), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  const ctx = setupTestApp({ env: { METRICS_TOKEN: TOKEN } })
  const scrape = (token = TOKEN) =>
    request(ctx.app.server).get(METRICS_PATH).set('authorization', `Bearer ${token}`)

  it('answers 404 without the token or with a wrong one, as an unknown path does', async () => {
    const unknown = await request(ctx.app.server).get('/no-such-path')
    for (const response of [
      await request(ctx.app.server).get(METRICS_PATH),
      await scrape('wrong-token'),
      await scrape(`${TOKEN}x`),
    ]) {
      expect(response.status).toBe(404)
      expect(response.body.code).toBe(unknown.body.code)
      expect(response.text).not.toMatch(/cnm_/)
    }
  })

  it('counts requests and their latency by route pattern, never by raw URL', async () => {
    for (const id of [1, 2, 3]) await request(ctx.app.server).get(API_PATHS.MODEL(900_000 + id))
    await request(ctx.app.server).get('/no-such-path')
    const response = await scrape()
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = response.text
    expect(
      valueOf(text, 'cnm_http_requests_total{method="GET",route="/models/:id",status_code="404"}'),
    ).toBe(3)
    expect(
      valueOf(
        text,
        'cnm_http_request_duration_seconds_count{method="GET",route="/models/:id",status_code="404"}',
      ),
    ).toBe(3)
    expect(text).toContain('route="(unmatched)"')
    expect(text).not.toContain('/models/900001')
    // The process' own figures come too.
    expect(text).toMatch(/^cnm_process_resident_memory_bytes \d+/m)
  })

  it('reports the pool, the live streams, the outbox backlog and the job queues', async () => {
    await ctx.app.prisma.outboxMessage.create({
      data: { channel: 'EMAIL', kind: 'metrics-test', recipient: 'a@example.com', textBody: 'x' },
    })
    // Workers are off in tests: a job sent stays waiting in its queue.
    expect(await ctx.app.jobs.send(RANKING_JOBS.RECOMPUTE, {})).not.toBeNull()
    const text = (await scrape()).text
    expect(valueOf(text, 'cnm_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1)
    expect(valueOf(text, 'cnm_live_streams')).toBe(0)
    expect(valueOf(text, 'cnm_outbox_backlog{status="pending"}')).toBeGreaterThanOrEqual(1)
    expect(
      valueOf(text, `cnm_jobs{queue="${RANKING_JOBS.RECOMPUTE}",state="created"}`),
    ).toBeGreaterThanOrEqual(1)
  })
})
