// /partners (issue #16, ADR 0028): only approved, active client companies; filters; the
// detail's counts; nothing private on the wire.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  CATEGORY_ID,
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  TRUST_API_PATHS,
  partnerDetailResponseSchema,
  partnerListResponseSchema,
  type PartnerDetail,
  type PartnerList,
} from '@cnm/contracts'
import { signIn } from '../../../test/helpers/factories.js'
import { INFO, setupModelSuite } from '../models/testing/model-fixtures.js'
import {
  createBooking,
  createCasting,
  createReview,
  signInApprovedClient,
} from '../reviews/testing/trust-fixtures.js'

describe('partners', () => {
  const { ctx } = setupModelSuite()
  const prisma = () => ctx.db.prisma
  // The routes answer without a zod pass (plain JSON): their answers are parsed here.
  const list = async (query = '') =>
    partnerListResponseSchema.parse(
      (await request(ctx.app.server).get(`${TRUST_API_PATHS.PARTNERS}?pageSize=50${query}`)).body,
    ).data as PartnerList
  const idsOf = (page: PartnerList) => page.items.map((item) => item.id)

  it('lists approved, active client companies only, newest member first, with Verified', async () => {
    const older = await signInApprovedClient(ctx.app, {
      agency: 'Older Co',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    })
    const newer = await signInApprovedClient(ctx.app, {
      agency: 'Newer Co',
      createdAt: new Date('2025-06-01T00:00:00Z'),
    })
    const excluded = await Promise.all([
      signIn(ctx.app, {
        serviceType: SERVICE_TYPE.CLIENT_NORMAL,
        examinationStatus: EXAMINATION_STATUS.REQUEST,
        agency: 'Waiting Co',
      }),
      signInApprovedClient(ctx.app, { suspendedAt: new Date(), agency: 'Suspended Co' }),
      signInApprovedClient(ctx.app, { deletedAt: new Date(), email: null, agency: 'Gone Co' }),
      signInApprovedClient(ctx.app, { role: 'ADMIN', agency: 'Staff' }),
      signIn(ctx.app, {
        serviceType: SERVICE_TYPE.MODEL_PRO,
        examinationStatus: EXAMINATION_STATUS.APPROVAL,
      }),
    ])
    const page = await list()
    const ids = idsOf(page)
    expect(ids.indexOf(newer.user.id)).toBeLessThan(ids.indexOf(older.user.id))
    expect(ids).toContain(older.user.id)
    for (const other of excluded) expect(ids).not.toContain(other.user.id)
    expect(page.items.find((item) => item.id === newer.user.id)).toEqual({
      id: newer.user.id,
      name: 'Newer Co',
      verified: true,
      category: { id: CATEGORY_ID.ENTERTAINMENT, value: 'Entertainment agency' },
      city: { id: INFO.SEOUL, value: 'Seoul' },
      memberSince: '2025-06-01T00:00:00.000Z',
      openCastings: 0,
      reviews: { average: null, count: 0 },
    })
    for (const other of excluded) {
      const detail = await request(ctx.app.server).get(TRUST_API_PATHS.PARTNER(other.user.id))
      expect(detail.status).toBe(404)
      const reviews = await request(ctx.app.server).get(
        TRUST_API_PATHS.PARTNER_REVIEWS(other.user.id),
      )
      expect(reviews.status).toBe(404)
    }
  })

  it('filters by agency type and city, and pages', async () => {
    const models = await signInApprovedClient(ctx.app, {
      categoryTwoDepthId: CATEGORY_ID.MODEL_AGENCY,
      cityId: INFO.SUWON,
    })
    const entertainment = await signInApprovedClient(ctx.app, { cityId: INFO.SUWON })
    const byType = await list(`&categoryId=${CATEGORY_ID.MODEL_AGENCY}`)
    expect(idsOf(byType)).toContain(models.user.id)
    expect(idsOf(byType)).not.toContain(entertainment.user.id)
    expect(byType.items.every((item) => item.category?.id === CATEGORY_ID.MODEL_AGENCY)).toBe(true)
    const inSuwon = await list(`&cityId=${INFO.SUWON}`)
    expect(idsOf(inSuwon).sort()).toEqual([models.user.id, entertainment.user.id].sort())
    const both = await list(`&cityId=${INFO.SUWON}&categoryId=${CATEGORY_ID.ENTERTAINMENT}`)
    expect(idsOf(both)).toEqual([entertainment.user.id])
    const paged = (
      await request(ctx.app.server).get(
        `${TRUST_API_PATHS.PARTNERS}?cityId=${INFO.SUWON}&pageSize=1&page=2`,
      )
    ).body.data as PartnerList
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 })
    expect(paged.items).toHaveLength(1)
    for (const bad of ['categoryId=2', 'categoryId=x', 'cityId=0', 'pageSize=51']) {
      const response = await request(ctx.app.server).get(`${TRUST_API_PATHS.PARTNERS}?${bad}`)
      expect(response.status, bad).toBe(400)
    }
  })

  it('shows the company with open castings, bookings made and its review average', async () => {
    const partner = await signInApprovedClient(ctx.app, { agency: 'Moonlight Pictures' })
    const model = await signIn(ctx.app)
    const first = await createBooking(prisma(), partner.user.id, model.user.id)
    const second = await createBooking(prisma(), partner.user.id, model.user.id, {
      casting: { status: 'closed', title: 'Closed one' },
    })
    await createBooking(prisma(), partner.user.id, model.user.id, { status: 'declined' })
    await createCasting(prisma(), partner.user.id, { status: 'draft', title: 'Draft' })
    await createCasting(prisma(), partner.user.id, { status: 'held', title: 'Held' })
    await createCasting(prisma(), partner.user.id, { hiddenAt: new Date(), title: 'Hidden' })
    await createReview(prisma(), first, 'model_to_client', { rating: 5 })
    await createReview(prisma(), second, 'model_to_client', { rating: 2 })
    await createReview(prisma(), second, 'client_to_model', { rating: 1 })

    const response = await request(ctx.app.server).get(TRUST_API_PATHS.PARTNER(partner.user.id))
    expect(response.status).toBe(200)
    const detail = partnerDetailResponseSchema.parse(response.body).data as PartnerDetail
    expect(detail).toMatchObject({
      id: partner.user.id,
      name: 'Moonlight Pictures',
      verified: true,
      openCastings: 2,
      bookingsMade: 2,
      reviews: { average: 3.5, count: 2 },
    })
    expect(detail.castings.map((casting) => casting.status)).toEqual(['live', 'live'])
    expect(detail.castings[0]).toMatchObject({
      title: 'Spring lookbook shoot',
      client: { id: partner.user.id, name: 'Moonlight Pictures', verified: true },
      pay: { budget: 1_500_000, budgetType: 'total' },
      filmingDate: '2026-03-10',
      city: { id: INFO.SEOUL, value: 'Seoul' },
    })
    // Contact details stay private.
    const text = JSON.stringify(response.body)
    for (const secret of [partner.user.email ?? '', '010-1234-5678', 'bluestar.example.com']) {
      expect(text).not.toContain(secret)
    }
    expect(JSON.stringify((await list()).items)).not.toContain(partner.user.email ?? '')
  })
})
