// The image-usage ledger and the calendar feed (issue #28, ADR 0048).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  BOOKING_API_PATHS,
  BOOKING_SERVER_MESSAGES,
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  imageUsageListResponseSchema,
  imageUsageParamsSchema,
  imageUsageResponseSchema,
  USAGE_NOTICE_SERVER_MESSAGES,
  usageNoticeAnswerInputSchema,
  usageNoticeInputSchema,
} from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { createCalendarFeedService } from './calendar-feed.js'
import { createBookingsService } from './bookings.service.js'
import { createImageUsageService } from './image-usage.js'
import { createUsageNoticeService } from './usage-notices.js'

const TAGS = ['bookings']

export async function usageAndCalendarRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const usage = createImageUsageService({ prisma: app.prisma, clock: app.clock })
  const feeds = createCalendarFeedService({
    prisma: app.prisma,
    clock: app.clock,
    apiPublicUrl: app.config.apiPublicUrl,
    webOrigin: app.config.webOrigins[0],
  })
  const notices = createUsageNoticeService({
    prisma: app.prisma,
    clock: app.clock,
    webOrigin: app.config.webOrigins[0] ?? 'http://localhost:5173',
    bookings: createBookingsService({ prisma: app.prisma, clock: app.clock }),
  })

  typed.get(
    BOOKING_API_PATHS.IMAGE_USAGES,
    signedInRead(app, {
      tags: TAGS,
      summary:
        "Where the pictures of the caller's confirmed bookings may be used, and until when (soonest end first)",
      response: { 200: imageUsageListResponseSchema, ...errorResponses(401) },
    }),
    async (request) => envelope({ items: await usage.list(authOf(request).userId) }),
  )

  typed.post(
    BOOKING_API_PATHS.USAGE_NOTICE(':id'),
    signedInWrite(app, RATE_LIMITS.bookingWrite, {
      tags: TAGS,
      summary:
        'The model side tells the client that a usage has ended (409 before its end date); the client must acknowledge it',
      params: imageUsageParamsSchema,
      body: usageNoticeInputSchema,
      response: { 200: imageUsageResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    }),
    async (request) => {
      const sent = await notices.send(authOf(request), request.params.id, request.body.message)
      if (sent.emails > 0) app.outbox.wake()
      return envelope({ usage: sent.usage }, USAGE_NOTICE_SERVER_MESSAGES.NOTICE_SENT)
    },
  )

  typed.post(
    BOOKING_API_PATHS.USAGE_NOTICE_ACKNOWLEDGEMENT(':id'),
    signedInWrite(app, RATE_LIMITS.bookingWrite, {
      tags: TAGS,
      summary:
        'The client acknowledges a usage-ended notice: taken down on a date, or an extension (a new agreement version with its own fee)',
      params: imageUsageParamsSchema,
      body: usageNoticeAnswerInputSchema,
      response: { 200: imageUsageResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    }),
    async (request) => {
      const answered = await notices.acknowledge(
        authOf(request),
        request.params.id,
        request.body,
        request.ip,
      )
      if (answered.emails > 0) app.outbox.wake()
      return envelope(
        { usage: answered.usage },
        request.body.answer === 'taken_down'
          ? USAGE_NOTICE_SERVER_MESSAGES.TAKEN_DOWN_RECORDED
          : USAGE_NOTICE_SERVER_MESSAGES.EXTENSION_PROPOSED,
      )
    },
  )

  typed.get(
    BOOKING_API_PATHS.CALENDAR_FEED,
    signedInRead(app, {
      tags: TAGS,
      summary: "Whether the caller's calendar feed is on (its URL is shown only when made)",
      response: { 200: calendarFeedResponseSchema, ...errorResponses(401) },
    }),
    async (request) => envelope({ feed: await feeds.get(authOf(request).userId) }),
  )

  typed.post(
    BOOKING_API_PATHS.CALENDAR_FEED,
    signedInWrite(app, RATE_LIMITS.calendarFeedWrite, {
      tags: TAGS,
      summary: 'A new secret calendar URL for the caller; the previous one stops working',
      response: { 200: calendarFeedResponseSchema, ...errorResponses(401, 429) },
    }),
    async (request) =>
      envelope(
        { feed: await feeds.reset(authOf(request).userId) },
        BOOKING_SERVER_MESSAGES.CALENDAR_FEED_CREATED,
      ),
  )

  typed.delete(
    BOOKING_API_PATHS.CALENDAR_FEED,
    signedInWrite(app, RATE_LIMITS.calendarFeedWrite, {
      tags: TAGS,
      summary: "Turns the caller's calendar feed off",
      response: { 200: calendarFeedResponseSchema, ...errorResponses(401, 429) },
    }),
    async (request) =>
      envelope(
        { feed: await feeds.remove(authOf(request).userId) },
        BOOKING_SERVER_MESSAGES.CALENDAR_FEED_REMOVED,
      ),
  )

  typed.get(
    BOOKING_API_PATHS.CALENDAR_FEED_ICS(':token'),
    {
      config: { rateLimit: RATE_LIMITS.calendarFeed },
      schema: {
        tags: TAGS,
        summary:
          'The confirmed shoot days of the token owner’s bookings as iCalendar (no account: the secret token is the credential; 404 for any other token)',
        params: calendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const body = await feeds.render(request.params.token)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(body)
    },
  )
}
