import { DAY_MS } from '@cnm/contracts'
// Demo agreements for `pnpm start` (issue #28): every demo booking gets an agreement that both
// sides confirmed through the service's own rules, with shoot days in the past and pay in every
// state, so the demo client's Bookings page and the partner pages show real pay figures.
import type { AgreementDraft, AgreementTerms } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import { createBookingsService, startAgreement } from './bookings.service.js'

const DEMO_IP = '127.0.0.1'
const day = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The pay states in rotation: on time, late, marked and waiting, disputed, overdue, not yet due;
 * with image usages running, ending within a month and ended (ADR 0048).
 */
const PAY_PLANS = [
  { shootDaysAgo: 60, paidAfter: 12, answer: 'confirm', usageMonths: 12, territory: 'Korea' },
  { shootDaysAgo: 75, paidAfter: 41, answer: 'confirm', usageMonths: 3, territory: undefined },
  { shootDaysAgo: 20, paidAfter: 15, answer: null, usageMonths: 6, territory: 'Korea, Japan' },
  { shootDaysAgo: 45, paidAfter: 25, answer: 'dispute', usageMonths: 1, territory: undefined },
  { shootDaysAgo: 50, paidAfter: null, answer: null, usageMonths: 12, territory: undefined },
  { shootDaysAgo: -10, paidAfter: null, answer: null, usageMonths: 24, territory: 'Korea' },
] as const

/** Answers how many agreements it confirmed (demo bookings of minors without consent are left as drafts). */
export async function seedDemoAgreements(prisma: PrismaClient, now = new Date()): Promise<number> {
  const bookings = await prisma.application.findMany({
    where: { status: 'booked', casting: { isDemo: true }, agreement: null },
    select: { id: true, applicantId: true, casting: { select: { clientId: true } } },
    orderBy: { id: 'asc' },
  })
  const service = createBookingsService({ prisma, clock: { now: () => now } })
  let confirmed = 0
  for (const [index, booking] of bookings.entries()) {
    await prisma.$transaction((tx) => startAgreement(tx, { applicationId: booking.id }))
    const agreement = await prisma.bookingAgreement.findUniqueOrThrow({
      where: { applicationId: booking.id },
      select: { id: true, draftTerms: true },
    })
    const client = { userId: booking.casting.clientId, role: 'USER' as const }
    const model = { userId: booking.applicantId, role: 'USER' as const }
    const plan = PAY_PLANS[index % PAY_PLANS.length]!
    const shoot = new Date(now.getTime() - plan.shootDaysAgo * DAY_MS)
    const draft = agreement.draftTerms as unknown as AgreementDraft
    const terms: AgreementTerms = {
      ...draft,
      shoots: [
        {
          date: day(shoot),
          start: '10:00',
          end: '17:00',
          place: draft.shoots[0]?.place ?? 'Seongsu-dong, Seoul',
        },
      ],
      usage: {
        scope: draft.usage.scope || 'Online and social media',
        months: plan.usageMonths,
        ...(plan.territory ? { territory: plan.territory } : {}),
      },
      paymentDueDate: day(new Date(shoot.getTime() + 30 * DAY_MS)),
    }
    try {
      await service.propose(client, agreement.id, { terms }, DEMO_IP)
      await service.accept(model, agreement.id, 1, DEMO_IP)
    } catch {
      // A rule the demo data does not meet (a minor without the guardian's consent): left sent.
      continue
    }
    confirmed += 1
    if (plan.paidAfter === null) continue
    await service.markPaid(client, agreement.id, {
      paidOn: day(new Date(shoot.getTime() + plan.paidAfter * DAY_MS)),
      amount: terms.fee.amount,
      reference: `DEMO-${agreement.id}`,
    })
    if (plan.answer === 'confirm')
      await service.answerPayment(model, agreement.id, { confirm: true })
    if (plan.answer === 'dispute') {
      await service.answerPayment(model, agreement.id, {
        confirm: false,
        note: 'The amount that arrived is lower than agreed.',
      })
    }
  }
  return confirmed
}
