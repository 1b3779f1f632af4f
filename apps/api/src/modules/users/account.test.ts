import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, bearer, currentUserSchema, ERROR_CODES, SERVER_MESSAGES } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { AUDIT_ACTION_USER_DELETED } from './account.service.js'
import {
  ACCOUNT_TEST_ENV,
  clientPayload,
  createAccount,
  currentUser,
  logIn,
  loggedIn,
  modelPayload,
  nextIp,
  PASSWORD,
  signedUp,
  signUp,
} from './testing/accounts.js'
import { CITY, COUNTRY, seedAccountReferenceData } from './testing/reference-data.js'

const FORBIDDEN = { message: SERVER_MESSAGES.FORBIDDEN, code: ERROR_CODES.FORBIDDEN }
const NOT_FOUND = { message: SERVER_MESSAGES.NOT_FOUND, code: ERROR_CODES.NOT_FOUND }

describe('the signed-in user’s account', () => {
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV })
  beforeAll(async () => {
    await seedAccountReferenceData(ctx.app.prisma)
  })

  const deleteUser = (
    token: string | null,
    id: number | string,
    body: object = { currentPassword: PASSWORD },
  ) =>
    request(ctx.app.server)
      .delete(API_PATHS.USER(id))
      .set('x-forwarded-for', nextIp())
      .set('authorization', bearer(token))
      .send(body)
  const askForReview = (token: string | null) =>
    request(ctx.app.server)
      .patch(API_PATHS.MODEL_REQUEST)
      .set('x-forwarded-for', nextIp())
      .set('authorization', bearer(token))

  describe('GET /users/0', () => {
    it('answers data.user in the contract’s shape, with city_name and country_name', async () => {
      const { token, user } = await signedUp(ctx.app, modelPayload())

      const response = await currentUser(ctx.app, token)

      expect(response.status).toBe(200)
      expect(response.body.message).toBe(SERVER_MESSAGES.OK)
      const me = currentUserSchema.parse(response.body.data.user)
      expect(me).toMatchObject({
        id: user.id,
        serviceType: 1,
        examinationStatus: 1,
        isPro: false,
        city_name: CITY.SEOUL.value,
        country_name: COUNTRY.KOREA.value,
      })
    })
  })

  describe('DELETE /users/:id', () => {
    it('withdraws one’s own account: data erased, sessions ended, e-mail free again', async () => {
      const payload = modelPayload()
      const { token, user } = await signedUp(ctx.app, payload)

      const response = await deleteUser(token, user.id)

      expect(response.status).toBe(200)
      expect(response.body).toEqual({ data: null, message: SERVER_MESSAGES.ACCOUNT_DELETED })
      expect((await currentUser(ctx.app, token)).status).toBe(401)
      expect((await logIn(ctx.app, payload.email, PASSWORD)).status).toBe(400)
      const row = await ctx.app.prisma.user.findUniqueOrThrow({ where: { id: user.id } })
      expect(row).toMatchObject({
        email: null,
        firstName: null,
        lastName: null,
        phoneNumber: null,
        phoneE164: null,
        agency: null,
        passwordHash: null,
        googleSub: null,
      })
      expect(row.deletedAt).not.toBeNull()
      expect((await signUp(ctx.app, modelPayload({ email: payload.email }))).status).toBe(201)
    })

    it('needs the current password to withdraw an e-mail account', async () => {
      const { token, user } = await signedUp(ctx.app, modelPayload())

      const missing = await deleteUser(token, user.id, {})
      const wrong = await deleteUser(token, user.id, { currentPassword: `${PASSWORD}x` })

      expect(missing.status).toBe(400)
      expect(missing.body.fields).toEqual({
        currentPassword: SERVER_MESSAGES.DELETION_NEEDS_PASSWORD,
      })
      expect(wrong.status).toBe(400)
      expect(wrong.body.fields).toEqual({
        currentPassword: SERVER_MESSAGES.CURRENT_PASSWORD_INCORRECT,
      })
      expect(await ctx.app.prisma.user.count({ where: { id: user.id, deletedAt: null } })).toBe(1)
      expect((await currentUser(ctx.app, token)).status).toBe(200)
    })

    it('needs a fresh Google sign-in to withdraw a Google account', async () => {
      const google = await createAccount(ctx.app, {
        loginType: 2,
        passwordHash: null,
        googleSub: `sub-${Date.now()}`,
      })
      const stale = await ctx.app.sessions.start({ userId: google.id })
      await ctx.app.prisma.session.updateMany({
        where: { userId: google.id },
        data: { createdAt: new Date(Date.now() - 11 * 60_000) },
      })
      const fresh = await ctx.app.sessions.start({ userId: google.id })

      const refused = await deleteUser(stale.token, google.id, {})
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(SERVER_MESSAGES.DELETION_NEEDS_GOOGLE_SIGN_IN)
      expect((await deleteUser(fresh.token, google.id, {})).status).toBe(200)
    })

    it('answers 403 for someone else’s id, existing or not', async () => {
      const me = await signedUp(ctx.app, modelPayload())
      const other = await createAccount(ctx.app)

      for (const id of [other.id, 999_999]) {
        const response = await deleteUser(me.token, id)
        expect(response.status).toBe(403)
        expect(response.body).toEqual(FORBIDDEN)
      }
      expect(await ctx.app.prisma.user.count({ where: { id: other.id, deletedAt: null } })).toBe(1)
    })

    it('lets an administrator delete any account, audited; a second call answers 404', async () => {
      const admin = await createAccount(ctx.app, { role: 'ADMIN' })
      const adminSession = await loggedIn(ctx.app, admin.email)
      const target = await signedUp(ctx.app, clientPayload())

      const first = await deleteUser(adminSession.token, target.user.id)
      const second = await deleteUser(adminSession.token, target.user.id)
      const unknown = await deleteUser(adminSession.token, 999_999)

      expect(first.status).toBe(200)
      expect((await currentUser(ctx.app, target.token)).status).toBe(401)
      expect(second.status).toBe(404)
      expect(second.body).toEqual(NOT_FOUND)
      expect(unknown.status).toBe(404)
      const audit = await ctx.app.prisma.auditLog.findMany({
        where: { targetUserId: target.user.id },
      })
      expect(audit).toEqual([
        expect.objectContaining({ actorId: admin.id, action: AUDIT_ACTION_USER_DELETED }),
      ])
    })

    it('needs a session and a numeric id', async () => {
      const me = await signedUp(ctx.app, modelPayload())

      expect((await deleteUser(null, me.user.id)).status).toBe(401)
      expect((await deleteUser(me.token, 'abc')).status).toBe(400)
    })
  })

  describe('PATCH /users/model-request', () => {
    it('moves a model from 1 to 2, and stays there when asked again', async () => {
      const { token } = await signedUp(ctx.app, modelPayload())

      const first = await askForReview(token)
      const again = await askForReview(token)

      expect(first.status).toBe(200)
      expect(first.body).toEqual({
        data: { examinationStatus: 2 },
        message: SERVER_MESSAGES.MODEL_REQUEST_SENT,
      })
      expect(again.status).toBe(200)
      expect(again.body).toEqual({
        data: { examinationStatus: 2 },
        message: SERVER_MESSAGES.MODEL_REQUEST_ALREADY_SENT,
      })
      expect((await currentUser(ctx.app, token)).body.data.user.examinationStatus).toBe(2)
    })

    it('answers 409 once approved, 403 to clients and 401 to guests', async () => {
      const approved = await signedUp(ctx.app, modelPayload())
      await ctx.app.prisma.user.update({
        where: { id: approved.user.id },
        data: { examinationStatus: 3, serviceType: 2 },
      })
      const client = await signedUp(ctx.app, clientPayload())

      const conflict = await askForReview(approved.token)
      const forbidden = await askForReview(client.token)

      expect(conflict.status).toBe(409)
      expect(conflict.body).toEqual({
        message: SERVER_MESSAGES.MODEL_REQUEST_ALREADY_APPROVED,
        code: ERROR_CODES.CONFLICT,
      })
      expect(forbidden.status).toBe(403)
      expect((await askForReview(null)).status).toBe(401)
    })
  })

  it('documents the account and admin routes with their schemas at /docs', async () => {
    const { body } = await request(ctx.app.server).get('/docs/json')

    const signUpBody = body.paths['/users'].post.requestBody.content['application/json'].schema
    expect(signUpBody.properties.serviceType.enum).toEqual([1, 3])
    expect(body.paths['/users/login'].post.responses['400']).toBeDefined()
    expect(body.paths['/users/0'].get.security).toEqual([{ bearerAuth: [] }])
    expect(body.paths['/users/{id}'].delete).toBeDefined()
    expect(body.paths['/admin/users'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'examinationStatus',
      'serviceType',
      'suspended',
      'q',
      'page',
      'pageSize',
    ])
  })
})
