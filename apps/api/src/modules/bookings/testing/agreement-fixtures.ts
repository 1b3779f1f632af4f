// Bookings made through the real routes (so the draft agreement is the one the booking starts),
// and the agreement calls both sides make (issue #28, ADR 0044).
import {
  API_PATHS,
  agreementResponseSchema,
  BOOKING_API_PATHS,
  SERVICE_TYPE,
  type Agreement,
  type AgreementDraft,
  type AgreementTerms,
} from '@cnm/contracts'
import { expect } from 'vitest'
import type { Prisma } from '../../../generated/prisma/client.js'
import type { TestAppContext } from '../../../../test/helpers/app.js'
import { createSession, signIn, type SignedIn } from '../../../../test/helpers/factories.js'
import { DAY_MS } from '@cnm/contracts'
import { issueAccessToken } from '../../../plugins/auth.js'
import { createApplication, createCasting } from '../../applications/testing/casting-factory.js'
import { createProfile } from '../../models/testing/model-fixtures.js'
import { signInApprovedClient } from '../../reviews/testing/trust-fixtures.js'
import { createProposal } from '../../threads/testing/thread-fixtures.js'

export const FILMING_DATE = '2030-03-06'

/**
 * A fresh approved client books a fresh model's (or `owner`'s) profile through
 * PATCH /applications/{id}: the casting films on FILMING_DATE in Seongsu-dong for 3,000,000
 * KRW in total, images on Instagram and YouTube for 12 months.
 */
export async function bookThroughRoute(
  ctx: TestAppContext,
  {
    owner,
    client: clientAccount,
    profile: profileData = {},
    casting: castingData = {},
    existingProfile,
  }: {
    owner?: SignedIn
    client?: SignedIn
    profile?: Partial<Prisma.ModelProfileUncheckedCreateInput>
    /** Book this profile of `owner` again instead of creating one. */
    existingProfile?: { id: number }
    casting?: Partial<Prisma.CastingUncheckedCreateInput>
  } = {},
) {
  const prisma = ctx.db.prisma
  const [client, model] = await Promise.all([
    clientAccount ?? signInApprovedClient(ctx.app),
    owner ?? signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
  ])
  const casting = await createCasting(prisma, client.user.id, {
    filmingDate: new Date(`${FILMING_DATE}T00:00:00Z`),
    usageMonths: 12,
    ...castingData,
  })
  const profile =
    existingProfile ??
    (await createProfile(prisma, model.user.id, { stageName: 'Mina Kim', ...profileData }))
  const application = await createApplication(prisma, {
    castingId: casting.id,
    modelProfileId: profile.id,
    applicantId: model.user.id,
    status: 'shortlisted',
  })
  const booked = await ctx.app.inject({
    method: 'PATCH',
    url: API_PATHS.APPLICATION(application.id),
    headers: client.headers,
    payload: { status: 'booked' },
  })
  expect(booked.statusCode, booked.body).toBe(200)
  const agreement = await prisma.bookingAgreement.findUniqueOrThrow({
    where: { applicationId: application.id },
  })
  return { client, model, casting, profile, application, agreementId: agreement.id }
}

/** A fresh client's direct proposal to a fresh model, accepted through PATCH /proposals/{id}. */
export async function acceptProposalThroughRoute(
  ctx: TestAppContext,
  data: Partial<Prisma.CastingProposalUncheckedCreateInput> = {},
  profileData: Partial<Prisma.ModelProfileUncheckedCreateInput> = {},
) {
  const prisma = ctx.db.prisma
  const [client, model] = await Promise.all([
    signInApprovedClient(ctx.app),
    signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
  ])
  const proposal = await createProposal(
    prisma,
    { senderId: client.user.id, recipientId: model.user.id },
    data,
  )
  if (Object.keys(profileData).length > 0 && proposal.targetModelProfileId !== null) {
    await prisma.modelProfile.update({
      where: { id: proposal.targetModelProfileId },
      data: profileData,
    })
  }
  const accepted = await ctx.app.inject({
    method: 'PATCH',
    url: API_PATHS.PROPOSAL(proposal.id),
    headers: model.headers,
    payload: { status: 'accepted' },
  })
  expect(accepted.statusCode, accepted.body).toBe(200)
  const agreement = await prisma.bookingAgreement.findUniqueOrThrow({
    where: { proposalId: proposal.id },
  })
  return { client, model, proposal, agreementId: agreement.id }
}

/** The calls of the agreement routes; each answers the raw response. */
export function agreementCalls(ctx: TestAppContext) {
  const inject = (
    who: SignedIn | null,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    ip = '203.0.113.7',
  ) =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload }),
    })
  return {
    get: (who: SignedIn | null, id: number) => inject(who, 'GET', BOOKING_API_PATHS.AGREEMENT(id)),
    list: (who: SignedIn | null) => inject(who, 'GET', BOOKING_API_PATHS.AGREEMENTS),
    saveDraft: (who: SignedIn | null, id: number, terms: AgreementDraft) =>
      inject(who, 'PUT', BOOKING_API_PATHS.AGREEMENT_DRAFT(id), { terms }),
    propose: (who: SignedIn | null, id: number, terms?: AgreementTerms, ip?: string) =>
      inject(who, 'POST', BOOKING_API_PATHS.AGREEMENT_VERSIONS(id), terms ? { terms } : {}, ip),
    accept: (who: SignedIn | null, id: number, number: number, ip?: string) =>
      inject(who, 'POST', BOOKING_API_PATHS.AGREEMENT_ACCEPTANCE(id, number), undefined, ip),
    decline: (who: SignedIn | null, id: number, number: number, reason = '') =>
      inject(who, 'POST', BOOKING_API_PATHS.AGREEMENT_DECLINE(id, number), { reason }),
    pdf: (who: SignedIn | null, id: number, number: number, lang?: 'en' | 'ko') =>
      inject(
        who,
        'GET',
        `${BOOKING_API_PATHS.AGREEMENT_PDF(id, number)}${lang ? `?lang=${lang}` : ''}`,
      ),
  }
}

/** A POST as `who`, with a JSON body when given (pay, cancellations). */
export const postAs = (ctx: TestAppContext, who: SignedIn, url: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload }),
  })

/** `who` cancels a booked application with a reason; the answer must be 200. */
export async function cancelBooking(ctx: TestAppContext, who: SignedIn, applicationId: number) {
  const cancelled = await postAs(ctx, who, API_PATHS.APPLICATION_CANCELLATION(applicationId), {
    reason: 'The shoot is off.',
  })
  expect(cancelled.statusCode, cancelled.body).toBe(200)
}

/** `who` signed in again at the clock's time: sessions do not outlive a long jump of the clock. */
export async function signInAgain(ctx: TestAppContext, who: SignedIn): Promise<SignedIn> {
  const session = await createSession(ctx.db.prisma, {
    userId: who.user.id,
    expiresAt: new Date(ctx.app.clock.now().getTime() + 30 * DAY_MS),
  })
  const token = issueAccessToken(ctx.app, {
    userId: who.user.id,
    sessionId: session.id,
    role: who.user.role,
  })
  return { user: who.user, session, token, headers: { authorization: `Bearer ${token}` } }
}

/** The agreement of a 200 answer. */
export function agreementOf(response: {
  statusCode: number
  body: string
  json: () => unknown
}): Agreement {
  expect(response.statusCode, response.body).toBe(200)
  return agreementResponseSchema.parse(response.json()).data.agreement
}
