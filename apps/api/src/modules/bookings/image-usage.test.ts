// The image-usage ledger (issue #28, ADR 0048): a confirmed agreement writes its usage row;
// both sides read it with the days left; the reminder job tells both sides 30 and 7 days before
// the end and on the day, each once; an accepted extension replaces the row; a client leaving
// the platform leaves the row, anonymised.
import { describe, expect, it } from 'vitest'
import {
  BOOKING_API_PATHS,
  DAY_MS,
  imageUsageListResponseSchema,
  type AgreementContent,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { createSession, type SignedIn } from '../../../test/helpers/factories.js'
import { issueAccessToken } from '../../plugins/auth.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { addMonths } from './image-usage.js'
import { agreementCalls, agreementOf, bookThroughRoute } from './testing/agreement-fixtures.js'
import { sendUsageRemindersHandler } from './usage-jobs.js'

// Shoots on 2030-03-06 with 12 months of usage: the usage ends on 2031-03-06.
const clock = createFakeClock('2030-06-01T03:00:00.000Z')
const { ctx } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)

/** A session started on the fake clock's "now" (the first one may have expired by then). */
async function headersNow(who: SignedIn) {
  const session = await createSession(ctx.app.prisma, {
    userId: who.user.id,
    expiresAt: new Date(clock.now().getTime() + 30 * DAY_MS),
  })
  const token = issueAccessToken(ctx.app, {
    userId: who.user.id,
    sessionId: session.id,
    role: who.user.role,
  })
  return { authorization: `Bearer ${token}` }
}

const ledgerOf = async (who: SignedIn) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: BOOKING_API_PATHS.IMAGE_USAGES,
    headers: await headersNow(who),
  })
  expect(response.statusCode, response.body).toBe(200)
  return imageUsageListResponseSchema.parse(response.json()).data.items
}

async function confirmedBooking() {
  const booking = await bookThroughRoute(ctx, { casting: { usageScope: 'Instagram, YouTube' } })
  agreementOf(await calls.propose(booking.client, booking.agreementId))
  agreementOf(await calls.accept(booking.model, booking.agreementId, 1))
  return booking
}

/** Runs the job as pg-boss would, on the fake clock's "today" (09:30 in Seoul). */
async function runJobOn(date: string) {
  clock.set(`${date}T00:30:00.000Z`)
  await sendUsageRemindersHandler(ctx.app)()
}

const usageNotices = (userId: number, agreementId: number) =>
  ctx.db.prisma.notification
    .findMany({ where: { userId, kind: 'agreement' }, orderBy: { id: 'asc' } })
    .then((rows) =>
      rows
        .map((row) => row.payload as Record<string, unknown>)
        .filter((payload) => payload.agreementId === agreementId)
        .filter((payload) => String(payload.event).startsWith('usage_'))
        .map((payload) => `${payload.event} ${payload.days} ${payload.endsOn}`),
    )

