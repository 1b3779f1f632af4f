import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  agreementPdfQuerySchema,
  agreementVersionParamsSchema,
  BOOKING_API_PATHS,
} from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { authOf, signedInWrite } from '../../lib/http/route-helpers.js'
import { requestLanguage } from '../../plugins/i18n.js'
import { renderAgreementPdf } from './agreement-pdf.js'
import type { BookingsService } from './bookings.service.js'

/** GET …/versions/{n}/pdf: an accepted version as a PDF, for its two sides (and administrators). */
export async function agreementPdfRoute(app: FastifyInstance, bookings: BookingsService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    BOOKING_API_PATHS.AGREEMENT_PDF(':id', ':number'),
    // A read, limited all the same: each answer is a render.
    signedInWrite(app, RATE_LIMITS.agreementPdf, {
      tags: ['bookings'],
      summary: 'An accepted agreement version as a PDF, in Korean or English (?lang=)',
      params: agreementVersionParamsSchema,
      querystring: agreementPdfQuerySchema,
    }),
    async (request, reply) => {
      const { id, number } = request.params
      const version = await bookings.agreedVersionFor(authOf(request), id, number)
      const language = request.query.lang ?? requestLanguage(request)
      const pdf = await renderAgreementPdf(version, language)
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="agreement-${id}-v${number}-${language}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
