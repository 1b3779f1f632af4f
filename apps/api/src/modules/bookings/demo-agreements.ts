// Demo agreements for `pnpm start` (issue #28): every demo booking gets an agreement that both
// sides confirmed through the service's own rules, with shoot days in the past and pay in every
// state, so the demo client's Bookings page and the partner pages show real pay figures. Each
// demo client goes through the plans in order; one with fewer bookings than plans gets accepted
// direct proposals to demo models for the rest, so whichever demo client signs in has a
// confirmed booking in every pay state and every usage status (ADR 0048, 0056).
import { DAY_MS } from '@cnm/contracts'
import type { AgreementDraft, AgreementTerms } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import { startAgreement } from './agreement-start.js'
import { createBookingsService } from './bookings.service.js'
import { createUsageNoticeService } from './usage-notices.js'

const DEMO_IP = '127.0.0.1'
const day = (date: Date) => date.toISOString().slice(0, 10)

interface Plan {
  shootDaysAgo: number
  /** Days after the shoot the client says it paid; null: not paid. */
  paidAfter: number | null
  answer: 'confirm' | 'dispute' | null
  usageMonths: number
  territory?: string
  /** The usage-ended notice (ADR 0056): sent and waiting, or acknowledged (taken down). */
  notice?: 'sent' | 'acknowledged'
}

/**
 * Pay on time, late, marked and waiting, disputed, overdue (14+ days: in the admin queue), not
 * yet due; image usages running, ending within a month, ended, ended with a notice waiting for
 * the client, and ended with the notice acknowledged.
 */
const PAY_PLANS: readonly Plan[] = [
  { shootDaysAgo: 60, paidAfter: 12, answer: 'confirm', usageMonths: 12, territory: 'Korea' },
  { shootDaysAgo: 75, paidAfter: 41, answer: 'confirm', usageMonths: 3 },
  { shootDaysAgo: 20, paidAfter: 15, answer: null, usageMonths: 6, territory: 'Korea, Japan' },
  { shootDaysAgo: 45, paidAfter: 25, answer: 'dispute', usageMonths: 1 },
  { shootDaysAgo: 50, paidAfter: null, answer: null, usageMonths: 12 },
  { shootDaysAgo: -10, paidAfter: null, answer: null, usageMonths: 24, territory: 'Korea' },
  { shootDaysAgo: 120, paidAfter: 20, answer: 'confirm', usageMonths: 2, notice: 'sent' },
  {
    shootDaysAgo: 100,
    paidAfter: 10,
    answer: 'confirm',
    usageMonths: 1,
    territory: 'Korea',
    notice: 'acknowledged',
  },
]

type Who = { userId: number; role: 'USER' }

/**
 * Answers how many agreements it confirmed (bookings of minors without the guardian's consent
 * are left as drafts). Once per demo start: a second call finds every booking with its agreement.
 */
