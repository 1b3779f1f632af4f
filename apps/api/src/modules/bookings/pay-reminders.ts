// Pay reminders (issue #28, ADR 0046): the client is reminded 3 days before the due date and on
// days 1, 7 and 14 after it, in-app and by e-mail in its language; the model side is told on
// days 1 and 14 that the pay is overdue. Each step of a due date is written to pay_reminders in
// the transaction that queues its notification and e-mail, so a rerun (pg-boss may run a job
// again) sends nothing twice. A run that comes late sends only the latest step reached: a job
// down for a week does not send three reminders at once.
import {
  BOOKING_WEB_ROUTES,
  DAY_MS,
  DEFAULT_LANGUAGE,
  isLanguage,
  type AgreementContent,
  type AgreementEvent,
  type Language,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { renderEmail } from '../../lib/email-layout.js'
import { notify } from '../../lib/notify.js'
import { seoulTodayDate } from '../../lib/seoul-day.js'
import { enqueueEmail } from '../../lib/outbox/enqueue.js'
import { totalFeeOf } from './kill-fee.js'

export const PAY_REMINDER_EMAIL_KIND = 'pay-reminder'

export type PayReminderStep = 'due_soon' | 'overdue_1' | 'overdue_7' | 'overdue_14'

/** The steps in order: the day relative to the due date each one is sent on, who is told. */
export const PAY_REMINDER_STEPS: readonly {
  step: PayReminderStep
  day: number
  tellsModel: boolean
}[] = [
  { step: 'due_soon', day: -3, tellsModel: false },
  { step: 'overdue_1', day: 1, tellsModel: true },
  { step: 'overdue_7', day: 7, tellsModel: false },
  { step: 'overdue_14', day: 14, tellsModel: true },
]

/** Days overdue from which a booking is in the admin pay queue (issue #28). */
export const PAY_CASE_OVERDUE_DAYS = 14

/** The latest step reached `daysPastDue` days after the due date (negative: before), or null. */
export function stepFor(daysPastDue: number) {
  return PAY_REMINDER_STEPS.filter((one) => one.day <= daysPastDue).at(-1) ?? null
}

interface DueRow {
  id: number
  client_id: number
  model_user_id: number
  due_date: Date
  kill_fee_owed: bigint | null
  title: string
  content: AgreementContent
  client_email: string | null
  client_language: string | null
  model_email: string | null
  model_language: string | null
}

interface Wording {
  subject: (title: string) => string
  body: (amount: string, due: string) => string
  open: (link: string) => string
}
/** The client's reminder before and after the due date; the model side's overdue notice. */
type Texts = Record<'due_soon' | 'overdue' | 'model', Wording>

const money = (amount: number, language: Language) =>
  language === 'ko'
    ? `${amount.toLocaleString('ko-KR')}원`
    : `KRW ${amount.toLocaleString('en-US')}`

const TEXTS: Record<Language, Texts> = {
  en: {
    due_soon: {
      subject: (title) => `Pay for ${title} is due soon`,
      body: (amount, due) =>
        `Under the booking agreement, ${amount} is due to the model side on ${due}. Once you have paid, mark the booking paid so the model side can confirm receipt.`,
      open: (link) => `Open the agreement: ${link}`,
    },
    overdue: {
      subject: (title) => `Pay for ${title} is overdue`,
      body: (amount, due) =>
        `Under the booking agreement, ${amount} was due to the model side on ${due} and has not been confirmed paid. Please pay and mark the booking paid. Bookings 14 days overdue go to our team for review, and overdue pay shows on your partner page.`,
      open: (link) => `Open the agreement: ${link}`,
    },
    model: {
      subject: (title) => `Pay for ${title} is overdue`,
      body: (amount, due) =>
        `${amount} was due to you on ${due} and has not been marked paid. We have reminded the client. If it is still unpaid 14 days after the due date, our team reviews the booking.`,
      open: (link) => `Open the agreement: ${link}`,
    },
  },
  ko: {
    due_soon: {
      subject: (title) => `${title} 출연료 지급일이 다가옵니다`,
      body: (amount, due) =>
        `섭외 계약서에 따라 ${due}까지 모델 측에 ${amount}을 지급해야 합니다. 지급한 뒤 지급 완료로 표시하면 모델 측이 입금을 확인합니다.`,
      open: (link) => `계약서 보기: ${link}`,
    },
    overdue: {
      subject: (title) => `${title} 출연료 지급일이 지났습니다`,
      body: (amount, due) =>
        `섭외 계약서에 따른 지급일(${due})이 지났지만 모델 측에 지급할 ${amount}의 입금이 확인되지 않았습니다. 지급한 뒤 지급 완료로 표시해 주세요. 지급일이 14일 지난 섭외는 운영팀이 검토하며, 지급 지연은 파트너 페이지에 표시됩니다.`,
      open: (link) => `계약서 보기: ${link}`,
    },
    model: {
      subject: (title) => `${title} 출연료 지급일이 지났습니다`,
      body: (amount, due) =>
        `${due}까지 받으셔야 할 ${amount}이 아직 지급 완료로 표시되지 않았습니다. 클라이언트에게 지급을 요청했습니다. 지급일이 14일 지나도 지급되지 않으면 운영팀이 섭외를 검토합니다.`,
      open: (link) => `계약서 보기: ${link}`,
    },
  },
}

export interface PayReminderDeps {
  prisma: PrismaClient
  clock: Clock
  webOrigin: string
}

/**
 * Sends the reminders due now; answers how many agreements got one and how many e-mails were
 * queued. Pay still owed: a confirmed agreement whose pay is unpaid or disputed, of a booking
 * that stands, or of one the client cancelled late (its kill fee).
 */
export async function sendPayReminders({ prisma, clock, webOrigin }: PayReminderDeps) {
  const now = clock.now()
  const today = seoulTodayDate(now)
  const horizon = new Date(today.getTime() - (PAY_REMINDER_STEPS[0]?.day ?? 0) * DAY_MS)
  const rows = await prisma.$queryRaw<DueRow[]>`
    SELECT a.id, a.client_id, a.model_user_id, a.due_date, a.kill_fee_owed,
           COALESCE(c.title, p.title, v.content->'booking'->>'title', '') AS title, v.content,
           cu.email AS client_email, cu.language AS client_language,
           mu.email AS model_email, mu.language AS model_language
    FROM booking_agreements a
    JOIN agreement_versions v ON v.agreement_id = a.id AND v.number = a.agreed_version
    JOIN users cu ON cu.id = a.client_id
    JOIN users mu ON mu.id = a.model_user_id
    LEFT JOIN applications ap ON ap.id = a.application_id
    LEFT JOIN castings c ON c.id = ap.casting_id
    LEFT JOIN casting_proposals p ON p.id = a.proposal_id
    LEFT JOIN model_options mo ON mo.id = a.option_id
    WHERE a.agreed_version IS NOT NULL
      AND a.pay_status IN ('unpaid', 'disputed')
      AND a.due_date <= ${horizon.toISOString().slice(0, 10)}::date
      AND (ap.status = 'booked' OR p.status = 'accepted' OR mo.status = 'booked'
           OR a.kill_fee_owed IS NOT NULL)
    ORDER BY a.id`
  let reminded = 0
  let emails = 0
  for (const row of rows) {
    const daysPastDue = Math.round((today.getTime() - row.due_date.getTime()) / DAY_MS)
    const step = stepFor(daysPastDue)
    if (!step) continue
    const queued = await prisma.$transaction(async (tx) => {
      const owed = row.kill_fee_owed === null ? 'fee' : 'kill_fee'
      const due = row.due_date.toISOString().slice(0, 10)
      const inserted = await tx.$executeRaw`
        INSERT INTO pay_reminders (agreement_id, owed, due_date, step, sent_at)
        VALUES (${row.id}, ${owed}, ${due}::date, ${step.step}, ${now.toISOString()}::timestamp)
        ON CONFLICT (agreement_id, owed, due_date, step) DO NOTHING`
      if (inserted === 0) return null
      const amount =
        row.kill_fee_owed === null ? totalFeeOf(row.content.terms) : Number(row.kill_fee_owed)
      const link = `${webOrigin}${BOOKING_WEB_ROUTES.mypageBooking(row.id)}`
      const told: { userId: number; event: AgreementEvent; texts: keyof Texts }[] = [
        {
          userId: row.client_id,
          event: step.step === 'due_soon' ? 'pay_due_soon' : 'pay_overdue',
          texts: step.step === 'due_soon' ? 'due_soon' : 'overdue',
        },
      ]
      if (step.tellsModel) {
        told.push({ userId: row.model_user_id, event: 'pay_overdue_model', texts: 'model' })
      }
      let queued = 0
      for (const one of told) {
        // The reminder's own e-mail below: the notification e-mail job leaves the row alone.
        await notify(tx, {
          userId: one.userId,
          kind: 'agreement',
          payload: { agreementId: row.id, title: row.title, event: one.event },
          emailed: true,
        })
        const isClient = one.userId === row.client_id
        const email = isClient ? row.client_email : row.model_email
        if (email === null) continue
        const saved = isClient ? row.client_language : row.model_language
        const language = isLanguage(saved) ? saved : DEFAULT_LANGUAGE
        const texts = TEXTS[language][one.texts]
        const rendered = renderEmail({
          language,
          title: texts.subject(row.title),
          paragraphs: [texts.body(money(amount, language), due), texts.open(link)],
        })
        await enqueueEmail(tx, {
          kind: PAY_REMINDER_EMAIL_KIND,
          to: email,
          subject: texts.subject(row.title),
          text: rendered.text,
          html: rendered.html,
        })
        queued += 1
      }
      return queued
    })
    if (queued !== null) {
      reminded += 1
      emails += queued
    }
  }
  return { reminded, emails }
}
