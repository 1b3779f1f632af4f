// Pay reminders (issue #28, ADR 0046), driven by a fake clock: the client is reminded 3 days
// before the due date and 1, 7 and 14 days after it, the model side told on days 1 and 14; each
// step once however often the job runs; a late run sends only the latest step; pay marked or a
// cancelled booking stops them, except a kill fee, which is reminded like pay.
import { describe, expect, it } from 'vitest'
import { BOOKING_API_PATHS } from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { PAY_REMINDER_EMAIL_KIND, sendPayReminders, stepFor } from './pay-reminders.js'
import {
  agreementCalls,
  agreementOf,
  bookThroughRoute,
  cancelBooking,
  postAs,
} from './testing/agreement-fixtures.js'

// The casting films on 2030-03-06, so pay is due on 2030-04-05 (30 days after).
const clock = createFakeClock('2030-03-01T03:00:00.000Z')
const { ctx } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)
const prisma = () => ctx.db.prisma

const runJob = () => sendPayReminders({ prisma: prisma(), clock, webOrigin: 'https://cnm.example' })
/** 12:00 in Seoul on `day`. */
const atSeoulNoon = (day: string) => clock.set(`${day}T03:00:00.000Z`)

/** Booked and confirmed at `at`: sessions do not outlive a long jump of the clock. */
async function confirmedBooking(at = '2030-03-01T03:00:00.000Z') {
  clock.set(at)
  const booking = await bookThroughRoute(ctx)
  agreementOf(await calls.propose(booking.client, booking.agreementId))
  agreementOf(await calls.accept(booking.model, booking.agreementId, 1))
  return booking
}

/** What each side was told about the agreement: the notification events and e-mail subjects. */
async function toldSoFar(agreementId: number, who: SignedIn) {
  const [notifications, emails] = await Promise.all([
    prisma().notification.findMany({
      where: { userId: who.user.id, kind: 'agreement' },
      orderBy: { id: 'asc' },
    }),
    prisma().outboxMessage.findMany({
      where: { recipient: who.user.email!, kind: PAY_REMINDER_EMAIL_KIND },
      orderBy: { createdAt: 'asc' },
    }),
  ])
  const reminders = notifications.filter((row) => {
    const payload = row.payload as { agreementId: number; event: string }
    return payload.agreementId === agreementId && payload.event.startsWith('pay_')
  })
  return {
    events: reminders.map((row) => (row.payload as { event: string }).event),
    subjects: emails.map((row) => row.subject),
    emailedAtSet: reminders.every((row) => row.emailedAt !== null),
  }
}

describe('the step of a day', () => {
  it.each([
    [-4, null],
    [-3, 'due_soon'],
    [0, 'due_soon'],
    [1, 'overdue_1'],
    [6, 'overdue_1'],
    [7, 'overdue_7'],
    [13, 'overdue_7'],
    [14, 'overdue_14'],
    [90, 'overdue_14'],
  ] as const)('%s days after the due date: %s', (days, step) => {
    expect(stepFor(days)?.step ?? null).toBe(step)
  })
})

describe('pay reminders', () => {
  it('each step once, on its day, to the client; the model side on days 1 and 14', async () => {
    const { client, model, agreementId } = await confirmedBooking()
    const title = (await prisma().bookingAgreement.findUniqueOrThrow({
      where: { id: agreementId },
      select: { application: { select: { casting: { select: { title: true } } } } },
    }))!.application!.casting.title

    atSeoulNoon('2030-04-01')
    await runJob()
    expect((await toldSoFar(agreementId, client)).events).toEqual([])

    for (const day of ['2030-04-02', '2030-04-06', '2030-04-12', '2030-04-19', '2030-05-30']) {
      atSeoulNoon(day)
      await runJob()
      // A second run the same day (a retry, another instance) sends nothing more.
      await runJob()
    }
    const clientTold = await toldSoFar(agreementId, client)
    expect(clientTold.events).toEqual(['pay_due_soon', 'pay_overdue', 'pay_overdue', 'pay_overdue'])
    expect(clientTold.subjects).toEqual([
      `Pay for ${title} is due soon`,
      `Pay for ${title} is overdue`,
      `Pay for ${title} is overdue`,
      `Pay for ${title} is overdue`,
    ])
    // The reminders' own e-mails: the notification digest does not send them again.
    expect(clientTold.emailedAtSet).toBe(true)
    const modelTold = await toldSoFar(agreementId, model)
    expect(modelTold.events).toEqual(['pay_overdue_model', 'pay_overdue_model'])
    expect(modelTold.subjects).toHaveLength(2)
    const steps = await prisma().payReminder.findMany({
      where: { agreementId },
      orderBy: { sentAt: 'asc' },
    })
    expect(steps.map((row) => [row.step, row.owed])).toEqual([
      ['due_soon', 'fee'],
      ['overdue_1', 'fee'],
      ['overdue_7', 'fee'],
      ['overdue_14', 'fee'],
    ])
  })

  it('a run that comes late sends only the latest step, in the client language', async () => {
    const { client, agreementId } = await confirmedBooking()
    await prisma().user.update({ where: { id: client.user.id }, data: { language: 'ko' } })
    atSeoulNoon('2030-04-13')
    await runJob()
    const told = await toldSoFar(agreementId, client)
    expect(told.events).toEqual(['pay_overdue'])
    expect(told.subjects).toHaveLength(1)
    expect(told.subjects[0]).toMatch(/출연료 지급일이 지났습니다$/)
    const email = await prisma().outboxMessage.findFirstOrThrow({
      where: { recipient: client.user.email!, kind: PAY_REMINDER_EMAIL_KIND },
    })
    expect(email.textBody).toContain('3,000,000원')
    expect(email.textBody).toContain(`https://cnm.example/mypage/bookings/${agreementId}`)
  })

  it('pay marked paid, or a booking cancelled without a kill fee, is not reminded', async () => {
    const paid = await confirmedBooking()
    const marked = await postAs(
      ctx,
      paid.client,
      BOOKING_API_PATHS.AGREEMENT_PAYMENT(paid.agreementId),
      {
        paidOn: '2030-03-02',
        amount: 3_000_000,
        reference: '',
      },
    )
    expect(marked.statusCode, marked.body).toBe(200)
    const cancelled = await confirmedBooking()
    await cancelBooking(ctx, cancelled.model, cancelled.application.id)
    atSeoulNoon('2030-04-06')
    await runJob()
    expect((await toldSoFar(paid.agreementId, paid.client)).events).toEqual([])
    expect((await toldSoFar(cancelled.agreementId, cancelled.client)).events).toEqual([])
  })

  it('a kill fee owed after a late cancellation is reminded like pay', async () => {
    // Cancelled on 2030-03-05 in Seoul: 1 day before the shoot, late.
    const { client, application, agreementId } = await confirmedBooking('2030-03-05T03:00:00.000Z')
    await cancelBooking(ctx, client, application.id)
    atSeoulNoon('2030-04-06')
    await runJob()
    expect((await toldSoFar(agreementId, client)).events).toEqual(['pay_overdue'])
    const email = await prisma().outboxMessage.findFirstOrThrow({
      where: { recipient: client.user.email!, kind: PAY_REMINDER_EMAIL_KIND },
    })
    expect(email.textBody).toContain('KRW 1,500,000')
    const [reminder] = await prisma().payReminder.findMany({ where: { agreementId } })
    expect(reminder).toMatchObject({ owed: 'kill_fee', step: 'overdue_1' })
  })
})
