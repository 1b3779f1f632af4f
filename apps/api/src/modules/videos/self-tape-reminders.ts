// Self-tape reminders (issue #31, ADR 0053): 24 hours before a request's deadline, every
// addressed applicant who has no answer (ready or processing) is reminded in-app and by e-mail
// in their language. The request is claimed (remindedAt set) in the transaction that queues
// the reminders, so a rerun of the job (pg-boss may run it again) sends nothing twice.
import {
  DEFAULT_LANGUAGE,
  HOUR_MS,
  isLanguage,
  SELF_TAPE_APPLICATION_STATUSES,
  SELF_TAPE_LIMITS,
  WEB_ROUTES,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { renderEmail } from '../../lib/email-layout.js'
import { notify } from '../../lib/notify.js'
import { enqueueEmail } from '../../lib/outbox/enqueue.js'
import { emailWording } from '../../lib/i18n/wording/index.js'

export const SELF_TAPE_REMINDER_EMAIL_KIND = 'self-tape-reminder'

/** "2030-03-02 18:00" in Seoul. */
const seoulTime = (date: Date) =>
  new Date(date.getTime() + 9 * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ')

export interface SelfTapeReminderDeps {
  prisma: PrismaClient
  clock: Clock
  webOrigin: string
}

/** Sends the reminders due now; answers how many requests were claimed and e-mails queued. */
export async function sendSelfTapeReminders({ prisma, clock, webOrigin }: SelfTapeReminderDeps) {
  const now = clock.now()
  const horizon = new Date(now.getTime() + SELF_TAPE_LIMITS.REMINDER_HOURS * HOUR_MS)
  const due = await prisma.selfTapeRequest.findMany({
    where: { remindedAt: null, deadline: { gt: now, lte: horizon } },
    select: { id: true },
    orderBy: { id: 'asc' },
  })
  let requests = 0
  let emails = 0
  for (const { id } of due) {
    const queued = await prisma.$transaction(async (tx) => {
      const claimed = await tx.selfTapeRequest.updateMany({
        where: { id, remindedAt: null },
        data: { remindedAt: now },
      })
      if (claimed.count === 0) return null
      const request = await tx.selfTapeRequest.findUniqueOrThrow({
        where: { id },
        select: { deadline: true, castingId: true, casting: { select: { title: true } } },
      })
      const waiting = await tx.application.findMany({
        where: {
          castingId: request.castingId,
          status: { in: [...SELF_TAPE_APPLICATION_STATUSES] },
          selfTapes: { none: { selfTapeRequestId: id, status: { in: ['ready', 'processing'] } } },
        },
        select: { id: true, applicant: { select: { id: true, email: true, language: true } } },
      })
      let count = 0
      for (const application of waiting) {
        // The reminder's own e-mail below: the notification e-mail job leaves the row alone.
        await notify(tx, {
          userId: application.applicant.id,
          kind: 'self_tape',
          castingId: request.castingId,
          payload: {
            event: 'reminder',
            castingTitle: request.casting.title,
            applicationId: application.id,
            requestId: id,
          },
          emailed: true,
        })
        const { email, language: saved } = application.applicant
        if (!email) continue
        const language = isLanguage(saved) ? saved : DEFAULT_LANGUAGE
        const texts = emailWording(language).selfTapeReminder
        const subject = texts.subject(request.casting.title)
        const rendered = renderEmail({
          language,
          title: subject,
          paragraphs: [
            texts.body(seoulTime(request.deadline)),
            `${texts.open}: ${webOrigin}${WEB_ROUTES.MYPAGE_CASTING}`,
          ],
        })
        await enqueueEmail(tx, {
          kind: SELF_TAPE_REMINDER_EMAIL_KIND,
          to: email,
          subject,
          text: rendered.text,
          html: rendered.html,
        })
        count += 1
      }
      return count
    })
    if (queued !== null) {
      requests += 1
      emails += queued
    }
  }
  return { requests, emails }
}
