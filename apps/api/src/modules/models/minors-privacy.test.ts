// Issue #25 finding 10 (ADR 0035): a minor's surname and city are data, not only display. They
// are not filtered on, not searchable and not returned to anyone but the profile's manager and
// a client whose booking stands.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, TRUST_API_PATHS } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createUser } from '../../../test/helpers/factories.js'
import {
  createBooking,
  createReview,
  headersFor,
  signInApprovedClient,
} from '../reviews/testing/trust-fixtures.js'
import {
  bornYearsAgo,
  createProfile,
  INFO,
  seedModelReferenceData,
} from './testing/model-fixtures.js'

describe('a minor is known by the first name and the province only', () => {
  const ctx = setupTestApp()
  let childId = 0
  let adultId = 0

  beforeAll(async () => {
    const db = ctx.db.prisma
    await seedModelReferenceData(db)
    const owner = await createUser(db)
    const today = ctx.app.clock.now()
    childId = (
      await createProfile(db, owner.id, {
        stageName: 'Jiwoo Hwangbo',
        birthDate: bornYearsAgo(10, today),
        cityId: INFO.GANGNAM,
        bio: 'Loves dancing.',
      })
    ).id
    adultId = (
      await createProfile(db, owner.id, {
        stageName: 'Sora Hwangbo',
        birthDate: bornYearsAgo(30, today),
        cityId: INFO.GANGNAM,
      })
    ).id
  })

  const listIds = async (query: Record<string, string | number>) => {
    const response = await request(ctx.app.server).get(API_PATHS.MODELS).query(query)
    expect(response.status).toBe(200)
    return (response.body.data.items as { id: number }[]).map((item) => item.id)
  }

  it('does not match a minor on an exact city filter', async () => {
    const ids = await listIds({ cityId: INFO.GANGNAM })
    expect(ids).toContain(adultId)
    expect(ids).not.toContain(childId)
  })

  it('does not find a minor by the surname, but does by the first name', async () => {
    const bySurname = await listIds({ q: 'hwangbo' })
    expect(bySurname).toContain(adultId)
    expect(bySurname).not.toContain(childId)
    expect(await listIds({ q: 'jiwoo' })).toContain(childId)
  })

  it('names a minor by the first name in public reviews', async () => {
    const db = ctx.db.prisma
    const client = await signInApprovedClient(ctx.app)
    const child = await db.modelProfile.findUniqueOrThrow({ where: { id: childId } })
    const booking = await createBooking(db, client.user.id, child.ownerId, { profileId: childId })
    await createReview(db, booking, 'model_to_client')
    const response = await request(ctx.app.server).get(
      TRUST_API_PATHS.PARTNER_REVIEWS(client.user.id),
    )
    expect(response.status).toBe(200)
    const names = (response.body.data.items as { author: { name: string } }[]).map(
      (item) => item.author.name,
    )
    expect(names).toEqual(['Jiwoo'])
  })

  it('shows a client the surname in a thread only once the booking stands', async () => {
    const db = ctx.db.prisma
    const client = await signInApprovedClient(ctx.app)
    const child = await db.modelProfile.findUniqueOrThrow({ where: { id: childId } })
    const booking = await createBooking(db, client.user.id, child.ownerId, {
      profileId: childId,
      status: 'submitted',
    })
    const read = async (headers: Record<string, string>) => {
      const response = await request(ctx.app.server)
        .get(API_PATHS.APPLICATION_MESSAGES(booking.application.id))
        .set(headers)
      expect(response.status).toBe(200)
      return response.body.data as { counterpartName: string; profile: { stageName: string } }
    }
    const before = await read(client.headers)
    expect(before.counterpartName).toBe('Jiwoo')
    expect(before.profile.stageName).toBe('Jiwoo')
    const owner = await db.user.findUniqueOrThrow({ where: { id: child.ownerId } })
    expect((await read(await headersFor(ctx.app, owner))).profile.stageName).toBe('Jiwoo Hwangbo')

    await db.application.update({
      where: { id: booking.application.id },
      data: { status: 'booked' },
    })
    const after = await read(client.headers)
    expect(after.counterpartName).toBe('Jiwoo Hwangbo')
  })
})
