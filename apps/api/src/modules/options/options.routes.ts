import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  bookingCancellationInputSchema,
  OPTION_API_PATHS,
  SERVER_MESSAGES,
  OPTION_SERVER_MESSAGES,
  calendarQuerySchema,
  optionBookingResponseSchema,
  optionCalendarResponseSchema,
  optionIdParamsSchema,
  unavailableDateParamsSchema,
  unavailableDatesResponseSchema,
  optionInputSchema,
  optionListResponseSchema,
  optionResponseSchema,
} from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { createOptionsService } from './options.service.js'
import { createOptionCalendarService } from './option-calendar.js'

const TAGS = ['options']

/**
 * Options (holds) on dates (issue #29, ADR 0049). Approved clients place them and release or
 * book their own; the profile's owner (model account or agency) accepts or declines them.
 * Anybody else's option answers 404, to either side's routes alike.
 */
export const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = createOptionsService({ prisma: app.prisma, clock: app.clock })
  const calendar = createOptionCalendarService({ prisma: app.prisma, clock: app.clock })

  app.post(
    OPTION_API_PATHS.OPTIONS,
    signedInWrite(app, RATE_LIMITS.optionPlace, {
      tags: TAGS,
      summary: 'Place options on a model for dates (approved clients); the rank follows the queue',
      body: optionInputSchema,
      response: { 201: optionListResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          envelope(
            { options: await options.place(authOf(request).userId, request.body) },
            OPTION_SERVER_MESSAGES.PLACED,
          ),
        ),
  )

  app.get(
    OPTION_API_PATHS.OPTIONS,
    signedInRead(app, {
      tags: TAGS,
      summary: "The caller's options as a client, with rank and status",
      response: { 200: optionListResponseSchema, ...errorResponses(401) },
    }),
    async (request) => envelope({ options: await options.mine(authOf(request).userId) }),
  )

  app.get(
    OPTION_API_PATHS.OPTIONS_HELD,
    signedInRead(app, {
      tags: TAGS,
      summary: "Options on the caller's profiles from today on, by date (the model side)",
      response: { 200: optionListResponseSchema, ...errorResponses(401) },
    }),
    async (request) => envelope({ options: await options.held(authOf(request).userId) }),
  )

  const actions = [
    [
      OPTION_API_PATHS.OPTION_ACCEPTANCE,
      'accept',
      'The model side: the date is free',
      OPTION_SERVER_MESSAGES.ACCEPTED,
    ],
    [
      OPTION_API_PATHS.OPTION_DECLINE,
      'decline',
      'The model side declines the option',
      OPTION_SERVER_MESSAGES.DECLINED,
    ],
    [
      OPTION_API_PATHS.OPTION_RELEASE,
      'release',
      'The client lets the option go; the next moves up',
      OPTION_SERVER_MESSAGES.RELEASED,
    ],
  ] as const
  for (const [path, action, summary, message] of actions) {
    app.post(
      path(':id'),
      signedInWrite(app, RATE_LIMITS.optionWrite, {
        tags: TAGS,
        summary,
        params: optionIdParamsSchema,
        response: { 200: optionResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
      async (request) =>
        envelope(
          { option: await options[action](authOf(request).userId, request.params.id) },
          message,
        ),
    )
  }

  app.post(
    OPTION_API_PATHS.OPTION_BOOKING(':id'),
    signedInWrite(app, RATE_LIMITS.optionWrite, {
      tags: TAGS,
      summary:
        'The client books an accepted 1st option: a draft agreement holding its dates (ADR 0054)',
      params: optionIdParamsSchema,
      response: { 200: optionBookingResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
    }),
    async (request) =>
      envelope(
        await options.book(authOf(request).userId, request.params.id),
        OPTION_SERVER_MESSAGES.BOOKED,
      ),
  )

  app.post(
    OPTION_API_PATHS.OPTION_CANCELLATION(':id'),
    signedInWrite(app, RATE_LIMITS.optionWrite, {
      tags: TAGS,
      summary:
        'Either side cancels the booking made from an option, with a reason; late by the client owes the kill fee (ADR 0054)',
      params: optionIdParamsSchema,
      body: bookingCancellationInputSchema,
      response: { 200: optionResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
    }),
    async (request) =>
      envelope(
        {
          option: await options.cancelBooking(
            authOf(request).userId,
            request.params.id,
            request.body.reason,
          ),
        },
        SERVER_MESSAGES.BOOKING_CANCELLED,
      ),
  )

  app.get(
    OPTION_API_PATHS.OPTIONS_CALENDAR,
    signedInRead(app, {
      tags: TAGS,
      summary: 'A month of a profile the caller manages: options, bookings, unavailable days',
      querystring: calendarQuerySchema,
      response: { 200: optionCalendarResponseSchema, ...errorResponses(400, 401, 404) },
    }),
    async (request) =>
      envelope(
        await calendar.month(authOf(request).userId, request.query.month, request.query.profileId),
      ),
  )

  app.get(
    OPTION_API_PATHS.UNAVAILABLE_DATES(':id'),
    signedInRead(app, {
      tags: TAGS,
      summary: "A public profile's unavailable days from today on (dates only, never a reason)",
      params: optionIdParamsSchema,
      response: { 200: unavailableDatesResponseSchema, ...errorResponses(400, 401, 404) },
    }),
    async (request) =>
      envelope(await calendar.unavailable(authOf(request).userId, request.params.id)),
  )

  for (const [method, unavailable, message] of [
    ['put', true, OPTION_SERVER_MESSAGES.UNAVAILABLE_MARKED],
    ['delete', false, OPTION_SERVER_MESSAGES.UNAVAILABLE_CLEARED],
  ] as const) {
    app[method](
      OPTION_API_PATHS.UNAVAILABLE_DATE(':id', ':date'),
      signedInWrite(app, RATE_LIMITS.optionWrite, {
        tags: TAGS,
        summary: unavailable
          ? 'The model side marks a day unavailable'
          : 'The model side opens an unavailable day again',
        params: unavailableDateParamsSchema,
        response: {
          200: unavailableDatesResponseSchema,
          ...errorResponses(400, 401, 404, 429),
        },
      }),
      async (request) =>
        envelope(
          await calendar.setUnavailable(
            authOf(request).userId,
            request.params.id,
            request.params.date,
            unavailable,
          ),
          message,
        ),
    )
  }
}
