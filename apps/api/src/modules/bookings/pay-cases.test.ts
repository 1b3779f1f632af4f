// The admin pay queue (issue #28, ADR 0046): bookings whose pay is 14 days overdue or disputed,
// a late cancellation's kill fee included; notes and a resolution, each an audit row; a case
// opens again when the pay changes. Administrators only.
import { describe, expect, it } from 'vitest'
import {
  BOOKING_API_PATHS,
  PAY_CASE_API_PATHS,
  PAY_CASE_AUDIT_ACTIONS,
  PAY_CASE_SERVER_MESSAGES,
  payCaseListResponseSchema,
  payCaseResponseSchema,
  type PayCase,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import {
  agreementCalls,
  agreementOf,
  bookThroughRoute,
  cancelBooking,
  postAs,
  signInAgain,
} from './testing/agreement-fixtures.js'

const clock = createFakeClock('2030-03-01T03:00:00.000Z')
const { ctx, cast } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)

/** Confirmed on 2030-03-01; filming on `filmingDate`, pay due 30 days later. */
async function confirmedBooking(filmingDate = '2030-03-06') {
  clock.set('2030-03-01T03:00:00.000Z')
  const booking = await bookThroughRoute(ctx, {
    casting: { filmingDate: new Date(`${filmingDate}T00:00:00Z`) },
  })
  agreementOf(await calls.propose(booking.client, booking.agreementId))
  agreementOf(await calls.accept(booking.model, booking.agreementId, 1))
  return booking
}
const markPaid = (who: SignedIn, id: number) =>
  postAs(ctx, who, BOOKING_API_PATHS.AGREEMENT_PAYMENT(id), {
    paidOn: '2030-03-20',
    amount: 3_000_000,
    reference: '',
  })

