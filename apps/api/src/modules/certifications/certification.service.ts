// E-mail and phone verification codes (spec §4, §7; ADR 0007).
import { randomUUID } from 'node:crypto'
import {
  CERTIFICATION_TYPE,
  DEFAULT_LANGUAGE,
  SERVER_MESSAGES,
  VERIFICATION,
  type CertificationType,
  type Language,
} from '@cnm/contracts'
import type { AppConfig } from '../../config/env.js'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { enqueueEmail, enqueueSms } from '../../lib/outbox/enqueue.js'
import {
  BYPASS_CODE_HASH,
  codeMatches,
  createCodeHasher,
  newVerificationCode,
} from './certification-code.js'
import { checkSendLimits, type SendRefusal } from './certification-limits.js'
import { alreadyRegisteredEmail, codeEmail, codeSms } from './certification-messages.js'
import type { SmsBudget } from './sms-budget.js'

type Db = PrismaClient | Prisma.TransactionClient

export interface CodeTarget {
  type: CertificationType
  /** Normalised: lower-cased e-mail or E.164 phone. */
  destination: string
}

export type IssueResult =
  | { ok: true; expiresIn: number; resendAfter: number }
  | ({ ok: false; reason: 'limit' } & SendRefusal)
  /** The hour's SMS budget is spent (sms-budget.ts): nothing was stored or sent. */
  | { ok: false; reason: 'sms-paused' }

export type CheckResult =
  { outcome: 'verified' } | { outcome: 'wrong' | 'expired' | 'not-requested' } | { outcome: 'dead' }

export interface CertificationService {
  /** Stores a new code (replacing a live one) and enqueues its message; call outbox.wake() after. */
  issue(target: CodeTarget & { ip: string; language?: Language }): Promise<IssueResult>
  check(target: CodeTarget & { code: string }): Promise<CheckResult>
}

export interface CertificationServiceDeps {
  prisma: PrismaClient
  clock: Clock
  jwtSecret: string
  bypass: AppConfig['certificationBypass']
  /** RATE_LIMIT_ENABLED: off, the per-IP cap goes too (one test machine, many journeys). */
  limitPerIp: boolean
  smsBudget: SmsBudget
}

/** Spec §4 test bypass: on only when both a whitelist and a code are configured. */
export function bypassApplies(bypass: AppConfig['certificationBypass'], destination: string) {
  return (
    bypass.code !== undefined &&
    bypass.destinations.length > 0 &&
    bypass.destinations.includes(destination.toLowerCase())
  )
}

