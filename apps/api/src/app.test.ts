import { randomBytes } from 'node:crypto'
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
        SIGNUP_TICKET_SECRET: randomBytes(32).toString('base64url'),
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

    expect(allowed.status).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe(WEB_ORIGIN)
    expect(allowed.headers['access-control-allow-credentials']).toBe('true')
    expect(allowed.headers['access-control-allow-methods']).toContain('POST')
    expect(allowed.headers['access-control-max-age']).toBe('600')
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    expect(refused.headers['access-control-allow-methods']).toBeUndefined()
  })

  it('lets the web app send the headers it asks for, before any authentication', async () => {
    const response = await request(app.server)
      .options('/users/me')
      .set('origin', WEB_ORIGIN)
      .set('access-control-request-method', 'GET')
      .set('access-control-request-headers', 'authorization, content-type')

    expect(response.status).toBe(204)
    expect(response.headers['access-control-allow-headers']).toBe('authorization, content-type')
    expect(response.headers.vary).toBe('Origin, Access-Control-Request-Headers')
  })

  it('marks every answer as depending on Origin, and shows errors to the web app', async () => {
    const fromWeb = await request(app.server).get('/no/such/route').set('origin', WEB_ORIGIN)
    const direct = await request(app.server).get('/no/such/route')

    expect(fromWeb.status).toBe(404)
    expect(fromWeb.headers['access-control-allow-origin']).toBe(WEB_ORIGIN)
    expect(fromWeb.headers.vary).toBe('Origin')
    expect(direct.headers.vary).toBe('Origin')
    expect(direct.headers['access-control-allow-origin']).toBeUndefined()
    expect(direct.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it('sends security headers and a request id on every answer', async () => {
    const response = await request(app.server).get('/no/such/route')

    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
