import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  CERTIFICATION_TYPE,
  MESSAGES,
  SERVER_MESSAGES,
  certificationCheckQuerySchema,
  certificationCheckResponseSchema,
  certificationSendResponseSchema,
  certificationSendSchema,
  normalizeEmail,
  type CertificationType,
} from '@cnm/contracts'
import { HttpError } from '../../lib/http-error.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { normalizePhoneDestination } from '../../lib/phone.js'
import { envelope } from '../../lib/reply.js'
import { CHECK_MESSAGES, createCertificationService } from './certification.service.js'
import type { SendRefusal } from './certification-limits.js'
import { createSmsBudget } from './sms-budget.js'
import { requestLanguage } from '../../plugins/i18n.js'

interface DestinationInput {
  type: CertificationType
  destination: string
  countryCode?: string | undefined
}

/** Lower-cased e-mail or E.164 phone; a phone no country could have issued is refused. */
function toDestination(input: DestinationInput): string {
  if (input.type === CERTIFICATION_TYPE.EMAIL) return normalizeEmail(input.destination)
  const phone = normalizePhoneDestination(input.countryCode ?? '', input.destination)
  if (!phone) {
    throw new HttpError('VALIDATION_FAILED', SERVER_MESSAGES.PHONE_INVALID, {
      fields: { destination: MESSAGES.INVALID },
    })
  }
  return phone
}

/** Texts go only to the configured countries (ADR 0019, finding 5: SMS pumping). */
function assertTextableCountry(input: DestinationInput, allowed: readonly string[]) {
  if (input.type !== CERTIFICATION_TYPE.PHONE) return
  const callingCode = (input.countryCode ?? '').replace(/\D/g, '')
  if (!allowed.includes(callingCode)) {
    throw new HttpError('VALIDATION_FAILED', SERVER_MESSAGES.PHONE_COUNTRY_UNSUPPORTED, {
      fields: { countryCode: MESSAGES.INVALID },
    })
  }
}

function tooMany(reply: FastifyReply, refusal: SendRefusal): HttpError {
  reply.header('retry-after', String(refusal.retryAfterSeconds))
  return new HttpError('RATE_LIMITED', refusal.message, { translations: refusal.translations })
}

/** POST and GET /certifications (spec §7): send a code, check a code. */
export const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const certifications = createCertificationService({
    prisma: app.prisma,
    clock: app.clock,
    jwtSecret: app.config.jwtSecret,
    bypass: app.config.certificationBypass,
    limitPerIp: app.config.rateLimitEnabled,
    smsBudget: createSmsBudget({
      store: app.counterStore,
      perHour: app.config.sms.hourlyBudget,
      log: app.log,
    }),
  })

  app.post(
    API_PATHS.CERTIFICATIONS,
    {
      config: { rateLimit: RATE_LIMITS.certificationSend },
      schema: {
        tags: ['certifications'],
        summary: 'Send a 6-digit code to an e-mail address (type 1) or phone (type 2)',
        body: certificationSendSchema,
        response: { 200: certificationSendResponseSchema },
      },
    },
    async (request, reply) => {
      const { type } = request.body
      assertTextableCountry(request.body, app.config.sms.allowedCountryCodes)
      const destination = toDestination(request.body)
      if (type === CERTIFICATION_TYPE.PHONE && !app.outbox.canSendSms) {
        throw new HttpError('SERVICE_UNAVAILABLE', SERVER_MESSAGES.CODE_DELIVERY_FAILED)
      }
      const result = await certifications.issue({
        type,
        destination,
        ip: request.ip,
        language: requestLanguage(request),
      })
      if (!result.ok && result.reason === 'sms-paused') {
        // The same answer for every number, so it tells nothing about any account.
        throw new HttpError('SERVICE_UNAVAILABLE', SERVER_MESSAGES.SMS_PAUSED)
      }
      if (!result.ok) throw tooMany(reply, result)
      app.outbox.wake()
      return envelope(
        { expiresIn: result.expiresIn, resendAfter: result.resendAfter },
        SERVER_MESSAGES.CODE_SENT,
      )
    },
  )

  app.get(
    API_PATHS.CERTIFICATIONS,
    {
      config: { rateLimit: RATE_LIMITS.certificationCheck },
      schema: {
        tags: ['certifications'],
        summary: 'Check a code; data.certification says whether it was right',
        querystring: certificationCheckQuerySchema,
        response: { 200: certificationCheckResponseSchema },
      },
    },
    async (request) => {
      const { type, code } = request.query
      const destination = toDestination(request.query)
      const result = await certifications.check({ type, destination, code })
      if (result.outcome === 'dead') {
        throw new HttpError('CODE_ATTEMPTS_EXCEEDED', SERVER_MESSAGES.CODE_ATTEMPTS_EXCEEDED)
      }
      return envelope(
        { certification: result.outcome === 'verified' },
        CHECK_MESSAGES[result.outcome],
      )
    },
  )
}
