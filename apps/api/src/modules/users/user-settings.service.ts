// What a signed-in user changes about their own account besides the password: the language
// they are answered and mailed in (ADR 0022) and a client's business number (ADR 0043).
import type { Language } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'

/** Saves the user's language; false when the account is gone. */
export async function saveLanguage(
  prisma: PrismaClient,
  userId: number,
  language: Language,
): Promise<boolean> {
  const { count } = await prisma.user.updateMany({
    where: { id: userId, deletedAt: null },
    data: { language },
  })
  return count > 0
}

/** The account's service type, null when the account is gone. */
export async function serviceTypeOf(prisma: PrismaClient, userId: number) {
  const user = await prisma.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: { serviceType: true },
  })
  return user?.serviceType ?? null
}

/** Stores a business number with the tax service's answer; reads back the three columns. */
export function saveBusinessNumber(
  prisma: PrismaClient,
  userId: number,
  business: { digits: string; status: string; checkedAt: Date | null },
) {
  return prisma.user.update({
    where: { id: userId },
    data: {
      businessNumber: business.digits,
      businessStatus: business.status,
      businessCheckedAt: business.checkedAt,
    },
    select: { businessNumber: true, businessStatus: true, businessCheckedAt: true },
  })
}
