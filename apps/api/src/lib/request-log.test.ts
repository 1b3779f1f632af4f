import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app.js'
import { buildTestApp } from '../../test/helpers/app.js'
import { unreachableDatabase } from '../../test/helpers/db.js'
import { redactQuerySecrets } from './request-log.js'

describe('request log lines', () => {
  const db = unreachableDatabase()
  const logLines: string[] = []
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({
      db,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    })
  })
  afterAll(async () => {
    await app.close()
    await db.prisma.$disconnect()
  })

  it('never record the verification code of GET /certifications', async () => {
    await request(app.server)
      .get('/certifications')
      .query({ type: 1, destination: 'someone@example.com', code: '493817' })

    const incoming = logLines.filter((line) => line.includes('incoming request'))
    expect(incoming.length).toBeGreaterThan(0)
    expect(logLines.join('\n')).not.toContain('493817')
    expect(incoming.join('\n')).toContain('code=[REDACTED]')
  })

  it('hides code and state wherever they are in the query', () => {
    expect(redactQuerySecrets('/auth/google/callback?state=s1&code=c2&x=1')).toBe(
      '/auth/google/callback?state=[REDACTED]&code=[REDACTED]&x=1',
    )
    expect(redactQuerySecrets('/infos/country-list')).toBe('/infos/country-list')
  })
})
