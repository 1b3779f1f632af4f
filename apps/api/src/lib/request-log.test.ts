import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/helpers/app.js'
import { unreachableDatabase } from '../../test/helpers/db.js'
import { redactQuerySecrets } from './request-log.js'

describe('request log lines', () => {
  it('never record the verification code of GET /certifications', async () => {
    const lines: string[] = []
    const db = unreachableDatabase()
    const stream = { write: (line: string) => void lines.push(line) }
    const app = await buildTestApp({ db, logger: { level: 'info', stream } })
    try {
      await request(app.server)
        .get('/certifications')
        .query({ type: 1, destination: 'someone@example.com', code: '493817' })
    } finally {
      await app.close()
      await db.prisma.$disconnect()
    }

    const incoming = lines.filter((line) => line.includes('incoming request'))
    expect(incoming.length).toBeGreaterThan(0)
    expect(lines.join('\n')).not.toContain('493817')
    expect(incoming.join('\n')).toContain('code=[REDACTED]')
  })

  it('hides code and state wherever they are in the query', () => {
    expect(redactQuerySecrets('/auth/google/callback?state=s1&code=c2&x=1')).toBe(
      '/auth/google/callback?state=[REDACTED]&code=[REDACTED]&x=1',
    )
    expect(redactQuerySecrets('/infos/country-list')).toBe('/infos/country-list')
  })
})
