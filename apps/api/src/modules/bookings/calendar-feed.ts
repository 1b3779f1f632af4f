// A user's private calendar feed (issue #28, ADR 0048): the confirmed shoot days of their
// bookings as iCalendar, at a URL whose secret token is the only credential. Only the token's
// SHA-256 is stored; a new token replaces the old one at once (the old URL then answers 404,
// as does any token that was never issued, or one of an account that is gone or suspended).
import { createHash, randomBytes } from 'node:crypto'
import ical, { ICalEventStatus } from 'ical-generator'
import {
  BOOKING_API_PATHS,
  BOOKING_WEB_ROUTES,
  DAY_MS,
  type AgreementContent,
  type CalendarFeed,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { notFound } from '../../lib/http-error.js'

/** 32 random bytes: 43 base64url characters, 256 bits nobody guesses. */
const TOKEN_BYTES = 32
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A shoot's start and end as instants: Seoul is UTC+9 all year; an end not after its start is the next day. */
export function shootInstants(shoot: { date: string; start: string; end: string }) {
  const start = new Date(`${shoot.date}T${shoot.start}:00+09:00`)
  let end = new Date(`${shoot.date}T${shoot.end}:00+09:00`)
  if (end <= start) end = new Date(end.getTime() + DAY_MS)
  return { start, end }
}

interface FeedDeps {
  prisma: PrismaClient
  clock: Clock
  apiPublicUrl: string
  webOrigin: string | undefined
}

export function createCalendarFeedService({ prisma, clock, apiPublicUrl, webOrigin }: FeedDeps) {
  const stateOf = (feed: { createdAt: Date } | null, url: string | null = null): CalendarFeed => ({
    active: feed !== null,
    createdAt: feed?.createdAt.toISOString() ?? null,
    url,
  })

  return {
    async get(userId: number): Promise<CalendarFeed> {
      return stateOf(
        await prisma.calendarFeed.findUnique({ where: { userId }, select: { createdAt: true } }),
      )
    },

    /** A new secret URL (shown in this answer only); the previous one stops working at once. */
    async reset(userId: number): Promise<CalendarFeed> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url')
      const now = clock.now()
      const feed = await prisma.calendarFeed.upsert({
        where: { userId },
        create: { userId, tokenHash: hashOf(token), createdAt: now },
        update: { tokenHash: hashOf(token), createdAt: now },
        select: { createdAt: true },
      })
      return stateOf(feed, `${apiPublicUrl}${BOOKING_API_PATHS.CALENDAR_FEED_ICS(token)}`)
    },

    async remove(userId: number): Promise<CalendarFeed> {
      await prisma.calendarFeed.deleteMany({ where: { userId } })
      return stateOf(null)
    },

    /** The feed of a token, as iCalendar text; 404 for every token that is not a live one. */
    async render(token: string): Promise<string> {
      const bare = token.endsWith('.ics') ? token.slice(0, -4) : token
      if (!TOKEN_PATTERN.test(bare)) throw notFound()
      const feed = await prisma.calendarFeed.findUnique({
        where: { tokenHash: hashOf(bare) },
        select: { user: { select: { id: true, deletedAt: true, suspendedAt: true } } },
      })
      if (!feed || feed.user.deletedAt || feed.user.suspendedAt) throw notFound()
      const userId = feed.user.id
      const agreements = await prisma.bookingAgreement.findMany({
        where: {
          agreedVersion: { not: null },
          OR: [{ clientId: userId }, { modelUserId: userId }],
          AND: [
            {
              OR: [
                { application: { status: 'booked' } },
                { proposal: { status: 'accepted' } },
                { option: { status: 'booked' } },
              ],
            },
          ],
        },
        orderBy: { id: 'asc' },
        take: 500,
        select: {
          id: true,
          clientId: true,
          agreedVersion: true,
          versions: { select: { number: true, content: true } },
        },
      })
      const calendar = ical({
        name: 'Casting N Model',
        prodId: { company: 'Casting N Model', product: 'bookings', language: 'EN' },
        ttl: 3600,
      })
      for (const agreement of agreements) {
        const agreed = agreement.versions.find((one) => one.number === agreement.agreedVersion)
        if (!agreed) continue
        const content = agreed.content as unknown as AgreementContent
        const client = agreement.clientId === userId
        const counterpart = client
          ? content.parties.model.stageName
          : content.parties.client.companyName
        const link = webOrigin
          ? `${webOrigin}${BOOKING_WEB_ROUTES.mypageBooking(agreement.id)}`
          : undefined
        content.terms.shoots.forEach((shoot, index) => {
          const { start, end } = shootInstants(shoot)
          calendar.createEvent({
            id: `cnm-agreement-${agreement.id}-shoot-${index + 1}@castingnmodel`,
            start,
            end,
            stamp: clock.now(),
            summary: counterpart
              ? `${content.booking.title} (${counterpart})`
              : content.booking.title,
            // The place goes only into the feed of a party to the booking: this feed's owner.
            location: shoot.place,
            description: `Shoot ${shoot.start}-${shoot.end} (Seoul time), agreement version ${agreed.number}.`,
            ...(link ? { url: link } : {}),
          })
        })
      }
      await addHolds(prisma, calendar, userId, clock.now())
      return calendar.toString()
    },
  }
}

/**
 * The holds on the feed owner's own profiles (ADR 0054): standing options, and booked ones whose
 * agreement is not confirmed yet, as all-day TENTATIVE events. Only the model side's feed has
 * them, and they name the model and the rank, never the client (no company, no contact).
 */
async function addHolds(
  prisma: PrismaClient,
  calendar: ReturnType<typeof ical>,
  userId: number,
  now: Date,
) {
  const holds = await prisma.modelOption.findMany({
    where: {
      profile: { ownerId: userId },
      optionDate: { gte: new Date(now.getTime() - 31 * DAY_MS) },
      OR: [
        { status: { in: ['pending', 'accepted'] }, expiresAt: { gt: now } },
        { status: 'booked', agreement: { agreedVersion: null } },
      ],
    },
    orderBy: [{ optionDate: 'asc' }, { id: 'asc' }],
    take: 500,
    select: { id: true, optionDate: true, status: true, profile: { select: { stageName: true } } },
  })
  for (const hold of holds) {
    const day = hold.optionDate.toISOString().slice(0, 10)
    calendar.createEvent({
      id: `cnm-option-${hold.id}@castingnmodel`,
      // An all-day event on the Seoul date: ical-generator writes an all-day date from UTC.
      start: new Date(`${day}T00:00:00Z`),
      allDay: true,
      stamp: now,
      status: ICalEventStatus.TENTATIVE,
      summary: `Option hold (${hold.status}): ${hold.profile.stageName}`,
      description: 'A client holds this date; it is not a booking until an agreement is confirmed.',
    })
  }
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>
