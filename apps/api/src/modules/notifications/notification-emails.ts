// The notification e-mails (issue #15, ADR 0025): a pg-boss job, every minute, turns
// notification rows not yet e-mailed into outbox e-mails in each user's language.
// - Users who did not allow notifications (or have no address): rows marked, nothing sent.
// - Rows already read in the app: marked, nothing sent (the user has seen them).
// - Rows of a thread: one e-mail per thread per side per 15 minutes. Rows that arrive inside
//   the window wait, and go out together in the next e-mail once it has passed, so a burst of
//   messages is one e-mail and no message is left untold.
// - Other rows: one digest per user per run.
// The e-mail is written to the outbox in the transaction that marks its rows (and, for a
// thread, moves the side's emailedAt), so a crash sends nothing twice and loses nothing, and an
// SMTP outage only delays delivery: the outbox retries (ADR 0007).
import {
  DEFAULT_LANGUAGE,
  THREAD_LIMITS,
  WEB_ROUTES,
  isLanguage,
  type Language,
  type NotificationKind,
} from '@cnm/contracts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { renderEmail } from '../../lib/email-layout.js'
import { enqueueEmail } from '../../lib/outbox/enqueue.js'
import { emailWording, type EmailWording } from '../../lib/i18n/wording/index.js'

export const NOTIFICATION_JOBS = { SEND_EMAILS: 'notifications.send-emails' } as const

export const NOTIFICATION_EMAIL_KIND = 'notification'
const WINDOW_MS = THREAD_LIMITS.EMAIL_DIGEST_MINUTES * 60_000
const BATCH = 500
/** A digest lists this many lines, then says how many more wait in the app. */
const DIGEST_LINES_MAX = 20

export interface NotificationEmailDeps {
  prisma: PrismaClient
  clock: Clock
  /** Where the links in the e-mails point (the web's origin). */
  webOrigin: string
  log: FastifyBaseLogger
}

interface PendingRow {
  id: number
  userId: number
  kind: string
  payload: Prisma.JsonValue
  threadId: number | null
  readAt: Date | null
}

type Texts = EmailWording['notification']

/** The payload's first non-blank text under one of `keys`. */
function textOf(payload: Prisma.JsonValue, keys: readonly string[]): string | undefined {
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
    for (const key of keys) {
      const value = payload[key]
      if (typeof value === 'string' && value.trim()) return value.trim()
    }
  }
  return undefined
}

function titleOf(payload: Prisma.JsonValue, texts: Texts): string {
  const title = textOf(payload, ['title', 'castingTitle', 'proposalTitle'])
  return title ? `“${title}”` : texts.untitled
}

/** One row's line: an answered proposal says how it was answered when its payload knows. */
function lineOf(row: PendingRow, texts: Texts): string | undefined {
  const title = titleOf(row.payload, texts)
  if (row.kind === 'proposal_answered') {
    const status = textOf(row.payload, ['status'])
    if (status === 'accepted' || status === 'declined') return texts.proposalAnswer[status](title)
  }
  return texts.line[row.kind as Exclude<NotificationKind, 'message'>]?.(title)
}

/** The lines of an e-mail: messages of one thread counted together, other rows one each. */
function linesOf(rows: readonly PendingRow[], texts: Texts): string[] {
  const lines: string[] = []
  const messages = rows.filter((row) => row.kind === 'message')
  if (messages.length > 0) {
    const last = messages[messages.length - 1]!
    lines.push(texts.messages(messages.length, titleOf(last.payload, texts)))
  }
  for (const row of rows) {
    if (row.kind === 'message') continue
    const line = lineOf(row, texts)
    if (line) lines.push(line)
  }
  return lines
}

export interface NotificationEmailRun {
  /** E-mails written to the outbox. */
  emails: number
  /** Rows marked without an e-mail (not allowed, no address, or already read). */
  skipped: number
  /** Rows left for a later run (their thread had an e-mail less than 15 minutes ago). */
  waiting: number
}

/** The job's handler (modules/jobs.ts): a run, then the outbox sends what it queued at once. */
export const sendNotificationEmailsHandler = (app: FastifyInstance) => {
  const deps: NotificationEmailDeps = {
    prisma: app.prisma,
    clock: app.clock,
    webOrigin: app.config.webOrigins[0] ?? 'http://localhost:5173',
    log: app.log.child({ module: 'notifications' }),
  }
  return async () => {
    const run = await sendNotificationEmails(deps)
    if (run.emails > 0) app.outbox.wake()
  }
}

