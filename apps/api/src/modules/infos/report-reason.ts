import { INFO_TYPE, MESSAGES } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import { validationError } from '../../lib/http/field-errors.js'

/**
 * A report's `reasonId` must name one of the report reasons of the reference data; any other
 * id is a 400 on `reasonId`. Shared by the reports of profiles, castings, reviews and messages.
 */
export async function assertReportReason(
  prisma: Pick<PrismaClient, 'infoItem'>,
  reasonId: number,
): Promise<void> {
  const reason = await prisma.infoItem.findUnique({
    where: { id: reasonId },
    select: { type: true },
  })
  if (reason?.type !== INFO_TYPE.REPORT_REASON) {
    throw validationError({ reasonId: MESSAGES.INVALID })
  }
}
