// Issue #17 finding 5 (ADR 0019): texts go only to allowed countries, and a global hourly
// budget, shared by every instance through the counter store, stops a pumping flood.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CERTIFICATION_TYPE, SERVER_MESSAGES, SERVER_MESSAGES_KO, HOUR_MS } from '@cnm/contracts'
import type { App } from '../../app.js'
import { buildTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js'
import { uniqueEmail } from '../../../test/helpers/factories.js'
import { connectTestRedis, type TestRedis } from '../../../test/helpers/redis.js'

const PHONE = CERTIFICATION_TYPE.PHONE
let serial = 0
/** A fresh valid Korean mobile number each call, so per-number limits never interfere. */
const koreanMobile = () =>
  `010-2${String(Date.now() % 1000).padStart(3, '0')}-${String((serial += 1) % 10_000).padStart(4, '0')}`

const sendText = (app: App, body: object, headers: Record<string, string> = {}) =>
  request(app.server)
    .post('/certifications')
    .set(headers)
    .send({ type: PHONE, ...body })

const textsQueued = (app: App) => app.prisma.outboxMessage.count({ where: { kind: 'sms-code' } })

describe('SMS country allowlist', () => {
  let db: TestDatabase
  let koreaOnly: App
  let withUs: App
  beforeAll(async () => {
    db = await createTestDatabase()
    koreaOnly = await buildTestApp({ db })
    withUs = await buildTestApp({ db, env: { SMS_ALLOWED_COUNTRY_CODES: '82,+1' } })
  })
  afterAll(async () => {
    await koreaOnly?.close()
    await withUs?.close()
    await db?.drop()
  })

  it('refuses a valid number of another country by default, in English and Korean, sending nothing', async () => {
    const before = await textsQueued(koreaOnly)
    const us = { countryCode: '1', destination: '201-555-0123' }
    const english = await sendText(koreaOnly, us)
    const korean = await sendText(koreaOnly, us, { 'accept-language': 'ko' })

    expect(english.status).toBe(400)
    expect(english.body).toMatchObject({
      message: SERVER_MESSAGES.PHONE_COUNTRY_UNSUPPORTED,
      fields: { countryCode: expect.any(String) },
    })
    expect(korean.status).toBe(400)
    expect(korean.body.message).toBe(SERVER_MESSAGES_KO.PHONE_COUNTRY_UNSUPPORTED)
    expect(await textsQueued(koreaOnly)).toBe(before)
  })

  it('sends to Korean numbers, and to a country added through SMS_ALLOWED_COUNTRY_CODES', async () => {
    const korea = await sendText(koreaOnly, { countryCode: '82', destination: koreanMobile() })
    const us = await sendText(withUs, { countryCode: '1', destination: '201-555-0199' })
    expect(korea.status).toBe(200)
    expect(us.status).toBe(200)
  })
})

describe('global hourly SMS budget', () => {
  const clock = createFakeClock('2026-03-02T10:20:00.000Z')
  let db: TestDatabase
  let redis: TestRedis
  let first: App
  let second: App
  const errorLogs: Array<Record<string, unknown>> = []
  const capture = {
    level: 'error',
    stream: { write: (line: string) => void errorLogs.push(JSON.parse(line)) },
  }

  beforeAll(async () => {
    db = await createTestDatabase()
    redis = await connectTestRedis()
    // Two instances on one database and one Redis, sharing a budget of three texts an hour.
    const env = { ...redis.env, SMS_HOURLY_BUDGET: '3' }
    first = await buildTestApp({ db, clock, env, logger: capture })
    second = await buildTestApp({ db, clock, env, logger: capture })
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await db?.drop()
    await redis?.cleanUp()
  })

  const alerts = () => errorLogs.filter((line) => line.alert === 'sms-budget-exhausted')

  it('stops texting past the budget across instances, alerts once, and resumes next hour', async () => {
    const answers = []
    for (const app of [first, second, first, second, first]) {
      answers.push(await sendText(app, { countryCode: '82', destination: koreanMobile() }))
    }

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 503, 503])
    // The same answer whatever the number: it tells nothing about accounts.
    expect(answers[3]?.body.message).toBe(SERVER_MESSAGES.SMS_PAUSED)
    expect(answers[4]?.body.message).toBe(SERVER_MESSAGES.SMS_PAUSED)
    expect(await textsQueued(first)).toBe(3)
    expect(alerts()).toHaveLength(1)

    // E-mail codes do not draw on the SMS budget.
    const email = await request(first.server)
      .post('/certifications')
      .send({ type: CERTIFICATION_TYPE.EMAIL, destination: uniqueEmail('budget') })
    expect(email.status).toBe(200)

    clock.advance(HOUR_MS)
    const nextHour = await sendText(second, { countryCode: '82', destination: koreanMobile() })
    expect(nextHour.status).toBe(200)
    expect(await textsQueued(first)).toBe(4)
  })
})
