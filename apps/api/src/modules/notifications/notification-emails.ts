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
  type ProposalAnswer,
} from '@cnm/contracts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { renderEmail } from '../../lib/email-layout.js'
import { enqueueEmail } from '../../lib/outbox/enqueue.js'

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

type Texts = {
  subjectThread: (title: string) => string
  subjectDigest: (count: number) => string
  titleThread: (title: string) => string
  titleDigest: string
  open: (link: string) => string
  more: (count: number) => string
  footer: string
  messages: (count: number, title: string) => string
  line: Record<Exclude<NotificationKind, 'message'>, (title: string) => string>
  /** proposal_answered with the answer in its payload (`status`); `line` words older rows. */
  proposalAnswer: Record<ProposalAnswer['status'], (title: string) => string>
  untitled: string
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subjectThread: (title) => `New on Casting N Model: ${title}`,
    subjectDigest: (count) =>
      count === 1 ? 'You have a new notification' : `You have ${count} new notifications`,
    titleThread: (title) => `News about ${title}`,
    titleDigest: 'Your notifications',
    open: (link) => `Open Casting N Model to read and reply: ${link}`,
    more: (count) => `… and ${count} more in the app.`,
    footer:
      'You get these e-mails because you allowed notifications when you signed up. At most one e-mail per conversation every 15 minutes.',
    messages: (count, title) =>
      count === 1 ? `A new message about ${title}.` : `${count} new messages about ${title}.`,
    line: {
      application_received: (title) => `A model applied to ${title}.`,
      application_status: (title) => `Your application to ${title} has a new status.`,
      application_withdrawn: (title) => `An application to ${title} was withdrawn.`,
      proposal_received: (title) => `You received a casting proposal: ${title}.`,
      proposal_answered: (title) => `Your proposal ${title} has been answered.`,
      casting_closed: (title) => `The casting ${title} has closed.`,
      casting_released: (title) => `Your casting ${title} is now live.`,
      review_received: () => 'You received a new review.',
      review_released: () => 'A review about you is now visible.',
      admin_action: () => 'An administrator took an action on your account or content.',
      booking_cancelled: (title) => `A booking for ${title} was cancelled.`,
      self_tape: (title) => `The client of ${title} asked you for a self-tape.`,
      // E-mailed in the saved searches' own daily digest (notify's `emailed`); never here.
      saved_search_match: () => 'New castings match one of your saved searches.',
      agreement: (title) => `The booking agreement for ${title} has news.`,
      option: (title) => `An option on ${title} has news.`,
    },
    proposalAnswer: {
      accepted: (title) => `Your proposal ${title} was accepted.`,
      declined: (title) => `Your proposal ${title} was declined.`,
    },
    untitled: 'your casting',
  },
  ko: {
    subjectThread: (title) => `Casting N Model 새 소식: ${title}`,
    subjectDigest: (count) => `새 알림 ${count}개가 있습니다`,
    titleThread: (title) => `${title} 관련 새 소식`,
    titleDigest: '새 알림',
    open: (link) => `Casting N Model에서 확인하고 답장하세요: ${link}`,
    more: (count) => `그 밖에 알림 ${count}개가 더 있습니다. 앱에서 확인해 주세요.`,
    footer:
      '회원가입 때 알림 수신에 동의하셔서 보내 드리는 메일입니다. 대화 하나당 15분에 한 통까지만 보내 드립니다.',
    messages: (count, title) => `${title}에 새 메시지 ${count}개가 도착했습니다.`,
    line: {
      application_received: (title) => `${title}에 새 지원자가 있습니다.`,
      application_status: (title) => `${title} 지원 상태가 바뀌었습니다.`,
      application_withdrawn: (title) => `${title}에 대한 지원이 취소되었습니다.`,
      proposal_received: (title) => `캐스팅 제안을 받았습니다: ${title}`,
      proposal_answered: (title) => `보내신 제안 ${title}에 답변이 왔습니다.`,
      casting_closed: (title) => `${title} 캐스팅이 마감되었습니다.`,
      casting_released: (title) => `${title} 캐스팅이 게시되었습니다.`,
      review_received: () => '새 리뷰를 받았습니다.',
      review_released: () => '회원님에 대한 리뷰가 공개되었습니다.',
      admin_action: () => '관리자가 회원님의 계정 또는 게시물을 처리했습니다.',
      booking_cancelled: (title) => `${title} 섭외가 취소되었습니다.`,
      self_tape: (title) => `${title} 클라이언트가 셀프 테이프를 요청했습니다.`,
      saved_search_match: () => '저장한 검색에 맞는 새 캐스팅이 있습니다.',
      agreement: (title) => `${title} 섭외 계약서에 새 소식이 있습니다.`,
      option: (title) => `${title} 옵션(가예약)에 새 소식이 있습니다.`,
    },
    proposalAnswer: {
      accepted: (title) => `${title} 제안이 수락되었습니다.`,
      declined: (title) => `${title} 제안이 거절되었습니다.`,
    },
    untitled: '캐스팅',
  },
}

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
      const texts = TEXTS[language]
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
