// Code lifetime and limits, with the outbox worker off: each code is read from
// the message waiting in outbox_messages, and time moves on a fake clock.
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CERTIFICATION_TYPE,
  CODE_WAIT_MESSAGES,
  ERROR_CODES,
  SERVER_MESSAGES,
  VERIFICATION,
  SECOND_MS,
  MINUTE_MS,
} from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { createUser, uniqueEmail } from '../../../test/helpers/factories.js'
import { consumeVerifiedCertification } from './certification.service.js'

const clock = createFakeClock(new Date())
let ipCounter = 0
/** Each test speaks from its own address, so per-IP counts never mix. */
const nextIp = () => `203.0.113.${++ipCounter}`

describe('verification codes: lifetime and limits', () => {
  const ctx = setupTestApp({ clock, env: { TRUST_PROXY: '1' } })
  let ip: string

  beforeEach(() => {
    ip = nextIp()
  })

  const send = (destination: string, from = ip) =>
    request(ctx.app.server)
      .post('/certifications')
      .set('x-forwarded-for', from)
      .send({ type: CERTIFICATION_TYPE.EMAIL, destination })
  const check = (destination: string, code: string) =>
    request(ctx.app.server)
      .get('/certifications')
      .set('x-forwarded-for', ip)
      .query({ type: CERTIFICATION_TYPE.EMAIL, destination, code })
  async function codeSentTo(destination: string): Promise<string> {
    const message = await ctx.app.prisma.outboxMessage.findFirst({
      where: { recipient: destination },
      orderBy: { createdAt: 'desc' },
    })
    const code = /\b(\d{6})\b/.exec(message?.textBody ?? '')?.[1]
    if (!code) throw new Error(`no code was enqueued for ${destination}`)
    return code
  }
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('sends a code and says how long it lives and when another may be asked for', async () => {
    const email = uniqueEmail()

    const response = await send(email.toUpperCase())

    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      data: {
        expiresIn: VERIFICATION.CODE_TTL_SECONDS,
        resendAfter: VERIFICATION.RESEND_COOLDOWN_SECONDS,
      },
      message: SERVER_MESSAGES.CODE_SENT,
    })
    const code = await codeSentTo(email)
    expect(code).toMatch(/^\d{6}$/)
    const row = await ctx.app.prisma.verificationCode.findFirstOrThrow({
      where: { destination: email },
    })
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.codeHash).not.toContain(code)
  })

  it('answers the same for an address that has an account, so nobody can probe for accounts', async () => {
    const user = await createUser(ctx.app.prisma)
    const fresh = await send(uniqueEmail())
    const existing = await send(user.email ?? '', nextIp())

    expect(existing.status).toBe(fresh.status)
    expect(existing.body).toEqual(fresh.body)
  })

  it('verifies the right code, and says so again if asked twice', async () => {
    const email = uniqueEmail()
    await send(email)
    const code = await codeSentTo(email)

    const first = await check(email, code)
    const again = await check(email, code)

    expect(first.body).toEqual({
      data: { certification: true },
      message: SERVER_MESSAGES.CODE_VERIFIED,
    })
    expect(again.body.data.certification).toBe(true)
  })

  it('counts wrong codes and kills the code at the fifth', async () => {
    const email = uniqueEmail()
    await send(email)
    const code = await codeSentTo(email)

    for (let attempt = 1; attempt < VERIFICATION.MAX_ATTEMPTS; attempt += 1) {
      const wrong = await check(email, otherThan(code))
      expect(wrong.status).toBe(200)
      expect(wrong.body).toEqual({
        data: { certification: false },
        message: SERVER_MESSAGES.CODE_INVALID,
      })
    }
    const fifth = await check(email, otherThan(code))
    const rightButTooLate = await check(email, code)

    expect(fifth.status).toBe(429)
    expect(fifth.body).toEqual({
      message: SERVER_MESSAGES.CODE_ATTEMPTS_EXCEEDED,
      code: ERROR_CODES.CODE_ATTEMPTS_EXCEEDED,
    })
    expect(rightButTooLate.status).toBe(429)
  })

  it('accepts a code until its tenth minute and refuses it as expired after', async () => {
    const early = uniqueEmail()
    const late = uniqueEmail()
    await send(early)
    await send(late)

    clock.advance((VERIFICATION.CODE_TTL_SECONDS - 1) * SECOND_MS)
    const justInTime = await check(early, await codeSentTo(early))
    clock.advance(SECOND_MS)
    const expired = await check(late, await codeSentTo(late))

    expect(justInTime.body.data.certification).toBe(true)
    expect(expired.status).toBe(200)
    expect(expired.body).toEqual({
      data: { certification: false },
      message: SERVER_MESSAGES.CODE_EXPIRED,
    })
  })

  it('answers a check without any code sent with "request a code first"', async () => {
    const response = await check(uniqueEmail(), '123456')

    expect(response.body).toEqual({
      data: { certification: false },
      message: SERVER_MESSAGES.CODE_NOT_REQUESTED,
    })
  })

  it('refuses a resend within 60 s with Retry-After, then replaces the old code', async () => {
    const email = uniqueEmail()
    await send(email)
    const oldCode = await codeSentTo(email)

    clock.advance(15 * SECOND_MS)
    const tooSoon = await send(email)
    clock.advance(45 * SECOND_MS)
    const resent = await send(email)
    const newCode = await codeSentTo(email)

    expect(tooSoon.status).toBe(429)
    expect(tooSoon.headers['retry-after']).toBe('45')
    expect(tooSoon.body).toEqual({
      message: CODE_WAIT_MESSAGES.resend(45),
      code: ERROR_CODES.RATE_LIMITED,
    })
    expect(resent.status).toBe(200)
    expect(newCode).not.toBe(oldCode)
    expect((await check(email, oldCode)).body.data.certification).toBe(false)
    expect((await check(email, newCode)).body.data.certification).toBe(true)
  })

  it('allows five codes per address per hour and says when the next one is possible', async () => {
    const email = uniqueEmail()
    const sent = []
    for (let i = 0; i < 5; i += 1) {
      sent.push((await send(email)).status)
      clock.advance(10 * MINUTE_MS)
    }
    // 50 minutes after the first code: it leaves the window in 10 minutes.
    const sixth = await send(email)
    clock.advance(10 * MINUTE_MS)
    const afterWindow = await send(email)

    expect(sent).toEqual([200, 200, 200, 200, 200])
    expect(sixth.status).toBe(429)
    expect(sixth.headers['retry-after']).toBe(String(10 * 60))
    expect(sixth.body.message).toBe(CODE_WAIT_MESSAGES.limit(600))
    expect(afterWindow.status).toBe(200)
  })

  it('allows 20 codes per network address per hour, whatever the destinations', async () => {
    const statuses = []
    for (let i = 0; i < 20; i += 1) statuses.push((await send(uniqueEmail())).status)
    const overCap = await send(uniqueEmail())
    const otherAddress = await send(uniqueEmail(), nextIp())

    expect(statuses.every((status) => status === 200)).toBe(true)
    expect(overCap.status).toBe(429)
    expect(Number(overCap.headers['retry-after'])).toBeGreaterThan(3500)
    expect(overCap.body.code).toBe(ERROR_CODES.RATE_LIMITED)
    expect(otherAddress.status).toBe(200)
  })

  it('lets sign-up consume a verified certification exactly once', async () => {
    const email = uniqueEmail()
    await send(email)
    const target = { type: CERTIFICATION_TYPE.EMAIL, destination: email }

    const beforeCheck = await consumeVerifiedCertification(ctx.app.prisma, {
      ...target,
      now: clock.now(),
    })
    await check(email, await codeSentTo(email))
    const [first, second] = [
      await consumeVerifiedCertification(ctx.app.prisma, { ...target, now: clock.now() }),
      await consumeVerifiedCertification(ctx.app.prisma, { ...target, now: clock.now() }),
    ]

    expect(beforeCheck).toBe(false)
    expect(first).toBe(true)
    expect(second).toBe(false)
    // A consumed code cannot be checked into a second certification.
    expect((await check(email, await codeSentTo(email))).body.message).toBe(
      SERVER_MESSAGES.CODE_NOT_REQUESTED,
    )
  })

  it('lets two concurrent sign-ups consume one certification only once', async () => {
    const email = uniqueEmail()
    await send(email)
    await check(email, await codeSentTo(email))
    const target = { type: CERTIFICATION_TYPE.EMAIL, destination: email, now: clock.now() }

    const results = await Promise.all([
      consumeVerifiedCertification(ctx.app.prisma, target),
      consumeVerifiedCertification(ctx.app.prisma, target),
      consumeVerifiedCertification(ctx.app.prisma, target),
    ])

    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('does not accept a certification older than the sign-up window', async () => {
    const email = uniqueEmail()
    await send(email)
    await check(email, await codeSentTo(email))

    clock.advance((VERIFICATION.CERTIFIED_TTL_SECONDS + 1) * SECOND_MS)
    const consumed = await consumeVerifiedCertification(ctx.app.prisma, {
      type: CERTIFICATION_TYPE.EMAIL,
      destination: email,
      now: clock.now(),
    })

    expect(consumed).toBe(false)
  })
})
