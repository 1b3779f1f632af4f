import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/helpers/app.js'
import { unreachableDatabase } from '../../test/helpers/db.js'

/** An app that logs its lines here; TRUST_PROXY as given. */
async function appWithLog(env: Record<string, string>) {
  const lines: string[] = []
  const db = unreachableDatabase()
  const stream = { write: (line: string) => void lines.push(line) }
  const app = await buildTestApp({ db, env, logger: { level: 'info', stream } })
  return {
    app,
    lines,
    close: async () => {
      await app.close()
      await db.prisma.$disconnect()
    },
  }
}

describe('the request id behind nginx (deploy/nginx/cnm-proxy.conf)', () => {
  it('is the one the trusted proxy passed, in the answer and in every JSON log line', async () => {
    const { app, lines, close } = await appWithLog({ TRUST_PROXY: '1' })
    try {
      const answer = await request(app.server)
        .get('/infos/country-list')
        .set('x-request-id', '0f3c9a1b2d4e5f60718293a4b5c6d7e8')
      expect(answer.headers['x-request-id']).toBe('0f3c9a1b2d4e5f60718293a4b5c6d7e8')
      const mine = lines
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
        .filter((line) => line.reqId === '0f3c9a1b2d4e5f60718293a4b5c6d7e8')
      expect(mine.length).toBeGreaterThan(0)
      expect(lines.filter((line) => line.includes('"reqId"'))).toEqual(
        lines.filter((line) => line.includes('0f3c9a1b2d4e5f60718293a4b5c6d7e8')),
      )
      // A header that is not an id is replaced, not logged.
      const odd = await request(app.server).get('/infos/country-list').set('x-request-id', 'x\ty')
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      await close()
    }
  })

  it('is never chosen by the client when no proxy is trusted', async () => {
    const { app, close } = await appWithLog({})
    try {
      const answer = await request(app.server)
        .get('/infos/country-list')
        .set('x-request-id', '0f3c9a1b2d4e5f60718293a4b5c6d7e8')
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      await close()
    }
  })
})
