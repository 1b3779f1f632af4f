import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { emailSchema, ERROR_CODES, SERVER_MESSAGES, SERVER_MESSAGES_KO } from '@cnm/contracts'
import type { App } from '../app.js'
import { HttpError } from '../lib/http-error.js'
import { envelope } from '../lib/reply.js'
import { buildTestApp } from '../../test/helpers/app.js'
import { unreachableDatabase } from '../../test/helpers/db.js'

// None of these routes touch the database.
describe('error answers', () => {
  const db = unreachableDatabase()
  const logLines: string[] = []
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({
      db,
      logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
      routes: (app) => {
        app.post(
          '/test/echo',
          {
            schema: {
              body: z.object({
                email: emailSchema,
                countryNumber: z.object({ id: z.number().int() }),
              }),
            },
          },
          async (request) => envelope(request.body),
        )
        app.get('/test/boom', async () => {
          throw new Error('connection string postgres://admin:hunter2@db leaked')
        })
        app.get('/test/database', async () => envelope(await app.prisma.user.count()))
        app.get('/test/conflict', async () => {
          throw new HttpError('EMAIL_TAKEN', SERVER_MESSAGES.EMAIL_TAKEN, {
            fields: { email: SERVER_MESSAGES.EMAIL_TAKEN },
          })
        })
        app.get(
          '/test/limited',
          { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } },
          async () => envelope(null),
        )
      },
    })
  })
  afterAll(async () => {
    await app.close()
    await db.prisma.$disconnect()
  })

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const response = await request(app.server).get('/no/such/route')

    expect(response.status).toBe(404)
    expect(response.body).toEqual({
      message: SERVER_MESSAGES.NOT_FOUND,
      code: ERROR_CODES.NOT_FOUND,
    })
  })

  it('answers a schema violation with 400, the first field message and every field', async () => {
    const response = await request(app.server)
      .post('/test/echo')
      .send({ email: 'not-an-email', countryNumber: { id: 'eighty-two' } })

    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      message: 'email: Is invalid.',
      code: ERROR_CODES.VALIDATION_FAILED,
      fields: {
        email: 'Is invalid.',
        'countryNumber.id': expect.any(String),
      },
    })
  })

  it('passes a valid body through to the handler', async () => {
    const body = { email: 'model@example.com', countryNumber: { id: 82 } }
    const response = await request(app.server).post('/test/echo').send(body)

    expect(response.status).toBe(200)
    expect(response.body).toEqual({ data: body, message: 'OK' })
  })

  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    const response = await request(app.server)
      .post('/test/echo')
      .set('content-type', 'application/json')
      .send('{"email":')

    expect(response.status).toBe(400)
    expect(response.body.code).toBe(ERROR_CODES.VALIDATION_FAILED)
  })

  it('answers a body over 64 KB with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await request(app.server)
      .post('/test/echo')
      .send({ email: 'a'.repeat(70 * 1024), countryNumber: { id: 1 } })

    expect(response.status).toBe(413)
    expect(response.body).toEqual({
      message: SERVER_MESSAGES.PAYLOAD_TOO_LARGE,
      code: ERROR_CODES.PAYLOAD_TOO_LARGE,
    })
  })

  it('hides the details of an unexpected error but logs them', async () => {
    const response = await request(app.server).get('/test/boom')

    expect(response.status).toBe(500)
    expect(response.body).toEqual({ message: SERVER_MESSAGES.INTERNAL, code: ERROR_CODES.INTERNAL })
    expect(JSON.stringify(response.body)).not.toContain('hunter2')
    expect(logLines.join('\n')).toContain('connection string postgres://admin:hunter2@db leaked')
  })

  it("answers 503 with Retry-After, in the reader's language, when the database cannot be reached", async () => {
    const response = await request(app.server).get('/test/database').set('accept-language', 'ko')

    expect(response.status).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.body).toEqual({
      message: SERVER_MESSAGES_KO.SERVICE_UNAVAILABLE,
      code: ERROR_CODES.SERVICE_UNAVAILABLE,
    })
  })

  it('answers an HttpError with its own status, code, message and fields', async () => {
    const response = await request(app.server).get('/test/conflict')

    expect(response.status).toBe(409)
    expect(response.body).toEqual({
      message: SERVER_MESSAGES.EMAIL_TAKEN,
      code: ERROR_CODES.EMAIL_TAKEN,
      fields: { email: SERVER_MESSAGES.EMAIL_TAKEN },
    })
  })

  it('answers 429 RATE_LIMITED once a route opted into rate limiting is over its limit', async () => {
    const first = await request(app.server).get('/test/limited')
    const second = await request(app.server).get('/test/limited')

    expect(first.status).toBe(200)
    expect(second.status).toBe(429)
    expect(second.body).toEqual({
      message: SERVER_MESSAGES.RATE_LIMITED,
      code: ERROR_CODES.RATE_LIMITED,
    })
    expect(second.headers['retry-after']).toBeDefined()
  })
})