async function listAs(who: SignedIn, state?: 'open' | 'resolved') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${PAY_CASE_API_PATHS.LIST}${state ? `?state=${state}` : ''}`,
    headers: who.headers,
  })
  expect(response.statusCode, response.body).toBe(200)
  return payCaseListResponseSchema.parse(response.json()).data.items
}
const caseOf = (response: { statusCode: number; body: string; json: () => unknown }): PayCase => {
  expect(response.statusCode, response.body).toBe(200)
  return payCaseResponseSchema.parse(response.json()).data.case
}
const byId = (items: PayCase[], id: number) => items.find((item) => item.agreementId === id)

// Several bookings per test, each through the real routes: slow on a loaded machine.
describe('the admin pay queue', { timeout: 90_000 }, () => {
  it('lists pay 14 days overdue, disputed pay and an owed kill fee; not pay 10 days late or marked paid', async () => {
    const overdue = await confirmedBooking()
    const disputed = await confirmedBooking('2030-05-01')
    expect((await markPaid(disputed.client, disputed.agreementId)).statusCode).toBe(200)
    const disputeNote = 'Only half of the fee arrived.'
    const answered = await postAs(
      ctx,
      disputed.model,
      BOOKING_API_PATHS.AGREEMENT_PAYMENT_DISPUTE(disputed.agreementId),
      { note: disputeNote },
    )
    expect(answered.statusCode).toBe(200)
    const tenDays = await confirmedBooking('2030-03-10')
    const marked = await confirmedBooking()
    expect((await markPaid(marked.client, marked.agreementId)).statusCode).toBe(200)
    const killFee = await confirmedBooking()
    // 2030-03-05 in Seoul: a day before the shoot, late.
    clock.set('2030-03-05T03:00:00.000Z')
    await cancelBooking(ctx, await signInAgain(ctx, killFee.client), killFee.application.id)

    // 2030-04-19 in Seoul: 14 days after 2030-04-05.
    clock.set('2030-04-19T03:00:00.000Z')
    const admin = await signInAgain(ctx, cast.admin)
    const items = await listAs(admin)
    expect(byId(items, overdue.agreementId)).toMatchObject({
      reasons: ['overdue'],
      owed: 'fee',
      amount: 3_000_000,
      dueDate: '2030-04-05',
      daysOverdue: 14,
      payStatus: 'unpaid',
      client: { userId: overdue.client.user.id },
      model: { userId: overdue.model.user.id, stageName: 'Mina Kim' },
      resolvedAt: null,
      notes: [],
    })
    expect(byId(items, disputed.agreementId)).toMatchObject({
      reasons: ['disputed'],
      disputeNote,
      paidOn: '2030-03-20',
      paidAmount: 3_000_000,
      daysOverdue: -42,
    })
    expect(byId(items, killFee.agreementId)).toMatchObject({
      reasons: ['overdue'],
      owed: 'kill_fee',
      amount: 1_500_000,
    })
    expect(byId(items, tenDays.agreementId)).toBeUndefined()
    expect(byId(items, marked.agreementId)).toBeUndefined()
  })

  it('notes and a resolution are audited; a resolved case opens again on a new dispute', async () => {
    const booking = await confirmedBooking('2030-05-01')
    expect((await markPaid(booking.client, booking.agreementId)).statusCode).toBe(200)
    const dispute = () =>
      postAs(ctx, booking.model, BOOKING_API_PATHS.AGREEMENT_PAYMENT_DISPUTE(booking.agreementId), {
        note: 'Nothing arrived.',
      })
    expect((await dispute()).statusCode).toBe(200)
    const admin = await signInAgain(ctx, cast.admin)
    const id = booking.agreementId

    const noted = await postAs(ctx, admin, PAY_CASE_API_PATHS.NOTES(id), {
      note: 'Called the client; they will send the bank record.',
    })
    expect(noted.json().message).toBe(PAY_CASE_SERVER_MESSAGES.NOTE_ADDED)
    expect(caseOf(noted).notes).toMatchObject([
      { text: 'Called the client; they will send the bank record.', resolved: false },
    ])
    const resolved = caseOf(
      await postAs(ctx, admin, PAY_CASE_API_PATHS.RESOLUTION(id), {
        note: 'The bank record shows the full fee.',
      }),
    )
    expect(resolved.resolvedAt).toBe(clock.now().toISOString())
    expect(resolved.notes.map((note) => note.resolved)).toEqual([false, true])
    expect(byId(await listAs(admin), id)).toBeUndefined()
    expect(byId(await listAs(admin, 'resolved'), id)).toBeDefined()
    const again = await postAs(ctx, admin, PAY_CASE_API_PATHS.RESOLUTION(id), { note: 'Again.' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(PAY_CASE_SERVER_MESSAGES.ALREADY_RESOLVED)
    const audit = await ctx.db.prisma.auditLog.findMany({
      where: { targetRef: `agreement:${id}` },
      orderBy: { id: 'asc' },
    })
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      [PAY_CASE_AUDIT_ACTIONS.NOTED, admin.user.id],
      [PAY_CASE_AUDIT_ACTIONS.RESOLVED, admin.user.id],
    ])

    // The client marks it paid again and the model side disputes again: the case is open again.
    expect((await markPaid(booking.client, id)).statusCode).toBe(200)
    expect((await dispute()).statusCode).toBe(200)
    expect(byId(await listAs(admin), id)).toMatchObject({ resolvedAt: null, reasons: ['disputed'] })
  })

  it('a resolution tells both sides in-app and by e-mail in their language, with the note if any', async () => {
    const withNote = await confirmedBooking('2030-05-01')
    const withoutNote = await confirmedBooking('2030-05-01')
    await ctx.db.prisma.user.update({
      where: { id: withNote.client.user.id },
      data: { language: 'ko' },
    })
    for (const booking of [withNote, withoutNote]) {
      expect((await markPaid(booking.client, booking.agreementId)).statusCode).toBe(200)
      const disputed = await postAs(
        ctx,
        booking.model,
        BOOKING_API_PATHS.AGREEMENT_PAYMENT_DISPUTE(booking.agreementId),
        { note: 'Nothing arrived.' },
      )
      expect(disputed.statusCode).toBe(200)
    }
    const admin = await signInAgain(ctx, cast.admin)
    caseOf(
      await postAs(ctx, admin, PAY_CASE_API_PATHS.RESOLUTION(withNote.agreementId), {
        note: 'The bank record shows the full fee.',
      }),
    )
    caseOf(await postAs(ctx, admin, PAY_CASE_API_PATHS.RESOLUTION(withoutNote.agreementId), {}))
    const told = async (userId: number, agreementId: number) =>
      (await ctx.db.prisma.notification.findMany({ where: { userId, kind: 'agreement' } }))
        .map((row) => row.payload as Record<string, unknown>)
        .filter((payload) => payload.agreementId === agreementId)
        .filter((payload) => payload.event === 'pay_case_resolved')
        .map((payload) => payload.note)
    for (const side of [withNote.client, withNote.model]) {
      expect(await told(side.user.id, withNote.agreementId)).toEqual([
        'The bank record shows the full fee.',
      ])
    }
    for (const side of [withoutNote.client, withoutNote.model]) {
      expect(await told(side.user.id, withoutNote.agreementId)).toEqual([null])
    }
    const mailTo = (email: string | null) =>
      ctx.db.prisma.outboxMessage.findMany({
        where: { kind: 'pay-case-resolved', recipient: email! },
      })
    const [korean] = await mailTo(withNote.client.user.email)
    expect(korean?.subject).toContain('지급 건을 해결했습니다')
    expect(korean?.textBody).toContain('The bank record shows the full fee.')
    const [english] = await mailTo(withNote.model.user.email)
    expect(english?.subject).toContain('resolved the pay case')
    const [plain] = await mailTo(withoutNote.model.user.email)
    expect(plain?.textBody).not.toContain('Their note')
  })

  it('a booking not in the queue takes no note (404)', async () => {
    const booking = await confirmedBooking('2030-05-01')
    const admin = await signInAgain(ctx, cast.admin)
    const noted = await postAs(ctx, admin, PAY_CASE_API_PATHS.NOTES(booking.agreementId), {
      note: 'Looking.',
    })
    expect(noted.statusCode).toBe(404)
  })

  it('is for administrators only: the two sides and other members 403, guests 401', async () => {
    const booking = await confirmedBooking()
    const stranger = await signIn(ctx.app)
    const routes = [
      ['GET', PAY_CASE_API_PATHS.LIST],
      ['POST', PAY_CASE_API_PATHS.NOTES(booking.agreementId)],
      ['POST', PAY_CASE_API_PATHS.RESOLUTION(booking.agreementId)],
    ] as const
    for (const [method, url] of routes) {
      for (const [who, status] of [
        [booking.client, 403],
        [booking.model, 403],
        [stranger, 403],
        [null, 401],
      ] as const) {
        const response = await ctx.app.inject({
          method,
          url,
          headers: who ? who.headers : {},
          ...(method === 'POST' ? { payload: { note: 'x' } } : {}),
        })
        expect(response.statusCode, `${method} ${url}`).toBe(status)
      }
    }
  })
})
