import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  impersonationReportSchema,
  messageOnlyResponseSchema,
  VERIFY_SERVER_MESSAGES,
  verifyCodeParamsSchema,
  verifyCodeResponseSchema,
  verifyCompanyListResponseSchema,
  verifyCompanyQuerySchema,
} from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { errorResponses } from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { createVerifyService } from './verify.service.js'

/**
 * /verify (issue #25, ADR 0042): anyone contacted outside the platform checks a casting code
 * or a company, and reports an impersonation. Public, limited per IP.
 */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const verify = createVerifyService({ prisma: app.prisma, clock: app.clock })
  const lookup = { config: { rateLimit: RATE_LIMITS.verifyLookup } }

  app.get(
    API_PATHS.VERIFY_CODE(':code'),
    {
      ...lookup,
      schema: {
        tags: ['verify'],
        summary: 'Is there a live casting with this public code? Unknown and hidden answer alike',
        params: verifyCodeParamsSchema,
        response: { 200: verifyCodeResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      envelope(
        await verify.lookUpCode(request.params.code),
        VERIFY_SERVER_MESSAGES.NO_MONEY_NOTICE,
      ),
  )

  app.get(
    API_PATHS.VERIFY_COMPANIES,
    {
      ...lookup,
      schema: {
        tags: ['verify'],
        summary: 'Approved client accounts of this name, with their live castings',
        querystring: verifyCompanyQuerySchema,
        response: { 200: verifyCompanyListResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      envelope(
        await verify.lookUpCompany(request.query.name),
        VERIFY_SERVER_MESSAGES.NO_MONEY_NOTICE,
      ),
  )

  app.post(
    API_PATHS.VERIFY_IMPERSONATION_REPORTS,
    {
      config: { signIn: 'optional-lenient', rateLimit: RATE_LIMITS.impersonationReport },
      schema: {
        tags: ['verify'],
        summary: 'Someone claims to be a company or casting of this platform outside it',
        body: impersonationReportSchema,
        response: { 201: messageOnlyResponseSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await verify.reportImpersonation(request.body, {
        ip: request.ip,
        userId: request.auth?.userId ?? null,
      })
      return reply.code(201).send(envelope(null, VERIFY_SERVER_MESSAGES.IMPERSONATION_REPORTED))
    },
  )
}
