// How a ledger row's usage-ended notice reads (ADR 0056): the notice with the client's latest
// answer, the status it gives the row, and what each side may do next.
import type { ImageUsage, UsageNotice, UsageNoticeAnswerKind, UsageStatus } from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'

export const noticeSelect = {
  id: true,
  message: true,
  sentAt: true,
  answers: { orderBy: [{ answeredAt: 'desc' }, { id: 'desc' }], take: 1 },
} as const satisfies Prisma.UsageNoticeSelect
type NoticeRow = Prisma.UsageNoticeGetPayload<{ select: typeof noticeSelect }>

/** The notice as both sides read it. */
export function toNotice(row: NoticeRow): UsageNotice {
  const last = row.answers[0]
  return {
    id: row.id,
    message: row.message,
    sentAt: row.sentAt.toISOString(),
    answer: (last?.answer as UsageNoticeAnswerKind | undefined) ?? null,
    takenDownOn: last?.takenDownOn?.toISOString().slice(0, 10) ?? null,
    extensionVersion: last?.versionNumber ?? null,
    answeredAt: last?.answeredAt.toISOString() ?? null,
  }
}

/**
 * The status after `ended`: an extension whose version the model side declined leaves the
 * notice waiting again (the client takes the pictures down or asks differently).
 */
export function noticeStatusOf(
  notice: UsageNotice,
  versionStatus: (number: number) => string | undefined,
): UsageStatus {
  if (notice.answer === 'taken_down') return 'acknowledged'
  if (notice.answer === 'extension' && notice.extensionVersion !== null) {
    return versionStatus(notice.extensionVersion) === 'declined'
      ? 'notice_sent'
      : 'extension_requested'
  }
  return 'notice_sent'
}

/** The row's status and what the viewer may do with its notice. */
export function withNotice(
  base: UsageStatus,
  viewer: ImageUsage['viewer'],
  notice: NoticeRow | null,
  versionStatus: (number: number) => string | undefined,
): Pick<ImageUsage, 'status' | 'notice' | 'can'> {
  const read = notice ? toNotice(notice) : null
  const status = read ? noticeStatusOf(read, versionStatus) : base
  return {
    status,
    notice: read,
    can: {
      sendNotice: viewer === 'model' && base === 'ended' && read === null,
      acknowledge: viewer === 'client' && status === 'notice_sent' && read !== null,
    },
  }
}
