// Issue #25, finding 8: an administrator's hide or hold stops bookings on the casting, since a
// booking is what shows the two sides each other's contact details. Hidden, held, draft and
// staff-closed castings book nobody and take no applications; a casting that closed at its
// deadline, by its client or because it filled up still lets its client book among those who
// applied (ADR 0024), which is how a casting ends.
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  ERROR_CODES,
  SERVER_MESSAGES,
  SERVER_MESSAGES_KO,
  SERVICE_TYPE,
  type ApplicationStatus,
} from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { createProfile } from '../models/testing/model-fixtures.js'
import { createBooking, setupApplicationsSuite } from './testing/casting-factory.js'

const { ctx, cast } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })
const prisma = () => ctx.db.prisma

const book = (who: SignedIn, applicationId: number, language = 'en') =>
  ctx.app.inject({
    method: 'PATCH',
    url: API_PATHS.APPLICATION(applicationId),
    headers: { ...who.headers, 'accept-language': language },
    payload: { status: 'booked' },
  })

/** A shortlisted application on a fresh casting, then the casting changed as `change` says. */
async function shortlisted(change: Prisma.CastingUncheckedUpdateInput = {}) {
  const setting = await createBooking(ctx.app, prisma(), {
    status: 'shortlisted' satisfies ApplicationStatus,
  })
  await prisma().casting.update({ where: { id: setting.casting.id }, data: change })
  return setting
}

async function expectNotBooked(applicationId: number, castingId: number) {
  const application = await prisma().application.findUniqueOrThrow({
    where: { id: applicationId },
  })
  expect(application.status).toBe('shortlisted')
  const casting = await prisma().casting.findUniqueOrThrow({ where: { id: castingId } })
  expect(casting.bookedCount).toBe(0)
}

describe('a booking on a casting the platform has stopped', () => {
  it('is refused once an administrator hides the casting, in English and Korean', async () => {
    const { client, casting, application } = await shortlisted()
    const hide = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.ADMIN_CASTING_HIDE(casting.id),
      headers: cast.admin.headers,
      payload: { reason: 'Reported as a fake audition that asks for money.' },
    })
    expect(hide.statusCode, hide.body).toBe(200)

    const refused = await book(client, application.id)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toEqual({
      code: ERROR_CODES.CONFLICT,
      message: SERVER_MESSAGES.BOOKING_CASTING_HIDDEN,
    })
    const korean = await book(client, application.id, 'ko')
    expect(korean.json().message).toBe(SERVER_MESSAGES_KO.BOOKING_CASTING_HIDDEN)
    await expectNotBooked(application.id, casting.id)
  })

  it('is refused while the casting is hidden because its client is suspended', async () => {
    const { client, casting, application } = await shortlisted({
      hiddenAt: new Date(),
      hiddenBySuspension: true,
    })
    const refused = await book(client, application.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(SERVER_MESSAGES.BOOKING_CASTING_HIDDEN)
    await expectNotBooked(application.id, casting.id)
  })

  it('is refused while the casting is held for review', async () => {
    const { client, casting, application } = await shortlisted({
      status: 'held',
      holdReason: 'Registration fee',
    })
    const refused = await book(client, application.id, 'ko')
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toEqual({
      code: ERROR_CODES.CONFLICT,
      message: SERVER_MESSAGES_KO.BOOKING_CASTING_HELD,
    })
    await expectNotBooked(application.id, casting.id)
  })

  it.each([
    ['sent back to draft by an administrator', { status: 'draft', holdReason: 'Asks for a fee' }],
    ['closed by our staff', { status: 'closed', closedAt: new Date(), closedReason: 'admin' }],
  ] as const)('is refused on a casting %s', async (_, change) => {
    const { client, casting, application } = await shortlisted(change)
    const refused = await book(client, application.id)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().message).toBe(SERVER_MESSAGES.BOOKING_CASTING_NOT_OPEN)
    await expectNotBooked(application.id, casting.id)
  })

  it.each(['deadline', 'client'] as const)(
    'still goes through on a casting closed by its %s (the client picks among applicants)',
    async (closedReason) => {
      const { client, application } = await shortlisted({
        status: 'closed',
        closedAt: new Date(),
        closedReason,
      })
      const booked = await book(client, application.id)
      expect(booked.statusCode, booked.body).toBe(200)
      expect(booked.json().data.applicant.status).toBe('booked')
    },
  )

  it('goes through again once the administrator restores the casting', async () => {
    const { client, casting, application } = await shortlisted({ hiddenAt: new Date() })
    expect((await book(client, application.id)).statusCode).toBe(409)
    await prisma().casting.update({ where: { id: casting.id }, data: { hiddenAt: null } })
    const booked = await book(client, application.id)
    expect(booked.statusCode, booked.body).toBe(200)
  })
})

describe('an application to a casting the platform has stopped', () => {
  it.each([
    ['hidden', { hiddenAt: new Date() }],
    ['held', { status: 'held' }],
    ['closed', { status: 'closed', closedAt: new Date(), closedReason: 'admin' }],
  ] as const)('is refused on a %s casting and nothing is written', async (_, change) => {
    const { casting } = await shortlisted(change)
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const profile = await createProfile(prisma(), model.user.id, { stageName: 'Hana Lee' })
    const response = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_APPLICATIONS(casting.id),
      headers: model.headers,
      payload: { modelId: profile.id, note: 'I would love to join.' },
    })
    // Not on the board, so not there for the applicant either (no probing by id, ADR 0024).
    expect(response.statusCode, response.body).toBe(404)
    expect(await prisma().application.count({ where: { modelProfileId: profile.id } })).toBe(0)
  })
})
