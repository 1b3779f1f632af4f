import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  businessNumberDigits,
  businessNumberInputSchema,
  businessRegistrationResponseSchema,
  SERVER_MESSAGES,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { forbidden, unauthorized } from '../../lib/http-error.js'
import { authOf, errorResponses, signedInWrite } from '../../lib/http/route-helpers.js'
import { createNtsBusinessStatus } from '../../lib/nts/business-status.js'
import { envelope } from '../../lib/reply.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { saveBusinessNumber, serviceTypeOf } from './user-settings.service.js'
import { businessOf } from '../../lib/read-models/current-user.js'

/**
 * PUT /users/0/business-number (issue #25, finding 16; ADR 0043): a client's business
 * registration number. The check digit is checked by the body's schema; the status is asked
 * from the National Tax Service when a key is configured, else saved as "not checked".
 * Administrators read both in the approval queue, beside the company's name and homepage.
 */
export const businessNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = app.log.child({ module: 'users', part: 'business-number' })
  const nts = createNtsBusinessStatus({
    ...app.config.nts,
    now: () => app.clock.now(),
    onError: (error) => log.warn({ err: error }, 'business status could not be checked'),
  })

  app.put(
    API_PATHS.USER_BUSINESS_NUMBER,
    signedInWrite(app, RATE_LIMITS.businessNumber, {
      tags: ['users'],
      summary:
        "Save a client's business registration number (check digit checked; status asked from the National Tax Service when configured)",
      body: businessNumberInputSchema,
      response: {
        200: businessRegistrationResponseSchema,
        ...errorResponses(400, 401, 403, 429),
      },
    }),
    async (request) => {
      const { userId } = authOf(request)
      const serviceType = await serviceTypeOf(app.prisma, userId)
      if (serviceType === null) throw unauthorized()
      if (serviceType !== SERVICE_TYPE.CLIENT_NORMAL) {
        throw forbidden(SERVER_MESSAGES.BUSINESS_NUMBER_CLIENTS_ONLY)
      }
      const digits = businessNumberDigits(request.body.businessNumber)
      const { status, checkedAt } = await nts.check(digits)
      const saved = await saveBusinessNumber(app.prisma, userId, { digits, status, checkedAt })
      const business = businessOf(saved)
      if (!business) throw new Error('the business number was not stored')
      return envelope({ business }, SERVER_MESSAGES.BUSINESS_NUMBER_SAVED)
    },
  )
}
