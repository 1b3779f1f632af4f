// The usage-ended notice (issue #28, ADR 0056). Once a ledger row has ended, the model side
// (the model account, or the agency for its model) tells the client, with an optional message;
// the client is told at once, in-app and by e-mail in its language, and acknowledges: the
// pictures were taken down on a date, or it asks for an extension, which is a new version of
// the agreement (the usual version flow: the model side accepts or declines it). A notice left
// unanswered for 7 days is reminded once. Notices and answers are rows that are never changed
// or deleted (a trigger refuses it).
import {
  BOOKING_WEB_ROUTES,
  DAY_MS,
  SERVER_MESSAGES,
  USAGE_NOTICE_REMINDER_DAYS,
  USAGE_NOTICE_SERVER_MESSAGES,
  type AgreementContent,
  type AgreementTerms,
  type ImageUsage,
  type UsageNoticeAnswerInput,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import type { AuthContext } from '../../plugins/auth.js'
import { agreementRoleOf } from './agreement-access.js'
import type { BookingsService } from './bookings.service.js'
import { seoulToday } from '../../lib/seoul-day.js'
import { createImageUsageService, daysBetween } from './image-usage.js'
import { noticeSelect, noticeStatusOf, toNotice } from './usage-notice-view.js'
import { noticeWording, takenDownWording } from './usage-notice-texts.js'
import { tellWithEmail } from './tell-with-email.js'

type Tx = Prisma.TransactionClient
type Viewer = Pick<AuthContext, 'userId' | 'role'>

export const USAGE_NOTICE_EMAIL_KIND = 'usage-notice'

const conflict = (message: string) => new HttpError('CONFLICT', message)
const dateOnly = (date: Date) => date.toISOString().slice(0, 10)

export interface UsageNoticeDeps {
  prisma: PrismaClient
  clock: Clock
  webOrigin: string
  bookings: Pick<BookingsService, 'proposeIn'>
}

const rowSelect = {
  id: true,
  agreementId: true,
  scope: true,
  endsOn: true,
  supersededAt: true,
  notice: { select: noticeSelect },
  agreement: {
    select: {
      id: true,
      clientId: true,
      modelUserId: true,
      agreedVersion: true,
      versions: { select: { number: true, status: true, content: true } },
      application: { select: { casting: { select: { title: true } } } },
      proposal: { select: { title: true } },
    },
  },
} as const satisfies Prisma.ImageUsageSelect
type UsageRow = Prisma.ImageUsageGetPayload<{ select: typeof rowSelect }>

/** The casting's or proposal's title; a booking made from an option has neither, so the title
 * its agreed version holds (as the pay reminders read it). */
function titleOf(row: UsageRow): string {
  const direct = row.agreement.application?.casting.title ?? row.agreement.proposal?.title
  if (direct) return direct
  const agreed = row.agreement.versions.find(
    (version) => version.number === row.agreement.agreedVersion,
  )
  const content = agreed?.content as { booking?: { title?: unknown } } | null | undefined
  return typeof content?.booking?.title === 'string' ? content.booking.title : ''
}

export function createUsageNoticeService({ prisma, clock, webOrigin, bookings }: UsageNoticeDeps) {
  const ledger = createImageUsageService({ prisma, clock })
  const link = `${webOrigin}${BOOKING_WEB_ROUTES.MYPAGE_IMAGE_USAGE}`

  /** The row with its agreement locked (the lock order of every agreement write), or 404. */
  async function lockRow(tx: Tx, usageId: number): Promise<UsageRow> {
    const found = await tx.imageUsage.findUnique({
      where: { id: usageId },
      select: { agreementId: true },
    })
    if (!found) throw notFound()
    await tx.$queryRaw`SELECT id FROM booking_agreements WHERE id = ${found.agreementId} FOR UPDATE`
    await tx.$queryRaw`SELECT id FROM image_usages WHERE id = ${usageId} FOR UPDATE`
    return tx.imageUsage.findUniqueOrThrow({ where: { id: usageId }, select: rowSelect })
  }

  const facts = (row: UsageRow) => ({
    title: titleOf(row),
    scope: row.scope,
    endsOn: row.endsOn ? dateOnly(row.endsOn) : '',
    link,
  })

  async function answerFor(viewer: Viewer, usageId: number): Promise<ImageUsage> {
    const [usage] = await ledger.list(viewer.userId, usageId)
    return usage!
  }

  return {
    /** The model side sends the notice on an ended, current row (409 before its end). */
    async send(viewer: Viewer, usageId: number, message: string) {
      const now = clock.now()
      const emails = await prisma.$transaction(async (tx) => {
        const row = await lockRow(tx, usageId)
        const role = agreementRoleOf(viewer, row.agreement, 'write')
        if (role !== 'model') throw new HttpError('FORBIDDEN', SERVER_MESSAGES.FORBIDDEN)
        if (row.supersededAt !== null)
          throw conflict(USAGE_NOTICE_SERVER_MESSAGES.NOTICE_NOT_CURRENT)
        const today = seoulToday(now)
        if (row.endsOn === null || daysBetween(today, dateOnly(row.endsOn)) >= 0) {
          throw conflict(USAGE_NOTICE_SERVER_MESSAGES.NOTICE_TOO_EARLY)
        }
        if (row.notice) throw conflict(USAGE_NOTICE_SERVER_MESSAGES.NOTICE_ALREADY_SENT)
        await tx.usageNotice.create({
          data: {
            imageUsageId: row.id,
            agreementId: row.agreementId,
            sentById: viewer.userId,
            message,
            sentAt: now,
          },
        })
        return tellWithEmail(tx, USAGE_NOTICE_EMAIL_KIND, [
          {
            userId: row.agreement.clientId,
            agreementId: row.agreementId,
            title: titleOf(row),
            event: 'usage_notice',
            extra: { endsOn: facts(row).endsOn, scope: row.scope },
            wording: noticeWording({ ...facts(row), message }, false),
          },
        ])
      })
      return { usage: await answerFor(viewer, usageId), emails }
    },

    /** The client acknowledges a waiting notice: taken down on a day, or an extension. */
    async acknowledge(viewer: Viewer, usageId: number, input: UsageNoticeAnswerInput, ip: string) {
      const now = clock.now()
      const emails = await prisma.$transaction(async (tx) => {
        const row = await lockRow(tx, usageId)
        const role = agreementRoleOf(viewer, row.agreement, 'write')
        if (role !== 'client') throw new HttpError('FORBIDDEN', SERVER_MESSAGES.FORBIDDEN)
        const versionStatus = (number: number) =>
          row.agreement.versions.find((one) => one.number === number)?.status
        if (!row.notice || noticeStatusOf(toNotice(row.notice), versionStatus) !== 'notice_sent') {
          throw conflict(USAGE_NOTICE_SERVER_MESSAGES.NOTICE_NOT_WAITING)
        }
        const answer = { noticeId: row.notice.id, answeredById: viewer.userId, answeredAt: now }
        if (input.answer === 'taken_down') {
          if (input.takenDownOn > seoulToday(now)) {
            throw conflict(USAGE_NOTICE_SERVER_MESSAGES.TAKEN_DOWN_IN_FUTURE)
          }
          await tx.usageNoticeAnswer.create({
            data: {
              ...answer,
              answer: 'taken_down',
              takenDownOn: new Date(`${input.takenDownOn}T00:00:00Z`),
            },
          })
          return tellWithEmail(tx, USAGE_NOTICE_EMAIL_KIND, [
            {
              userId: row.agreement.modelUserId,
              agreementId: row.agreementId,
              title: titleOf(row),
              event: 'usage_taken_down',
              extra: { takenDownOn: input.takenDownOn, scope: row.scope },
              wording: takenDownWording({ ...facts(row), takenDownOn: input.takenDownOn }),
            },
          ])
        }
        const agreed = row.agreement.versions.find(
          (one) => one.number === row.agreement.agreedVersion,
        )
        const terms = (agreed?.content as unknown as AgreementContent | undefined)?.terms
        if (!terms) throw conflict(USAGE_NOTICE_SERVER_MESSAGES.NOTICE_NOT_WAITING)
        if (terms.usage.months !== null && input.months <= terms.usage.months) {
          throw conflict(USAGE_NOTICE_SERVER_MESSAGES.EXTENSION_NOT_LONGER)
        }
        const extended: AgreementTerms = {
          ...terms,
          usage: { ...terms.usage, months: input.months, extensionFee: input.fee },
        }
        // The usual version flow: the model side is told and accepts or declines it.
        const number = await bookings.proposeIn(
          tx,
          viewer,
          row.agreementId,
          { terms: extended },
          ip,
          now,
        )
        await tx.usageNoticeAnswer.create({
          data: { ...answer, answer: 'extension', versionNumber: number },
        })
        return 0
      })
      return { usage: await answerFor(viewer, usageId), emails }
    },

    /**
     * Reminds the client, once, of each notice it has not answered 7 days after it was sent:
     * the stamp is set in the statement that picks the notice, so a rerun reminds nobody again.
     */
    async sendReminders(): Promise<number> {
      const now = clock.now()
      const before = new Date(now.getTime() - USAGE_NOTICE_REMINDER_DAYS * DAY_MS)
      return prisma.$transaction(async (tx) => {
        const due = await tx.$queryRaw<Array<{ id: number; imageUsageId: number }>>`
          UPDATE usage_notices n SET reminded_at = ${now.toISOString()}::timestamp
          WHERE n.reminded_at IS NULL
            AND n.sent_at <= ${before.toISOString()}::timestamp
            AND NOT EXISTS (SELECT 1 FROM usage_notice_answers a WHERE a.notice_id = n.id)
          RETURNING n.id, n.image_usage_id AS "imageUsageId"`
        if (due.length === 0) return 0
        const rows = await tx.imageUsage.findMany({
          where: { id: { in: due.map((one) => one.imageUsageId) } },
          select: rowSelect,
        })
        return tellWithEmail(
          tx,
          USAGE_NOTICE_EMAIL_KIND,
          rows.map((row) => ({
            userId: row.agreement.clientId,
            agreementId: row.agreementId,
            title: titleOf(row),
            event: 'usage_notice_reminder' as const,
            extra: { endsOn: facts(row).endsOn, scope: row.scope },
            wording: noticeWording({ ...facts(row), message: row.notice?.message ?? '' }, true),
          })),
        )
      })
    },
  }
}
