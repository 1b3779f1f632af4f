import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, bearer, SERVER_MESSAGES } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { ensureAdminAccount } from '../../cli/admin-account.js'
import { createPasswordHasher } from '../../lib/passwords.js'
import {
  ACCOUNT_TEST_ENV,
  certify,
  clientPayload,
  nextIp,
  PASSWORD,
  phoneE164,
} from './testing/accounts.js'
import { seedAccountReferenceData } from './testing/reference-data.js'

/** The "done when": one client's life from sign-up to withdrawal, over HTTP only. */
describe('a client’s journey through the API', () => {
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV })
  beforeAll(async () => {
    await seedAccountReferenceData(ctx.app.prisma)
  })

  it('signs up, waits, is approved by an administrator, changes password and withdraws', async () => {
    const api = () => request(ctx.app.server)
    const ip = nextIp()
    const me = (token: string) =>
      api().get(API_PATHS.CURRENT_USER).set('authorization', bearer(token))
    const logIn = (email: string, password: string) =>
      api().post(API_PATHS.LOGIN).set('x-forwarded-for', ip).send({ email, password })

    // 1. Sign up as a client (codes verified beforehand, as GET /certifications would).
    const payload = clientPayload()
    await certify(ctx.app, { email: payload.email, phone: phoneE164(payload.phoneNumber) })
    const signUp = await api().post(API_PATHS.SIGN_UP).set('x-forwarded-for', ip).send(payload)
    expect(signUp.status).toBe(201)
    const client = signUp.body.data as { token: string; user: { id: number } }

    // 2. Pending review.
    expect((await me(client.token)).body.data.user).toMatchObject({
      serviceType: 3,
      examinationStatus: 2,
      isPro: false,
    })

    // 3. An administrator (made with the admin:create command's code) approves it.
    const adminEmail = `admin-${Date.now()}@example.com`
    const created = await ensureAdminAccount(
      { prisma: ctx.app.prisma, hasher: createPasswordHasher({ cost: 4 }), clock: ctx.app.clock },
      adminEmail,
    )
    if (created.outcome !== 'created') throw new Error('expected a new administrator')
    const adminLogin = await logIn(adminEmail, created.password)
    expect(adminLogin.status).toBe(200)
    const admin = bearer(adminLogin.body.data.token)
    const pending = await api()
      .get(API_PATHS.ADMIN_USERS)
      .query({ examinationStatus: 2, serviceType: 3 })
      .set('authorization', admin)
    expect(pending.body.data.items.map((user: { id: number }) => user.id)).toContain(client.user.id)
    const approval = await api()
      .patch(API_PATHS.ADMIN_EXAMINATION(client.user.id))
      .set('authorization', admin)
      .send({ status: 3 })
    expect(approval.status).toBe(200)

    // 4. The client sees the approval without logging in again.
    expect((await me(client.token)).body.data.user).toMatchObject({
      examinationStatus: 3,
      isPro: true,
    })

    // 5. Password change: the old session dies, the new password works.
    const newPassword = 'Chang3d!pw'
    const change = await api()
      .put(API_PATHS.PASSWORD)
      .set('authorization', bearer(client.token))
      .send({ currentPassword: PASSWORD, newPassword })
    expect(change.status).toBe(200)
    expect(change.body.message).toBe(SERVER_MESSAGES.PASSWORD_CHANGED_LOGIN_AGAIN)
    expect((await me(client.token)).status).toBe(401)
    expect((await logIn(payload.email, PASSWORD)).status).toBe(400)
    const relogin = await logIn(payload.email, newPassword)
    expect(relogin.status).toBe(200)
    const token = relogin.body.data.token as string

    // 6. Withdrawal: the account and its sessions are gone.
    const withdrawal = await api()
      .delete(API_PATHS.USER(client.user.id))
      .set('x-forwarded-for', ip)
      .set('authorization', bearer(token))
      .send({ currentPassword: newPassword })
    expect(withdrawal.status).toBe(200)
    expect(withdrawal.body.message).toBe(SERVER_MESSAGES.ACCOUNT_DELETED)
    expect((await me(token)).status).toBe(401)
    expect((await logIn(payload.email, newPassword)).status).toBe(400)
  })
})
