import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from './app.js'
import { buildTestApp } from '../test/helpers/app.js'
import { unreachableDatabase } from '../test/helpers/db.js'

const WEB_ORIGIN = 'http://localhost:5173'

describe('app wiring', () => {
  const db = unreachableDatabase()
  let app: App
  let production: App

  beforeAll(async () => {
    app = await buildTestApp({ db })
    production = await buildTestApp({
      db,
      env: {
        NODE_ENV: 'production',
        SMTP_HOST: 'smtp.example',
        MAIL_FROM: 'no-reply@castingnmodel.example',
        BCRYPT_COST: '10',
      },
    })
  })
  afterAll(async () => {
    await app.close()
    await production.close()
    await db.prisma.$disconnect()
  })

  it('serves the OpenAPI document built from the zod schemas outside production', async () => {
    const response = await request(app.server).get('/docs/json')

    expect(response.status).toBe(200)
    expect(response.body.paths['/health'].get.responses['503']).toBeDefined()
  })

  it('does not serve the docs in production', async () => {
    expect((await request(production.server).get('/docs/json')).status).toBe(404)
  })

  it('allows credentialed CORS requests from the web origin only', async () => {
    const preflight = (origin: string) =>
      request(app.server)
        .options('/health')
        .set('origin', origin)
        .set('access-control-request-method', 'POST')

    const allowed = await preflight(WEB_ORIGIN)
    const refused = await preflight('https://evil.example')

    expect(allowed.headers['access-control-allow-origin']).toBe(WEB_ORIGIN)
    expect(allowed.headers['access-control-allow-credentials']).toBe('true')
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('sends security headers and a request id on every answer', async () => {
    const response = await request(app.server).get('/no/such/route')

    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
