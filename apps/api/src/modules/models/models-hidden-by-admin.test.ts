// A profile the administrators hid says so in its owner's views (My Model Management and the
// owner's profile) and in the admin's, with the reason the owner was notified of; restoring it
// clears that again. Each way an administrator can hide a profile is one row of the table.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  MODEL_SERVER_MESSAGES,
  SERVICE_TYPE,
  type AdminModelList,
  type ModelHiddenByAdmin,
  type ModelOwnerProfile,
  type MyModelList,
} from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { ACCOUNT_TEST_ENV, nextIp } from '../users/testing/accounts.js'
import { createProfile, INFO, setupModelSuite } from './testing/model-fixtures.js'

describe('hidden by an administrator, as the owner and the admin read it', () => {
  const { ctx, cast } = setupModelSuite({ env: ACCOUNT_TEST_ENV })
  const prisma = () => ctx.db.prisma

  const get = (who: SignedIn, path: string) =>
    request(ctx.app.server).get(path).set(who.headers).set('x-forwarded-for', nextIp())
  const adminSends = (method: 'post' | 'patch', path: string, body: object) => {
    const server = request(ctx.app.server)
    const sent = method === 'post' ? server.post(path) : server.patch(path)
    return sent.set(cast.admin.headers).set('x-forwarded-for', nextIp()).send(body)
  }

  /** A fresh model account with one published profile, and an open report on it. */
  async function reportedProfile(stageName = 'Mina Kim') {
    const owner = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const profile = await createProfile(prisma(), owner.user.id, { stageName })
    const report = await fileReport(profile.id)
    return { owner, profileId: profile.id, reportId: report }
  }

  async function fileReport(profileId: number): Promise<number> {
    const reporter = await signIn(ctx.app)
    const report = await prisma().modelReport.create({
      data: {
        profileId,
        reporterId: reporter.user.id,
        reasonId: INFO.REASON_SPAM,
        details: 'Looks fake',
      },
    })
    return report.id
  }

  /** The owner's list row and profile page, which must agree; answers the profile's field. */
  async function ownerReads(owner: SignedIn, profileId: number) {
    const list = await get(owner, '/users/0/models')
    expect(list.status).toBe(200)
    const row = (list.body.data as MyModelList).items.find((item) => item.id === profileId)
    const one = await get(owner, `/users/0/models/${profileId}`)
    expect(one.status).toBe(200)
    const model = one.body.data.model as ModelOwnerProfile
    expect(row?.hiddenByAdmin).toEqual(model.hiddenByAdmin)
    // The owner's own state is untouched: only the administrators can undo theirs.
    expect({ list: row?.status, profile: model.status }).toEqual({
      list: 'published',
      profile: 'published',
    })
    return model.hiddenByAdmin
  }

  async function adminReads(profileId: number) {
    const list = await get(cast.admin, '/admin/models?reviewStatus=none&pageSize=100')
    expect(list.status).toBe(200)
    return (list.body.data as AdminModelList).items.find((item) => item.id === profileId)
      ?.hiddenByAdmin
  }

  /** An admin decision made and undone: afterwards it explains nothing any more. */
  async function hideThenRestore(reportId: number, reason: string) {
    const hidePath = `/admin/reports/profile/${reportId}/hide-content`
    await adminSends('post', hidePath, { reason }).expect(200)
    const restorePath = `/admin/reports/profile/${reportId}/restore-content`
    await adminSends('post', restorePath, { reason: 'Appeal accepted' }).expect(200)
  }

  const hiddenAtOf = async (profileId: number) =>
    (
      await prisma().modelProfile.findUniqueOrThrow({ where: { id: profileId } })
    ).hiddenByAdminAt?.toISOString()

  const HIDES: ReadonlyArray<{
    how: string
    hide: (reportId: number) => Promise<request.Response>
    reason: string
  }> = [
    {
      how: "the admin console's hide-content",
      hide: (reportId) =>
        adminSends('post', `/admin/reports/profile/${reportId}/hide-content`, {
          reason: 'The photos belong to someone else',
        }),
      reason: 'The photos belong to someone else',
    },
    {
      how: 'actioning the model report with a reason',
      hide: (reportId) =>
        adminSends('patch', `/admin/model-reports/${reportId}`, {
          status: 'actioned',
          reason: 'Asks for fees up front',
        }),
      reason: 'Asks for fees up front',
    },
    {
      how: "actioning the model report without one (the report's reason is given)",
      hide: (reportId) =>
        adminSends('patch', `/admin/model-reports/${reportId}`, { status: 'actioned' }),
      reason: 'Spam or fake profile',
    },
  ]

  it.each(HIDES)(
    '$how: the owner and the admin read when and why; restoring clears it',
    async ({ hide, reason }) => {
      const { owner, profileId, reportId } = await reportedProfile()
      const untouched = await createProfile(prisma(), owner.user.id, { stageName: 'Hana Lee' })
      expect(await ownerReads(owner, profileId)).toBeNull()
      expect(await adminReads(profileId)).toBeNull()

      expect((await hide(reportId)).status).toBe(200)
      const expected: ModelHiddenByAdmin = { at: (await hiddenAtOf(profileId))!, reason }
      expect(expected.at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
      expect(await ownerReads(owner, profileId)).toEqual(expected)
      expect(await adminReads(profileId)).toEqual(expected)
      expect(await ownerReads(owner, untouched.id)).toBeNull()

      const restored = await adminSends(
        'post',
        `/admin/reports/profile/${reportId}/restore-content`,
        { reason: 'Appeal accepted' },
      )
      expect(restored.status).toBe(200)
      expect(await ownerReads(owner, profileId)).toBeNull()
      expect(await adminReads(profileId)).toBeNull()
    },
  )

  it('gives the newest decision: a hide after a restore, and a second hide while hidden', async () => {
    const { owner, profileId, reportId } = await reportedProfile()
    await hideThenRestore(reportId, 'First reason')

    const second = await fileReport(profileId)
    await adminSends('post', `/admin/reports/profile/${second}/hide-content`, {
      reason: 'Second reason',
    }).expect(200)
    const at = (await hiddenAtOf(profileId))!
    expect(await ownerReads(owner, profileId)).toEqual({ at, reason: 'Second reason' })

    const third = await fileReport(profileId)
    await adminSends('post', `/admin/reports/profile/${third}/hide-content`, {
      reason: 'Third reason',
    }).expect(200)
    // Still hidden since the second decision; the owner reads the latest reason.
    expect(await ownerReads(owner, profileId)).toEqual({ at, reason: 'Third reason' })
  })

  it("a suspension's hide carries the suspension's reason to the admin, and reinstating clears it", async () => {
    const { owner, profileId, reportId } = await reportedProfile('Suspended Owner')
    await hideThenRestore(reportId, 'Old reason')
    await adminSends('post', `/admin/users/${owner.user.id}/suspend`, {
      reason: 'Payment fraud',
    }).expect(200)
    const at = (await hiddenAtOf(profileId))!
    expect(await adminReads(profileId)).toEqual({ at, reason: 'Payment fraud' })

    await adminSends('post', `/admin/users/${owner.user.id}/reinstate`, {
      reason: 'Cleared',
    }).expect(200)
    expect(await adminReads(profileId)).toBeNull()
  })

  // What My Model Management relies on to offer no Publish/Hide on such a profile: the API
  // accepts the owner's own state changes, and the administrators' hide still wins.
  it("accepts the owner's own hide and unhide, but the profile stays out of the public's sight", async () => {
    const { owner, profileId, reportId } = await reportedProfile()
    await adminSends('post', `/admin/reports/profile/${reportId}/hide-content`, {
      reason: 'Fake',
    }).expect(200)
    const ownerSends = (path: string) =>
      request(ctx.app.server).post(path).set(owner.headers).set('x-forwarded-for', nextIp())
    for (const [path, status] of [
      [`/models/${profileId}/hide`, 'hidden'],
      [`/models/${profileId}/unhide`, 'published'],
    ] as const) {
      const response = await ownerSends(path)
      expect(response.status).toBe(200)
      expect(response.body.data.model).toMatchObject({ status, hiddenByAdmin: { reason: 'Fake' } })
      expect((await request(ctx.app.server).get(`/models/${profileId}`)).status).toBe(404)
    }
  })

  // ADR 0031 addendum: a review is for a profile people can see; while the administrators
  // hide it, its way back is an appeal (Contact us), so the owner's review request is refused.
  const REVIEW_REQUESTS: ReadonlyArray<{
    state: string
    language?: 'ko'
    arrange: (owner: SignedIn, profileId: number, reportId: number) => Promise<unknown>
    status: number
    message: string
  }> = [
    {
      state: 'hidden by an administrator',
      arrange: (_owner, _profileId, reportId) =>
        adminSends('post', `/admin/reports/profile/${reportId}/hide-content`, {
          reason: 'Fake',
        }).expect(200),
      status: 409,
      message: MODEL_SERVER_MESSAGES.REVIEW_HIDDEN_BY_ADMIN,
    },
    {
      state: 'hidden by an administrator, asked in Korean',
      language: 'ko',
      arrange: (_owner, _profileId, reportId) =>
        adminSends('post', `/admin/reports/profile/${reportId}/hide-content`, {
          reason: 'Fake',
        }).expect(200),
      status: 409,
      message: '관리자가 숨긴 모델은 검토를 요청할 수 없습니다. 문의하기로 연락해 주세요.',
    },
    {
      state: 'hidden by the owner and then by an administrator',
      arrange: async (owner, profileId, reportId) => {
        await request(ctx.app.server)
          .post(`/models/${profileId}/hide`)
          .set(owner.headers)
          .set('x-forwarded-for', nextIp())
          .expect(200)
        await adminSends('post', `/admin/reports/profile/${reportId}/hide-content`, {
          reason: 'Fake',
        }).expect(200)
      },
      status: 409,
      message: MODEL_SERVER_MESSAGES.REVIEW_HIDDEN_BY_ADMIN,
    },
    {
      state: 'hidden by an administrator and restored',
      arrange: (_owner, _profileId, reportId) => hideThenRestore(reportId, 'Fake'),
      status: 200,
      message: MODEL_SERVER_MESSAGES.REVIEW_REQUESTED,
    },
  ]

  it.each(REVIEW_REQUESTS)(
    'review request on a profile $state: $status',
    async ({ language, arrange, status, message }) => {
      const owner = await signIn(ctx.app, {
        serviceType: SERVICE_TYPE.MODEL_NORMAL,
        ...(language ? { language } : {}),
      })
      const profile = await createProfile(prisma(), owner.user.id, { stageName: 'Mina Kim' })
      await arrange(owner, profile.id, await fileReport(profile.id))
      const response = await request(ctx.app.server)
        .post(API_PATHS.MODEL_REVIEW_REQUEST(profile.id))
        .set(owner.headers)
        .set('x-forwarded-for', nextIp())
      expect(response.status, JSON.stringify(response.body)).toBe(status)
      expect(response.body.message).toBe(message)
      const { reviewStatus } = await prisma().modelProfile.findUniqueOrThrow({
        where: { id: profile.id },
      })
      expect(reviewStatus).toBe(status === 200 ? 'requested' : 'none')
    },
  )
})
