// Codes travel the whole way: POST /certifications -> outbox -> worker -> real
// SMTP (smtp-server on loopback) or the real Twilio SDK (against a loopback
// stand-in) -> the test reads the code there and checks it through the API.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CERTIFICATION_TYPE, SERVER_MESSAGES } from '@cnm/contracts'
import type { App } from '../../app.js'
import { DEV_SMS_INBOX } from '../../lib/sms.js'
import { buildTestApp } from '../../../test/helpers/app.js'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js'
import { uniqueEmail } from '../../../test/helpers/factories.js'
import { createFakeSmtp, type FakeSmtp } from '../../../test/fakes/smtp.js'
import { createFakeTwilio } from '../../../test/fakes/twilio.js'
import { consumeVerifiedCertification } from './certification.service.js'

const FAST_WORKER = { pollIntervalMs: 100, retryBaseMs: 100, retryMaxMs: 400 }
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? ''
const smtpEnv = (smtp: FakeSmtp) => ({ SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port) })

describe('code delivery through SMTP and Twilio', () => {
  const smtp = createFakeSmtp()
  const twilio = createFakeTwilio()
  let db: TestDatabase
  let app: App

  beforeAll(async () => {
    await Promise.all([smtp.start(), twilio.start()])
    db = await createTestDatabase()
    // Real defaults: the app builds its SMTP mailer and Twilio client from these variables.
    app = await buildTestApp({
      db,
      env: { ...smtpEnv(smtp), ...twilio.env },
      outboxWorker: FAST_WORKER,
    })
  })
  afterAll(async () => {
    await app?.close()
    await db?.drop()
    await Promise.all([smtp.stop(), twilio.stop()])
  })

  const sendCode = (body: object) => request(app.server).post('/certifications').send(body)
  const checkCode = (query: object) => request(app.server).get('/certifications').query(query)
  const outboxRow = (recipient: string) =>
    app.prisma.outboxMessage.findFirstOrThrow({ where: { recipient } })
  /**
   * The row once the worker has recorded the send: the provider holds the message a moment
   * before the worker writes down its answer, so a row read at receipt may still be SENDING.
   */
  const sentRow = (recipient: string) =>
    vi.waitFor(
      async () => {
        const row = await outboxRow(recipient)
        if (row.status !== 'SENT') throw new Error(`${recipient}: still ${row.status}`)
        return row
      },
      { timeout: 5_000, interval: 20 },
    )

  async function timedEmailCode(label: string) {
    const email = uniqueEmail(label)
    const started = Date.now()
    const sent = await sendCode({ type: CERTIFICATION_TYPE.EMAIL, destination: email })
    const mail = await smtp.waitFor((m) => m.to.includes(email))
    return { email, sent, mail, latencyMs: mail.receivedAt.getTime() - started }
  }

  it('e-mails a code within seconds, and that code verifies the address', async () => {
    // The first request of a process also warms up Prisma and the SMTP pool.
    const cold = await timedEmailCode('cold')
    const warm = []
    for (let i = 0; i < 5; i += 1) warm.push((await timedEmailCode('warm')).latencyMs)
    const { email, sent, mail } = cold
    const code = codeIn(mail.text)
    const checked = await checkCode({ type: CERTIFICATION_TYPE.EMAIL, destination: email, code })

    process.stdout.write(
      `[delivery] POST /certifications -> SMTP receipt: first ${cold.latencyMs} ms, then ${warm.join(', ')} ms\n`,
    )
    expect(sent.status).toBe(200)
    expect(cold.latencyMs).toBeLessThan(10_000)
    expect(Math.max(...warm)).toBeLessThan(3_000)
    expect(mail.from).toBe('no-reply@castingnmodel.local')
    expect(mail.subject).toBe(`${code} is your Casting N Model verification code`)
    expect(mail.html).toContain(`>${code}</p>`)
    const row = await sentRow(email)
    expect(mail.messageId).toBe(`<${row.id}.outbox@castingnmodel.local>`)
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, kind: 'email-code' })
    expect(checked.body).toEqual({
      data: { certification: true },
      message: SERVER_MESSAGES.CODE_VERIFIED,
    })
  })

  it('texts a code to the E.164 form of the number, which verifies however it is typed', async () => {
    const sent = await sendCode({
      type: CERTIFICATION_TYPE.PHONE,
      destination: '010-2345-6789',
      countryCode: '82',
    })
    const sms = await twilio.waitFor((m) => m.to === '+821023456789')
    const checked = await checkCode({
      type: CERTIFICATION_TYPE.PHONE,
      destination: '01023456789',
      countryCode: '82',
      code: codeIn(sms.body),
    })

    expect(sent.status).toBe(200)
    expect(sms.from).toBe(twilio.from)
    expect(sms.body).toMatch(
      /^\[Casting N Model\] Your verification code is \d{6}\. It expires in 10 minutes\.$/,
    )
    expect((await sentRow('+821023456789')).providerId).toBe(sms.sid)
    expect(checked.body.data.certification).toBe(true)
  })

  it('refuses a phone number the chosen country cannot have, with a clear message', async () => {
    const response = await sendCode({
      type: CERTIFICATION_TYPE.PHONE,
      destination: '010-1234',
      countryCode: '82',
    })

    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      message: SERVER_MESSAGES.PHONE_INVALID,
      code: 'VALIDATION_FAILED',
      fields: { destination: 'Is invalid.' },
    })
  })

  it('keeps a code through an SMTP outage and delivers it exactly once when SMTP is back', async () => {
    const email = uniqueEmail('outage')
    await smtp.stop()

    const sent = await sendCode({ type: CERTIFICATION_TYPE.EMAIL, destination: email })
    await expect
      .poll(async () => (await outboxRow(email)).attempts, { timeout: 5_000, interval: 25 })
      .toBeGreaterThanOrEqual(2)
    const duringOutage = await outboxRow(email)
    await smtp.start()
    const mail = await smtp.waitFor((m) => m.to.includes(email))
    // Give a duplicate every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 500))

    expect(sent.status).toBe(200)
    expect(duringOutage.status).not.toBe('SENT')
    expect(duringOutage.lastError).toMatch(/SMTP/)
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1)
    expect(await sentRow(email)).toMatchObject({ status: 'SENT', lastError: null })
    const checked = await checkCode({ type: 1, destination: email, code: codeIn(mail.text) })
    expect(checked.body.data.certification).toBe(true)
  })

  it('retries an SMS Twilio refused with a 503 and sends it once', async () => {
    twilio.failNext(503, 2)

    await sendCode({
      type: CERTIFICATION_TYPE.PHONE,
      destination: '010 3456 7890',
      countryCode: '82',
    })
    await twilio.waitFor((m) => m.to === '+821034567890')
    await new Promise((resolve) => setTimeout(resolve, 300))

    expect(twilio.messages.filter((m) => m.to === '+821034567890')).toHaveLength(1)
    expect(await sentRow('+821034567890')).toMatchObject({ status: 'SENT', attempts: 3 })
  })

  it('gives up at once on a recipient the mail server refuses for good', async () => {
    const email = uniqueEmail('refused')
    smtp.rejectRecipients.add(email)

    await sendCode({ type: CERTIFICATION_TYPE.EMAIL, destination: email })
    await expect
      .poll(async () => (await outboxRow(email)).status, { timeout: 5_000, interval: 25 })
      .toBe('FAILED')

    const row = await outboxRow(email)
    expect(row.attempts).toBe(1)
    expect(row.lastError).toMatch(/550/)
  })
})

