// Send limits counted from verification_codes itself, so they hold across
// restarts and across API instances (ADR 0007). Callers run this inside the
// transaction that inserts the new row, after taking the advisory locks.
import {
  CODE_WAIT_MESSAGES,
  CODE_WAIT_MESSAGES_KO,
  VERIFICATION,
  type Language,
  HOUR_MS,
} from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'

export const SEND_LIMITS = {
  PER_DESTINATION_PER_HOUR: 5,
  PER_IP_PER_HOUR: 20,
  RESEND_COOLDOWN_SECONDS: VERIFICATION.RESEND_COOLDOWN_SECONDS,
} as const

export interface SendRefusal {
  retryAfterSeconds: number
  message: string
  /** The message in Korean: it carries the wait, so no catalogue holds it (ADR 0022). */
  translations: Partial<Record<Language, string>>
}

const refusal = (reason: keyof typeof CODE_WAIT_MESSAGES, wait: number): SendRefusal => ({
  retryAfterSeconds: wait,
  message: CODE_WAIT_MESSAGES[reason](wait),
  translations: { ko: CODE_WAIT_MESSAGES_KO[reason](wait) },
})

const secondsUntil = (from: Date, plusMs: number, now: Date) =>
  Math.max(1, Math.ceil((from.getTime() + plusMs - now.getTime()) / 1000))

export async function checkSendLimits(
  tx: Prisma.TransactionClient,
  request: { type: number; destination: string; ip: string; now: Date; perIp: boolean },
): Promise<SendRefusal | null> {
  const { type, destination, ip, now } = request
  const windowStart = new Date(now.getTime() - HOUR_MS)
  const window = { gt: windowStart, lte: now }

  const forDestination = await tx.verificationCode.findMany({
    where: { type, destination, createdAt: window, requestIp: { not: null } },
    select: { createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: SEND_LIMITS.PER_DESTINATION_PER_HOUR,
  })
  const latest = forDestination[0]
  const cooldownMs = SEND_LIMITS.RESEND_COOLDOWN_SECONDS * 1000
  if (latest && now.getTime() - latest.createdAt.getTime() < cooldownMs) {
    const wait = secondsUntil(latest.createdAt, cooldownMs, now)
    return refusal('resend', wait)
  }
  // With the cap reached, the oldest of the last five leaving the window frees a slot.
  const oldestCounted = forDestination[SEND_LIMITS.PER_DESTINATION_PER_HOUR - 1]
  if (oldestCounted) {
    const wait = secondsUntil(oldestCounted.createdAt, HOUR_MS, now)
    return refusal('limit', wait)
  }

  if (!request.perIp) return null
  const forIp = await tx.verificationCode.findMany({
    where: { requestIp: ip, createdAt: window },
    select: { createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: SEND_LIMITS.PER_IP_PER_HOUR,
  })
  const oldestForIp = forIp[SEND_LIMITS.PER_IP_PER_HOUR - 1]
  if (oldestForIp) {
    const wait = secondsUntil(oldestForIp.createdAt, HOUR_MS, now)
    return refusal('limit', wait)
  }
  return null
}
