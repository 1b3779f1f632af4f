// The private calendar feed (issue #28, ADR 0048): a secret URL per user, its token stored
// hashed, listing the confirmed shoot days of the user's bookings; a reset stops the old URL;
// any token that is not live answers the same 404.
import { describe, expect, it } from 'vitest'
import {
  BOOKING_API_PATHS,
  calendarFeedResponseSchema,
  type AgreementContent,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { agreementCalls, agreementOf, bookThroughRoute } from './testing/agreement-fixtures.js'

const clock = createFakeClock('2030-02-01T03:00:00.000Z')
const { ctx } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)

const feedCall = (who: SignedIn | null, method: 'GET' | 'POST' | 'DELETE') =>
  ctx.app.inject({
    method,
    url: BOOKING_API_PATHS.CALENDAR_FEED,
    headers: who ? who.headers : {},
  })

async function newFeedUrl(who: SignedIn) {
  const response = await feedCall(who, 'POST')
  expect(response.statusCode, response.body).toBe(200)
  const { feed } = calendarFeedResponseSchema.parse(response.json()).data
  expect(feed.active).toBe(true)
  return new URL(feed.url!)
}

const read = (url: URL | string) =>
  ctx.app.inject({ method: 'GET', url: typeof url === 'string' ? url : url.pathname })

/** The VEVENTs of an iCalendar text, each as its properties (long lines unfolded). */
function eventsOf(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  const events: Array<Record<string, string>> = []
  let current: Record<string, string> | null = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'END:VEVENT' && current) {
      events.push(current)
      current = null
    } else if (current) {
      const colon = line.indexOf(':')
      const name = line.slice(0, colon).split(';')[0]!
      current[name] = line
        .slice(colon + 1)
        .replace(/\\,/g, ',')
        .replace(/\\;/g, ';')
    }
  }
  return events
}

/** A booking of `model` whose agreement both sides confirmed, with two shoot days. */
async function confirmedBooking(model: SignedIn) {
  const booking = await bookThroughRoute(ctx, { owner: model })
  const draft = agreementOf(await calls.get(booking.client, booking.agreementId)).draft!
  await calls.saveDraft(booking.client, booking.agreementId, {
    ...draft,
    shoots: [
      { date: '2030-03-06', start: '09:00', end: '18:00', place: 'Studio A, Seongsu-dong' },
      { date: '2030-03-07', start: '20:00', end: '01:00', place: 'Han River park, Seoul' },
    ],
  })
  agreementOf(await calls.propose(booking.client, booking.agreementId))
  agreementOf(await calls.accept(booking.model, booking.agreementId, 1))
  return booking
}

describe('the calendar feed', () => {
  it("lists the confirmed shoot days of the user's bookings, with times and place, for both sides", async () => {
    const booking = await bookThroughRoute(ctx)
    const confirmed = await confirmedBooking(booking.model)
    const url = await newFeedUrl(booking.model)
    expect(url.pathname).toMatch(/^\/calendar-feeds\/[A-Za-z0-9_-]{43}$/)
    const response = await read(url)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('text/calendar')
    const events = eventsOf(response.body)
    // The first booking's agreement was never sent: not confirmed, not in the feed.
    expect(events).toHaveLength(2)
    const agreement = agreementOf(await calls.get(confirmed.client, confirmed.agreementId))
    const title = (agreement.versions[0]!.content as AgreementContent).booking.title
    expect(events[0]).toMatchObject({
      DTSTART: '20300306T000000Z',
      DTEND: '20300306T090000Z',
      LOCATION: 'Studio A, Seongsu-dong',
      SUMMARY: `${title} (${confirmed.casting.companyName})`,
    })
    // An evening shoot that ends after midnight ends the next day.
    expect(events[1]).toMatchObject({
      DTSTART: '20300307T110000Z',
      DTEND: '20300307T160000Z',
      LOCATION: 'Han River park, Seoul',
    })
    // The client's own feed has the same days, named after the model.
    const clientEvents = eventsOf((await read(await newFeedUrl(confirmed.client))).body)
    expect(clientEvents.map((event) => event.SUMMARY)).toEqual([
      `${title} (Mina Kim)`,
      `${title} (Mina Kim)`,
    ])
    // A cancelled booking leaves the feed.
    await ctx.app.prisma.application.update({
      where: { id: confirmed.application.id },
      data: { status: 'cancelled' },
    })
    expect(eventsOf((await read(url)).body)).toEqual([])
  })

  it('stores only a hash; a reset stops the old URL at once; turned off, it answers 404', async () => {
    const { model } = await bookThroughRoute(ctx)
    const first = await newFeedUrl(model)
    const token = first.pathname.split('/').at(-1)!
    const stored = await ctx.app.prisma.calendarFeed.findUniqueOrThrow({
      where: { userId: model.user.id },
    })
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.tokenHash).not.toContain(token)
    const state = calendarFeedResponseSchema.parse((await feedCall(model, 'GET')).json()).data
    expect(state.feed).toMatchObject({ active: true, url: null })
    expect((await read(first)).statusCode).toBe(200)
    expect((await read(`${first.pathname}.ics`)).statusCode).toBe(200)

    const second = await newFeedUrl(model)
    expect(second.pathname).not.toBe(first.pathname)
    expect((await read(first)).statusCode).toBe(404)
    expect((await read(second)).statusCode).toBe(200)

    expect((await feedCall(model, 'DELETE')).statusCode).toBe(200)
    expect((await read(second)).statusCode).toBe(404)
  })

  it('answers the same 404 to a wrong, malformed or suspended token, and guests may not make one', async () => {
    const { model } = await bookThroughRoute(ctx)
    const live = await newFeedUrl(model)
    const wrong = await read(BOOKING_API_PATHS.CALENDAR_FEED_ICS('A'.repeat(43)))
    const malformed = await read(BOOKING_API_PATHS.CALENDAR_FEED_ICS('..%2F..%2Fetc'))
    expect(wrong.statusCode).toBe(404)
    expect(malformed.statusCode).toBe(404)
    expect(malformed.body).toBe(wrong.body)
    await ctx.app.prisma.user.update({
      where: { id: model.user.id },
      data: { suspendedAt: clock.now() },
    })
    const suspended = await read(live)
    expect(suspended.statusCode).toBe(404)
    expect(suspended.body).toBe(wrong.body)
    expect((await feedCall(null, 'POST')).statusCode).toBe(401)
    expect((await feedCall(null, 'GET')).statusCode).toBe(401)
  })
})
