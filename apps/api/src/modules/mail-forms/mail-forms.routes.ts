import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminPageQuerySchema,
  API_PATHS,
  castingProposalListResponseSchema,
  castingProposalSchema,
  messageOnlyResponseSchema,
  SERVER_MESSAGES,
  supportMessageListResponseSchema,
  userMessageSchema,
} from '@cnm/contracts'
import { isHttpError } from '../../lib/http-error.js'
import { envelope } from '../../lib/reply.js'
import { createMailFormsService, type Sender } from './mail-forms.service.js'

/** Generous for the longest form in any script (about 7 000 characters), far below the app's 64 KB. */
export const MAIL_FORM_BODY_LIMIT_BYTES = 32 * 1024
/** Per client address and form: a person writes a few messages, a script many. */
export const MAIL_FORM_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 }

export const ADMIN_SUPPORT_MESSAGES_PATH = '/admin/support-messages'
export const ADMIN_CASTING_PROPOSALS_PATH = '/admin/casting-proposals'

/** The signed-in sender when a valid Bearer token came along; a guest otherwise (never a 401). */
async function senderOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  let userId: number | null = null
  if (request.headers.authorization) {
    try {
      await app.authenticate(request, reply)
      userId = request.auth?.userId ?? null
    } catch (error) {
      if (!isHttpError(error)) throw error
      request.auth = null
    }
  }
  return { ip: request.ip, userId } satisfies Sender
}

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
    config: { rateLimit: MAIL_FORM_RATE_LIMIT },
  }

  app.post(
    API_PATHS.MAIL_QUESTIONS,
    {
      ...formOptions,
      schema: {
        tags: ['mail'],
        summary: '"Leave us a message": stored, then e-mailed to the support inbox',
        body: userMessageSchema,
        response: { 201: messageOnlyResponseSchema },
      },
    },
    async (request, reply) => {
      await mailForms.submitQuestion(request.body, await senderOf(app, request, reply))
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
        body: castingProposalSchema,
        response: { 201: messageOnlyResponseSchema },
      },
    },
    async (request, reply) => {
      await mailForms.submitProposal(request.body, await senderOf(app, request, reply))
      return reply.code(201).send(envelope(null, SERVER_MESSAGES.MAIL_SENT))
    },
  )

  app.get(
    ADMIN_SUPPORT_MESSAGES_PATH,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Received messages, newest first',
        security: [{ bearerAuth: [] }],
        querystring: adminPageQuerySchema,
        response: { 200: supportMessageListResponseSchema },
      },
    },
    async (request) => envelope(await mailForms.listQuestions(request.query)),
  )

  app.get(
    ADMIN_CASTING_PROPOSALS_PATH,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Received casting proposals, newest first',
        security: [{ bearerAuth: [] }],
        querystring: adminPageQuerySchema,
        response: { 200: castingProposalListResponseSchema },
      },
    },
    async (request) => envelope(await mailForms.listProposals(request.query)),
  )
}