export function createCertificationService(deps: CertificationServiceDeps): CertificationService {
  const { prisma, clock, bypass } = deps
  const hash = createCodeHasher(deps.jwtSecret)
  const ttlMs = VERIFICATION.CODE_TTL_SECONDS * 1000
  const issued = {
    ok: true as const,
    expiresIn: VERIFICATION.CODE_TTL_SECONDS,
    resendAfter: VERIFICATION.RESEND_COOLDOWN_SECONDS,
  }

  // The recipient has no account yet: the code goes out in the language of the request.
  async function issue({
    type,
    destination,
    ip,
    language = DEFAULT_LANGUAGE,
  }: CodeTarget & { ip: string; language?: Language }) {
    // Whitelisted test destinations get no row and no message; the fixed code works on check.
    if (bypassApplies(bypass, destination)) return issued
    return prisma.$transaction(async (tx) => {
      // Serialises concurrent requests for one address and for one network address, so
      // two instances cannot both pass the limits below. Always in this order: no deadlock.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`cert-ip:${ip}`}, 0))`
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`cert-to:${type}:${destination}`}, 0))`
      const now = clock.now()
      const refusal = await checkSendLimits(tx, {
        type,
        destination,
        ip,
        now,
        perIp: deps.limitPerIp,
      })
      if (refusal) return { ok: false as const, reason: 'limit' as const, ...refusal }
      // Spent last, so requests the limits above refuse cost nothing from the budget.
      if (type === CERTIFICATION_TYPE.PHONE && !(await deps.smsBudget.take(now))) {
        return { ok: false as const, reason: 'sms-paused' as const }
      }

      // A resend replaces the code still waiting; verified ones stay usable for sign-up.
      await tx.verificationCode.updateMany({
        where: { type, destination, verifiedAt: null, consumedAt: null, invalidatedAt: null },
        data: { invalidatedAt: now },
      })
      const id = randomUUID()
      const code = newVerificationCode()
      await tx.verificationCode.create({
        data: {
          id,
          type,
          destination,
          codeHash: hash({ id, type, destination, code }),
          expiresAt: new Date(now.getTime() + ttlMs),
          requestIp: ip,
          createdAt: now,
        },
      })
      if (type === CERTIFICATION_TYPE.EMAIL) {
        // A registered address gets a note instead of a code (ADR 0019): the answer, the
        // row and the limits are the same, so nothing tells the caller which it was.
        const registered = await tx.user.findFirst({
          where: { email: destination, deletedAt: null },
          select: { id: true },
        })
        await enqueueEmail(
          tx,
          registered
            ? { kind: 'email-registered', to: destination, ...alreadyRegisteredEmail(language) }
            : { kind: 'email-code', to: destination, ...codeEmail(code, language) },
        )
      } else {
        await enqueueSms(tx, { kind: 'sms-code', to: destination, text: codeSms(code, language) })
      }
      return issued
    })
  }

  async function check({ type, destination, code }: CodeTarget & { code: string }) {
    const now = clock.now()
    if (bypassApplies(bypass, destination) && code === bypass.code) {
      await prisma.verificationCode.create({
        data: {
          type,
          destination,
          codeHash: BYPASS_CODE_HASH,
          expiresAt: now,
          verifiedAt: now,
          createdAt: now,
        },
      })
      return { outcome: 'verified' as const }
    }

    const row = await prisma.verificationCode.findFirst({
      where: { type, destination, createdAt: { lte: now } },
      orderBy: { createdAt: 'desc' },
    })
    if (!row || row.consumedAt) return { outcome: 'not-requested' as const }
    if (row.invalidatedAt) {
      // The latest row is only ever invalidated by its own wrong checks.
      return { outcome: row.verifiedAt ? ('not-requested' as const) : ('dead' as const) }
    }
    const matches = codeMatches(row.codeHash, hash({ id: row.id, type, destination, code }))
    // A verified code stays verified; checking it again is harmless either way.
    if (row.verifiedAt) return { outcome: matches ? ('verified' as const) : ('wrong' as const) }
    if (row.expiresAt <= now) return { outcome: 'expired' as const }

    if (matches) {
      const { count } = await prisma.verificationCode.updateMany({
        where: { id: row.id, verifiedAt: null, invalidatedAt: null, expiresAt: { gt: now } },
        data: { verifiedAt: now },
      })
      if (count === 1) return { outcome: 'verified' as const }
      // Lost a race: a parallel check verified it, or wrong checks killed it meanwhile.
      const current = await prisma.verificationCode.findUnique({ where: { id: row.id } })
      return { outcome: current?.verifiedAt ? ('verified' as const) : ('dead' as const) }
    }

    // Counted in one statement so parallel wrong guesses cannot exceed the limit.
    const counted = await prisma.$queryRaw<Array<{ attempts: number }>>`
      UPDATE verification_codes
      SET attempts = attempts + 1,
          invalidated_at = CASE WHEN attempts + 1 >= ${VERIFICATION.MAX_ATTEMPTS}
                                THEN ${now} ELSE invalidated_at END
      WHERE id = ${row.id}::uuid AND invalidated_at IS NULL AND verified_at IS NULL
        AND attempts < ${VERIFICATION.MAX_ATTEMPTS}
      RETURNING attempts`
    const attempts = counted[0]?.attempts
    if (attempts === undefined || attempts >= VERIFICATION.MAX_ATTEMPTS) {
      return { outcome: 'dead' as const }
    }
    return { outcome: 'wrong' as const }
  }

  return { issue, check }
}

/**
 * Sign-up's proof that the e-mail or phone was verified (within CERTIFIED_TTL_SECONDS).
 * Marks every such certification consumed in one conditional update, so of two
 * concurrent sign-ups only one gets true. Run it inside the sign-up transaction:
 * a rolled-back sign-up then leaves the certification usable.
 */
export async function consumeVerifiedCertification(
  db: Db,
  input: { type: CertificationType; destination: string; now: Date },
): Promise<boolean> {
  const destination =
    input.type === CERTIFICATION_TYPE.EMAIL
      ? input.destination.trim().toLowerCase()
      : input.destination
  const verifiedSince = new Date(input.now.getTime() - VERIFICATION.CERTIFIED_TTL_SECONDS * 1000)
  const { count } = await db.verificationCode.updateMany({
    where: {
      type: input.type,
      destination,
      verifiedAt: { gte: verifiedSince, lte: input.now },
      consumedAt: null,
      invalidatedAt: null,
    },
    data: { consumedAt: input.now },
  })
  return count > 0
}

export const CHECK_MESSAGES: Record<Exclude<CheckResult['outcome'], 'dead'>, string> = {
  verified: SERVER_MESSAGES.CODE_VERIFIED,
  wrong: SERVER_MESSAGES.CODE_INVALID,
  expired: SERVER_MESSAGES.CODE_EXPIRED,
  'not-requested': SERVER_MESSAGES.CODE_NOT_REQUESTED,
}
