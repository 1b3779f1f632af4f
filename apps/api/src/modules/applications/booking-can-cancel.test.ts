// `canCancel` on both application views (ADR 0024 addendum): the server says whether the
// caller may cancel the booking now, so the web offers "Cancel booking" only when the
// cancellation would be accepted. Each state is one row; every read of the booking agrees,
// and the flag matches what POST /applications/{id}/cancellation then answers.
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  applicantListResponseSchema,
  applicationDetailResponseSchema,
  type ApplicationStatus,
  DAY_MS,
} from '@cnm/contracts'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { createBooking, setupApplicationsSuite } from './testing/casting-factory.js'

const { ctx, cast } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })
const prisma = () => ctx.db.prisma

const get = async (who: SignedIn, url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: who.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

/** canCancel as the client, the model side and an administrator read it, in each view. */
async function flags(client: SignedIn, model: SignedIn, castingId: number, id: number) {
  const detail = async (who: SignedIn) => {
    const { data } = applicationDetailResponseSchema.parse(
      await get(who, API_PATHS.APPLICATION(id)),
    )
    return data.view === 'client' ? data.applicant.canCancel : data.application.canCancel
  }
  const listed = async (who: SignedIn) =>
    applicantListResponseSchema
      .parse(await get(who, API_PATHS.CASTING_APPLICATIONS(castingId)))
      .data.items.find((item) => item.id === id)?.canCancel
  const myCasting = await get(model, `${API_PATHS.MY_CASTINGS}?view=model`)
  const mine = (
    myCasting.data.applications.items as Array<{ id: number; canCancel?: boolean }>
  ).find((item) => item.id === id)?.canCancel
  return {
    clientDetail: await detail(client),
    clientList: await listed(client),
    modelDetail: await detail(model),
    modelList: mine,
    adminDetail: await detail(cast.admin),
    adminList: await listed(cast.admin),
  }
}

const STATES: ReadonlyArray<{
  state: string
  status: ApplicationStatus
  job?: { filmingDate?: Date; completedAt?: Date }
  canCancel: boolean
}> = [
  { state: 'booked, the shoot ahead', status: 'booked', canCancel: true },
  {
    state: 'booked, the shoot tomorrow',
    status: 'booked',
    job: { filmingDate: new Date(Date.now() + DAY_MS) },
    canCancel: true,
  },
  {
    state: 'booked, the filming date passed',
    status: 'booked',
    job: { filmingDate: new Date(Date.now() - 2 * DAY_MS) },
    canCancel: false,
  },
  {
    state: 'booked, the client marked the casting done',
    status: 'booked',
    job: { completedAt: new Date(Date.now() - 1000) },
    canCancel: false,
  },
  { state: 'shortlisted', status: 'shortlisted', canCancel: false },
  { state: 'already cancelled', status: 'cancelled', canCancel: false },
]

describe('canCancel on a booking', () => {
  it.each(STATES)('$state: $canCancel for both sides', async ({ status, job, canCancel }) => {
    const { client, model, casting, application } = await createBooking(ctx.app, prisma(), {
      status,
    })
    if (job) await prisma().casting.update({ where: { id: casting.id }, data: job })

    expect(await flags(client, model, casting.id, application.id)).toEqual({
      clientDetail: canCancel,
      clientList: canCancel,
      modelDetail: canCancel,
      modelList: canCancel,
      // An administrator reads the booking but never cancels it.
      adminDetail: false,
      adminList: false,
    })

    // The flag is what the cancellation route then answers.
    const response = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.APPLICATION_CANCELLATION(application.id),
      headers: model.headers,
      payload: { reason: 'The shoot moved.' },
    })
    expect(response.statusCode, response.body).toBe(canCancel ? 200 : 409)
    if (canCancel) {
      const after = applicationDetailResponseSchema.parse(response.json()).data
      expect(after.view === 'applicant' && after.application.canCancel).toBe(false)
    }
  })
})
