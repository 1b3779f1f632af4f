import {
  emailSchema,
  EXAMINATION_STATUS,
  LOGIN_TYPE,
  normalizeEmail,
  SERVICE_TYPE,
} from '@cnm/contracts'
import type { PrismaClient } from '../generated/prisma/client.js'
import type { Clock } from '../lib/clock.js'
import { generateTemporaryPassword, type PasswordHasher } from '../lib/passwords.js'

export type AdminAccountResult =
  | { outcome: 'promoted' | 'already-admin'; userId: number; email: string }
  /** The generated password is shown once and stored only as a hash. */
  | { outcome: 'created'; userId: number; email: string; password: string }

export class AdminAccountError extends Error {}

/**
 * Makes the account with this e-mail an administrator, or creates one with a random
 * password (an e-mail log-in; serviceType client, since every account needs one).
 */
export async function ensureAdminAccount(
  deps: { prisma: PrismaClient; hasher: Pick<PasswordHasher, 'hash'>; clock: Clock },
  rawEmail: string,
): Promise<AdminAccountResult> {
  const parsed = emailSchema.safeParse(rawEmail)
  if (!parsed.success) throw new AdminAccountError(`"${rawEmail}" is not a valid e-mail address.`)
  const email = normalizeEmail(parsed.data)
  const existing = await deps.prisma.user.findFirst({
    where: { email, deletedAt: null },
    select: { id: true, role: true },
  })
  if (existing?.role === 'ADMIN') return { outcome: 'already-admin', userId: existing.id, email }
  if (existing) {
    await deps.prisma.user.update({ where: { id: existing.id }, data: { role: 'ADMIN' } })
    return { outcome: 'promoted', userId: existing.id, email }
  }
  const password = generateTemporaryPassword()
  const user = await deps.prisma.user.create({
    data: {
      email,
      role: 'ADMIN',
      loginType: LOGIN_TYPE.EMAIL,
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.NONE,
      passwordHash: await deps.hasher.hash(password),
      firstName: 'Administrator',
      lastName: '',
      createdAt: deps.clock.now(),
    },
    select: { id: true },
  })
  return { outcome: 'created', userId: user.id, email, password }
}
