// Suspension (issue #16, ADR 0028): a suspended account cannot log in, its sessions end
// (refresh fails, a held access token stops on the next request), its models and castings
// leave the public; reinstating brings back exactly what the suspension hid.
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  ADMIN_CONSOLE_API_PATHS,
  ADMIN_CONSOLE_SERVER_MESSAGES,
  API_PATHS,
  AUDIT_ACTIONS,
  CATEGORY_ID,
  EXAMINATION_STATUS,
  MESSAGES,
  SERVICE_TYPE,
  TRUST_API_PATHS,
  bearer,
} from '@cnm/contracts'
import { setupModelSuite, createProfile } from '../models/testing/model-fixtures.js'
import { createCasting } from '../reviews/testing/trust-fixtures.js'
import {
  ACCOUNT_TEST_ENV,
  createAccount,
  currentUser,
  loggedIn,
  logIn,
  nextIp,
  PASSWORD,
} from '../users/testing/accounts.js'

describe('POST /admin/users/{id}/suspend and /reinstate', () => {
  const { ctx, cast } = setupModelSuite({ env: ACCOUNT_TEST_ENV })
  let agency: Awaited<ReturnType<typeof createAccount>>

  const act = (path: string, body: unknown = { reason: 'Asked models for money up front' }) =>
    request(ctx.app.server)
      .post(path)
      .set('x-forwarded-for', nextIp())
      .set(cast.admin.headers)
      .send(body)
  const suspend = (id: number, body?: unknown) =>
    act(ADMIN_CONSOLE_API_PATHS.USER_SUSPEND(id), body)
  const reinstate = (id: number, body?: unknown) =>
    act(ADMIN_CONSOLE_API_PATHS.USER_REINSTATE(id), body)
  const guestGet = (path: string) => request(ctx.app.server).get(path)
  const listedModelIds = async () =>
    (
      (await guestGet(`${API_PATHS.MODELS}?pageSize=48`)).body.data.items as Array<{ id: number }>
    ).map((item) => item.id)

  beforeEach(async () => {
    agency = await createAccount(ctx.app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      categoryTwoDepthId: CATEGORY_ID.MODEL_AGENCY,
      agency: 'Star Models',
      language: 'ko',
    })
  })

  it('ends the account’s sessions and access, and refuses its log-in with a clear message', async () => {
    const session = await loggedIn(ctx.app, agency.email)
    expect((await currentUser(ctx.app, session.token)).status).toBe(200)

    const response = await suspend(agency.id)
    expect(response.status).toBe(200)
    expect(response.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.USER_SUSPENDED)
    expect(response.body.data).toMatchObject({
      userId: agency.id,
      suspendedReason: 'Asked models for money up front',
    })

    // The access token it still holds stops at once, saying why.
    const held = await currentUser(ctx.app, session.token)
    expect(held.status).toBe(401)
    expect(held.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.ACCOUNT_SUSPENDED)
    // Refreshing fails: the session is revoked.
    const refreshed = await request(ctx.app.server)
      .post(API_PATHS.REFRESH)
      .set('x-forwarded-for', nextIp())
      .set('cookie', `cnm_rt=${session.refreshToken}`)
    expect(refreshed.status).toBe(401)
    expect(
      await ctx.db.prisma.session.count({ where: { userId: agency.id, revokedAt: null } }),
    ).toBe(0)
    // Log-in with the right password says it is suspended; a wrong one reveals nothing.
    const login = await logIn(ctx.app, agency.email, PASSWORD)
    expect(login.status).toBe(403)
    expect(login.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.ACCOUNT_SUSPENDED)
    expect((await logIn(ctx.app, agency.email, 'Wrong-passw0rd!')).status).toBe(400)
    expect(await ctx.db.prisma.session.count({ where: { userId: agency.id } })).toBe(1)

    expect((await reinstate(agency.id, { reason: 'Appeal accepted' })).status).toBe(200)
    const again = await loggedIn(ctx.app, agency.email)
    expect((await currentUser(ctx.app, again.token)).status).toBe(200)
  })

  it('hides its models and castings from the public, and reinstating shows exactly those again', async () => {
    const profile = await createProfile(ctx.db.prisma, agency.id, { stageName: 'Yuna' })
    const live = await createCasting(ctx.db.prisma, agency.id)
    const hiddenBefore = new Date('2026-01-05T00:00:00Z')
    const reported = await createCasting(ctx.db.prisma, agency.id, {
      hiddenAt: hiddenBefore,
      hiddenReason: 'Reported: fake job',
    })
    expect(await listedModelIds()).toContain(profile.id)
    expect((await guestGet(TRUST_API_PATHS.PARTNER(agency.id))).status).toBe(200)

    expect((await suspend(agency.id)).status).toBe(200)
    expect(await listedModelIds()).not.toContain(profile.id)
    expect((await guestGet(API_PATHS.MODEL(profile.id))).status).toBe(404)
    expect((await guestGet(TRUST_API_PATHS.MODEL_REVIEWS(profile.id))).status).toBe(404)
    expect((await guestGet(TRUST_API_PATHS.PARTNER(agency.id))).status).toBe(404)
    const partners = await guestGet(TRUST_API_PATHS.PARTNERS)
    expect(partners.body.data.items.map((item: { id: number }) => item.id)).not.toContain(agency.id)
    // Administrators still see it.
    expect(
      (await request(ctx.app.server).get(API_PATHS.MODEL(profile.id)).set(cast.admin.headers))
        .status,
    ).toBe(200)
    const castings = await ctx.db.prisma.casting.findMany({
      where: { clientId: agency.id },
      select: { id: true, hiddenAt: true },
      orderBy: { id: 'asc' },
    })
    expect(castings.every((casting) => casting.hiddenAt !== null)).toBe(true)

    expect((await reinstate(agency.id, { reason: 'Appeal accepted' })).status).toBe(200)
    expect(await listedModelIds()).toContain(profile.id)
    expect((await guestGet(TRUST_API_PATHS.PARTNER(agency.id))).status).toBe(200)
    const after = await ctx.db.prisma.casting.findMany({
      where: { id: { in: [live.id, reported.id] } },
      select: { id: true, hiddenAt: true, hiddenReason: true },
      orderBy: { id: 'asc' },
    })
    expect(after).toEqual([
      { id: live.id, hiddenAt: null, hiddenReason: null },
      // Hidden for another reason before the suspension: stays hidden.
      { id: reported.id, hiddenAt: hiddenBefore, hiddenReason: 'Reported: fake job' },
    ])
  })

  it('audits both actions, notifies the user and e-mails them in their language', async () => {
    await suspend(agency.id)
    await reinstate(agency.id, { reason: 'Appeal accepted' })
    const audits = await ctx.db.prisma.auditLog.findMany({
      where: { targetUserId: agency.id },
      orderBy: { id: 'asc' },
      select: { actorId: true, action: true, reason: true },
    })
    expect(audits).toEqual([
      {
        actorId: cast.admin.user.id,
        action: AUDIT_ACTIONS.USER_SUSPENDED,
        reason: 'Asked models for money up front',
      },
      {
        actorId: cast.admin.user.id,
        action: AUDIT_ACTIONS.USER_REINSTATED,
        reason: 'Appeal accepted',
      },
    ])
    const notes = await ctx.db.prisma.notification.findMany({
      where: { userId: agency.id },
      orderBy: { id: 'asc' },
      select: { kind: true, payload: true },
    })
    expect(notes).toEqual([
      {
        kind: 'admin_action',
        payload: { action: 'account_suspended', reason: 'Asked models for money up front' },
      },
      {
        kind: 'admin_action',
        payload: { action: 'account_reinstated', reason: 'Appeal accepted' },
      },
    ])
    const mails = await ctx.db.prisma.outboxMessage.findMany({
      where: { recipient: agency.email },
      orderBy: { createdAt: 'asc' },
      select: { kind: true, subject: true, textBody: true },
    })
    expect(mails.map((mail) => mail.kind)).toEqual(['account-suspended', 'account-reinstated'])
    expect(mails[0]?.subject).toBe('Casting N Model 계정 이용이 정지되었습니다')
    expect(mails[0]?.textBody).toContain('사유: Asked models for money up front')
  })

  it('refuses what makes no sense: admins, twice, unknown accounts, no reason', async () => {
    const admin = await suspend(cast.admin.user.id)
    expect(admin.status).toBe(409)
    expect(admin.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.CANNOT_SUSPEND_ADMIN)
    expect((await reinstate(agency.id)).body.message).toBe(
      ADMIN_CONSOLE_SERVER_MESSAGES.NOT_SUSPENDED,
    )
    expect((await suspend(agency.id)).status).toBe(200)
    expect((await suspend(agency.id)).body.message).toBe(
      ADMIN_CONSOLE_SERVER_MESSAGES.ALREADY_SUSPENDED,
    )
    expect((await suspend(999_999)).status).toBe(404)
    const deleted = await createAccount(ctx.app, { deletedAt: new Date() })
    expect((await suspend(deleted.id)).status).toBe(404)
    const blank = await suspend(cast.client.user.id, { reason: '  ' })
    expect(blank.status).toBe(400)
    expect(blank.body.fields).toEqual({ reason: MESSAGES.REQUIRED })
    expect((await suspend(cast.client.user.id, {})).status).toBe(400)
    expect(
      await ctx.db.prisma.auditLog.count({ where: { targetUserId: cast.client.user.id } }),
    ).toBe(0)
  })

  it('answers bearer-less and non-admin callers 401 / 403', async () => {
    const path = ADMIN_CONSOLE_API_PATHS.USER_SUSPEND(agency.id)
    expect((await request(ctx.app.server).post(path).send({ reason: 'x' })).status).toBe(401)
    const asClient = await request(ctx.app.server)
      .post(path)
      .set('authorization', bearer(cast.client.token))
      .send({ reason: 'x' })
    expect(asClient.status).toBe(403)
  })
})
