import { readdirSync } from 'node:fs'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_MESSAGES } from '@cnm/contracts'
import type { App } from '../../app.js'
import { buildTestApp, setupTestApp } from '../../../test/helpers/app.js'
import { unreachableDatabase } from '../../../test/helpers/db.js'

/** The newest committed migration folder: what a migrated database is on. */
const latestMigration = readdirSync(new URL('../../../../../prisma/migrations/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
  .at(-1)

describe('GET /health', () => {
  const ctx = setupTestApp()

  it('answers 200 with the database up and the latest migration applied', async () => {
    const response = await request(ctx.app.server).get('/health')

    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      data: { status: 'ok', database: 'up', schemaVersion: latestMigration },
      message: 'OK',
    })
  })
})

describe('GET /health without a database', () => {
  const db = unreachableDatabase()
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ db })
  })
  afterAll(async () => {
    await app.close()
    await db.prisma.$disconnect()
  })

  it('answers 503 with the database reported down', async () => {
    const response = await request(app.server).get('/health')

    expect(response.status).toBe(503)
    expect(response.body).toEqual({
      data: { status: 'unavailable', database: 'down', schemaVersion: null },
      message: SERVER_MESSAGES.SERVICE_UNAVAILABLE,
    })
  })
})

describe('GET /health/live and /health/ready (ADR 0038)', () => {
  const ctx = setupTestApp()

  it('is live and ready on a migrated database', async () => {
    expect((await request(ctx.app.server).get('/health/live')).status).toBe(200)
    const ready = await request(ctx.app.server).get('/health/ready')
    expect(ready.status).toBe(200)
    expect(ready.body.data).toEqual({
      status: 'ok',
      database: 'up',
      migrations: 'current',
      redis: 'off',
      draining: false,
    })
  })
})

describe('GET /health/ready without a database', () => {
  const db = unreachableDatabase()
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ db })
  })
  afterAll(async () => {
    await app.close()
    await db.prisma.$disconnect()
  })

  it('is still live, but not ready', async () => {
    expect((await request(app.server).get('/health/live')).status).toBe(200)
    const ready = await request(app.server).get('/health/ready')
    expect(ready.status).toBe(503)
    expect(ready.body.data).toMatchObject({ status: 'unavailable', database: 'down' })
  })
})
