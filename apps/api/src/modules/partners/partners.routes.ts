import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  partnerDetailResponseSchema,
  partnerListQuerySchema,
  partnerListResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  TRUST_API_PATHS,
  trustIdParamsSchema,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { errorResponses, plainJsonSerializer } from '../../lib/http/route-helpers.js'
import { notFound } from '../../lib/http-error.js'
import { createReviewsService } from '../reviews/index.js'
import { createPartnersService, PARTNER_CACHE_MS } from './partners.service.js'

const TAGS = ['partners']

/** Approved client companies, public (issue #16, ADR 0028). No contact details. */
export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tests change partners and read them back at once; everywhere else pages are reused for
  // PARTNER_CACHE_MS (ADR 0028).
  const partners = createPartnersService({
    prisma: app.prisma,
    clock: app.clock,
    pageCacheMs: app.config.env === 'test' ? 0 : PARTNER_CACHE_MS,
  })
  const reviews = createReviewsService({
    prisma: app.prisma,
    clock: app.clock,
    photoUrl: app.photos.url,
  })

  app.get(
    TRUST_API_PATHS.PARTNERS,
    {
      // A hot public read (bench:partners): typed rows, no zod pass over the cards; the
      // route's tests parse its answers.
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: TAGS,
        summary: 'Approved client companies (Verified), newest first',
        querystring: partnerListQuerySchema,
        response: { 200: partnerListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => envelope(await partners.list(request.query)),
  )

  app.get(
    TRUST_API_PATHS.PARTNER(':id'),
    {
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: TAGS,
        summary: 'One partner: company, member since, open castings, bookings, reviews',
        description: 'Accounts that are not approved clients answer 404.',
        params: trustIdParamsSchema,
        response: { 200: partnerDetailResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => envelope(await partners.get(request.params.id)),
  )

  app.get(
    TRUST_API_PATHS.PARTNER_REVIEWS(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Released reviews models wrote about a partner, with the average and count',
        params: trustIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!(await partners.findPartner(request.params.id))) throw notFound()
      return envelope(await reviews.listForPartner(request.params.id, request.query))
    },
  )
}
