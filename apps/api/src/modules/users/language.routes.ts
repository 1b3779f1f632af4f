import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  SERVER_MESSAGES,
  updateLanguageResponseSchema,
  updateLanguageSchema,
} from '@cnm/contracts'
import { unauthorized } from '../../lib/http-error.js'
import { authOf, errorResponses, signedInWrite } from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { saveLanguage } from './user-settings.service.js'

/**
 * PATCH /users/0/language (ADR 0022): the language the API answers and mails this user in.
 * The web calls it when a signed-in user switches language; sign-up stores the request's.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    API_PATHS.USER_LANGUAGE,
    signedInWrite(app, RATE_LIMITS.languageChange, {
      tags: ['users'],
      summary: "Save the signed-in user's language for messages and e-mails (en or ko)",
      body: updateLanguageSchema,
      response: { 200: updateLanguageResponseSchema, ...errorResponses(400, 401, 429) },
    }),
    async (request) => {
      const { language } = request.body
      if (!(await saveLanguage(app.prisma, authOf(request).userId, language))) throw unauthorized()
      // This very answer is already in the new language.
      request.userLanguage = language
      return envelope({ language }, SERVER_MESSAGES.LANGUAGE_SAVED)
    },
  )
}
