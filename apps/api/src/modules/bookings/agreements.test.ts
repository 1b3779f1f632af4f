// Booking agreements as the two sides observe them (issue #28, ADR 0044): booking starts a
// draft filled from the casting or proposal; the client edits and sends it; the model side
// confirms or declines; after that every change is a version the other side must accept, and
// an agreed version is never edited in place.
import { describe, expect, it } from 'vitest'
import {
  AGREEMENT_DEFAULTS,
  API_PATHS,
  BOOKING_SERVER_MESSAGES,
  BOOKING_SERVER_MESSAGES_KO,
  SERVER_MESSAGES,
  type AgreementDraft,
  type AgreementTerms,
  DAY_MS,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { bornYearsAgo } from '../models/testing/model-fixtures.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { sha256Of } from './agreement-terms.js'
import {
  acceptProposalThroughRoute,
  agreementCalls,
  agreementOf,
  bookThroughRoute,
  FILMING_DATE,
} from './testing/agreement-fixtures.js'

const clock = createFakeClock(new Date())
const { ctx, cast } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)
const prisma = () => ctx.db.prisma

/** A day `days` after the clock's today, moved forward to the given weekday (0 Sunday … 6 Saturday). */
function dayAfter(days: number, weekday: number): string {
  const day = new Date(clock.now().getTime() + days * DAY_MS)
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7))
  return day.toISOString().slice(0, 10)
}

const complete = (draft: AgreementDraft, change: Partial<AgreementTerms> = {}): AgreementTerms =>
  ({
    ...draft,
    paymentDueDate: draft.paymentDueDate ?? '2030-04-30',
    ...change,
  }) as AgreementTerms

describe('the draft a booking starts', () => {
  it('booking an applicant creates a draft filled from the casting, for both sides to read', async () => {
    const { client, model, casting, agreementId } = await bookThroughRoute(ctx)
    const seen = agreementOf(await calls.get(client, agreementId))
    expect(seen).toMatchObject({
      status: 'draft',
      viewer: 'client',
      booking: { kind: 'application', title: casting.title, standing: true },
      parties: {
        client: { companyName: 'Acme Cosmetics' },
        model: { stageName: 'Mina Kim', minor: false },
      },
      agreedVersion: null,
      versions: [],
      can: { editDraft: true, send: true, answer: null, proposeChange: false },
      youth: { rule: 'adult', problems: [] },
    })
    expect(seen.draft).toEqual({
      fee: { amount: 3_000_000, basis: 'total' },
      shoots: [{ date: FILMING_DATE, start: '09:00', end: '18:00', place: 'Seongsu-dong, Seoul' }],
      usage: { scope: 'Instagram and YouTube, 12 months', months: 12 },
      // Null: 30 days after the last shoot day, fixed when the draft is sent.
      paymentDueDate: null,
      cancellation: {
        lateNoticeDays: AGREEMENT_DEFAULTS.lateNoticeDays,
        killFeePercent: AGREEMENT_DEFAULTS.killFeePercent,
      },
      nightWorkConsent: false,
      specialTerms: '',
    })
    const modelSide = agreementOf(await calls.get(model, agreementId))
    expect(modelSide).toMatchObject({ viewer: 'model', can: { editDraft: false, send: false } })
    const listed = await calls.list(model)
    expect(listed.json().data.items).toEqual([
      expect.objectContaining({
        id: agreementId,
        viewer: 'model',
        counterpartName: 'Acme Cosmetics',
      }),
    ])
  })

  it('accepting a direct proposal creates a draft from the proposal (a free-text date stays in words)', async () => {
    const { client, agreementId } = await acceptProposalThroughRoute(ctx)
    const seen = agreementOf(await calls.get(client, agreementId))
    expect(seen.booking).toMatchObject({ kind: 'proposal', title: 'Autumn denim lookbook' })
    expect(seen.draft).toMatchObject({
      fee: { amount: 2_000_000, basis: 'total' },
      shoots: [],
      usage: { scope: 'Web', months: 3 },
      specialTerms: 'Filming date: Early December',
    })
  })
})

