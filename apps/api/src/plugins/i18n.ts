import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Language } from '@cnm/contracts'
import { koreanInfoRefs } from '../lib/i18n/info-refs.js'
import { localizeSuccessMessage } from '../lib/i18n/localize.js'
import { headerLanguage } from '../lib/i18n/request-language.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's saved language (plugins/auth.ts), null for guests or none saved. */
    userLanguage: Language | null
  }
}

/** The language this request is answered in (ADR 0022): the user's saved one, else the headers'. */
export const requestLanguage = (request: FastifyRequest): Language =>
  request.userLanguage ?? headerLanguage(request.headers)

const hasMessage = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { message?: unknown }).message === 'string'

/**
 * Success envelopes leave the routes with an English catalogue message (`envelope(data,
 * SERVER_MESSAGES.X)`); this swaps it for the request's language just before serialization,
 * so no route handles languages itself. Errors are translated by the error handler
 * (plugins/errors.ts). Pre-serialized answers (the cached reference lists) skip this hook.
 * The names of reference data in the answer (`{ id, value }` refs) follow too (ADR 0036).
 */
export const i18nPlugin = fp(
  async (app) => {
    app.decorateRequest('userLanguage', null)
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (reply.statusCode >= 400 || !hasMessage(payload)) return payload
      const language = requestLanguage(request)
      if (language === 'en') return payload
      const named = await koreanInfoRefs(request.server.prisma, payload)
      return {
        ...(named as typeof payload),
        message: localizeSuccessMessage(payload.message, language),
      }
    })
  },
  { name: 'i18n', fastify: '5.x' },
)
