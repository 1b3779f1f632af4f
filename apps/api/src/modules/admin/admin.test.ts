import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  adminUserListSchema,
  API_PATHS,
  bearer,
  ERROR_CODES,
  MESSAGES,
  SERVER_MESSAGES,
} from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import {
  ACCOUNT_TEST_ENV,
  clientPayload,
  createAccount,
  currentUser,
  loggedIn,
  logIn,
  modelPayload,
  nextIp,
  PASSWORD,
  signedUp,
} from '../users/testing/accounts.js'
import { seedAccountReferenceData } from '../users/testing/reference-data.js'
import { AUDIT_ACTION_EXAMINATION } from './admin.service.js'

const LISTED_ADMIN = 'boss@example.com'

describe('administration of accounts', () => {
  const ctx = setupTestApp({ env: { ...ACCOUNT_TEST_ENV, ADMIN_EMAILS: LISTED_ADMIN } })
  let admin: Awaited<ReturnType<typeof loggedIn>> & { id: number }
  beforeAll(async () => {
    await seedAccountReferenceData(ctx.app.prisma)
    const account = await createAccount(ctx.app, { role: 'ADMIN' })
    admin = { ...(await loggedIn(ctx.app, account.email)), id: account.id }
  })

  const listUsers = (token: string | null, query: Record<string, string | number> = {}) =>
    request(ctx.app.server)
      .get(API_PATHS.ADMIN_USERS)
      .query(query)
      .set('authorization', bearer(token))
  const decide = (token: string | null, id: number, body: object) =>
    request(ctx.app.server)
      .patch(API_PATHS.ADMIN_EXAMINATION(id))
      .set('x-forwarded-for', nextIp())
      .set('authorization', bearer(token))
      .send(body)

  it('answers 403 to users and 401 to guests on every admin route', async () => {
    const user = await signedUp(ctx.app, clientPayload())

    for (const answer of [
      await listUsers(user.token),
      await decide(user.token, user.user.id, { status: 3 }),
    ]) {
      expect(answer.status).toBe(403)
      expect(answer.body.code).toBe(ERROR_CODES.FORBIDDEN)
    }
    expect((await listUsers(null)).status).toBe(401)
    expect((await decide(null, user.user.id, { status: 3 })).status).toBe(401)
  })

  it('lists users by examination status and service type, a page at a time', async () => {
    const clients = [
      await signedUp(ctx.app, clientPayload()),
      await signedUp(ctx.app, clientPayload()),
      await signedUp(ctx.app, clientPayload()),
    ]
    await signedUp(ctx.app, modelPayload())

    const all = await listUsers(admin.token, {
      examinationStatus: 2,
      serviceType: 3,
      pageSize: 100,
    })
    const page = await listUsers(admin.token, { examinationStatus: 2, serviceType: 3, pageSize: 2 })

    expect(all.status).toBe(200)
    const list = adminUserListSchema.parse(all.body.data)
    expect(list.items.every((user) => user.serviceType === 3 && user.examinationStatus === 2)).toBe(
      true,
    )
    expect(list.items.map((user) => user.id)).toEqual(
      expect.arrayContaining(clients.map((client) => client.user.id)),
    )
    expect(page.body.data).toMatchObject({ page: 1, pageSize: 2, total: list.total })
    expect(page.body.data.items).toHaveLength(2)
  })

  it('finds an account by part of its e-mail or company and filters by suspension', async () => {
    const target = await signedUp(ctx.app, clientPayload())
    const other = await signedUp(ctx.app, clientPayload())
    const suspendedAt = new Date('2026-11-20T00:00:00.000Z')
    await ctx.app.prisma.user.update({
      where: { id: target.user.id },
      data: { suspendedAt, suspendedReason: 'Fake castings' },
    })
    const needle = target.payload.email.slice(0, target.payload.email.indexOf('@')).toUpperCase()

    const found = adminUserListSchema.parse(
      (await listUsers(admin.token, { q: needle, pageSize: 100 })).body.data,
    )
    const suspended = adminUserListSchema.parse(
      (await listUsers(admin.token, { suspended: 'true', pageSize: 100 })).body.data,
    )
    const active = adminUserListSchema.parse(
      (await listUsers(admin.token, { suspended: 'false', pageSize: 100 })).body.data,
    )

    expect(found.items.map((user) => user.id)).toEqual([target.user.id])
    expect(found.items[0]).toMatchObject({
      suspendedAt: suspendedAt.toISOString(),
      suspendedReason: 'Fake castings',
    })
    expect(suspended.items.map((user) => user.id)).toContain(target.user.id)
    expect(suspended.items.map((user) => user.id)).not.toContain(other.user.id)
    expect(active.items.map((user) => user.id)).toContain(other.user.id)
    expect(active.items.map((user) => user.id)).not.toContain(target.user.id)
  })

  it('validates the list query', async () => {
    const response = await listUsers(admin.token, { pageSize: 0, examinationStatus: 7 })

    expect(response.status).toBe(400)
    expect(response.body.fields).toMatchObject({
      pageSize: MESSAGES.INVALID,
      examinationStatus: MESSAGES.INVALID,
    })
  })

  it('approves a client: audited, pro at once, and still signed in', async () => {
    const client = await signedUp(ctx.app, clientPayload())

    const response = await decide(admin.token, client.user.id, { status: 3 })

    expect(response.status).toBe(200)
    expect(response.body.message).toBe(SERVER_MESSAGES.EXAMINATION_UPDATED)
    expect(response.body.data.user).toMatchObject({ examinationStatus: 3, isPro: true })
    const me = await currentUser(ctx.app, client.token)
    expect(me.status).toBe(200)
    expect(me.body.data.user).toMatchObject({ examinationStatus: 3, isPro: true, serviceType: 3 })
    const audit = await ctx.app.prisma.auditLog.findMany({
      where: { targetUserId: client.user.id },
    })
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: AUDIT_ACTION_EXAMINATION,
        fromStatus: 2,
        toStatus: 3,
        reason: null,
      }),
    ])
  })

  it('sends back with a reason only, and makes an approved model a pro model', async () => {
    const model = await signedUp(ctx.app, modelPayload())
    await ctx.app.prisma.user.update({
      where: { id: model.user.id },
      data: { examinationStatus: 2 },
    })

    const noReason = await decide(admin.token, model.user.id, { status: 1 })
    const approved = await decide(admin.token, model.user.id, { status: 3 })
    const again = await decide(admin.token, model.user.id, { status: 3 })
    const sentBack = await decide(admin.token, model.user.id, { status: 1, reason: 'Add photos' })

    expect(noReason.status).toBe(400)
    expect(noReason.body.fields).toEqual({ reason: MESSAGES.REQUIRED })
    expect(approved.body.data.user).toMatchObject({ examinationStatus: 3, serviceType: 2 })
    expect(again.status).toBe(200)
    expect(sentBack.body.data.user).toMatchObject({ examinationStatus: 1, serviceType: 1 })
    const audit = await ctx.app.prisma.auditLog.findMany({
      where: { targetUserId: model.user.id },
      orderBy: { id: 'asc' },
    })
    expect(audit.map((row) => [row.fromStatus, row.toStatus, row.reason])).toEqual([
      [2, 3, null],
      [3, 1, 'Add photos'],
    ])
  })

  it('refuses other statuses and unknown or deleted users', async () => {
    const client = await signedUp(ctx.app, clientPayload())
    const deleted = await createAccount(ctx.app, { deletedAt: new Date(), email: null })

    const request2 = await decide(admin.token, client.user.id, { status: 2 })
    const unknown = await decide(admin.token, 999_999, { status: 3 })
    const gone = await decide(admin.token, deleted.id, { status: 3 })

    expect(request2.status).toBe(400)
    expect(request2.body.fields).toEqual({ status: MESSAGES.INVALID })
    expect(unknown.status).toBe(404)
    expect(gone.status).toBe(404)
  })

  it('makes ADMIN_EMAILS accounts administrators at sign-up and at log-in', async () => {
    const fresh = await signedUp(ctx.app, clientPayload({ email: 'Boss@Example.com' }))
    expect(fresh.user).toMatchObject({ role: 'ADMIN' })

    await ctx.app.prisma.user.update({ where: { id: fresh.user.id }, data: { role: 'USER' } })
    expect((await logIn(ctx.app, LISTED_ADMIN, PASSWORD)).body.data.user.role).toBe('ADMIN')
  })
})
