// Issue #25 finding 11 (ADR 0035): under 19 a booking is a minor's contract, which needs the
// legal guardian's consent (Civil Act). A profile under 19 cannot be saved without it; one
// without it (older data) cannot be booked; the client sees a minor's booking rests on it.
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  applicantListResponseSchema,
  MODEL_MESSAGES,
  SERVER_MESSAGES,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { signIn } from '../../../test/helpers/factories.js'
import { bornYearsAgo, createProfile } from '../models/testing/model-fixtures.js'
import { toDateOnly } from '../../lib/read-models/model-card.js'
import {
  createApplication,
  createCasting,
  setupApplicationsSuite,
} from './testing/casting-factory.js'

const { ctx, cast } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })
const prisma = () => ctx.db.prisma

async function applicantOf(birthYears: number, guardianConsentAt: Date | null) {
  const casting = await createCasting(prisma(), cast.castingOwner.user.id)
  const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
  const profile = await createProfile(prisma(), model.user.id, {
    birthDate: bornYearsAgo(birthYears, ctx.app.clock.now()),
    guardianConsentAt,
    guardianName: guardianConsentAt ? 'Kim Parent' : null,
  })
  const application = await createApplication(prisma(), {
    castingId: casting.id,
    modelProfileId: profile.id,
    applicantId: model.user.id,
  })
  return { casting, application, model }
}

const book = (id: number) =>
  ctx.app.inject({
    method: 'PATCH',
    url: API_PATHS.APPLICATION(id),
    headers: cast.castingOwner.headers,
    payload: { status: 'booked' },
  })

describe('a model under 19', () => {
  it('cannot be saved without the guardian’s consent, at 16 as at 12', async () => {
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const birthDate = toDateOnly(bornYearsAgo(16, ctx.app.clock.now()))
    const response = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.MODELS,
      headers: model.headers,
      payload: { stageName: 'Yuna Park', birthDate },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toMatchObject({
      guardianConsent: MODEL_MESSAGES.GUARDIAN_REQUIRED,
    })
  })

  it('is not booked until the guardian has consented; then the client sees it confirmed so', async () => {
    const missing = await applicantOf(17, null)
    const refused = await book(missing.application.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(SERVER_MESSAGES.BOOKING_NEEDS_GUARDIAN)

    const given = await applicantOf(17, new Date('2026-01-01T00:00:00Z'))
    const booked = await book(given.application.id)
    expect(booked.statusCode, booked.body).toBe(200)
    const list = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.CASTING_APPLICATIONS(given.casting.id),
      headers: cast.castingOwner.headers,
    })
    const [card] = applicantListResponseSchema.parse(list.json()).data.items
    expect(card).toMatchObject({ status: 'booked', guardianConsent: 'given' })
  })

  it('an adult books as before, shown as needing no guardian', async () => {
    const adult = await applicantOf(25, null)
    const booked = await book(adult.application.id)
    expect(booked.statusCode, booked.body).toBe(200)
    expect(booked.json().data.applicant).toMatchObject({ guardianConsent: 'not_needed' })
  })
})
