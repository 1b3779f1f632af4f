import {
  CERTIFICATION_TYPE,
  EXAMINATION_STATUS,
  LOGIN_TYPE,
  MESSAGES,
  normalizeEmail,
  SERVER_MESSAGES,
  SERVICE_TYPE,
  type Language,
  type SignUpPayload,
} from '@cnm/contracts'
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError } from '../../lib/http-error.js'
import { isCommonPassword } from '../../lib/common-passwords.js'
import type { PasswordHasher } from '../../lib/passwords.js'
import { normalizePhoneDestination } from '../../lib/phone.js'
import { consumeVerifiedCertification } from '../certifications/index.js'
import type { FastifyInstance } from 'fastify'
import { validationError } from '../../lib/http/field-errors.js'
import { resolveSignUpReferences } from './sign-up-references.js'

export interface SignUpDeps {
  prisma: PrismaClient
  clock: Clock
  hasher: Pick<PasswordHasher, 'hash'>
  signupTickets: Pick<FastifyInstance['signupTickets'], 'verify'>
  /** Lower-cased; these accounts are administrators from the start. */
  adminEmails: readonly string[]
}

export interface SignUpService {
  /** Creates the account (payload already checked by signUpPayloadSchema); returns its id. */
  /** `language`: the request's, kept as the user's language for messages and e-mails (ADR 0022). */
  signUp(payload: SignUpPayload, language?: Language): Promise<{ userId: number }>
}

/** Which unique column a P2002 is about, read from whatever shape the driver adapter gives. */
export function uniqueViolation(error: unknown): 'email' | 'googleSub' | 'other' | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') {
    return null
  }
  const detail = JSON.stringify(error.meta ?? {})
  if (/google_?sub/i.test(detail)) return 'googleSub'
  if (/email/i.test(detail)) return 'email'
  return 'other'
}

const emailTaken = () =>
  new HttpError('EMAIL_TAKEN', SERVER_MESSAGES.EMAIL_TAKEN, {
    fields: { email: SERVER_MESSAGES.EMAIL_TAKEN },
  })

export function createSignUpService(deps: SignUpDeps): SignUpService {
  const { prisma, clock, hasher, signupTickets, adminEmails } = deps

  /** Google sign-up: the ticket replaces the password and the e-mail code. */
  function googleAccount(payload: SignUpPayload, email: string): string {
    const ticket = signupTickets.verify(payload.signupTicket ?? '')
    if (!ticket) {
      throw new HttpError('VALIDATION_FAILED', SERVER_MESSAGES.SIGNUP_TICKET_INVALID, {
        fields: { signupTicket: SERVER_MESSAGES.SIGNUP_TICKET_INVALID },
      })
    }
    // Google vouched for one address; the form must not swap in another.
    if (ticket.email !== email) throw validationError({ email: MESSAGES.INVALID })
    return ticket.googleSub
  }

  return {
    async signUp(payload, language) {
      const email = normalizeEmail(payload.email)
      const isEmailSignUp = payload.loginType === LOGIN_TYPE.EMAIL
      const googleSub = isEmailSignUp ? null : googleAccount(payload, email)
      if (isEmailSignUp && payload.password && isCommonPassword(payload.password)) {
        throw validationError({ password: SERVER_MESSAGES.PASSWORD_TOO_COMMON })
      }
      const refs = await resolveSignUpReferences(prisma, payload)
      const phoneE164 = normalizePhoneDestination(refs.countryNumber.number, payload.phoneNumber)
      if (!phoneE164) throw validationError({ phoneNumber: MESSAGES.INVALID })
      const passwordHash =
        isEmailSignUp && payload.password ? await hasher.hash(payload.password) : null
      const isClient = payload.serviceType === SERVICE_TYPE.CLIENT_NORMAL
      const now = clock.now()

      try {
        return await prisma.$transaction(async (tx) => {
          // No answer may tell a registered address from a free one before both codes are
          // proven (ADR 0019), so the codes are checked before the insert can meet the
          // unique index. The lock makes a second sign-up with one address wait for the
          // first; it then finds the codes spent and answers like any unproven sign-up.
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sign-up:${email}`}, 0))`
          const emailVerified =
            !isEmailSignUp ||
            (await consumeVerifiedCertification(tx, {
              type: CERTIFICATION_TYPE.EMAIL,
              destination: email,
              now,
            }))
          const phoneVerified = await consumeVerifiedCertification(tx, {
            type: CERTIFICATION_TYPE.PHONE,
            destination: phoneE164,
            now,
          })
          if (!emailVerified || !phoneVerified) {
            // Thrown inside the transaction: any code used is rolled back.
            throw new HttpError('NOT_VERIFIED', SERVER_MESSAGES.NOT_VERIFIED, {
              fields: {
                ...(emailVerified ? {} : { emailAuthCode: MESSAGES.SUBMIT_REQUIRED }),
                ...(phoneVerified ? {} : { smsAuthCode: MESSAGES.SUBMIT_REQUIRED }),
              },
            })
          }
          // The codes prove the address is the caller's: telling them it is taken is fine.
          const user = await tx.user.create({
            data: {
              email,
              loginType: payload.loginType,
              serviceType: payload.serviceType,
              // Spec §4: a client waits for an administrator; a model has nothing to review yet.
              examinationStatus: isClient ? EXAMINATION_STATUS.REQUEST : EXAMINATION_STATUS.NONE,
              role: adminEmails.includes(email) ? 'ADMIN' : 'USER',
              passwordHash,
              googleSub,
              firstName: payload.firstName,
              lastName: payload.lastName,
              phoneNumber: payload.phoneNumber,
              phoneE164,
              countryNumberId: refs.countryNumber.id,
              nationalityId: refs.nationality.id,
              currentLocation: payload.currentLocation,
              cityId: refs.city?.id ?? null,
              companyLocation: isClient ? (payload.companyLocation ?? null) : null,
              agency: isClient ? (payload.agency ?? null) : null,
              homePage: isClient ? (payload.homePage ?? null) : null,
              categoryOneDepthId: refs.categoryOne.id,
              categoryTwoDepthId: refs.categoryTwo?.id ?? null,
              allowNotification: payload.allowNotification,
              allowReceive: payload.allowReceive,
              // The schema refuses a sign-up without both; the times are the proof (ADR 0037).
              termsAcceptedAt: now,
              privacyAcceptedAt: now,
              language: language ?? null,
              createdAt: now,
            },
            select: { id: true },
          })
          return { userId: user.id }
        })
      } catch (error) {
        const column = uniqueViolation(error)
        if (column === 'email') throw emailTaken()
        if (column !== null) throw new HttpError('CONFLICT', SERVER_MESSAGES.EMAIL_TAKEN)
        throw error
      }
    },
  }
}