describe('codes without Twilio, and the test bypass', () => {
  const smtp = createFakeSmtp()
  let db: TestDatabase
  let app: App

  beforeAll(async () => {
    await smtp.start()
    db = await createTestDatabase()
    app = await buildTestApp({
      db,
      env: {
        ...smtpEnv(smtp),
        CERTIFICATION_BYPASS_DESTINATIONS: 'Tester@Example.com,+821099998888',
        CERTIFICATION_BYPASS_CODE: '246810',
      },
      outboxWorker: FAST_WORKER,
    })
  })
  afterAll(async () => {
    await app?.close()
    await db?.drop()
    await smtp.stop()
  })

  it('sends SMS to the mail catcher as [DEV SMS] e-mails when Twilio is not configured', async () => {
    await request(app.server)
      .post('/certifications')
      .send({ type: CERTIFICATION_TYPE.PHONE, destination: '010-4567-8901', countryCode: '82' })
    const mail = await smtp.waitFor((m) => m.subject === '[DEV SMS] to +821045678901')

    expect(mail.to).toEqual([DEV_SMS_INBOX])
    expect(mail.text).toMatch(
      /^\[DEV SMS\] to \+821045678901\n\n\[Casting N Model\] Your verification code is \d{6}/,
    )
  })

  it('verifies whitelisted destinations with the fixed code and sends nothing', async () => {
    const sent = await request(app.server)
      .post('/certifications')
      .send({ type: CERTIFICATION_TYPE.EMAIL, destination: 'tester@example.com' })
    const checked = await request(app.server)
      .get('/certifications')
      .query({ type: CERTIFICATION_TYPE.EMAIL, destination: 'TESTER@example.com', code: '246810' })
    await app.outbox.drain()

    expect(sent.status).toBe(200)
    expect(checked.body).toEqual({
      data: { certification: true },
      message: SERVER_MESSAGES.CODE_VERIFIED,
    })
    expect(
      await app.prisma.outboxMessage.count({ where: { recipient: 'tester@example.com' } }),
    ).toBe(0)
    expect(smtp.messages.some((m) => m.to.includes('tester@example.com'))).toBe(false)
    const consumed = await consumeVerifiedCertification(app.prisma, {
      type: CERTIFICATION_TYPE.EMAIL,
      destination: 'tester@example.com',
      now: new Date(),
    })
    expect(consumed).toBe(true)
  })

  it('does not accept the fixed code for anyone else', async () => {
    const email = uniqueEmail('not-whitelisted')
    await request(app.server)
      .post('/certifications')
      .send({ type: CERTIFICATION_TYPE.EMAIL, destination: email })

    const checked = await request(app.server)
      .get('/certifications')
      .query({ type: CERTIFICATION_TYPE.EMAIL, destination: email, code: '246810' })

    expect(checked.body.data.certification).toBe(false)
  })
})

describe('phone codes without any SMS route', () => {
  let db: TestDatabase
  let app: App

  beforeAll(async () => {
    db = await createTestDatabase()
    app = await buildTestApp({ db, sms: null })
  })
  afterAll(async () => {
    await app?.close()
    await db?.drop()
  })

  it('answers 503 instead of accepting a code that could never arrive', async () => {
    const response = await request(app.server)
      .post('/certifications')
      .send({ type: CERTIFICATION_TYPE.PHONE, destination: '010-1234-5678', countryCode: '82' })

    expect(response.status).toBe(503)
    expect(response.body).toEqual({
      message: SERVER_MESSAGES.CODE_DELIVERY_FAILED,
      code: 'SERVICE_UNAVAILABLE',
    })
    expect(await app.prisma.verificationCode.count()).toBe(0)
  })
})
