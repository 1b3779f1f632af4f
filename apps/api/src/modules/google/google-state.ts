// The OAuth `state` and the cookie that binds it to the browser (ADR 0008).
// The state names the service type and return path (spec §7); the signed cookie
// keeps the PKCE verifier and nonce, which must never travel through Google.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { googleStartQuerySchema, type GoogleStartQuery } from '@cnm/contracts'

export const GOOGLE_COOKIE = 'cnm_google_signin'
export const GOOGLE_COOKIE_TTL_SECONDS = 600
/**
 * Set at the callback next to the hand-off code it redirects with, required at the
 * exchange: a code carried to another browser (login CSRF) is refused there (ADR 0019).
 */
export const GOOGLE_HANDOFF_COOKIE = 'cnm_google_handoff'

const stateSchema = z.object({
  id: z.string().min(16),
  serviceType: z.unknown(),
  returnTo: z.unknown(),
})

const pendingSchema = z.object({
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string(),
  /** Epoch ms; the cookie's Max-Age is up to the browser, this is not. */
  expiresAt: z.number(),
})
export type PendingSignIn = z.infer<typeof pendingSchema>

export const randomToken = () => randomBytes(24).toString('base64url')

export function encodeState(start: GoogleStartQuery): string {
  const body = {
    id: randomToken(),
    serviceType: start.serviceType ?? null,
    returnTo: start.returnTo ?? null,
  }
  return Buffer.from(JSON.stringify(body)).toString('base64url')
}

/** The start query the state carried, re-validated like the original request. */
export function decodeState(state: string): GoogleStartQuery | null {
  try {
    const raw = stateSchema.parse(JSON.parse(Buffer.from(state, 'base64url').toString('utf8')))
    const query = googleStartQuerySchema.safeParse({
      serviceType: raw.serviceType ?? undefined,
      returnTo: raw.returnTo ?? undefined,
    })
    return query.success ? query.data : null
  } catch {
    return null
  }
}

export const serializePending = (pending: PendingSignIn): string => JSON.stringify(pending)

export function parsePending(value: string | null): PendingSignIn | null {
  if (!value) return null
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
