// Per-address rate limits of the two forms, and the administrators' listings of what came in.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  castingProposalListResponseSchema,
  ERROR_CODES,
  MESSAGES,
  SERVER_MESSAGES,
  supportMessageListResponseSchema,
} from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn } from '../../../test/helpers/factories.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'

const message = (title: string) => ({
  name: 'Lee Ji-ho',
  email: 'jiho@example.com',
  title,
  content: 'Hello',
})
const proposal = (title: string) => ({
  title,
  companyName: 'Studio K',
  productCategories: 'Apparel',
  contractPeriod: 1,
  budgetType: 'KRW',
  // Above 2^31: the listing must give back a BIGINT budget exactly.
  budget: 8_000_000_000,
  modelCategory: 'Fashion',
  modelDetailedCategory: 'Lookbook',
  gender: 'Male',
  age: 28,
  modelNumber: 1,
  filmingDate: '2027-01-10',
  locationOfFilming: 'Seoul',
  postingMedia: 'Online store',
  otherContent: 'None',
  contactInformation: '02-123-4567',
  email: 'studio@example.com',
})

describe('mail forms: limits and admin listings', () => {
  const clock = createFakeClock('2026-11-20T09:00:00.000Z')
  // Rate limits on (as in production); the proxy header tells the client addresses apart.
  const ctx = setupTestApp({ clock, env: { TRUST_PROXY: '1' } })

  const post = (path: string, body: object, ip: string) =>
    request(ctx.app.server).post(path).set('x-forwarded-for', ip).send(body)

  it('lets one address send a few messages per form, then answers 429', async () => {
    const ip = '203.0.113.10'
    for (let i = 1; i <= RATE_LIMITS.mailForm.max; i += 1) {
      expect((await post('/users/mail/questions', message(`limit ${i}`), ip)).status).toBe(201)
    }
    const limited = await post('/users/mail/questions', message('one too many'), ip)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({
      message: SERVER_MESSAGES.RATE_LIMITED,
      code: ERROR_CODES.RATE_LIMITED,
    })
    expect(await ctx.app.prisma.supportMessage.count({ where: { title: 'one too many' } })).toBe(0)

    // Another address, and the other form, are counted separately.
    expect((await post('/users/mail/questions', message('neighbour'), '203.0.113.11')).status).toBe(
      201,
    )
    expect((await post('/castings/mail/suggestions', proposal('other form'), ip)).status).toBe(201)
    const stored = await ctx.app.prisma.supportMessage.findFirstOrThrow({
      where: { title: 'limit 1' },
    })
    expect(stored.requestIp).toBe(ip)
  })

  describe('GET /admin/support-messages and /admin/casting-proposals', () => {
    beforeAll(async () => {
      await ctx.app.prisma.supportMessage.deleteMany()
      await ctx.app.prisma.castingProposal.deleteMany()
      for (const [index, title] of ['first', 'second', 'third'].entries()) {
        clock.advance(60_000)
        await post('/users/mail/questions', message(title), `198.51.100.${index + 1}`)
        await post('/castings/mail/suggestions', proposal(title), `198.51.100.${index + 1}`)
      }
    })

    const list = (path: string, query: string, headers: Record<string, string> = {}) =>
      request(ctx.app.server).get(`${path}${query}`).set(headers)

    it('lists received messages newest first, a page at a time', async () => {
      const admin = await signIn(ctx.app, { role: 'ADMIN' })
      const firstPage = await list('/admin/support-messages', '?pageSize=2', admin.headers)
      expect(firstPage.status).toBe(200)
      const page = supportMessageListResponseSchema.parse(firstPage.body).data
      expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 })
      expect(page.items.map((item) => item.title)).toEqual(['third', 'second'])
      expect(page.items[0]).toMatchObject({
        ...message('third'),
        requestIp: '198.51.100.3',
        userId: null,
        createdAt: '2026-11-20T09:03:00.000Z',
      })
      const secondPage = await list('/admin/support-messages', '?page=2&pageSize=2', admin.headers)
      expect(secondPage.body.data.items.map((item: { title: string }) => item.title)).toEqual([
        'first',
      ])
    })

    it('lists received proposals with every field', async () => {
      const admin = await signIn(ctx.app, { role: 'ADMIN' })
      const response = await list('/admin/casting-proposals', '', admin.headers)
      const page = castingProposalListResponseSchema.parse(response.body).data
      expect(page.total).toBe(3)
      expect(page.items[0]).toMatchObject({ ...proposal('third'), targetModelId: null })
    })

    it('is for administrators only and checks its paging', async () => {
      const user = await signIn(ctx.app)
      const admin = await signIn(ctx.app, { role: 'ADMIN' })
      for (const path of ['/admin/support-messages', '/admin/casting-proposals']) {
        expect((await list(path, '')).status).toBe(401)
        expect((await list(path, '', user.headers)).status).toBe(403)
        const badPage = await list(path, '?page=0&pageSize=1000', admin.headers)
        expect(badPage.status).toBe(400)
        expect(badPage.body.fields).toEqual({ page: MESSAGES.INVALID, pageSize: MESSAGES.INVALID })
      }
    })
  })
})
