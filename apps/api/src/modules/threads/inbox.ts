// The caller's inbox (issue #26): every thread with a message, newest first, with the caller's
// unread count, titled and named exactly as the thread itself shows them (thread-access.ts),
// so a minor's full name stays hidden from a client until a booking stands (ADR 0035).
import type { Inbox, InboxQuery, InboxThread } from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { PhotoUrl } from '../../lib/read-models/photo-image.js'
import { profileSelect, thumbOf } from './thread-access.js'

export interface InboxDeps {
  prisma: PrismaClient
  photoUrl: PhotoUrl
}

const inboxSelect = {
  id: true,
  clientId: true,
  modelUserId: true,
  lastMessageAt: true,
  clientUnread: true,
  modelUnread: true,
  application: {
    select: {
      id: true,
      status: true,
      casting: { select: { title: true, companyName: true } },
      modelProfile: { select: profileSelect },
    },
  },
  proposal: {
    select: {
      id: true,
      status: true,
      title: true,
      companyName: true,
      targetModelProfile: { select: profileSelect },
    },
  },
} as const satisfies Prisma.MessageThreadSelect

type InboxRow = Prisma.MessageThreadGetPayload<{ select: typeof inboxSelect }>

function toInboxThread(
  row: InboxRow,
  userId: number,
  photoUrl: PhotoUrl,
  today: Date,
): InboxThread | null {
  const mySide = row.clientId === userId ? 'client' : 'model'
  const source = row.application
    ? {
        kind: 'application' as const,
        refId: row.application.id,
        title: row.application.casting.title,
        company: row.application.casting.companyName,
        profile: row.application.modelProfile,
        booked: row.application.status === 'booked',
      }
    : row.proposal
      ? {
          kind: 'proposal' as const,
          refId: row.proposal.id,
          title: row.proposal.title,
          company: row.proposal.companyName,
          profile: row.proposal.targetModelProfile,
          booked: row.proposal.status === 'accepted',
        }
      : null
  if (!source || !row.lastMessageAt) return null
  const profile = thumbOf(source.profile, photoUrl, today, mySide === 'model' || source.booked)
  return {
    id: row.id,
    kind: source.kind,
    refId: source.refId,
    title: source.title,
    mySide,
    counterpartName: mySide === 'client' ? (profile?.stageName ?? '') : source.company,
    profile,
    unread: mySide === 'client' ? row.clientUnread : row.modelUnread,
    lastMessageAt: row.lastMessageAt.toISOString(),
  }
}

export function createInbox({ prisma, photoUrl }: InboxDeps) {
  return {
    async list(userId: number, query: InboxQuery, today: Date): Promise<Inbox> {
      const where = {
        OR: [{ clientId: userId }, { modelUserId: userId }],
        lastMessageAt: { not: null },
      } satisfies Prisma.MessageThreadWhereInput
      const [rows, total] = await Promise.all([
        prisma.messageThread.findMany({
          where,
          orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }],
          skip: (query.page - 1) * query.pageSize,
          take: query.pageSize,
          select: inboxSelect,
        }),
        prisma.messageThread.count({ where }),
      ])
      return {
        items: rows
          .map((row) => toInboxThread(row, userId, photoUrl, today))
          .filter((item): item is InboxThread => item !== null),
        page: query.page,
        pageSize: query.pageSize,
        total,
      }
    },
  }
}