export async function seedDemoAgreements(
  prisma: PrismaClient,
  now = new Date(),
  webOrigin = 'http://localhost:5173',
): Promise<number> {
  const bookings = await prisma.application.findMany({
    where: { status: 'booked', casting: { isDemo: true }, agreement: null },
    select: { id: true, applicantId: true, casting: { select: { clientId: true } } },
    orderBy: { id: 'asc' },
  })
  const clock = { now: () => now }
  const service = createBookingsService({ prisma, clock })
  const notices = createUsageNoticeService({ prisma, clock, webOrigin, bookings: service })

  /** Confirms the agreement on the plan's terms and plays its pay and notice; false when a rule refuses. */
  async function play(agreementId: number, client: Who, model: Who, plan: Plan) {
    const { draftTerms } = await prisma.bookingAgreement.findUniqueOrThrow({
      where: { id: agreementId },
      select: { draftTerms: true },
    })
    const draft = draftTerms as unknown as AgreementDraft
    const shoot = new Date(now.getTime() - plan.shootDaysAgo * DAY_MS)
    const terms: AgreementTerms = {
      ...draft,
      shoots: [
        {
          date: day(shoot),
          start: '10:00',
          end: '17:00',
          place: draft.shoots[0]?.place || 'Seongsu-dong, Seoul',
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
      await service.propose(client, agreementId, { terms }, DEMO_IP)
      await service.accept(model, agreementId, 1, DEMO_IP)
    } catch {
      // A rule the demo data does not meet (a minor without the guardian's consent): left sent.
      return false
    }
    if (plan.paidAfter !== null) {
      await service.markPaid(client, agreementId, {
        paidOn: day(new Date(shoot.getTime() + plan.paidAfter * DAY_MS)),
        amount: terms.fee.amount,
        reference: `DEMO-${agreementId}`,
      })
      if (plan.answer !== null) {
        await service.answerPayment(
          model,
          agreementId,
          plan.answer === 'confirm'
            ? { confirm: true }
            : { confirm: false, note: 'The amount that arrived is lower than agreed.' },
        )
      }
    }
    if (plan.notice) {
      const usage = await prisma.imageUsage.findFirstOrThrow({
        where: { agreementId, supersededAt: null },
        select: { id: true, endsOn: true },
      })
      await notices.send(model, usage.id, 'The agreed usage period has ended.')
      if (plan.notice === 'acknowledged') {
        await notices.acknowledge(
          client,
          usage.id,
          { answer: 'taken_down', takenDownOn: day(usage.endsOn!) },
          DEMO_IP,
        )
      }
    }
    return true
  }

  let confirmed = 0
  const turns = new Map<number, number>()
  for (const booking of bookings) {
    const clientId = booking.casting.clientId
    const turn = turns.get(clientId) ?? 0
    turns.set(clientId, turn + 1)
    await prisma.$transaction((tx) => startAgreement(tx, { applicationId: booking.id }))
    const { id } = await prisma.bookingAgreement.findUniqueOrThrow({
      where: { applicationId: booking.id },
      select: { id: true },
    })
    const plan = PAY_PLANS[turn % PAY_PLANS.length]!
    const client = { userId: clientId, role: 'USER' as const }
    if (await play(id, client, { userId: booking.applicantId, role: 'USER' }, plan)) confirmed += 1
  }

  // The plans a demo client's castings did not reach: accepted direct proposals to demo models.
  const models = await prisma.modelProfile.findMany({
    where: { isDemo: true, status: 'published', archivedAt: null },
    select: { id: true, ownerId: true, stageName: true },
    orderBy: { id: 'asc' },
    take: 40,
  })
  let next = 0
  for (const [clientId, turn] of turns) {
    const company = await prisma.user.findUniqueOrThrow({
      where: { id: clientId },
      select: { agency: true, email: true },
    })
    for (const plan of PAY_PLANS.slice(turn)) {
      // A model a rule refuses (a minor without consent) makes way for the next one.
      for (let tries = 0; tries < 3 && models.length > 0; tries += 1) {
        const profile = models[next++ % models.length]!
        const proposal = await prisma.castingProposal.create({
          data: {
            title: `Direct booking: ${profile.stageName}`,
            companyName: company.agency ?? '',
            productCategories: 'Fashion',
            contractPeriod: plan.usageMonths,
            budgetType: 'total',
            budget: 1_200_000n,
            modelCategory: 'Fashion',
            modelDetailedCategory: 'Lookbook',
            gender: 'Any',
            age: 25,
            modelNumber: 1,
            filmingDate: day(now),
            locationOfFilming: 'Seongsu-dong, Seoul',
            postingMedia: 'Instagram',
            otherContent: '',
            contactInformation: '',
            email: company.email ?? '',
            senderUserId: clientId,
            recipientId: profile.ownerId,
            targetModelId: profile.ownerId,
            targetModelProfileId: profile.id,
            status: 'accepted',
            answeredAt: now,
            createdAt: now,
          },
          select: { id: true },
        })
        await prisma.$transaction((tx) => startAgreement(tx, { proposalId: proposal.id }))
        const { id } = await prisma.bookingAgreement.findUniqueOrThrow({
          where: { proposalId: proposal.id },
          select: { id: true },
        })
        const client = { userId: clientId, role: 'USER' as const }
        if (await play(id, client, { userId: profile.ownerId, role: 'USER' }, plan)) {
          confirmed += 1
          break
        }
      }
    }
  }
  return confirmed
}
