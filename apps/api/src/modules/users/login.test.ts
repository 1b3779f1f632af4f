import { describe, expect, it } from 'vitest'
import { authSessionSchema, ERROR_CODES, MESSAGES, SERVER_MESSAGES, HOUR_MS } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { LOGIN_THROTTLE } from './login-throttle.js'
import {
  ACCOUNT_TEST_ENV,
  createAccount,
  currentUser,
  freshEmail,
  logIn,
  nextIp,
  PASSWORD,
} from './testing/accounts.js'

const INVALID_CREDENTIALS = {
  message: SERVER_MESSAGES.INVALID_CREDENTIALS,
  code: ERROR_CODES.INVALID_CREDENTIALS,
}

describe('POST /users/login', () => {
  const clock = createFakeClock(new Date())
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV, clock })

  it('logs in with e-mail (any case) and password, answering a session', async () => {
    const account = await createAccount(ctx.app)

    const response = await logIn(ctx.app, account.email.toUpperCase(), PASSWORD)

    expect(response.status).toBe(200)
    expect(response.body.message).toBe(SERVER_MESSAGES.LOGGED_IN)
    const session = authSessionSchema.parse(response.body.data)
    expect(session.user.id).toBe(account.id)
    expect(session.passwordChangeRequired).toBeUndefined()
    expect((await currentUser(ctx.app, session.token)).status).toBe(200)
  })

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const account = await createAccount(ctx.app)

    const wrongPassword = await logIn(ctx.app, account.email, 'Wrong-passw0rd')
    const unknownEmail = await logIn(ctx.app, freshEmail('nobody'), PASSWORD)

    expect(wrongPassword.status).toBe(400)
    expect(unknownEmail.status).toBe(400)
    expect(wrongPassword.body).toEqual(INVALID_CREDENTIALS)
    expect(unknownEmail.body).toEqual(INVALID_CREDENTIALS)
  })

  it('refuses deleted accounts and Google accounts (no password) the same way', async () => {
    const deleted = await createAccount(ctx.app, { deletedAt: clock.now() })
    const google = await createAccount(ctx.app, { loginType: 2, passwordHash: null })

    expect((await logIn(ctx.app, deleted.email, PASSWORD)).body).toEqual(INVALID_CREDENTIALS)
    expect((await logIn(ctx.app, google.email, PASSWORD)).body).toEqual(INVALID_CREDENTIALS)
  })

  it('validates the payload with the first message per field', async () => {
    const response = await logIn(ctx.app, '', '')

    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ email: MESSAGES.REQUIRED, password: MESSAGES.REQUIRED })
  })

  describe('per-account brake', () => {
    const failFree = async (email: string) => {
      for (let attempt = 0; attempt < LOGIN_THROTTLE.FREE_FAILURES; attempt += 1) {
        expect((await logIn(ctx.app, email, 'Wrong-passw0rd')).status).toBe(400)
      }
    }

    it('makes the next attempt wait after a few failures, for known and unknown e-mails alike', async () => {
      const account = await createAccount(ctx.app)
      const unknown = freshEmail('nobody')
      await failFree(account.email)
      await failFree(unknown)

      const known = await logIn(ctx.app, account.email, 'Wrong-passw0rd')
      const stranger = await logIn(ctx.app, unknown, 'Wrong-passw0rd')

      for (const answer of [known, stranger]) {
        expect(answer.status).toBe(429)
        expect(answer.body).toEqual({
          message: SERVER_MESSAGES.RATE_LIMITED,
          code: ERROR_CODES.RATE_LIMITED,
        })
        expect(answer.headers['retry-after']).toBe('1')
      }
    })

    it('lets the owner in once the delay has passed, and starts again from zero', async () => {
      const account = await createAccount(ctx.app)
      await failFree(account.email)
      expect((await logIn(ctx.app, account.email, PASSWORD)).status).toBe(429)

      clock.advance(LOGIN_THROTTLE.FIRST_DELAY_MS)
      expect((await logIn(ctx.app, account.email, PASSWORD)).status).toBe(200)

      await failFree(account.email)
    })

    it('allows at most 100 failures per hour and never makes the owner wait over a minute', async () => {
      const account = await createAccount(ctx.app)
      const start = clock.now().getTime()
      let failures = 0
      let longestWaitMs = 0
      // A guesser who retries the moment Retry-After allows, from ever-new addresses.
      while (clock.now().getTime() - start < HOUR_MS) {
        const answer = await logIn(ctx.app, account.email, 'Wrong-passw0rd', nextIp())
        if (answer.status === 400) {
          failures += 1
          continue
        }
        expect(answer.status).toBe(429)
        const waitMs = Number(answer.headers['retry-after']) * 1000
        longestWaitMs = Math.max(longestWaitMs, waitMs)
        clock.advance(waitMs)
      }

      expect(failures).toBeLessThanOrEqual(100)
      expect(failures).toBeGreaterThan(50)
      expect(longestWaitMs).toBeLessThanOrEqual(LOGIN_THROTTLE.MAX_DELAY_MS)
      clock.advance(LOGIN_THROTTLE.MAX_DELAY_MS)
      expect((await logIn(ctx.app, account.email, PASSWORD)).status).toBe(200)
    })
  })

  it('limits log-in attempts per IP address', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await logIn(ctx.app, freshEmail('spray'), PASSWORD, ip)).status)
    }

    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})
