// What a Google sign-in leads to (ADR 0008): a known Google account gets a session,
// an e-mail account with the same verified address gets linked, anyone else goes
// on to the sign-up form. The browser receives only a one-time hand-off code.
import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import {
  SERVER_MESSAGES,
  SIGN_UP_SERVICE_TYPE_IDS,
  type GoogleExchangeResult,
  type SignUpServiceType,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError } from '../../lib/http-error.js'
import type { FastifyInstance } from 'fastify'
import type { GoogleIdentity } from './google-client.js'

/** What the session service answers a sign-in with (app.sessions, the sessions module). */
type IssuedSession = Awaited<ReturnType<FastifyInstance['sessions']['start']>>

/** Long enough to load the web page and post the code back, short enough to be useless when leaked. */
export const HANDOFF_TTL_SECONDS = 120

const handoffPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), userId: z.number().int() }),
  // The sign-up ticket is minted at exchange time, so no bearer token rests in the table.
  z.object({
    kind: z.literal('signup'),
    googleSub: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    serviceType: z.literal(SIGN_UP_SERVICE_TYPE_IDS).nullable(),
  }),
])
type HandoffPayload = z.infer<typeof handoffPayloadSchema>

export class GoogleAccountConflict extends Error {}

const hashHandoffCode = (code: string) => createHash('sha256').update(code).digest('hex')

/** The exchange's answer before the route moves the refresh token into its cookie. */
export type ServiceExchangeResult =
  Exclude<GoogleExchangeResult, { kind: 'session' }> | { kind: 'session'; session: IssuedSession }

export interface GoogleService {
  /** After a verified ID token: decides the outcome and returns the one-time hand-off code. */
  createHandoff(
    identity: GoogleIdentity,
    serviceType: SignUpServiceType | undefined,
  ): Promise<string>
  /** Spends a hand-off code once. */
  exchange(
    code: string,
    client: { ip: string; userAgent: string | undefined },
  ): Promise<ServiceExchangeResult>
}

export interface GoogleServiceDeps {
  prisma: PrismaClient
  clock: Clock
  sessions: Pick<FastifyInstance['sessions'], 'start'>
  signupTickets: Pick<FastifyInstance['signupTickets'], 'issue'>
}

export function createGoogleService(deps: GoogleServiceDeps): GoogleService {
  const { prisma, clock } = deps

  async function outcomeFor(
    identity: GoogleIdentity,
    serviceType: SignUpServiceType | undefined,
  ): Promise<{ payload: HandoffPayload; userId: number | null }> {
    const bySub = await prisma.user.findUnique({
      where: { googleSub: identity.sub },
      select: { id: true, deletedAt: true },
    })
    if (bySub && !bySub.deletedAt) {
      return { payload: { kind: 'session', userId: bySub.id }, userId: bySub.id }
    }
    if (bySub) {
      // A deleted account gives up its Google link, so the person can sign up again.
      await prisma.user.update({ where: { id: bySub.id }, data: { googleSub: null } })
    }

    const byEmail = await prisma.user.findFirst({
      where: { email: identity.email, deletedAt: null },
      select: { id: true, googleSub: true },
    })
    if (byEmail) {
      if (byEmail.googleSub !== null) throw new GoogleAccountConflict()
      // Google vouches for the address and the account proved it with a code at sign-up:
      // the same person, so the Google account is linked (conditional: first link wins).
      const { count } = await prisma.user.updateMany({
        where: { id: byEmail.id, googleSub: null },
        data: { googleSub: identity.sub },
      })
      if (count === 0) throw new GoogleAccountConflict()
      return { payload: { kind: 'session', userId: byEmail.id }, userId: byEmail.id }
    }

    return {
      payload: {
        kind: 'signup',
        googleSub: identity.sub,
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        serviceType: serviceType ?? null,
      },
      userId: null,
    }
  }

  return {
    async createHandoff(identity, serviceType) {
      const { payload, userId } = await outcomeFor(identity, serviceType)
      const code = randomBytes(32).toString('base64url')
      await prisma.authHandoff.create({
        data: {
          codeHash: hashHandoffCode(code),
          userId,
          payload,
          expiresAt: new Date(clock.now().getTime() + HANDOFF_TTL_SECONDS * 1000),
          createdAt: clock.now(),
        },
      })
      return code
    },

    async exchange(code, client) {
      const now = clock.now()
      const codeHash = hashHandoffCode(code)
      // Conditional update: of two exchanges of one code, only one gets count 1.
      const { count } = await prisma.authHandoff.updateMany({
        where: { codeHash, consumedAt: null, expiresAt: { gt: now } },
        data: { consumedAt: now },
      })
      const row = count === 1 ? await prisma.authHandoff.findUnique({ where: { codeHash } }) : null
      const parsed = handoffPayloadSchema.safeParse(row?.payload)
      if (!parsed.success) {
        throw new HttpError('VALIDATION_FAILED', SERVER_MESSAGES.SIGNUP_TICKET_INVALID, {
          fields: { ticket: SERVER_MESSAGES.SIGNUP_TICKET_INVALID },
        })
      }
      const payload = parsed.data
      if (payload.kind === 'session') {
        const session = await deps.sessions.start({
          userId: payload.userId,
          ip: client.ip,
          userAgent: client.userAgent ?? null,
        })
        await prisma.user.update({ where: { id: payload.userId }, data: { lastLoginAt: now } })
        return { kind: 'session', session }
      }
      const { googleSub, email, firstName, lastName, serviceType } = payload
      return {
        kind: 'signup',
        signupTicket: deps.signupTickets.issue({
          email,
          googleSub,
          serviceType,
          firstName,
          lastName,
        }),
        email,
        firstName,
        lastName,
        ...(serviceType === null ? {} : { serviceType }),
      }
    },
  }
}
