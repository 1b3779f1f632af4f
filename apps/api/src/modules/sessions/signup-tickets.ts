import { createSigner, createVerifier } from 'fast-jwt'
import { z } from 'zod'
import { SIGN_UP_SERVICE_TYPE_IDS, VERIFICATION, type SignUpServiceType } from '@cnm/contracts'
import type { Clock } from '../../lib/clock.js'
import { JWT_ISSUER } from '../../plugins/auth.js'

/** Not the access tokens' audience, so neither kind of token is accepted as the other. */
export const SIGNUP_TICKET_AUDIENCE = 'cnm-signup'

export interface SignupTicketClaims {
  /** Lower-cased e-mail Google vouched for. */
  email: string
  googleSub: string
  /** The type picked before leaving for Google, when known; the form may change it. */
  serviceType?: SignUpServiceType | null
  firstName?: string | null
  lastName?: string | null
}

export interface SignupTickets {
  /** A short-lived signed proof of a Google sign-in that has no account yet. */
  issue(claims: SignupTicketClaims): string
  /** The claims of a valid ticket, or null for a forged, expired or foreign token. */
  verify(ticket: string): SignupTicketClaims | null
}

const ticketPayloadSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(1),
  st: z.literal(SIGN_UP_SERVICE_TYPE_IDS).nullable().optional(),
  fn: z.string().nullable().optional(),
  ln: z.string().nullable().optional(),
})

const ALGORITHM = 'HS256'

/**
 * Signed with SIGNUP_TICKET_SECRET, not the access tokens' key (ADR 0019): a leak or a
 * bug on one side cannot mint the other, and the audience check is no longer the only wall.
 */
export function createSignupTickets({
  secret,
  clock,
}: {
  secret: string
  clock: Clock
}): SignupTickets {
  const sign = createSigner({
    key: secret,
    algorithm: ALGORITHM,
    iss: JWT_ISSUER,
    aud: SIGNUP_TICKET_AUDIENCE,
    expiresIn: VERIFICATION.SIGNUP_TICKET_TTL_SECONDS * 1000,
  })
  const verifier = (now: number) =>
    createVerifier({
      key: secret,
      algorithms: [ALGORITHM],
      allowedIss: JWT_ISSUER,
      allowedAud: SIGNUP_TICKET_AUDIENCE,
      requiredClaims: ['sub', 'email', 'exp', 'iss', 'aud'],
      clockTimestamp: now,
      cache: false,
    })
  return {
    issue(claims) {
      const now = clock.now().getTime()
      return sign({
        sub: claims.googleSub,
        email: claims.email.trim().toLowerCase(),
        st: claims.serviceType ?? null,
        fn: claims.firstName ?? null,
        ln: claims.lastName ?? null,
        // The clock is injected (tests move it), so iat is set here, exp follows from it.
        iat: Math.floor(now / 1000),
      })
    },
    verify(ticket) {
      let decoded: unknown
      try {
        decoded = verifier(clock.now().getTime())(ticket)
      } catch {
        return null
      }
      const parsed = ticketPayloadSchema.safeParse(decoded)
      if (!parsed.success) return null
      const { sub, email, st, fn, ln } = parsed.data
      return {
        googleSub: sub,
        email,
        serviceType: st ?? null,
        firstName: fn ?? null,
        lastName: ln ?? null,
      }
    },
  }
}
