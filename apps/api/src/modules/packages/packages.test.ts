// Packages shared by link (issue #29, ADR 0045): who may build and manage them (roles x
// routes), what a viewer without an account sees and may do, and when a link stops opening.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  CATEGORY_ID,
  EXAMINATION_STATUS,
  PACKAGE_PASSWORD_HEADER,
  PACKAGE_SERVER_MESSAGES,
  SERVICE_TYPE,
  packageOwnerResponseSchema,
  packageShareResponseSchema,
  sharedPackageResponseSchema,
  DAY_MS,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { bornYearsAgo, createProfile, setupModelSuite } from '../models/testing/model-fixtures.js'

type Who =
  'guest' | 'modelOwner' | 'agencyOwner' | 'client' | 'approved' | 'otherApproved' | 'admin'

describe('packages shared by link', () => {
  const clock = createFakeClock(new Date())
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' }, clock })
  let approved: SignedIn
  let otherApproved: SignedIn

  const approvedClient = () =>
    signIn(ctx.app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
    })
  const headersOf = (who: Who): Record<string, string> => {
    if (who === 'guest') return {}
    if (who === 'approved') return approved.headers
    if (who === 'otherApproved') return otherApproved.headers
    return cast[who].headers
  }
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Who,
    body?: object,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...headersOf(who), ...headers },
      ...(body ? { payload: body } : {}),
    })

  async function agencyPackage(extra: { password?: string } = {}) {
    approved ??= await approvedClient()
    otherApproved ??= await approvedClient()
    const profile = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id, {
      stageName: 'Mina Kim',
    })
    const created = await send('POST', API_PATHS.PACKAGES, 'agencyOwner', {
      name: 'Spring lookbook',
      items: [{ profileId: profile.id, photoIds: [], note: 'Tall, runway ready' }],
    })
    expect(created.statusCode, created.body).toBe(201)
    const pkg = packageOwnerResponseSchema.parse(created.json()).data.package
    const shared = await send('POST', API_PATHS.PACKAGE_LINK(pkg.id), 'agencyOwner', {
      expiresInDays: 7,
      ...extra,
    })
    expect(shared.statusCode, shared.body).toBe(201)
    const { token } = packageShareResponseSchema.parse(shared.json()).data
    return { profile, pkg, token }
  }

  it('lets an agency package its own models and an approved client any public one, nobody else', async () => {
    approved ??= await approvedClient()
    otherApproved ??= await approvedClient()
    const agencyModel = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id)
    const otherModel = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const draft = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id, {
      status: 'draft',
      publishedAt: null,
    })
    const body = (profileId: number) => ({
      name: 'Picks',
      items: [{ profileId, photoIds: [], note: '' }],
    })
    const table: [Who, number, number][] = [
      // who, own agency model, someone else's model
      ['guest', 401, 401],
      ['modelOwner', 403, 403],
      ['agencyOwner', 201, 403],
      ['client', 403, 403],
      ['approved', 201, 201],
      ['admin', 403, 403],
    ]
    const answers = []
    for (const [who] of table) {
      answers.push([
        who,
        (await send('POST', API_PATHS.PACKAGES, who, body(agencyModel.id))).statusCode,
        (await send('POST', API_PATHS.PACKAGES, who, body(otherModel.id))).statusCode,
      ])
    }
    expect(answers).toEqual(table)
    // A draft answers like a profile nobody may carry: no probing for drafts by id.
    const draftAnswer = await send('POST', API_PATHS.PACKAGES, 'approved', body(draft.id))
    expect(draftAnswer.statusCode).toBe(403)
    expect(draftAnswer.json().message).toBe(PACKAGE_SERVER_MESSAGES.PROFILE_NOT_ALLOWED)
  })

  it("keeps a package its owner's alone: 404 to everyone else on every owner route", async () => {
    const { pkg } = await agencyPackage()
    const routes: ['GET' | 'PUT' | 'DELETE' | 'POST', string, object?][] = [
      ['GET', API_PATHS.PACKAGE(pkg.id)],
      ['PUT', API_PATHS.PACKAGE(pkg.id), { name: 'Mine now', items: [] }],
      ['POST', API_PATHS.PACKAGE_LINK(pkg.id), { expiresInDays: 3 }],
      ['DELETE', API_PATHS.PACKAGE_LINK(pkg.id)],
      ['DELETE', API_PATHS.PACKAGE(pkg.id)],
    ]
    for (const [method, url, body] of routes) {
      expect((await send(method, url, 'guest', body)).statusCode).toBe(401)
      for (const who of ['modelOwner', 'client', 'approved', 'admin'] as const) {
        expect((await send(method, url, who, body)).statusCode, `${who} ${method} ${url}`).toBe(404)
      }
    }
    const mine = await send('GET', API_PATHS.PACKAGES, 'approved')
    expect(mine.json().data.packages.map((p: { id: number }) => p.id)).not.toContain(pkg.id)
    expect((await send('GET', API_PATHS.PACKAGE(pkg.id), 'agencyOwner')).statusCode).toBe(200)
  })

  it('shows a guest only what the package chose, never contacts, never a minor’s surname or city', async () => {
    approved ??= await approvedClient()
    const adult = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id, {
      stageName: 'Mina Kim',
      bustCm: 84,
      clothingSizeKr: 55,
      instagram: 'mina.kim',
    })
    const minor = await createProfile(ctx.db.prisma, cast.modelOwner.user.id, {
      stageName: 'Seoyeon Han',
      birthDate: bornYearsAgo(12),
      guardianName: 'Jiyoung Han',
      guardianRelation: 'Mother',
      guardianContact: '010-2222-3333',
      guardianConsentAt: new Date(),
    })
    const left = await createProfile(ctx.db.prisma, cast.modelOwner.user.id, {
      stageName: 'Leaving Soon',
    })
    const extra = await ctx.db.prisma.modelPhoto.findFirstOrThrow({
      where: { profileId: adult.id },
    })
    const created = await send('POST', API_PATHS.PACKAGES, 'approved', {
      name: 'Brand casting',
      items: [
        { profileId: minor.id, photoIds: [], note: 'Kids line' },
        { profileId: adult.id, photoIds: [extra.id], note: 'Lead' },
        { profileId: left.id, photoIds: [], note: '' },
      ],
    })
    const pkg = packageOwnerResponseSchema.parse(created.json()).data.package
    const { token } = packageShareResponseSchema.parse(
      (await send('POST', API_PATHS.PACKAGE_LINK(pkg.id), 'approved', { expiresInDays: 3 })).json(),
    ).data
    await ctx.db.prisma.modelProfile.update({ where: { id: left.id }, data: { status: 'hidden' } })

    const response = await send('GET', API_PATHS.SHARED_PACKAGE(token), 'guest')
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    const shared = sharedPackageResponseSchema.parse(response.json()).data.package
    expect(shared.items.map((item) => [item.name, item.note])).toEqual([
      ['Seoyeon', 'Kids line'],
      ['Mina Kim', 'Lead'],
    ])
    expect(shared.items[1]).toMatchObject({ bustCm: 84, clothingSizeKr: 55 })
    expect(shared.items[1]?.photos).toHaveLength(1)
    const body = response.body
    for (const hidden of [
      'Han',
      'Gangnam',
      'Jiyoung',
      '010-2222-3333',
      'mina.kim',
      'Leaving Soon',
      cast.agencyOwner.user.email as string,
      cast.modelOwner.user.email as string,
      'birthDate',
    ]) {
      expect(body, hidden).not.toContain(hidden)
    }
  })

  it('answers 404 after expiry or revocation, exactly as for a token nobody issued', async () => {
    const { pkg, token } = await agencyPackage()
    const unknown = await send('GET', API_PATHS.SHARED_PACKAGE('x'.repeat(32)), 'guest')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect((await send('GET', API_PATHS.SHARED_PACKAGE(token), 'guest')).statusCode).toBe(200)

    const start = clock.now()
    clock.advance(7 * DAY_MS + 1)
    const expired = await send('GET', API_PATHS.SHARED_PACKAGE(token), 'guest')
    clock.set(start)
    expect(expired.statusCode).toBe(404)
    expect(expired.json()).toEqual(unknown.json())

    // A new link replaces the old one at once; revoking it closes it at once.
    const renewed = packageShareResponseSchema.parse(
      (
        await send('POST', API_PATHS.PACKAGE_LINK(pkg.id), 'agencyOwner', { expiresInDays: 7 })
      ).json(),
    ).data.token
    expect((await send('GET', API_PATHS.SHARED_PACKAGE(token), 'guest')).statusCode).toBe(404)
    expect((await send('GET', API_PATHS.SHARED_PACKAGE(renewed), 'guest')).statusCode).toBe(200)
    const revoked = await send('DELETE', API_PATHS.PACKAGE_LINK(pkg.id), 'agencyOwner')
    expect(
      packageOwnerResponseSchema.parse(revoked.json()).data.package.link?.revokedAt,
    ).not.toBeNull()
    const closed = await send('GET', API_PATHS.SHARED_PACKAGE(renewed), 'guest')
    expect(closed.statusCode).toBe(404)
    expect(closed.json()).toEqual(unknown.json())
  })

  it("closes the links of a suspended owner's packages like any other hidden content", async () => {
    const { token } = await agencyPackage()
    const url = API_PATHS.SHARED_PACKAGE(token)
    expect((await send('GET', url, 'guest')).statusCode).toBe(200)
    await ctx.db.prisma.user.update({
      where: { id: cast.agencyOwner.user.id },
      data: { suspendedAt: new Date() },
    })
    try {
      expect((await send('GET', url, 'guest')).statusCode).toBe(404)
    } finally {
      await ctx.db.prisma.user.update({
        where: { id: cast.agencyOwner.user.id },
        data: { suspendedAt: null },
      })
    }
  })

  it('asks for the password when the link has one, and opens with the right one only', async () => {
    const { token, profile } = await agencyPackage({ password: 'lookbook26' })
    const url = API_PATHS.SHARED_PACKAGE(token)
    const none = await send('GET', url, 'guest')
    expect(none.statusCode).toBe(403)
    expect(none.json().message).toBe(PACKAGE_SERVER_MESSAGES.PASSWORD_REQUIRED)
    const wrong = await send('GET', url, 'guest', undefined, { [PACKAGE_PASSWORD_HEADER]: 'nope' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().message).toBe(PACKAGE_SERVER_MESSAGES.PASSWORD_WRONG)
    const pickUrl = API_PATHS.SHARED_PACKAGE_PICK(token, profile.id)
    expect((await send('PUT', pickUrl, 'guest', { favourite: true, comment: '' })).statusCode).toBe(
      403,
    )
    const right = { [PACKAGE_PASSWORD_HEADER]: 'lookbook26' }
    expect((await send('GET', url, 'guest', undefined, right)).statusCode).toBe(200)
    expect(
      (await send('PUT', pickUrl, 'guest', { favourite: true, comment: '' }, right)).statusCode,
    ).toBe(200)
  })

  it('keeps the viewer’s favourites and comments, and shows the owner views and picks', async () => {
    const { pkg, token, profile } = await agencyPackage()
    await send('GET', API_PATHS.SHARED_PACKAGE(token), 'guest')
    await send('GET', API_PATHS.SHARED_PACKAGE(token), 'guest')
    const picked = await send('PUT', API_PATHS.SHARED_PACKAGE_PICK(token, profile.id), 'guest', {
      favourite: true,
      comment: '  Perfect for the lead  ',
    })
    expect(picked.statusCode).toBe(200)
    const outside = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id)
    expect(
      (
        await send('PUT', API_PATHS.SHARED_PACKAGE_PICK(token, outside.id), 'guest', {
          favourite: true,
          comment: '',
        })
      ).statusCode,
    ).toBe(404)

    const owner = packageOwnerResponseSchema.parse(
      (await send('GET', API_PATHS.PACKAGE(pkg.id), 'agencyOwner')).json(),
    ).data.package
    expect(owner.viewCount).toBe(2)
    expect(owner.lastViewedAt).toBe(clock.now().toISOString())
    expect(owner.items[0]?.pick).toMatchObject({ favourite: true, comment: 'Perfect for the lead' })
    const seen = sharedPackageResponseSchema.parse(
      (await send('GET', API_PATHS.SHARED_PACKAGE(token), 'guest')).json(),
    ).data.package
    expect(seen.items[0]?.pick.favourite).toBe(true)
  })

  it('hands out the comp card of a model in the package, and of no other', async () => {
    const { token, profile } = await agencyPackage()
    const card = await send('GET', API_PATHS.SHARED_PACKAGE_COMP_CARD(token, profile.id), 'guest')
    expect(card.statusCode).toBe(200)
    expect(card.headers['content-type']).toBe('application/pdf')
    expect(card.headers['x-robots-tag']).toBe('noindex, nofollow')
    const outside = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id)
    expect(
      (await send('GET', API_PATHS.SHARED_PACKAGE_COMP_CARD(token, outside.id), 'guest'))
        .statusCode,
    ).toBe(404)
  })

  it("shows a model's chosen intro video, only a ready one of that model, gone once deleted", async () => {
    approved ??= await approvedClient()
    const profile = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id)
    const other = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id)
    const video = async (profileId: number, status: 'ready' | 'processing') => {
      const id = randomUUID()
      const keys = {
        videoKey: `videos/${id}/video.mp4`,
        video480Key: `videos/${id}/video-480.mp4`,
        posterKey: `videos/${id}/poster.jpg`,
      }
      for (const key of Object.values(keys)) {
        await ctx.app.storage.put(key, Buffer.from(`bytes of ${key}`), 'application/octet-stream')
      }
      await ctx.db.prisma.modelVideo.create({
        data: { id, profileId, kind: 'walking', bytes: 10, status, durationMs: 12_000, ...keys },
      })
      return id
    }
    const walking = await video(profile.id, 'ready')
    const processing = await video(profile.id, 'processing')
    const othersVideo = await video(other.id, 'ready')
    const body = (videoId: string | null) => ({
      name: 'With video',
      items: [{ profileId: profile.id, photoIds: [], note: '', videoId }],
    })
    for (const refused of [processing, othersVideo]) {
      const answer = await send('POST', API_PATHS.PACKAGES, 'agencyOwner', body(refused))
      expect(answer.statusCode).toBe(400)
      expect(answer.json().fields).toHaveProperty(['items.0.videoId'])
    }
    const created = await send('POST', API_PATHS.PACKAGES, 'agencyOwner', body(walking))
    expect(created.statusCode, created.body).toBe(201)
    const pkg = packageOwnerResponseSchema.parse(created.json()).data.package
    expect(pkg.items[0]?.videoId).toBe(walking)
    const { token } = packageShareResponseSchema.parse(
      (
        await send('POST', API_PATHS.PACKAGE_LINK(pkg.id), 'agencyOwner', { expiresInDays: 3 })
      ).json(),
    ).data

    const opened = async () =>
      sharedPackageResponseSchema.parse(
        (await send('GET', API_PATHS.SHARED_PACKAGE(token), 'guest')).json(),
      ).data.package.items[0]?.video
    const shown = await opened()
    expect(shown).toMatchObject({ kind: 'walking', title: null, durationSeconds: 12 })
    // The public profile's files: a guest with the link plays them, 720p or 480p.
    for (const url of [shown?.videoUrl, shown?.video480Url, shown?.posterUrl]) {
      const file = await send('GET', new URL(url as string).pathname, 'guest')
      expect(file.statusCode).toBe(200)
    }

    const deleted = await send('DELETE', API_PATHS.MODEL_VIDEO(profile.id, walking), 'agencyOwner')
    expect(deleted.statusCode).toBe(200)
    expect(await opened()).toBeNull()
  })
})
