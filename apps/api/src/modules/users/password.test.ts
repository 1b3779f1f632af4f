import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  bearer,
  ERROR_CODES,
  MESSAGES,
  PASSWORD_PATTERN,
  SERVER_MESSAGES,
} from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { escapeHtml } from '../../lib/email-layout.js'
import { PASSWORD_CHANGE_SESSION_MAX_AGE_MS } from '../sessions/index.js'
import { TEMPORARY_PASSWORD_TTL_MS } from './password.service.js'
import {
  ACCOUNT_TEST_ENV,
  createAccount,
  currentUser,
  freshEmail,
  logIn,
  loggedIn,
  nextIp,
  PASSWORD,
} from './testing/accounts.js'

const NEW_PASSWORD = 'N3wSecret!'

describe('password change and temporary password', () => {
  const clock = createFakeClock(new Date())
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV, clock })

  const changePassword = (token: string | null, body: object) =>
    request(ctx.app.server)
      .put(API_PATHS.PASSWORD)
      .set('x-forwarded-for', nextIp())
      .set('authorization', bearer(token))
      .send(body)
  const askTemporary = (email: string, ip = nextIp()) =>
    request(ctx.app.server)
      .patch(API_PATHS.TEMPORARY_PASSWORD)
      .set('x-forwarded-for', ip)
      .send({ email })
  const mailsTo = (email: string) =>
    ctx.app.prisma.outboxMessage.findMany({
      where: { recipient: email, kind: 'temporary-password' },
    })
  /** The e-mail is queued just after the answer (so that answer cannot tell accounts apart). */
  const mailTo = async (email: string) => {
    await ctx.app.afterResponse.settled()
    const [mail] = await mailsTo(email)
    if (!mail) throw new Error(`no temporary password mailed to ${email}`)
    return mail
  }
  /** The password as the user reads it in the e-mail. */
  const temporaryPasswordSentTo = async (email: string) => {
    const mail = await mailTo(email)
    const password = /^ {4}(\S+)$/m.exec(mail?.textBody ?? '')?.[1]
    if (!password) throw new Error(`no temporary password mailed to ${email}`)
    return password
  }

  describe('PUT /users/password', () => {
    it('sets the new password and ends every session, asking to log in again', async () => {
      const account = await createAccount(ctx.app)
      const phone = await loggedIn(ctx.app, account.email)
      const laptop = await loggedIn(ctx.app, account.email)

      const response = await changePassword(phone.token, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      })

      expect(response.status).toBe(200)
      expect(response.body).toEqual({
        data: null,
        message: SERVER_MESSAGES.PASSWORD_CHANGED_LOGIN_AGAIN,
      })
      for (const token of [phone.token, laptop.token]) {
        expect((await currentUser(ctx.app, token)).status).toBe(401)
      }
      expect((await logIn(ctx.app, account.email, PASSWORD)).status).toBe(400)
      expect((await logIn(ctx.app, account.email, NEW_PASSWORD)).status).toBe(200)
    })

    it('refuses a wrong current password without signing anyone out', async () => {
      const account = await createAccount(ctx.app)
      const session = await loggedIn(ctx.app, account.email)

      const response = await changePassword(session.token, {
        currentPassword: 'Not-the-0ne',
        newPassword: NEW_PASSWORD,
      })

      expect(response.status).toBe(400)
      expect(response.body).toEqual({
        message: SERVER_MESSAGES.CURRENT_PASSWORD_INCORRECT,
        code: ERROR_CODES.INVALID_CREDENTIALS,
        fields: { currentPassword: SERVER_MESSAGES.CURRENT_PASSWORD_INCORRECT },
      })
      expect((await currentUser(ctx.app, session.token)).status).toBe(200)
    })

    it('refuses a common new password with a clear message', async () => {
      const account = await createAccount(ctx.app)
      const { token } = await loggedIn(ctx.app, account.email)

      const answer = await changePassword(token, {
        currentPassword: PASSWORD,
        newPassword: 'Iloveyou1!',
      })

      expect(answer.status).toBe(400)
      expect(answer.body.fields).toEqual({ newPassword: SERVER_MESSAGES.PASSWORD_TOO_COMMON })
      expect((await logIn(ctx.app, account.email, PASSWORD)).status).toBe(200)
    })

    it('counts wrong current passwords toward the log-in brake of the account', async () => {
      const account = await createAccount(ctx.app)
      const { token } = await loggedIn(ctx.app, account.email)
      const statuses = []
      for (let guess = 0; guess < 6; guess += 1) {
        const answer = await changePassword(token, {
          currentPassword: `Wrong${guess}pass!`,
          newPassword: NEW_PASSWORD,
        })
        statuses.push(answer.status)
      }

      // Five free failures, then the account must wait, here and at the log-in form alike.
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
      const login = await logIn(ctx.app, account.email, PASSWORD)
      expect(login.status).toBe(429)
      expect(login.headers['retry-after']).toBeDefined()
    })

    it('holds the new password to the policy and needs a session', async () => {
      const session = await loggedIn(ctx.app, (await createAccount(ctx.app)).email)

      const weak = await changePassword(session.token, {
        currentPassword: PASSWORD,
        newPassword: 'password',
      })
      const guest = await changePassword(null, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      })

      expect(weak.status).toBe(400)
      expect(weak.body.fields).toEqual({ newPassword: MESSAGES.PASSWORD_RULE })
      expect(guest.status).toBe(401)
    })
  })

  describe('PATCH /users/temporary-password', () => {
    it('answers the same for a known and an unknown e-mail, mailing only the account', async () => {
      const account = await createAccount(ctx.app)
      const unknown = freshEmail('nobody')

      const known = await askTemporary(account.email)
      const stranger = await askTemporary(unknown)

      expect(known.status).toBe(200)
      expect(stranger.status).toBe(200)
      expect(known.body).toEqual({ data: null, message: SERVER_MESSAGES.TEMPORARY_PASSWORD_SENT })
      expect(stranger.body).toEqual(known.body)
      const mail = await mailTo(account.email)
      expect(await mailsTo(unknown)).toHaveLength(0)
      expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'Your temporary password' })
      const password = await temporaryPasswordSentTo(account.email)
      expect(password).toMatch(PASSWORD_PATTERN)
      expect(mail?.htmlBody).toContain(escapeHtml(password))
    })

    it('keeps the current password working until the temporary one is used', async () => {
      const account = await createAccount(ctx.app)
      await askTemporary(account.email)
      const temporary = await temporaryPasswordSentTo(account.email)

      expect((await logIn(ctx.app, account.email, PASSWORD)).status).toBe(200)
      expect((await logIn(ctx.app, account.email, temporary)).status).toBe(200)
    })

    it('logs in once with it, asking for a new password that PUT /users/password then sets', async () => {
      const account = await createAccount(ctx.app)
      const before = await loggedIn(ctx.app, account.email)
      await askTemporary(account.email)
      const temporary = await temporaryPasswordSentTo(account.email)

      const first = await logIn(ctx.app, account.email, temporary)
      const second = await logIn(ctx.app, account.email, temporary)

      expect(first.status).toBe(200)
      expect(first.body.message).toBe(SERVER_MESSAGES.PASSWORD_CHANGE_REQUIRED)
      expect(first.body.data.passwordChangeRequired).toBe(true)
      expect(first.body.data.expiresIn).toBeLessThanOrEqual(
        PASSWORD_CHANGE_SESSION_MAX_AGE_MS / 1000,
      )
      expect(second.status).toBe(400)
      // Whoever asked for the reset may have lost the old password: it and its sessions end.
      expect((await logIn(ctx.app, account.email, PASSWORD)).status).toBe(400)
      expect((await currentUser(ctx.app, before.token)).status).toBe(401)

      const change = await changePassword(first.body.data.token, {
        currentPassword: temporary,
        newPassword: NEW_PASSWORD,
      })
      expect(change.status).toBe(200)
      expect((await logIn(ctx.app, account.email, NEW_PASSWORD)).status).toBe(200)
      expect((await logIn(ctx.app, account.email, temporary)).status).toBe(400)
    })

    it('opens a session that may only change the password, enforced by the API', async () => {
      const account = await createAccount(ctx.app)
      await askTemporary(account.email)
      const temporary = await temporaryPasswordSentTo(account.email)
      const login = await logIn(ctx.app, account.email, temporary)
      const token = login.body.data.token as string
      const call = (method: 'get' | 'patch' | 'delete', path: string) => {
        const agent = request(ctx.app.server)
        return agent[method](path)
          .set('x-forwarded-for', nextIp())
          .set('authorization', bearer(token))
      }

      const refused = [
        await currentUser(ctx.app, token),
        await call('patch', API_PATHS.MODEL_REQUEST),
        await call('delete', API_PATHS.USER(String(account.id))),
        await call('get', API_PATHS.CURRENT_LOCATION),
      ]

      for (const answer of refused) {
        expect(answer.status).toBe(403)
        expect(answer.body).toEqual({
          message: SERVER_MESSAGES.PASSWORD_CHANGE_REQUIRED,
          code: 'PASSWORD_CHANGE_REQUIRED',
        })
      }
      expect(await ctx.app.prisma.user.count({ where: { id: account.id, deletedAt: null } })).toBe(
        1,
      )
      // No refresh cookie: the session cannot be extended or traded for a full one.
      expect(String(login.headers['set-cookie'] ?? '')).not.toMatch(/cnm_rt=[^;]/)
      const change = await changePassword(token, {
        currentPassword: temporary,
        newPassword: NEW_PASSWORD,
      })
      expect(change.status).toBe(200)
    })

    it('stops working after 30 minutes', async () => {
      const account = await createAccount(ctx.app)
      await askTemporary(account.email)
      const temporary = await temporaryPasswordSentTo(account.email)

      clock.advance(TEMPORARY_PASSWORD_TTL_MS + 1000)

      expect((await logIn(ctx.app, account.email, temporary)).status).toBe(400)
      expect((await logIn(ctx.app, account.email, PASSWORD)).status).toBe(200)
    })

    it('sends nothing to Google accounts, which have no password', async () => {
      const google = await createAccount(ctx.app, { loginType: 2, passwordHash: null })
      const emailAccount = await createAccount(ctx.app)

      expect((await askTemporary(google.email)).status).toBe(200)
      // Asked after the Google one: once its mail is queued, the other would be too.
      await askTemporary(emailAccount.email)
      await mailTo(emailAccount.email)
      expect(await mailsTo(google.email)).toHaveLength(0)
    })

    it('does not let a stranger block the owner’s recovery', async () => {
      const account = await createAccount(ctx.app)
      const stranger = nextIp()
      const strangerStatuses = []
      for (let attempt = 0; attempt < 4; attempt += 1) {
        strangerStatuses.push((await askTemporary(account.email, stranger)).status)
      }
      expect(strangerStatuses.at(-1)).toBe(429)
      // Every accepted request has stored its mail before the count.
      await ctx.app.afterResponse.settled()
      const before = (await mailsTo(account.email)).length
      expect(before).toBe(strangerStatuses.filter((status) => status === 200).length)

      const owner = await askTemporary(account.email, nextIp())

      expect(owner.status).toBe(200)
      expect(owner.body.message).toBe(SERVER_MESSAGES.TEMPORARY_PASSWORD_SENT)
      await ctx.app.afterResponse.settled()
      expect(await mailsTo(account.email)).toHaveLength(before + 1)
    })

    it('limits requests per requester and e-mail (known or not), and per IP address', async () => {
      const account = await createAccount(ctx.app)
      const unknown = freshEmail('nobody')
      for (const email of [account.email, unknown]) {
        const requester = nextIp()
        const statuses = []
        for (let attempt = 0; attempt < 4; attempt += 1) {
          statuses.push((await askTemporary(email, requester)).status)
        }
        expect(statuses).toEqual([200, 200, 200, 429])
      }
      const ip = nextIp()
      const fromOneIp = []
      for (let attempt = 0; attempt < 11; attempt += 1) {
        fromOneIp.push((await askTemporary(freshEmail('spray'), ip)).status)
      }
      expect(fromOneIp.filter((status) => status === 429)).toHaveLength(1)
      expect(fromOneIp[10]).toBe(429)
    })

    it('validates the e-mail', async () => {
      const response = await askTemporary('not-an-email')

      expect(response.status).toBe(400)
      expect(response.body.fields).toEqual({ email: MESSAGES.INVALID })
    })
  })
})
