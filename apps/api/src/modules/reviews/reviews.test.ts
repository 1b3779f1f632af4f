// Reviews after a booking (issue #16, ADR 0028): the window, double-blind release both ways,
// one review per side, what the public and each side see, reports. Time is a fake clock.
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  MESSAGES,
  TRUST_API_PATHS,
  TRUST_SERVER_MESSAGES,
  type MyReviews,
  type ReviewList,
  DAY_MS,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { setupModelSuite } from '../models/testing/model-fixtures.js'
import { REVIEW_JOBS } from './review-jobs.js'
import {
  createBooking,
  createReview,
  headersFor,
  INFO,
  signInApprovedClient,
  type Booking,
} from './testing/trust-fixtures.js'

// The fixtures' casting films on 2026-03-10: its window opens 2026-03-11 and closes 2026-04-10.
const BEFORE_FILMING = '2026-03-05T09:00:00.000Z'
const AFTER_FILMING = '2026-03-11T09:00:00.000Z'

describe('reviews', () => {
  const clock = createFakeClock(AFTER_FILMING)
  const { ctx } = setupModelSuite({ clock })
  let client: SignedIn
  let model: SignedIn
  let booking: Booking

  const as = (who: SignedIn) => headersFor(ctx.app, who.user)
  const write = async (who: SignedIn, body: object, applicationId = booking.application.id) =>
    request(ctx.app.server)
      .post(TRUST_API_PATHS.APPLICATION_REVIEWS(applicationId))
      .set(await as(who))
      .send(body)
  const mine = async (who: SignedIn) =>
    (
      await request(ctx.app.server)
        .get(TRUST_API_PATHS.MY_REVIEWS)
        .set(await as(who))
    ).body.data as MyReviews
  const modelReviews = async () =>
    (await request(ctx.app.server).get(TRUST_API_PATHS.MODEL_REVIEWS(booking.profileId))).body
      .data as ReviewList
  const partnerReviews = async () =>
    (await request(ctx.app.server).get(TRUST_API_PATHS.PARTNER_REVIEWS(client.user.id))).body
      .data as ReviewList
  const notificationsOf = (userId: number) =>
    ctx.db.prisma.notification.findMany({
      where: { userId },
      orderBy: { id: 'asc' },
      select: { kind: true, payload: true },
    })

  beforeEach(async () => {
    clock.set(AFTER_FILMING)
    client = await signInApprovedClient(ctx.app)
    model = await signIn(ctx.app)
    booking = await createBooking(ctx.db.prisma, client.user.id, model.user.id)
  })

  describe('the window', () => {
    it('is closed before the filming date has passed, open the day after', async () => {
      clock.set(BEFORE_FILMING)
      const early = await write(client, { rating: 5, text: 'Great' })
      expect(early.status).toBe(409)
      expect(early.body.message).toBe(TRUST_SERVER_MESSAGES.REVIEW_NOT_OPEN)

      clock.set('2026-03-10T23:59:59.000Z')
      expect((await write(client, { rating: 5, text: 'Great' })).status).toBe(409)

      clock.set('2026-03-11T00:00:00.000Z')
      const onTime = await write(client, { rating: 5, text: 'Great' })
      expect(onTime.status).toBe(201)
      expect(onTime.body.message).toBe(TRUST_SERVER_MESSAGES.REVIEW_SAVED)
      expect(onTime.body.data.review).toMatchObject({
        rating: 5,
        text: 'Great',
        direction: 'client_to_model',
        counterpartName: 'Mina Kim',
        releasedAt: null,
      })
    })

    it('opens early when the client marks the casting done', async () => {
      clock.set(BEFORE_FILMING)
      const complete = async (who: SignedIn) =>
        request(ctx.app.server)
          .post(TRUST_API_PATHS.CASTING_COMPLETE(booking.casting.id))
          .set(await as(who))
      // Only the owner; others see a public casting, so they get 403.
      expect((await complete(model)).status).toBe(403)
      const done = await complete(client)
      expect(done.status).toBe(200)
      expect(done.body.data).toEqual({ castingId: booking.casting.id, completedAt: BEFORE_FILMING })
      expect((await complete(client)).body.message).toBe(
        TRUST_SERVER_MESSAGES.CASTING_ALREADY_COMPLETED,
      )
      expect((await write(model, { rating: 4, text: 'Kind team' })).status).toBe(201)
      // 30 days after completion, not after the filming date.
      clock.set(new Date(new Date(BEFORE_FILMING).getTime() + 30 * DAY_MS))
      const late = await write(client, { rating: 4, text: '' })
      expect(late.body.message).toBe(TRUST_SERVER_MESSAGES.REVIEW_WINDOW_CLOSED)
    })

    it('lists a booking as coming up, with when reviewing opens, until the window opens (issue #26)', async () => {
      clock.set(BEFORE_FILMING)
      for (const who of [client, model]) {
        const reviews = await mine(who)
        expect(reviews.pending).toEqual([])
        expect(reviews.upcoming).toEqual([
          expect.objectContaining({
            applicationId: booking.application.id,
            castingId: booking.casting.id,
            direction: who === client ? 'client_to_model' : 'model_to_client',
            opensAt: '2026-03-11T00:00:00.000Z',
          }),
        ])
      }
      clock.set(AFTER_FILMING)
      expect((await mine(client)).upcoming).toEqual([])
      expect((await mine(client)).pending).toHaveLength(1)
    })

    it('cannot mark done a casting with nobody booked, nor a stranger’s draft', async () => {
      const other = await createBooking(ctx.db.prisma, client.user.id, model.user.id, {
        status: 'shortlisted',
      })
      const response = await request(ctx.app.server)
        .post(TRUST_API_PATHS.CASTING_COMPLETE(other.casting.id))
        .set(await as(client))
      expect(response.status).toBe(409)
      expect(response.body.message).toBe(TRUST_SERVER_MESSAGES.CASTING_NOTHING_BOOKED)
      const draft = await createBooking(ctx.db.prisma, client.user.id, model.user.id, {
        casting: { status: 'draft' },
      })
      const stranger = await request(ctx.app.server)
        .post(TRUST_API_PATHS.CASTING_COMPLETE(draft.casting.id))
        .set(await as(model))
      expect(stranger.status).toBe(404)
    })

    it('closes 30 days after it opened', async () => {
      clock.set('2026-04-09T23:59:59.000Z')
      expect((await write(model, { rating: 3, text: 'ok' })).status).toBe(201)
      clock.set('2026-04-10T00:00:00.000Z')
      const late = await write(client, { rating: 3, text: 'ok' })
      expect(late.status).toBe(409)
      expect(late.body.message).toBe(TRUST_SERVER_MESSAGES.REVIEW_WINDOW_CLOSED)
    })
  })

  describe('double-blind', () => {
    it('hides the first review from everybody but its author, then releases both together', async () => {
      expect((await write(client, { rating: 5, text: 'Wonderful model' })).status).toBe(201)

      // The model only learns that a review exists, not what it says.
      expect(await notificationsOf(model.user.id)).toEqual([
        {
          kind: 'review_received',
          payload: {
            applicationId: booking.application.id,
            castingId: booking.casting.id,
            castingTitle: 'Spring lookbook shoot',
          },
        },
      ])
      const modelView = await mine(model)
      expect(modelView.received).toEqual([])
      expect(modelView.pending).toEqual([
        expect.objectContaining({
          applicationId: booking.application.id,
          direction: 'model_to_client',
          counterpartName: 'Blue Star Entertainment',
          counterpartWrote: true,
          windowClosesAt: '2026-04-10T00:00:00.000Z',
        }),
      ])
      expect(await modelReviews()).toMatchObject({ items: [], summary: { count: 0 } })
      const clientView = await mine(client)
      expect(clientView.written).toEqual([
        expect.objectContaining({ rating: 5, text: 'Wonderful model', releasedAt: null }),
      ])
      expect(clientView.pending).toEqual([])

      clock.advance(DAY_MS)
      const second = await write(model, { rating: 4, text: 'Clear brief, paid on time' })
      expect(second.status).toBe(201)
      expect(second.body.message).toBe(TRUST_SERVER_MESSAGES.REVIEW_RELEASED)
      const releasedAt = clock.now().toISOString()
      expect(second.body.data.review.releasedAt).toBe(releasedAt)

      expect(await modelReviews()).toMatchObject({
        items: [
          {
            rating: 5,
            text: 'Wonderful model',
            author: { side: 'client', name: 'Blue Star Entertainment', partnerId: client.user.id },
            castingTitle: 'Spring lookbook shoot',
            releasedAt,
          },
        ],
        summary: { average: 5, count: 1 },
        total: 1,
      })
      expect(await partnerReviews()).toMatchObject({
        items: [
          {
            rating: 4,
            author: { side: 'model', name: 'Mina Kim', modelProfileId: booking.profileId },
          },
        ],
        summary: { average: 4, count: 1 },
      })
      const afterModel = await mine(model)
      expect(afterModel.received).toEqual([
        expect.objectContaining({
          rating: 5,
          releasedAt,
          counterpartName: 'Blue Star Entertainment',
        }),
      ])
      expect(afterModel.pending).toEqual([])
      expect(afterModel.receivedSummary).toEqual({ average: 5, count: 1 })
      for (const who of [client, model]) {
        expect((await notificationsOf(who.user.id)).map((row) => row.kind)).toContain(
          'review_released',
        )
      }
    })

    it('keeps released reviews of a casting an administrator took down, without its title', async () => {
      expect((await write(client, { rating: 5, text: 'Wonderful model' })).status).toBe(201)
      expect((await write(model, { rating: 2, text: 'Paid late' })).status).toBe(201)
      expect((await modelReviews()).items[0]?.castingTitle).toBe('Spring lookbook shoot')

      await ctx.db.prisma.casting.update({
        where: { id: booking.casting.id },
        data: { hiddenAt: clock.now() },
      })
      for (const list of [await modelReviews(), await partnerReviews()]) {
        expect(list.summary.count).toBe(1)
        expect(list.items).toEqual([expect.objectContaining({ castingTitle: '' })])
        expect(JSON.stringify(list)).not.toContain('Spring lookbook shoot')
      }
      // The two sides still read it in their own lists.
      expect((await mine(model)).received[0]?.castingTitle).toBe('Spring lookbook shoot')
    })

    it('releases a lone review when the window closes (the job), whichever side wrote it', async () => {
      const other = await createBooking(ctx.db.prisma, client.user.id, model.user.id)
      expect((await write(model, { rating: 2, text: 'Late payment' })).status).toBe(201)
      expect((await write(client, { rating: 5, text: 'Great' }, other.application.id)).status).toBe(
        201,
      )
      expect(await partnerReviews()).toMatchObject({ items: [], summary: { count: 0 } })

      clock.set('2026-04-09T12:00:00.000Z')
      await ctx.app.jobs.send(REVIEW_JOBS.RELEASE_EXPIRED, {})
      await ctx.app.jobs.drain([REVIEW_JOBS.RELEASE_EXPIRED])
      expect(await partnerReviews()).toMatchObject({ summary: { count: 0 } })

      clock.set('2026-04-10T00:00:00.000Z')
      await ctx.app.jobs.send(REVIEW_JOBS.RELEASE_EXPIRED, {})
      await ctx.app.jobs.drain([REVIEW_JOBS.RELEASE_EXPIRED])
      expect(await partnerReviews()).toMatchObject({
        items: [{ rating: 2, text: 'Late payment', releasedAt: '2026-04-10T00:00:00.000Z' }],
        summary: { average: 2, count: 1 },
      })
      const onProfile = (
        await request(ctx.app.server).get(TRUST_API_PATHS.MODEL_REVIEWS(other.profileId))
      ).body.data as ReviewList
      expect(onProfile.summary).toEqual({ average: 5, count: 1 })
      const clientNotes = (await notificationsOf(client.user.id)).map((row) => row.kind)
      expect(clientNotes.filter((kind) => kind === 'review_released')).toHaveLength(2)
    })
  })

  describe('who may write', () => {
    it('allows one review per side', async () => {
      expect((await write(client, { rating: 5, text: 'Great' })).status).toBe(201)
      const again = await write(client, { rating: 1, text: 'Changed my mind' })
      expect(again.status).toBe(409)
      expect(again.body.message).toBe(TRUST_SERVER_MESSAGES.REVIEW_ALREADY_WRITTEN)
      expect(
        await ctx.db.prisma.review.count({ where: { applicationId: booking.application.id } }),
      ).toBe(1)
    })

    it('answers 404 to anyone but the two sides, and 409 before a booking', async () => {
      const stranger = await signIn(ctx.app)
      expect((await write(stranger, { rating: 5, text: '' })).status).toBe(404)
      const admin = await signIn(ctx.app, { role: 'ADMIN' })
      expect((await write(admin, { rating: 5, text: '' })).status).toBe(404)
      expect((await write(client, { rating: 5, text: '' }, 999_999)).status).toBe(404)
      const shortlisted = await createBooking(ctx.db.prisma, client.user.id, model.user.id, {
        status: 'shortlisted',
      })
      const notBooked = await write(client, { rating: 5, text: '' }, shortlisted.application.id)
      expect(notBooked.status).toBe(409)
      expect(notBooked.body.message).toBe(TRUST_SERVER_MESSAGES.REVIEW_NOT_BOOKED)
    })

    it('checks stars and text length', async () => {
      for (const body of [
        { rating: 0, text: '' },
        { rating: 6, text: '' },
        { rating: 4.5, text: '' },
        { rating: 5, text: 'x'.repeat(1001) },
        { text: 'no stars' },
      ]) {
        const response = await write(client, body)
        expect(response.status, JSON.stringify(body)).toBe(400)
      }
      expect((await write(client, { rating: 5, text: 'x'.repeat(1000) })).status).toBe(201)
    })
  })

  describe('hidden reviews and reports', () => {
    it('leaves the averages once hidden by an administrator', async () => {
      const second = await createBooking(ctx.db.prisma, client.user.id, model.user.id, {
        profileId: booking.profileId,
      })
      await createReview(ctx.db.prisma, booking, 'client_to_model', { rating: 5 })
      const bad = await createReview(ctx.db.prisma, second, 'client_to_model', { rating: 1 })
      expect((await modelReviews()).summary).toEqual({ average: 3, count: 2 })
      await ctx.db.prisma.review.update({
        where: { id: bad.id },
        data: { hiddenAt: clock.now(), hiddenReason: 'Abusive' },
      })
      expect(await modelReviews()).toMatchObject({ summary: { average: 5, count: 1 }, total: 1 })
    })

    it('takes reports on released reviews only (reason of info type 13)', async () => {
      const released = await createReview(ctx.db.prisma, booking, 'model_to_client')
      const report = async (id: number, body: object) =>
        request(ctx.app.server)
          .post(TRUST_API_PATHS.REVIEW_REPORTS(id))
          .set(await as(model))
          .send(body)
      const ok = await report(released.id, { reasonId: INFO.REASON_SPAM, details: 'Fake' })
      expect(ok.status).toBe(200)
      expect(ok.body.message).toBe(TRUST_SERVER_MESSAGES.REVIEW_REPORTED)
      // A repeat while the first is open adds nothing.
      expect((await report(released.id, { reasonId: INFO.REASON_SPAM, details: '' })).status).toBe(
        200,
      )
      expect(await ctx.db.prisma.report.count({ where: { reviewId: released.id } })).toBe(1)

      const wrongReason = await report(released.id, { reasonId: INFO.FEMALE, details: '' })
      expect(wrongReason.status).toBe(400)
      expect(wrongReason.body.fields).toEqual({ reasonId: MESSAGES.INVALID })

      const sealed = await createReview(ctx.db.prisma, booking, 'client_to_model', {
        releasedAt: null,
      })
      expect((await report(sealed.id, { reasonId: INFO.REASON_SPAM, details: '' })).status).toBe(
        404,
      )
    })
  })
})