describe('the image-usage ledger', () => {
  it('a usage ends on the same day so many months later (a day the month lacks: its last)', () => {
    expect(addMonths('2030-03-06', 12)).toBe('2031-03-06')
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28')
    expect(addMonths('2031-12-15', 3)).toBe('2032-03-15')
  })

  it('has no row before the model side confirms, and one for each side after, with the days left', async () => {
    clock.set('2030-06-01T03:00:00.000Z')
    const booking = await bookThroughRoute(ctx)
    agreementOf(await calls.propose(booking.client, booking.agreementId))
    expect(await ledgerOf(booking.model)).toEqual([])
    agreementOf(await calls.accept(booking.model, booking.agreementId, 1))
    const [modelRow] = await ledgerOf(booking.model)
    expect(modelRow).toMatchObject({
      agreementId: booking.agreementId,
      viewer: 'model',
      counterpartName: booking.casting.companyName,
      scope: 'Instagram and YouTube, 12 months',
      territory: null,
      startsOn: '2030-03-06',
      endsOn: '2031-03-06',
      daysLeft: 278,
      status: 'running',
      version: 1,
      standing: true,
    })
    const [clientRow] = await ledgerOf(booking.client)
    expect(clientRow).toMatchObject({ viewer: 'client', counterpartName: 'Mina Kim' })
    const stranger = await bookThroughRoute(ctx)
    expect(
      (await ledgerOf(stranger.client)).some((row) => row.agreementId === booking.agreementId),
    ).toBe(false)
  })

  it('tells both sides 30 and 7 days before the end and on the day, each once', async () => {
    clock.set('2030-06-01T03:00:00.000Z')
    const { client, model, agreementId } = await confirmedBooking()
    await runJobOn('2031-02-03') // 31 days before: nothing yet
    expect(await usageNotices(model.user.id, agreementId)).toEqual([])
    await runJobOn('2031-02-04')
    await runJobOn('2031-02-05') // the same reminder is not sent again
    await runJobOn('2031-02-27')
    await runJobOn('2031-02-27')
    await runJobOn('2031-03-06')
    await runJobOn('2031-03-07')
    const expected = [
      'usage_ending 30 2031-03-06',
      'usage_ending 7 2031-03-06',
      'usage_ended 0 2031-03-06',
    ]
    expect(await usageNotices(model.user.id, agreementId)).toEqual(expected)
    expect(await usageNotices(client.user.id, agreementId)).toEqual(expected)
    const [row] = (await ledgerOf(model)).filter((one) => one.agreementId === agreementId)
    expect(row).toMatchObject({ status: 'ended', daysLeft: -1 })
  })

  it('does not send a reminder late once the next one is due, nor any long after the end, nor for a cancelled booking', async () => {
    clock.set('2030-06-01T03:00:00.000Z')
    const late = await confirmedBooking()
    await runJobOn('2031-03-02') // first seen 4 days before the end: the 7-day reminder only
    expect(await usageNotices(late.model.user.id, late.agreementId)).toEqual([
      'usage_ending 4 2031-03-06',
    ])
    clock.set('2030-06-01T03:00:00.000Z')
    const gone = await confirmedBooking()
    await runJobOn('2031-03-20') // two weeks after the end: nothing
    expect(await usageNotices(gone.model.user.id, gone.agreementId)).toEqual([])
    clock.set('2030-06-01T03:00:00.000Z')
    const cancelled = await confirmedBooking()
    await ctx.db.prisma.application.update({
      where: { id: cancelled.application.id },
      data: { status: 'cancelled' },
    })
    await runJobOn('2031-02-27') // a cancelled booking: no reminder, the row stays
    expect(await usageNotices(cancelled.model.user.id, cancelled.agreementId)).toEqual([])
    const [row] = (await ledgerOf(cancelled.model)).filter(
      (one) => one.agreementId === cancelled.agreementId,
    )
    expect(row).toMatchObject({ standing: false, endsOn: '2031-03-06' })
  })

  it('an accepted extension replaces the row with the new end; the old version stays on record', async () => {
    clock.set('2030-06-01T03:00:00.000Z')
    const { client, model, agreementId } = await confirmedBooking()
    const agreement = agreementOf(await calls.get(client, agreementId))
    const agreed = agreement.versions[0]!.content as AgreementContent
    const terms = {
      ...agreed.terms,
      usage: { ...agreed.terms.usage, months: 24, territory: 'Korea' },
    }
    agreementOf(await calls.propose(client, agreementId, terms))
    // Until the model side accepts, the agreed usage stands.
    expect((await ledgerOf(model)).find((row) => row.agreementId === agreementId)?.endsOn).toBe(
      '2031-03-06',
    )
    agreementOf(await calls.accept(model, agreementId, 2))
    const rows = (await ledgerOf(model)).filter((row) => row.agreementId === agreementId)
    expect(rows).toEqual([
      expect.objectContaining({ version: 2, endsOn: '2032-03-06', territory: 'Korea' }),
    ])
    expect(await ctx.db.prisma.imageUsage.count({ where: { agreementId } })).toBe(2)
  })

  it("keeps a model's row when the client's account is deleted, with the client's name anonymised", async () => {
    clock.set('2030-06-01T03:00:00.000Z')
    const { client, model, agreementId } = await confirmedBooking()
    // As the withdrawal leaves the account row (ADR 0032): deleted, nothing that names it.
    await ctx.db.prisma.user.update({
      where: { id: client.user.id },
      data: { deletedAt: clock.now(), email: null, firstName: null, lastName: null, agency: null },
    })
    const [row] = (await ledgerOf(model)).filter((one) => one.agreementId === agreementId)
    expect(row).toMatchObject({ counterpartName: null, endsOn: '2031-03-06', standing: true })
    // And the reminders still reach the model.
    await runJobOn('2031-02-27')
    expect(await usageNotices(model.user.id, agreementId)).toEqual(['usage_ending 7 2031-03-06'])
    expect(await usageNotices(client.user.id, agreementId)).toEqual([])
  })
})