export async function sendNotificationEmails(
  deps: NotificationEmailDeps,
): Promise<NotificationEmailRun> {
  const { prisma, clock } = deps
  const now = clock.now()
  const windowStart = new Date(now.getTime() - WINDOW_MS)
  const link = new URL(WEB_ROUTES.MYPAGE_CASTING, deps.webOrigin).toString()
  const run: NotificationEmailRun = { emails: 0, skipped: 0, waiting: 0 }

  /** Marks rows still unmarked; answers the ones this run got (another run may have some). */
  const mark = async (db: Prisma.TransactionClient | PrismaClient, ids: readonly number[]) => {
    if (ids.length === 0) return new Set<number>()
    const rows = await db.$queryRaw<Array<{ id: number }>>`
      UPDATE notifications SET emailed_at = ${now}
      WHERE id = ANY(${[...ids]}::int[]) AND emailed_at IS NULL
      RETURNING id`
    return new Set(rows.map((row) => row.id))
  }

  let afterId = 0
  for (;;) {
    const rows = await prisma.notification.findMany({
      where: { emailedAt: null, id: { gt: afterId } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, userId: true, kind: true, payload: true, threadId: true, readAt: true },
    })
    if (rows.length === 0) break
    afterId = rows[rows.length - 1]!.id

    const userIds = [...new Set(rows.map((row) => row.userId))]
    const threadIds = [...new Set(rows.flatMap((row) => (row.threadId ? [row.threadId] : [])))]
    const [users, threads] = await Promise.all([
      prisma.user.findMany({
        where: { id: { in: userIds } },
        select: {
          id: true,
          email: true,
          allowNotification: true,
          language: true,
          deletedAt: true,
          suspendedAt: true,
        },
      }),
      prisma.messageThread.findMany({
        where: { id: { in: threadIds } },
        select: { id: true, clientId: true, clientEmailedAt: true, modelEmailedAt: true },
      }),
    ])
    const userById = new Map(users.map((user) => [user.id, user]))
    const threadById = new Map(threads.map((thread) => [thread.id, thread]))

    for (const userId of userIds) {
      const user = userById.get(userId)
      const mine = rows.filter((row) => row.userId === userId)
      const wanted =
        user?.email && user.allowNotification && !user.deletedAt && !user.suspendedAt
          ? user.email
          : null
      const skip = wanted ? mine.filter((row) => row.readAt !== null) : mine
      run.skipped += (
        await mark(
          prisma,
          skip.map((row) => row.id),
        )
      ).size
      if (!wanted || !user) continue
      const language: Language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE
      const texts = emailWording(language).notification
      const unread = mine.filter((row) => row.readAt === null)

      // One e-mail per thread and side, when the side's window has passed.
      const byThread = new Map<number, PendingRow[]>()
      const loose: PendingRow[] = []
      for (const row of unread) {
        const thread = row.threadId ? threadById.get(row.threadId) : undefined
        if (!thread) loose.push(row)
        else byThread.set(thread.id, [...(byThread.get(thread.id) ?? []), row])
      }
      for (const [threadId, threadRows] of byThread) {
        const thread = threadById.get(threadId)!
        const side = thread.clientId === userId ? 'client' : 'model'
        const lastEmailed = side === 'client' ? thread.clientEmailedAt : thread.modelEmailedAt
        if (lastEmailed && lastEmailed > windowStart) {
          run.waiting += threadRows.length
          continue
        }
        const sent = await prisma.$transaction(async (tx) => {
          // The side's window moves only if no other run moved it first.
          const moved =
            side === 'client'
              ? await tx.$executeRaw`
                  UPDATE message_threads SET client_emailed_at = ${now}
                  WHERE id = ${threadId}
                    AND (client_emailed_at IS NULL OR client_emailed_at <= ${windowStart})`
              : await tx.$executeRaw`
                  UPDATE message_threads SET model_emailed_at = ${now}
                  WHERE id = ${threadId}
                    AND (model_emailed_at IS NULL OR model_emailed_at <= ${windowStart})`
          if (moved === 0) return 0
          const got = await mark(
            tx,
            threadRows.map((row) => row.id),
          )
          const lines = linesOf(
            threadRows.filter((row) => got.has(row.id)),
            texts,
          )
          if (lines.length === 0) return 0
          const title = titleOf(threadRows[threadRows.length - 1]!.payload, texts)
          const rendered = renderEmail({
            title: texts.titleThread(title),
            paragraphs: [...lines, texts.open(link)],
            footer: texts.footer,
            language,
          })
          await enqueueEmail(tx, {
            kind: NOTIFICATION_EMAIL_KIND,
            to: wanted,
            subject: texts.subjectThread(title),
            ...rendered,
          })
          return 1
        })
        run.emails += sent
      }

      // Everything else: one digest for this run.
      if (loose.length > 0) {
        run.emails += await prisma.$transaction(async (tx) => {
          const got = await mark(
            tx,
            loose.map((row) => row.id),
          )
          const taken = loose.filter((row) => got.has(row.id))
          const lines = linesOf(taken, texts)
          if (lines.length === 0) return 0
          const shown = lines.slice(0, DIGEST_LINES_MAX)
          if (lines.length > shown.length) shown.push(texts.more(lines.length - shown.length))
          const rendered = renderEmail({
            title: texts.titleDigest,
            paragraphs: [...shown, texts.open(link)],
            footer: texts.footer,
            language,
          })
          await enqueueEmail(tx, {
            kind: NOTIFICATION_EMAIL_KIND,
            to: wanted,
            subject: texts.subjectDigest(taken.length),
            ...rendered,
          })
          return 1
        })
      }
    }
    if (rows.length < BATCH) break
  }
  if (run.emails > 0 || run.skipped > 0) deps.log.info(run, 'notifications: e-mail run')
  return run
}
