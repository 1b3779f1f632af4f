import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  agreementDeclineInputSchema,
  agreementDraftInputSchema,
  agreementIdParamsSchema,
  agreementListResponseSchema,
  agreementResponseSchema,
  agreementVersionInputSchema,
  agreementVersionParamsSchema,
  BOOKING_API_PATHS,
  BOOKING_SERVER_MESSAGES,
  paymentDisputeInputSchema,
  paymentMarkInputSchema,
} from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { createBookingsService } from './bookings.service.js'
import { agreementPdfRoute } from './agreement-pdf.routes.js'
import { usageAndCalendarRoutes } from './usage-calendar.routes.js'

const TAGS = ['bookings']
const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409, 429)

/** Booking agreements (issue #28, ADR 0044): read by their two sides, changed through versions. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createBookingsService({ prisma: app.prisma, clock: app.clock })

  app.get(
    BOOKING_API_PATHS.AGREEMENTS,
    signedInRead(app, {
      tags: TAGS,
      summary: "The caller's booking agreements, as client or as model side (newest first)",
      response: { 200: agreementListResponseSchema, ...errorResponses(401) },
    }),
    async (request) => envelope({ items: await bookings.list(authOf(request)) }),
  )

  app.get(
    BOOKING_API_PATHS.AGREEMENT(':id'),
    signedInRead(app, {
      tags: TAGS,
      summary: 'A booking agreement with its versions (its two sides; 404 for anybody else)',
      params: agreementIdParamsSchema,
      response: { 200: agreementResponseSchema, ...errorResponses(400, 401, 404) },
    }),
    async (request) =>
      envelope({ agreement: await bookings.get(authOf(request), request.params.id) }),
  )

  app.put(
    BOOKING_API_PATHS.AGREEMENT_DRAFT(':id'),
    signedInWrite(app, RATE_LIMITS.bookingWrite, {
      tags: TAGS,
      summary: 'The client edits the draft, before the first confirmation',
      params: agreementIdParamsSchema,
      body: agreementDraftInputSchema,
      response: { 200: agreementResponseSchema, ...WRITE_ERRORS },
    }),
    async (request) =>
      envelope(
        {
          agreement: await bookings.saveDraft(
            authOf(request),
            request.params.id,
            request.body.terms,
          ),
        },
        BOOKING_SERVER_MESSAGES.AGREEMENT_DRAFT_SAVED,
      ),
  )

  app.post(
    BOOKING_API_PATHS.AGREEMENT_VERSIONS(':id'),
    signedInWrite(app, RATE_LIMITS.bookingWrite, {
      tags: TAGS,
      summary:
        'A new version: the client sends the draft, or after confirmation either side proposes changed terms',
      params: agreementIdParamsSchema,
      body: agreementVersionInputSchema,
      response: { 200: agreementResponseSchema, ...WRITE_ERRORS },
    }),
    async (request) => {
      const before = request.body.terms === undefined
      return envelope(
        {
          agreement: await bookings.propose(
            authOf(request),
            request.params.id,
            request.body,
            request.ip,
          ),
        },
        before
          ? BOOKING_SERVER_MESSAGES.AGREEMENT_SENT
          : BOOKING_SERVER_MESSAGES.AGREEMENT_CHANGE_PROPOSED,
      )
    },
  )

  app.post(
    BOOKING_API_PATHS.AGREEMENT_ACCEPTANCE(':id', ':number'),
    signedInWrite(app, RATE_LIMITS.bookingWrite, {
      tags: TAGS,
      summary: 'The other side accepts the waiting version (time and IP recorded)',
      params: agreementVersionParamsSchema,
      response: { 200: agreementResponseSchema, ...WRITE_ERRORS },
    }),
    async (request) =>
      envelope(
        {
          agreement: await bookings.accept(
            authOf(request),
            request.params.id,
            request.params.number,
            request.ip,
          ),
        },
        BOOKING_SERVER_MESSAGES.AGREEMENT_ACCEPTED,
      ),
  )

  app.post(
    BOOKING_API_PATHS.AGREEMENT_DECLINE(':id', ':number'),
    signedInWrite(app, RATE_LIMITS.bookingWrite, {
      tags: TAGS,
      summary: 'The other side declines the waiting version; an agreed version stays in force',
      params: agreementVersionParamsSchema,
      body: agreementDeclineInputSchema,
      response: { 200: agreementResponseSchema, ...WRITE_ERRORS },
    }),
    async (request) =>
      envelope(
        {
          agreement: await bookings.decline(
            authOf(request),
            request.params.id,
            request.params.number,
            request.body.reason,
          ),
        },
        BOOKING_SERVER_MESSAGES.AGREEMENT_DECLINED,
      ),
  )

  app.post(
    BOOKING_API_PATHS.AGREEMENT_PAYMENT(':id'),
    signedInWrite(app, RATE_LIMITS.bookingWrite, {
      tags: TAGS,
      summary: 'The client marks a confirmed booking paid (day, amount, reference)',
      params: agreementIdParamsSchema,
      body: paymentMarkInputSchema,
      response: { 200: agreementResponseSchema, ...WRITE_ERRORS },
    }),
    async (request) =>
      envelope(
        { agreement: await bookings.markPaid(authOf(request), request.params.id, request.body) },
        BOOKING_SERVER_MESSAGES.PAYMENT_MARKED,
      ),
  )

  app.post(
    BOOKING_API_PATHS.AGREEMENT_PAYMENT_CONFIRMATION(':id'),
    signedInWrite(app, RATE_LIMITS.bookingWrite, {
      tags: TAGS,
      summary: 'The model side confirms the payment arrived',
      params: agreementIdParamsSchema,
      response: { 200: agreementResponseSchema, ...WRITE_ERRORS },
    }),
    async (request) =>
      envelope(
        {
          agreement: await bookings.answerPayment(authOf(request), request.params.id, {
            confirm: true,
          }),
        },
        BOOKING_SERVER_MESSAGES.PAYMENT_CONFIRMED,
      ),
  )

  app.post(
    BOOKING_API_PATHS.AGREEMENT_PAYMENT_DISPUTE(':id'),
    signedInWrite(app, RATE_LIMITS.bookingWrite, {
      tags: TAGS,
      summary: 'The model side disputes a payment marked paid, with a note',
      params: agreementIdParamsSchema,
      body: paymentDisputeInputSchema,
      response: { 200: agreementResponseSchema, ...WRITE_ERRORS },
    }),
    async (request) =>
      envelope(
        {
          agreement: await bookings.answerPayment(authOf(request), request.params.id, {
            confirm: false,
            note: request.body.note,
          }),
        },
        BOOKING_SERVER_MESSAGES.PAYMENT_DISPUTED,
      ),
  )

  await agreementPdfRoute(app, bookings)
  await usageAndCalendarRoutes(app)
}
