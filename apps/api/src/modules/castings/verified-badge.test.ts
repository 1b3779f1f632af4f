// Issue #25 finding 15 (ADR 0035): the Verified badge belongs to the approved account's own
// name. A casting typed for another company shows "for <brand>, posted by <account>".
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, DAY_MS } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { seedModelReferenceData } from '../models/testing/model-fixtures.js'
import { createCasting, signInApprovedClient } from '../reviews/testing/trust-fixtures.js'

describe('the Verified badge on castings', () => {
  const ctx = setupTestApp()
  const ids = { own: 0, other: 0 }

  beforeAll(async () => {
    const db = ctx.db.prisma
    await seedModelReferenceData(db)
    const client = await signInApprovedClient(ctx.app, { agency: 'Seoul Beauty Lab' })
    const deadline = new Date(ctx.app.clock.now().getTime() + 30 * DAY_MS)
    const publishedAt = new Date(ctx.app.clock.now().getTime() - DAY_MS)
    ids.own = (
      await createCasting(db, client.user.id, {
        companyName: 'Seoul Beauty Lab',
        applicationDeadline: deadline,
        publishedAt,
      })
    ).id
    ids.other = (
      await createCasting(db, client.user.id, {
        companyName: 'Probe Studio',
        applicationDeadline: deadline,
        publishedAt,
      })
    ).id
  })

  it('names the account and the brand apart on the board', async () => {
    const response = await request(ctx.app.server).get(API_PATHS.CASTINGS)
    expect(response.status).toBe(200)
    const clients = new Map(
      (response.body.data.items as { id: number; client: unknown }[]).map((item) => [
        item.id,
        item.client,
      ]),
    )
    expect(clients.get(ids.own)).toMatchObject({
      name: 'Seoul Beauty Lab',
      verified: true,
      forBrand: null,
    })
    expect(clients.get(ids.other)).toMatchObject({
      name: 'Seoul Beauty Lab',
      verified: true,
      forBrand: 'Probe Studio',
    })
  })

  it('never puts the badge on a name typed on the casting', async () => {
    const response = await request(ctx.app.server).get(API_PATHS.CASTING(ids.other))
    expect(response.status).toBe(200)
    expect(response.body.data.client).toEqual({
      id: expect.any(Number),
      name: 'Seoul Beauty Lab',
      verified: true,
      forBrand: 'Probe Studio',
    })
  })
})