describe('confirming', () => {
  it('client edits and sends; the model side confirms; times, IPs and the content hash are kept', async () => {
    const { client, model, agreementId } = await bookThroughRoute(ctx)
    const draft = agreementOf(await calls.get(client, agreementId)).draft!
    const edited: AgreementDraft = {
      ...draft,
      fee: { amount: 400_000, basis: 'per_day' },
      shoots: [
        { date: '2030-03-07', start: '10:00', end: '16:00', place: 'Hannam-dong studio' },
        { date: FILMING_DATE, start: '09:00', end: '18:00', place: 'Seongsu-dong, Seoul' },
      ],
      specialTerms: 'Hair and make-up by the client.',
    }
    agreementOf(await calls.saveDraft(client, agreementId, edited))

    const sent = await calls.propose(client, agreementId, undefined, '198.51.100.4')
    expect(sent.json().message).toBe(BOOKING_SERVER_MESSAGES.AGREEMENT_SENT)
    const waiting = agreementOf(sent)
    expect(waiting.status).toBe('sent')
    expect(waiting.can).toMatchObject({ editDraft: false, send: false, answer: null })
    const [version] = waiting.versions
    expect(version).toMatchObject({
      number: 1,
      status: 'proposed',
      proposedBy: 'client',
      clientAcceptance: { ip: '198.51.100.4' },
      modelAcceptance: null,
    })
    // Shoots in date order; the due date is 30 days after the last shoot day.
    expect(version?.content.terms.shoots.map((one) => one.date)).toEqual([
      FILMING_DATE,
      '2030-03-07',
    ])
    expect(version?.content.terms.paymentDueDate).toBe('2030-04-06')

    expect(agreementOf(await calls.get(model, agreementId)).can.answer).toBe(1)
    // The model side is told, and later the client (in-app; e-mail through the digest).
    const told = (userId: number) =>
      prisma().notification.findMany({
        where: { userId, kind: 'agreement' },
        orderBy: { id: 'asc' },
      })
    expect((await told(model.user.id)).map((one) => one.payload)).toEqual([
      { agreementId, title: expect.any(String), event: 'sent' },
    ])
    const accepted = await calls.accept(model, agreementId, 1, '192.0.2.55')
    expect(accepted.json().message).toBe(BOOKING_SERVER_MESSAGES.AGREEMENT_ACCEPTED)
    const confirmed = agreementOf(accepted)
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      agreedVersion: 1,
      draft: null,
      can: { editDraft: false, answer: null, proposeChange: true },
    })
    const agreed = confirmed.versions[0]!
    expect(agreed).toMatchObject({
      status: 'accepted',
      clientAcceptance: { ip: '198.51.100.4' },
      modelAcceptance: { ip: '192.0.2.55', at: clock.now().toISOString() },
    })
    expect(agreed.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(agreed.sha256).toBe(sha256Of(agreed.content))
    expect((await told(client.user.id)).map((one) => one.payload)).toEqual([
      { agreementId, title: expect.any(String), event: 'accepted' },
    ])
  })

  it('a declined draft goes back to the client, who edits it and sends it again', async () => {
    const { client, model, agreementId } = await bookThroughRoute(ctx)
    agreementOf(await calls.propose(client, agreementId))
    const declined = agreementOf(await calls.decline(model, agreementId, 1, 'The fee is too low.'))
    expect(declined.status).toBe('declined')
    expect(declined.versions[0]).toMatchObject({
      status: 'declined',
      declineReason: 'The fee is too low.',
    })

    const seen = agreementOf(await calls.get(client, agreementId))
    expect(seen.can).toMatchObject({ editDraft: true, send: true })
    const raised = complete(seen.draft!, { fee: { amount: 4_000_000, basis: 'total' } })
    const again = agreementOf(await calls.propose(client, agreementId, raised))
    expect(again.versions.map((one) => [one.number, one.status])).toEqual([
      [1, 'declined'],
      [2, 'proposed'],
    ])
    expect(agreementOf(await calls.accept(model, agreementId, 2))).toMatchObject({
      status: 'confirmed',
      agreedVersion: 2,
    })
  })

  it('the model side answers only the version waiting for it, and the client cannot answer its own', async () => {
    const { client, model, agreementId } = await bookThroughRoute(ctx)
    expect((await calls.accept(model, agreementId, 1)).statusCode).toBe(409)
    // Only the client sends the draft.
    expect((await calls.propose(model, agreementId)).statusCode).toBe(403)
    agreementOf(await calls.propose(client, agreementId))
    const own = await calls.accept(client, agreementId, 1)
    expect(own.statusCode).toBe(409)
    expect(own.json().message).toBe(BOOKING_SERVER_MESSAGES.AGREEMENT_NOT_ANSWERABLE)
    expect((await calls.propose(client, agreementId)).json().message).toBe(
      BOOKING_SERVER_MESSAGES.AGREEMENT_WAITING,
    )
  })

  it('an incomplete draft cannot be sent, in the caller’s language', async () => {
    const { client, agreementId } = await acceptProposalThroughRoute(ctx)
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/bookings/agreements/${agreementId}/versions`,
      headers: { ...client.headers, 'accept-language': 'ko' },
      payload: {},
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(BOOKING_SERVER_MESSAGES_KO.AGREEMENT_INCOMPLETE)
  })

  it('the agency owning the profile is the model side', async () => {
    const { client, agreementId } = await bookThroughRoute(ctx, { owner: cast.agency })
    agreementOf(await calls.propose(client, agreementId))
    const confirmed = agreementOf(await calls.accept(cast.agency, agreementId, 1))
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.parties.model.agencyName).not.toBeNull()
  })
})

describe('after confirmation', () => {
  async function confirmedBooking() {
    const booking = await bookThroughRoute(ctx)
    agreementOf(await calls.propose(booking.client, booking.agreementId))
    const confirmed = agreementOf(await calls.accept(booking.model, booking.agreementId, 1))
    return { ...booking, terms: confirmed.versions[0]!.content.terms }
  }

  it('the draft cannot be edited; a change is a new version the other side accepts or declines', async () => {
    const { client, model, agreementId, terms } = await confirmedBooking()
    const edit = await calls.saveDraft(client, agreementId, terms)
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe(BOOKING_SERVER_MESSAGES.AGREEMENT_NOT_DRAFT)
    expect((await calls.propose(client, agreementId, terms)).json().message).toBe(
      BOOKING_SERVER_MESSAGES.AGREEMENT_SAME_TERMS,
    )

    // The client asks for a longer usage; the model declines: version 1 stays in force.
    const longer = { ...terms, usage: { ...terms.usage, months: 24 } }
    const proposed = await calls.propose(client, agreementId, longer)
    expect(proposed.json().message).toBe(BOOKING_SERVER_MESSAGES.AGREEMENT_CHANGE_PROPOSED)
    const declined = agreementOf(await calls.decline(model, agreementId, 2, 'Not without a fee.'))
    expect(declined).toMatchObject({ status: 'confirmed', agreedVersion: 1 })

    // The model proposes 24 months for a higher fee; the client accepts.
    const priced = { ...longer, fee: { amount: 4_500_000, basis: 'total' as const } }
    agreementOf(await calls.propose(model, agreementId, priced))
    expect(agreementOf(await calls.get(client, agreementId)).can.answer).toBe(3)
    const accepted = agreementOf(await calls.accept(client, agreementId, 3))
    expect(accepted.agreedVersion).toBe(3)
    expect(accepted.versions.map((one) => [one.number, one.status, one.proposedBy])).toEqual([
      [1, 'accepted', 'client'],
      [2, 'declined', 'client'],
      [3, 'accepted', 'model'],
    ])
    // Version 1 is unchanged: the same content and hash as when it was agreed.
    expect(accepted.versions[0]?.content.terms).toEqual(terms)
  })

  it('an agreed version cannot be edited in place, even by a statement straight to the database', async () => {
    const { agreementId } = await confirmedBooking()
    const version = await prisma().agreementVersion.findFirstOrThrow({ where: { agreementId } })
    await expect(
      prisma()
        .$executeRaw`UPDATE agreement_versions SET content = '{}'::jsonb WHERE id = ${version.id}`,
    ).rejects.toThrow(/immutable/)
    await expect(
      prisma().agreementVersion.update({
        where: { id: version.id },
        data: { modelAcceptedIp: '10.0.0.1' },
      }),
    ).rejects.toThrow(/immutable/)
    await expect(prisma().agreementVersion.delete({ where: { id: version.id } })).rejects.toThrow(
      /cannot be deleted/,
    )
    const after = await prisma().agreementVersion.findUniqueOrThrow({ where: { id: version.id } })
    expect(after.contentSha256).toBe(version.contentSha256)
    expect(after.modelAcceptedIp).toBe(version.modelAcceptedIp)
  })

  it('a cancelled booking’s agreement takes no more changes, and stays readable', async () => {
    const { client, model, application, agreementId, terms } = await confirmedBooking()
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.APPLICATION_CANCELLATION(application.id),
      headers: client.headers,
      payload: { reason: 'The campaign was dropped.' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const change = await calls.propose(model, agreementId, { ...terms, specialTerms: 'More.' })
    expect(change.statusCode).toBe(409)
    expect(change.json().message).toBe(BOOKING_SERVER_MESSAGES.AGREEMENT_BOOKING_CANCELLED)
    const seen = agreementOf(await calls.get(model, agreementId))
    expect(seen).toMatchObject({ booking: { standing: false }, agreedVersion: 1 })
    expect(seen.can).toEqual({
      markPaid: false,
      answerPay: false,
      editDraft: false,
      send: false,
      answer: null,
      proposeChange: false,
    })
  })
})

describe('minors (ADR 0035) and the youth work-hour rule', () => {
  it('a minor’s side confirms only with the guardian’s consent on record, which the version keeps', async () => {
    const shoot = dayAfter(40, 3)
    const without = await acceptProposalThroughRoute(
      ctx,
      { filmingDate: shoot },
      { birthDate: bornYearsAgo(16, clock.now()), guardianConsentAt: null, guardianName: null },
    )
    agreementOf(await calls.propose(without.client, without.agreementId))
    const refused = await calls.accept(without.model, without.agreementId, 1)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(SERVER_MESSAGES.BOOKING_NEEDS_GUARDIAN)

    const consentAt = new Date(clock.now().getTime() - DAY_MS)
    const withConsent = await acceptProposalThroughRoute(
      ctx,
      { filmingDate: shoot },
      {
        birthDate: bornYearsAgo(16, clock.now()),
        guardianConsentAt: consentAt,
        guardianName: 'Kim Eun-ji',
      },
    )
    const sent = agreementOf(await calls.propose(withConsent.client, withConsent.agreementId))
    expect(sent.parties.model).toMatchObject({ minor: true, guardianName: 'Kim Eun-ji' })
    expect(sent.youth).toEqual({ rule: 'age_15_to_18', weeklyHoursMax: 40, problems: [] })
    const confirmed = agreementOf(await calls.accept(withConsent.model, withConsent.agreementId, 1))
    expect(confirmed.versions[0]).toMatchObject({
      status: 'accepted',
      guardianConsentAt: consentAt.toISOString(),
      content: { youth: { rule: 'age_15_to_18' } },
    })
  })

  it('a model under 15 cannot be sent shoot hours the Act forbids; the agreement shows the rule', async () => {
    const { client, agreementId } = await bookThroughRoute(ctx, {
      profile: {
        birthDate: bornYearsAgo(12, clock.now()),
        guardianConsentAt: clock.now(),
        guardianName: 'Lee Sun-hee',
      },
    })
    const draft = agreementOf(await calls.get(client, agreementId)).draft!
    const wednesday = dayAfter(40, 3)
    // A school night: 20:00-23:00 is forbidden even with consent.
    const late = complete(draft, {
      shoots: [{ date: wednesday, start: '20:00', end: '23:00', place: 'Studio' }],
      nightWorkConsent: true,
    })
    const refused = await calls.propose(client, agreementId, late)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(BOOKING_SERVER_MESSAGES.AGREEMENT_YOUTH_HOURS)
    const shown = agreementOf(
      await calls.saveDraft(client, agreementId, { ...late, paymentDueDate: null }),
    )
    expect(shown.youth).toEqual({
      rule: 'under_15',
      weeklyHoursMax: 35,
      problems: [{ kind: 'night_hours', date: wednesday }],
    })

    const day = complete(draft, {
      shoots: [{ date: wednesday, start: '10:00', end: '17:00', place: 'Studio' }],
    })
    const sent = agreementOf(await calls.propose(client, agreementId, day))
    expect(sent.versions[0]?.content.youth).toEqual({
      rule: 'under_15',
      weeklyHoursMax: 35,
      problems: [],
    })
  })
})
