// Filing a report for the administrators' queue (issue #27: one function for the reports of
// profiles, castings, messages and reviews, which were written four times). Each module checks
// who may report what first; this checks the reason and files the report once: a repeat by the
// same person while the first is open adds nothing and answers the same.
import { INFO_TYPE, MESSAGES, MODEL_REPORT_STATUS } from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../generated/prisma/client.js'
import { validationError } from './http/field-errors.js'

/**
 * A report's `reasonId` must name one of the report reasons of the reference data; any other
 * id is a 400 on `reasonId`.
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

/** What is reported: a profile (its own table, model_reports) or a casting, message or review. */
export type ReportSubject =
  | { profileId: number }
  | { castingId: number; snapshot: Prisma.InputJsonValue }
  | { messageId: number }
  | { reviewId: number }

export interface ReportFiling {
  reporterId: number
  reasonId: number
  details?: string | undefined
  ip: string
  now: Date
}

export async function fileReport(
  prisma: PrismaClient,
  subject: ReportSubject,
  { reporterId, reasonId, details = '', ip, now }: ReportFiling,
): Promise<void> {
  await assertReportReason(prisma, reasonId)
  const filed = { reporterId, reasonId, details, requestIp: ip, createdAt: now }
  const open = { reporterId, status: MODEL_REPORT_STATUS.OPEN }
  if ('profileId' in subject) {
    const { profileId } = subject
    if (await prisma.modelReport.findFirst({ where: { profileId, ...open }, select: { id: true } }))
      return
    await prisma.modelReport.create({ data: { profileId, ...filed } })
    return
  }
  const [target, key] =
    'castingId' in subject
      ? (['casting', { castingId: subject.castingId }] as const)
      : 'messageId' in subject
        ? (['message', { messageId: subject.messageId }] as const)
        : (['review', { reviewId: subject.reviewId }] as const)
  if (await prisma.report.findFirst({ where: { target, ...key, ...open }, select: { id: true } }))
    return
  await prisma.report.create({
    data: {
      target,
      ...key,
      ...filed,
      ...('snapshot' in subject ? { snapshot: subject.snapshot } : {}),
    },
  })
}
