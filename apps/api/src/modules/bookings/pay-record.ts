// A client's pay record (issue #28, ADR 0044): the statement is a read model
// (lib/read-models/pay-record.ts) because casting cards show it too; the partner page asks
// through this module's door for one client.
import type { PayRecord } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import { payRecordsOf } from '../../lib/read-models/pay-record.js'

export async function payRecordOf(
  prisma: Pick<PrismaClient, '$queryRawUnsafe'>,
  clientId: number,
  today: Date,
): Promise<PayRecord> {
  return (await payRecordsOf(prisma, [clientId], today)).get(clientId)!
}
