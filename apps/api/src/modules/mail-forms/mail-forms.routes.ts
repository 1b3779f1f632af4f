import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminPageQuerySchema,
  API_PATHS,
  castingProposalListResponseSchema,
  mailProposalSchema,
  messageOnlyResponseSchema,
  SERVER_MESSAGES,
  supportMessageListResponseSchema,
  userMessageSchema,
} from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { adminRead, errorResponses } from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { createMailFormsService, type Sender } from './mail-forms.service.js'

/** Generous for the longest form in any script (about 7 000 characters), far below the app's 64 KB. */
export const MAIL_FORM_BODY_LIMIT_BYTES = 32 * 1024

/** The sender as the service records it: a user only when a valid token came along. */
const senderOf = (request: FastifyRequest): Sender => ({
  ip: request.ip,
  userId: request.auth?.userId ?? null,
})

/**
 * The two mail forms (spec §7) and their admin listings. Registered without a prefix:
 * the paths sit under /users, /castings and /admin, which other modules own.
 */
export const mailFormsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailForms = createMailFormsService({
    prisma: app.prisma,
    clock: app.clock,
    supportInbox: app.config.supportInbox,
    wakeOutbox: () => app.outbox.wake(),
  })
  const formOptions = {
    bodyLimit: MAIL_FORM_BODY_LIMIT_BYTES,
    // A stale session must not cost the visitor what they typed: a bad token sends as a guest.
    config: { signIn: 'optional-lenient' as const, rateLimit: RATE_LIMITS.mailForm },
  }

  app.post(
    API_PATHS.MAIL_QUESTIONS,
    {
      ...formOptions,
      schema: {
        tags: ['mail'],
        summary: '"Leave us a message": stored, then e-mailed to the support inbox',
        body: userMessageSchema,
        response: { 201: messageOnlyResponseSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await mailForms.submitQuestion(request.body, senderOf(request))
      return reply.code(201).send(envelope(null, SERVER_MESSAGES.MAIL_SENT))
    },
  )

  app.post(
    API_PATHS.CASTING_SUGGESTIONS,
    {
      ...formOptions,
      schema: {
        tags: ['mail'],
        summary: 'Casting proposal: stored, then e-mailed to the support inbox',
        body: mailProposalSchema,
        response: { 201: messageOnlyResponseSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await mailForms.submitProposal(request.body, senderOf(request))
      return reply.code(201).send(envelope(null, SERVER_MESSAGES.MAIL_SENT))
    },
  )

  app.get(
    API_PATHS.ADMIN_SUPPORT_MESSAGES,
    adminRead(app, {
      tags: ['admin'],
      summary: 'Received messages, newest first',
      querystring: adminPageQuerySchema,
      response: { 200: supportMessageListResponseSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => envelope(await mailForms.listQuestions(request.query)),
  )

  app.get(
    API_PATHS.ADMIN_CASTING_PROPOSALS,
    adminRead(app, {
      tags: ['admin'],
      summary: 'Received casting proposals, newest first',
      querystring: adminPageQuerySchema,
      response: { 200: castingProposalListResponseSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => envelope(await mailForms.listProposals(request.query)),
  )
}
