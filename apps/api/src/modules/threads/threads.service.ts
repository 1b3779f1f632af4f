// Message threads (issue #15, ADR 0025): reading pages, writing, unread counts, reports.
// Unread counts stay exact without a read-position column: a write adds one to the other
// side's count in the transaction that inserts the message, and reading the newest page
// locks the thread row before it reads the messages and sets the caller's count to 0, so a
// message committed meanwhile is either in the page the caller got or counted after it.
import {
  MESSAGES,
  SERVER_MESSAGES,
  messageIn,
  type Language,
  type MessageListQuery,
  type MessageReportInput,
  type Thread,
  type ThreadMessage,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { forbidden, HttpError, notFound } from '../../lib/http-error.js'
import { fileReport } from '../../lib/reports.js'
import { validationError } from '../../lib/http/field-errors.js'
import type { PhotoUrl } from '../../lib/read-models/photo-image.js'
import { notify } from '../../lib/notify.js'
import { contactSpans, cutSpans, storedSpans, type RedactionOptions } from './contact-redaction.js'
import { systemLineIn } from './system-lines.js'
import { acrossBeforeBooking, contactNoticeIn } from './before-booking.js'
import { storedLanguage } from '../../lib/i18n/request-language.js'
import {
  applicationThreadRef,
  proposalThreadRef,
  type ThreadKind,
  type ThreadRef,
} from './thread-access.js'

export interface ThreadsDeps {
  prisma: PrismaClient
  clock: Clock
  photoUrl: PhotoUrl
  /** The platform's own host names (WEB_ORIGIN): links to its pages are not contact details. */
  ownHosts?: readonly string[]
}

interface MessageRow {
  id: number
  senderId: number | null
  body: string
  createdAt: Date
  /** Found when it was written; null (or anything unreadable) means find them now. */
  contactSpans: unknown
}

const messageSelect = {
  id: true,
  senderId: true,
  body: true,
  createdAt: true,
  contactSpans: true,
} as const

/** The notice that replaces contact details, in the reader's language (before-booking.ts). */
const noticeIn = contactNoticeIn

/** The name of a side that left (ADR 0032), in the reader's language. */
const deletedAccountIn = (language: Language) =>
  messageIn('SERVER_MESSAGES.DELETED_ACCOUNT', language)

/**
 * A message as `userId` reads it. Before a booking the other side reads a notice in place of
 * contact details; the sender reads their own words, told that the other side does not.
 */
export function messageView(
  row: MessageRow,
  ref: Pick<ThreadRef, 'clientId' | 'modelUserId' | 'contactsOpen' | 'contactsOpenBefore'>,
  userId: number,
  language: Language,
  redaction: RedactionOptions = {},
): ThreadMessage {
  const side =
    row.senderId === null
      ? 'system'
      : row.senderId === ref.clientId
        ? 'client'
        : row.senderId === ref.modelUserId
          ? 'model'
          : 'system'
  const mine = row.senderId === userId
  // The platform's own lines are read in the reader's language (system-lines.ts).
  const text = row.senderId === null ? systemLineIn(row.body, language) : row.body
  // Whoever wrote it (a deleted account's messages lose their sender, not their redaction).
  const openBefore = ref.contactsOpenBefore
  const open = ref.contactsOpen || (openBefore ? row.createdAt < openBefore : false)
  // Issue #25, finding 12: a person's message carries the spans found when it was written, so
  // a page read cuts at stored offsets; the platform's own lines are translated here, so their
  // spans are found in the text as read.
  const spans = open
    ? []
    : ((row.senderId === null ? null : storedSpans(row.contactSpans, text)) ??
      contactSpans(text, redaction))
  const hidden = spans.length > 0
  return {
    id: row.id,
    mine,
    side,
    body: hidden && !mine ? cutSpans(text, spans, noticeIn(language)) : text,
    contactHidden: hidden,
    createdAt: row.createdAt.toISOString(),
  }
}

export function createThreadsService({ prisma, clock, photoUrl, ownHosts = [] }: ThreadsDeps) {
  const redaction: RedactionOptions = { ownHosts }
  /**
   * A proposal thread's title and company name are the sender's words: the model side reads
   * them without contact details until the proposal is accepted (issue #25, finding 9). An
   * application thread's title is the casting's, public on the board.
   */
  const headerFor = (
    ref: Pick<ThreadRef, 'kind' | 'contactsOpen'>,
    readerSide: 'client' | 'model',
    text: string,
    language: Language,
  ) =>
    acrossBeforeBooking(
      text,
      ref.contactsOpen,
      ref.kind === 'proposal' && readerSide === 'model' ? { language, ownHosts } : null,
    )
  const languageOf = async (db: Pick<PrismaClient, 'user'>, userId: number) =>
    storedLanguage(
      (await db.user.findUnique({ where: { id: userId }, select: { language: true } }))?.language,
    ) ?? 'en'
  const refOf = (kind: ThreadKind, userId: number, refId: number) =>
    kind === 'application'
      ? applicationThreadRef(prisma, photoUrl, clock.now(), userId, refId)
      : proposalThreadRef(prisma, photoUrl, clock.now(), userId, refId)

  async function clientHasWritten(threadId: number, clientId: number): Promise<boolean> {
    // Oldest first: the client's first message is normally the thread's first row.
    const first = await prisma.message.findFirst({
      where: { threadId, senderId: clientId },
      orderBy: { id: 'asc' },
      select: { id: true },
    })
    return first !== null
  }

  async function writeState(ref: ThreadRef): Promise<{ canWrite: boolean; reason: string | null }> {
    if (ref.closedByDeparture) return { canWrite: false, reason: SERVER_MESSAGES.THREAD_DEPARTED }
    if (ref.side === 'client' || !ref.clientWritesFirst) return { canWrite: true, reason: null }
    const written = ref.thread ? await clientHasWritten(ref.thread.id, ref.clientId) : false
    return written
      ? { canWrite: true, reason: null }
      : { canWrite: false, reason: SERVER_MESSAGES.CLIENT_WRITES_FIRST }
  }

  /**
   * One page of a thread: the newest (no cursor), older than `before`, or newer than `after`
   * (what a poll asks for). Reading up to the newest message marks the caller's side read,
   * with the thread's 'message' notifications for the caller.
   */
  async function page(
    ref: ThreadRef,
    userId: number,
    query: MessageListQuery,
  ): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
    if (query.before !== undefined && query.after !== undefined) {
      throw validationError({ after: MESSAGES.INVALID })
    }
    const thread = ref.thread
    if (!thread) return { rows: [], hasMore: false }
    const take = query.limit + 1
    const read = async (db: Pick<PrismaClient, 'message'>) => {
      if (query.after !== undefined) {
        const rows = await db.message.findMany({
          where: { threadId: thread.id, id: { gt: query.after } },
          orderBy: { id: 'asc' },
          take,
          select: messageSelect,
        })
        return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit }
      }
      const rows = await db.message.findMany({
        where: {
          threadId: thread.id,
          ...(query.before !== undefined ? { id: { lt: query.before } } : {}),
        },
        orderBy: { id: 'desc' },
        take,
        select: messageSelect,
      })
      return { rows: rows.slice(0, query.limit).reverse(), hasMore: rows.length > query.limit }
    }

    const unreadOf = (row: { clientUnread: number; modelUnread: number }) =>
      ref.side === 'client' ? row.clientUnread : row.modelUnread
    if (query.before !== undefined) return read(prisma)
    // A poll of a thread with nothing unread takes no lock and writes nothing. The count is
    // looked at again after the read: a message that arrived in between sends the read down
    // the locking path, so a message the caller got is never left counted.
    if (unreadOf(thread) === 0) {
      const result = await read(prisma)
      const now = await prisma.messageThread.findUnique({
        where: { id: thread.id },
        select: { clientUnread: true, modelUnread: true },
      })
      if (!now || unreadOf(now) === 0) return result
    }
    return prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM message_threads WHERE id = ${thread.id} FOR UPDATE`
      const result = await read(tx)
      // A poll that did not reach the newest message leaves the count for the next one.
      if (query.after !== undefined && result.hasMore) return result
      await tx.messageThread.update({
        where: { id: thread.id },
        data: ref.side === 'client' ? { clientUnread: 0 } : { modelUnread: 0 },
      })
      await tx.notification.updateMany({
        where: { userId, threadId: thread.id, kind: 'message', readAt: null },
        data: { readAt: clock.now() },
      })
      return result
    })
  }

  async function get(
    kind: ThreadKind,
    userId: number,
    refId: number,
    query: MessageListQuery,
    language: Language,
  ): Promise<Thread> {
    const ref = await refOf(kind, userId, refId)
    const [{ rows, hasMore }, write] = await Promise.all([
      page(ref, userId, query),
      writeState(ref),
    ])
    return {
      id: ref.thread?.id ?? 0,
      kind,
      applicationId: kind === 'application' ? ref.refId : null,
      proposalId: kind === 'proposal' ? ref.refId : null,
      title: headerFor(ref, ref.side, ref.title, language),
      mySide: ref.side,
      counterpartName: ref.counterpartDeparted
        ? deletedAccountIn(language)
        : headerFor(ref, ref.side, ref.counterpartName, language),
      counterpartDeparted: ref.counterpartDeparted,
      profile: ref.profile,
      canWrite: write.canWrite,
      cannotWriteReason: write.reason,
      messages: rows.map((row) => messageView(row, ref, userId, language, redaction)),
      hasMore,
    }
  }

  /** Creates the thread on its first message; concurrent first messages share one row. */
  async function ensureThread(
    db: Pick<PrismaClient, '$queryRaw'>,
    ref: ThreadRef,
    now: Date,
  ): Promise<number> {
    const rows =
      ref.kind === 'application'
        ? await db.$queryRaw<Array<{ id: number }>>`
            INSERT INTO message_threads (application_id, client_id, model_user_id, created_at)
            VALUES (${ref.refId}, ${ref.clientId}, ${ref.modelUserId}, ${now})
            ON CONFLICT (application_id) DO UPDATE SET application_id = EXCLUDED.application_id
            RETURNING id`
        : await db.$queryRaw<Array<{ id: number }>>`
            INSERT INTO message_threads (proposal_id, client_id, model_user_id, created_at)
            VALUES (${ref.refId}, ${ref.clientId}, ${ref.modelUserId}, ${now})
            ON CONFLICT (proposal_id) DO UPDATE SET proposal_id = EXCLUDED.proposal_id
            RETURNING id`
    const row = rows[0]
    if (!row) throw new Error('threads: the thread row was neither created nor found')
    return row.id
  }

  async function send(
    kind: ThreadKind,
    userId: number,
    refId: number,
    body: string,
    language: Language,
  ): Promise<{ message: ThreadMessage; threadId: number }> {
    const ref = await refOf(kind, userId, refId)
    // A thread whose other side left is kept to be read, not written to (ADR 0032).
    if (ref.closedByDeparture) throw new HttpError('CONFLICT', SERVER_MESSAGES.THREAD_DEPARTED)
    const now = clock.now()
    const other = ref.side === 'client' ? ref.modelUserId : ref.clientId
    const { row, threadId } = await prisma.$transaction(async (tx) => {
      const threadId = await ensureThread(tx, ref, now)
      if (ref.side === 'model' && ref.clientWritesFirst) {
        const first = await tx.message.findFirst({
          where: { threadId, senderId: ref.clientId },
          orderBy: { id: 'asc' },
          select: { id: true },
        })
        if (!first) throw forbidden(SERVER_MESSAGES.CLIENT_WRITES_FIRST)
      }
      const row = await tx.message.create({
        data: {
          threadId,
          senderId: userId,
          body,
          createdAt: now,
          contactSpans: contactSpans(body, redaction),
        },
        select: messageSelect,
      })
      await tx.messageThread.update({
        where: { id: threadId },
        data: {
          lastMessageAt: now,
          ...(ref.side === 'client'
            ? { modelUnread: { increment: 1 } }
            : { clientUnread: { increment: 1 } }),
        },
      })
      const otherSide = ref.side === 'client' ? 'model' : 'client'
      const otherLanguage =
        ref.kind === 'proposal' && otherSide === 'model' && !ref.contactsOpen
          ? await languageOf(tx, other)
          : 'en'
      await notify(tx, {
        userId: other,
        kind: 'message',
        threadId,
        castingId: ref.castingId,
        payload: {
          threadId,
          ...(kind === 'application' ? { applicationId: ref.refId } : { proposalId: ref.refId }),
          title: headerFor(ref, otherSide, ref.title, otherLanguage),
        },
      })
      return { row, threadId }
    })
    return { message: messageView(row, ref, userId, language, redaction), threadId }
  }

  /**
   * Files a report on a message for the admin queue. Only the thread's two sides may, and not
   * on their own words; a repeat while the first is open adds nothing (same answer).
   */
  async function report(
    userId: number,
    messageId: number,
    input: MessageReportInput,
    ip: string,
  ): Promise<void> {
    const message = await prisma.message.findUnique({
      where: { id: messageId },
      select: { senderId: true, thread: { select: { clientId: true, modelUserId: true } } },
    })
    if (!message || (message.thread.clientId !== userId && message.thread.modelUserId !== userId)) {
      throw notFound()
    }
    if (message.senderId === userId) throw forbidden(SERVER_MESSAGES.CANNOT_REPORT_OWN_MESSAGE)
    await fileReport(prisma, { messageId }, { reporterId: userId, ...input, ip, now: clock.now() })
  }

  return { get, send, report }
}

export type ThreadsService = ReturnType<typeof createThreadsService>
