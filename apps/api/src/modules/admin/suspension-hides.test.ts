// Reinstating an account shows again exactly what its suspension hid (ADR 0031 addendum):
// a profile or casting an administrator hid for its own reason, before or during the
// suspension, stays hidden with that reason; one an administrator restored during the
// suspension stays out of sight until the account is reinstated. Each row of the table is one
// piece of content and what administrators did to it; the public, the owner and the admin
// read the outcome.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  ADMIN_CONSOLE_API_PATHS,
  API_PATHS,
  CATEGORY_ID,
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  type AdminCasting,
  type AdminModelList,
  type ModelHiddenByAdmin,
  type ModelOwnerProfile,
} from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { createProfile, INFO, setupModelSuite } from '../models/testing/model-fixtures.js'
import { createCasting, headersFor } from '../reviews/testing/trust-fixtures.js'
import { ACCOUNT_TEST_ENV, nextIp } from '../users/testing/accounts.js'

type Kind = 'profile' | 'casting'
interface Content {
  kind: Kind
  id: number
  /** An open report on it, for the reports queue's decisions. */
  reportId: number
}
type Decision = (content: Content) => request.Test

const SUSPENSION_REASON = 'Asked models for money up front'

describe('reinstating after administrators decided on content during or before a suspension', () => {
  const { ctx, cast } = setupModelSuite({ env: ACCOUNT_TEST_ENV })
  const prisma = () => ctx.db.prisma

  const admin = (method: 'post' | 'patch', path: string, body: object) => {
    const server = request(ctx.app.server)
    const sent = method === 'post' ? server.post(path) : server.patch(path)
    return sent.set(cast.admin.headers).set('x-forwarded-for', nextIp()).send(body)
  }

  // The ways an administrator decides on a piece of content.
  const queueHide =
    (reason: string): Decision =>
    ({ kind, reportId }) =>
      admin('post', ADMIN_CONSOLE_API_PATHS.REPORT_HIDE(kind, reportId), { reason })
  const queueRestore: Decision = ({ kind, reportId }) =>
    admin('post', ADMIN_CONSOLE_API_PATHS.REPORT_RESTORE(kind, reportId), {
      reason: 'Appeal accepted',
    })
  const legacyAction =
    (reason: string): Decision =>
    ({ reportId }) =>
      admin('patch', API_PATHS.ADMIN_MODEL_REPORT(reportId), { status: 'actioned', reason })
  const castingHide =
    (reason: string): Decision =>
    ({ id }) =>
      admin('post', API_PATHS.ADMIN_CASTING_HIDE(id), { reason })
  const castingRestore: Decision = ({ id }) =>
    admin('post', API_PATHS.ADMIN_CASTING_RESTORE(id), { reason: 'Appeal accepted' })

  /** An agency that owns a profile and a casting, so one suspension covers both kinds. */
  const createOwner = () =>
    signIn(ctx.app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      categoryTwoDepthId: CATEGORY_ID.MODEL_AGENCY,
      agency: 'Star Models',
    })

  async function createContent(kind: Kind, owner: SignedIn): Promise<Content> {
    const reporter = await signIn(ctx.app)
    const base = { reporterId: reporter.user.id, reasonId: INFO.REASON_SPAM, details: 'Fake' }
    if (kind === 'profile') {
      const profile = await createProfile(prisma(), owner.user.id, { stageName: 'Yuna' })
      const report = await prisma().modelReport.create({ data: { ...base, profileId: profile.id } })
      return { kind, id: profile.id, reportId: report.id }
    }
    const casting = await createCasting(prisma(), owner.user.id)
    const report = await prisma().report.create({
      data: { ...base, target: 'casting', castingId: casting.id },
    })
    return { kind, id: casting.id, reportId: report.id }
  }

  const publicStatus = async ({ kind, id }: Content) =>
    (
      await request(ctx.app.server)
        .get(kind === 'profile' ? API_PATHS.MODEL(id) : API_PATHS.CASTING(id))
        .set('x-forwarded-for', nextIp())
    ).status

  const get = (path: string, headers: Record<string, string>) =>
    request(ctx.app.server).get(path).set(headers).set('x-forwarded-for', nextIp())

  /** A casting of the admin's hidden castings list, if it is there. */
  async function hiddenCasting(id: number) {
    const response = await get(
      `${API_PATHS.ADMIN_CASTINGS}?hidden=true&pageSize=50`,
      cast.admin.headers,
    )
    expect(response.status).toBe(200)
    return (response.body.data.items as AdminCasting[]).find((item) => item.id === id)
  }

  /**
   * Why the content is hidden, null when nothing hides it: for a profile, the hiddenByAdmin
   * its owner reads (or the admin, while the owner cannot sign in); for a casting, the
   * hiddenReason of the admin's hidden castings list (the client's views do not carry one).
   */
  async function hiddenReason(content: Content, reader: SignedIn | 'admin') {
    let hidden: ModelHiddenByAdmin | null | undefined
    if (content.kind === 'casting') return (await hiddenCasting(content.id))?.hiddenReason ?? null
    if (reader === 'admin') {
      const response = await get('/admin/models?reviewStatus=none&pageSize=100', cast.admin.headers)
      expect(response.status).toBe(200)
      const items = (response.body.data as AdminModelList).items
      hidden = items.find((item) => item.id === content.id)?.hiddenByAdmin
    } else {
      const headers = await headersFor(ctx.app, { id: reader.user.id, role: 'USER' })
      const response = await get(API_PATHS.MY_MODEL(content.id), headers)
      expect(response.status).toBe(200)
      hidden = (response.body.data.model as ModelOwnerProfile).hiddenByAdmin
    }
    if (hidden) expect(hidden.at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    return hidden?.reason ?? null
  }

  const CASES: ReadonlyArray<{
    name: string
    kind: Kind
    before?: Decision
    during?: Decision
    /** After reinstating: shown to the public, or hidden with this reason. */
    after: { shown: true } | { shown: false; reason: string }
  }> = [
    { name: 'profile untouched', kind: 'profile', after: { shown: true } },
    { name: 'casting untouched', kind: 'casting', after: { shown: true } },
    {
      name: 'profile hidden by a report before the suspension',
      kind: 'profile',
      before: queueHide('Photos of someone else'),
      after: { shown: false, reason: 'Photos of someone else' },
    },
    {
      name: 'casting hidden by an administrator before the suspension',
      kind: 'casting',
      before: castingHide('Fake job'),
      after: { shown: false, reason: 'Fake job' },
    },
    {
      name: "profile hidden by a report during the suspension (admin console's queue)",
      kind: 'profile',
      during: queueHide('Photos of someone else'),
      after: { shown: false, reason: 'Photos of someone else' },
    },
    {
      name: 'profile hidden by a report during the suspension (legacy model-report PATCH)',
      kind: 'profile',
      during: legacyAction('Asks for fees'),
      after: { shown: false, reason: 'Asks for fees' },
    },
    {
      name: "casting hidden by a report during the suspension (admin console's queue)",
      kind: 'casting',
      during: queueHide('Fake job'),
      after: { shown: false, reason: 'Fake job' },
    },
    {
      name: 'casting hidden by an administrator during the suspension (castings admin)',
      kind: 'casting',
      during: castingHide('Fake job'),
      after: { shown: false, reason: 'Fake job' },
    },
    {
      name: 'profile hidden before and restored during the suspension',
      kind: 'profile',
      before: queueHide('Photos of someone else'),
      during: queueRestore,
      after: { shown: true },
    },
    {
      name: 'casting hidden before and restored during the suspension',
      kind: 'casting',
      before: castingHide('Fake job'),
      during: castingRestore,
      after: { shown: true },
    },
  ]

  it.each(CASES)('$name', async ({ kind, before, during, after }) => {
    const owner = await createOwner()
    const content = await createContent(kind, owner)
    expect(await publicStatus(content)).toBe(200)
    if (before) expect((await before(content)).status).toBe(200)

    await admin('post', ADMIN_CONSOLE_API_PATHS.USER_SUSPEND(owner.user.id), {
      reason: SUSPENSION_REASON,
    }).expect(200)
    if (during) expect((await during(content)).status).toBe(200)
    // Whatever was decided, nothing of a suspended account is public.
    expect(await publicStatus(content)).toBe(404)

    await admin('post', ADMIN_CONSOLE_API_PATHS.USER_REINSTATE(owner.user.id), {
      reason: 'Appeal accepted',
    }).expect(200)
    expect({
      status: await publicStatus(content),
      reason: await hiddenReason(content, owner),
    }).toEqual(after.shown ? { status: 200, reason: null } : { status: 404, reason: after.reason })
  })

  it('while suspended, the admin reads the suspension as the reason until a decision replaces it', async () => {
    const owner = await createOwner()
    const profile = await createContent('profile', owner)
    const casting = await createContent('casting', owner)
    await admin('post', ADMIN_CONSOLE_API_PATHS.USER_SUSPEND(owner.user.id), {
      reason: SUSPENSION_REASON,
    }).expect(200)
    expect(await hiddenReason(profile, 'admin')).toBe(SUSPENSION_REASON)
    expect(await hiddenReason(casting, 'admin')).toBe(SUSPENSION_REASON)

    // A decision during the suspension replaces it; restoring gives it back.
    // The admin's castings list tells the suspension's hide from a decision.
    const bySuspension = async () => (await hiddenCasting(casting.id))?.hiddenBySuspension
    expect(await bySuspension()).toBe(true)
    for (const content of [profile, casting]) {
      await queueHide('Fake')(content).expect(200)
      expect(await hiddenReason(content, 'admin')).toBe('Fake')
      if (content === casting) expect(await bySuspension()).toBe(false)
      await queueRestore(content).expect(200)
      expect(await hiddenReason(content, 'admin')).toBe(SUSPENSION_REASON)
      expect(await publicStatus(content)).toBe(404)
    }
    expect(await bySuspension()).toBe(true)
  })
})
