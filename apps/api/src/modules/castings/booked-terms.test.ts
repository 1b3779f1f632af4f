// Issue #25, finding 6: once a model is booked, the terms the booking rests on (dates, place,
// pay, usage) stay as booked. Before, the client could move the filming date after a booking
// and with it the review window (a 1-star review released alone, or a window that never opens).
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  CASTING_SERVER_MESSAGES,
  CASTING_SERVER_MESSAGES_KO,
  type CastingInputRaw,
  DAY_MS,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { castingInput, setupCastingSuite } from './testing/casting-fixtures.js'

const clock = createFakeClock(new Date())
const { ctx, cast } = setupCastingSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })

const call = (who: SignedIn, method: 'POST' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: who.headers, payload })

/** A live casting of the owner with one application of the model, booked when `book`. */
async function castingWithApplicant(book: boolean) {
  const input = castingInput(clock.now(), { publish: true, modelNumber: 2 })
  const posted = await call(cast.owner, 'POST', API_PATHS.CASTINGS, input)
  expect(posted.statusCode, posted.body).toBe(201)
  const castingId: number = posted.json().data.casting.id
  const profile = await ctx.db.prisma.modelProfile.findFirstOrThrow({
    where: { ownerId: cast.model.user.id },
  })
  const applied = await call(cast.model, 'POST', API_PATHS.CASTING_APPLICATIONS(castingId), {
    modelId: profile.id,
    note: 'Available all week.',
  })
  expect(applied.statusCode, applied.body).toBe(201)
  if (book) {
    const applicationId: number = applied.json().data.application.id
    const booked = await call(cast.owner, 'PATCH', API_PATHS.APPLICATION(applicationId), {
      status: 'booked',
    })
    expect(booked.statusCode, booked.body).toBe(200)
  }
  return { castingId, input }
}

const edit = (castingId: number, input: CastingInputRaw) =>
  call(cast.owner, 'PATCH', API_PATHS.CASTING(castingId), input)

const later = (date: string | null, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10)

describe('a booked casting keeps the terms its models were booked on', () => {
  it('refuses a new filming date, place, pay or usage once a model is booked, naming each field', async () => {
    const { castingId, input } = await castingWithApplicant(true)
    const changes: [keyof CastingInputRaw, CastingInputRaw[keyof CastingInputRaw]][] = [
      ['filmingDate', later(input.filmingDate, 20)],
      ['filmingDate', later(input.filmingDate, -13)],
      ['locationOfFilming', 'A studio in Busan'],
      ['budget', 300_000],
      ['budgetType', 'total'],
      ['usageMonths', 24],
      ['usageScope', 'Worldwide, every medium'],
    ]
    for (const [field, value] of changes) {
      const refused = await edit(castingId, { ...input, [field]: value })
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(409)
      expect(refused.json()).toMatchObject({
        message: CASTING_SERVER_MESSAGES.TERMS_LOCKED,
        fields: { [field]: CASTING_SERVER_MESSAGES.TERM_LOCKED },
      })
    }
    // Fewer models than are booked is refused too.
    const fewer = await edit(castingId, { ...input, modelNumber: 0 })
    expect(fewer.statusCode).not.toBe(200)

    // Nothing moved: the detail still shows the booked terms.
    const detail = await ctx.app.inject({ method: 'GET', url: API_PATHS.CASTING(castingId) })
    expect(detail.json().data).toMatchObject({
      filmingDate: input.filmingDate,
      pay: { budget: input.budget },
      usageMonths: input.usageMonths,
      locationOfFilming: input.locationOfFilming,
    })

    // What the booking does not rest on can still be edited.
    const retitled = await edit(castingId, { ...input, title: 'Spring lookbook, final call' })
    expect(retitled.statusCode, retitled.body).toBe(200)

    // A Korean client reads why, in Korean.
    const korean = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.CASTING(castingId),
      headers: { ...cast.owner.headers, 'accept-language': 'ko' },
      payload: { ...input, budget: 1 },
    })
    expect(korean.statusCode).toBe(409)
    expect(korean.json().message).toBe(CASTING_SERVER_MESSAGES_KO.TERMS_LOCKED)
  })

  it('lets the client change the terms while nobody is booked yet', async () => {
    const { castingId, input } = await castingWithApplicant(false)
    const moved = await edit(castingId, {
      ...input,
      filmingDate: later(input.filmingDate, 7),
      budget: 700_000,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.casting).toMatchObject({
      filmingDate: later(input.filmingDate, 7),
      pay: { budget: 700_000 },
    })
  })
})
