// The admin console's pay queue (issue #28, ADR 0046): confirmed bookings whose pay (or kill
// fee) is 14 days overdue or disputed. An administrator adds notes and marks a case resolved;
// each is an audit row (target "agreement:<id>"), and those rows are the case's notes. A
// resolved case comes back when the pay changes again (marked paid, disputed, a kill fee).
import {
  BOOKING_WEB_ROUTES,
  DAY_MS,
  PAY_CASE_AUDIT_ACTIONS,
  PAY_CASE_LIST_MAX,
  PAY_CASE_SERVER_MESSAGES,
  type AgreementContent,
  type Language,
  type PayCase,
  type PayCaseListQuery,
  type PayCaseReason,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import { fullName } from './agreement-rows.js'
import { totalFeeOf } from './kill-fee.js'
import { seoulTodayDate } from '../../lib/seoul-day.js'
import { PAY_CASE_OVERDUE_DAYS } from './pay-reminders.js'
import { tellWithEmail, type EmailWording } from './tell-with-email.js'

/** The resolution as both sides read it by e-mail, with the administrator's note if any. */
function resolvedWording(
  title: string,
  note: string,
  link: string,
): Record<Language, EmailWording> {
  return {
    en: {
      subject: `Our team resolved the pay case of ${title}`,
      paragraphs: [
        'An administrator reviewed the pay of this booking and marked the case resolved.',
        ...(note ? [`Their note: ${note}`] : []),
        `Open the agreement: ${link}`,
      ],
    },
    ko: {
      subject: `운영팀이 ${title} 지급 건을 해결했습니다`,
      paragraphs: [
        '운영팀이 이 섭외의 지급 상황을 검토하고 해결됨으로 표시했습니다.',
        ...(note ? [`운영팀 메모: ${note}`] : []),
        `계약서 보기: ${link}`,
      ],
    },
  }
}

export interface PayCasesDeps {
  prisma: PrismaClient
  clock: Clock
  /** For the link in the resolution e-mails. */
  webOrigin?: string
  wakeOutbox?: () => void
}

export const PAY_CASE_EMAIL_KIND = 'pay-case-resolved'

const targetOf = (agreementId: number) => `agreement:${agreementId}`

const caseSelect = {
  id: true,
  clientId: true,
  modelUserId: true,
  agreedVersion: true,
  dueDate: true,
  payStatus: true,
  paidOn: true,
  paidAmount: true,
  payDisputeNote: true,
  killFeeOwed: true,
  payCaseResolvedAt: true,
  application: {
    select: { status: true, casting: { select: { title: true, companyName: true } } },
  },
  proposal: { select: { status: true, title: true, companyName: true } },
  client: { select: { firstName: true, lastName: true } },
  modelProfile: { select: { stageName: true } },
  versions: { select: { number: true, content: true } },
} as const satisfies Prisma.BookingAgreementSelect

type CaseRow = Prisma.BookingAgreementGetPayload<{ select: typeof caseSelect }>

/** Pay still owed: of a booking that stands, or the kill fee of one cancelled late. */
const owedWhere: Prisma.BookingAgreementWhereInput = {
  agreedVersion: { not: null },
  OR: [
    { application: { status: 'booked' } },
    { proposal: { status: 'accepted' } },
    { option: { status: 'booked' } },
    { killFeeOwed: { not: null } },
  ],
}

export function createPayCasesService({
  prisma,
  clock,
  webOrigin = 'http://localhost:5173',
  wakeOutbox,
}: PayCasesDeps) {
  /** Pay 14 days past due (Seoul) and not paid, or disputed. */
  function inQueueWhere(): Prisma.BookingAgreementWhereInput {
    const overdueSince = new Date(
      seoulTodayDate(clock.now()).getTime() - PAY_CASE_OVERDUE_DAYS * DAY_MS,
    )
    return {
      AND: [
        owedWhere,
        {
          OR: [{ payStatus: 'disputed' }, { payStatus: 'unpaid', dueDate: { lte: overdueSince } }],
        },
      ],
    }
  }

  async function notesOf(ids: number[]) {
    const rows = await prisma.auditLog.findMany({
      where: {
        targetRef: { in: ids.map(targetOf) },
        action: { in: Object.values(PAY_CASE_AUDIT_ACTIONS) },
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        targetRef: true,
        action: true,
        reason: true,
        createdAt: true,
        actor: { select: { firstName: true, lastName: true } },
      },
    })
    const byRef = new Map<string, PayCase['notes']>()
    for (const row of rows) {
      const notes = byRef.get(row.targetRef ?? '') ?? []
      notes.push({
        at: row.createdAt.toISOString(),
        by: row.actor ? fullName(row.actor) : null,
        text: row.reason ?? '',
        resolved: row.action === PAY_CASE_AUDIT_ACTIONS.RESOLVED,
      })
      byRef.set(row.targetRef ?? '', notes)
    }
    return byRef
  }

  function toCase(row: CaseRow, notes: PayCase['notes']): PayCase {
    const today = seoulTodayDate(clock.now())
    const dueDate = row.dueDate!
    const daysOverdue = Math.round((today.getTime() - dueDate.getTime()) / DAY_MS)
    const agreed = row.versions.find((one) => one.number === row.agreedVersion)
    const terms = (agreed?.content as unknown as AgreementContent | undefined)?.terms
    const killFee = row.killFeeOwed !== null
    const reasons: PayCaseReason[] = []
    if (row.payStatus === 'unpaid' || row.payStatus === 'disputed') {
      if (daysOverdue >= PAY_CASE_OVERDUE_DAYS) reasons.push('overdue')
    }
    if (row.payStatus === 'disputed') reasons.push('disputed')
    return {
      agreementId: row.id,
      title: row.application?.casting.title ?? row.proposal?.title ?? '',
      reasons,
      owed: killFee ? 'kill_fee' : 'fee',
      amount: killFee ? Number(row.killFeeOwed) : terms ? totalFeeOf(terms) : 0,
      dueDate: dueDate.toISOString().slice(0, 10),
      daysOverdue,
      payStatus: row.payStatus,
      paidOn: row.paidOn?.toISOString().slice(0, 10) ?? null,
      paidAmount: row.paidAmount === null ? null : Number(row.paidAmount),
      disputeNote: row.payDisputeNote,
      client: {
        userId: row.clientId,
        companyName: row.application?.casting.companyName ?? row.proposal?.companyName ?? '',
        name: fullName(row.client),
      },
      model: { userId: row.modelUserId, stageName: row.modelProfile?.stageName ?? '' },
      resolvedAt: row.payCaseResolvedAt?.toISOString() ?? null,
      notes,
    }
  }

  async function casesOf(where: Prisma.BookingAgreementWhereInput, resolvedFirst = false) {
    const rows = await prisma.bookingAgreement.findMany({
      where,
      orderBy: resolvedFirst
        ? [{ payCaseResolvedAt: 'desc' }, { id: 'desc' }]
        : [{ dueDate: 'asc' }, { id: 'asc' }],
      take: PAY_CASE_LIST_MAX,
      select: caseSelect,
    })
    const notes = await notesOf(rows.map((row) => row.id))
    return rows.map((row) => toCase(row, notes.get(targetOf(row.id)) ?? []))
  }

  /** One case of the queue (open or resolved) with its row locked, else 404. */
  async function caseFor(tx: Prisma.TransactionClient, id: number) {
    await tx.$queryRaw`SELECT id FROM booking_agreements WHERE id = ${id} FOR UPDATE`
    const row = await tx.bookingAgreement.findFirst({
      where: {
        id,
        OR: [inQueueWhere(), { AND: [owedWhere, { payCaseResolvedAt: { not: null } }] }],
      },
      select: { id: true, payCaseResolvedAt: true },
    })
    if (!row) throw notFound()
    return row
  }

  async function one(id: number): Promise<PayCase> {
    const [found] = await casesOf({ id })
    if (!found) throw notFound()
    return found
  }

  return {
    /** GET /admin/pay-cases: the open cases, oldest due date first; or the resolved ones. */
    async list(query: PayCaseListQuery): Promise<PayCase[]> {
      return query.state === 'open'
        ? casesOf({ AND: [inQueueWhere(), { payCaseResolvedAt: null }] })
        : casesOf({ AND: [owedWhere, { payCaseResolvedAt: { not: null } }] }, true)
    },

    /** An administrator's note on a case, kept in the audit log. */
    async addNote(actorId: number, id: number, note: string): Promise<PayCase> {
      await prisma.$transaction(async (tx) => {
        await caseFor(tx, id)
        await tx.auditLog.create({
          data: {
            actorId,
            targetRef: targetOf(id),
            action: PAY_CASE_AUDIT_ACTIONS.NOTED,
            reason: note,
            createdAt: clock.now(),
          },
        })
      })
      return one(id)
    },

    /**
     * Closes an open case, with a note or none; both sides are told in-app and by e-mail in
     * their language, with the note. It opens again when the pay changes (ADR 0046).
     */
    async resolve(actorId: number, id: number, note: string): Promise<PayCase> {
      const now = clock.now()
      const emails = await prisma.$transaction(async (tx) => {
        const row = await caseFor(tx, id)
        if (row.payCaseResolvedAt !== null) {
          throw new HttpError('CONFLICT', PAY_CASE_SERVER_MESSAGES.ALREADY_RESOLVED)
        }
        await tx.bookingAgreement.update({ where: { id }, data: { payCaseResolvedAt: now } })
        await tx.auditLog.create({
          data: {
            actorId,
            targetRef: targetOf(id),
            action: PAY_CASE_AUDIT_ACTIONS.RESOLVED,
            reason: note || null,
            createdAt: now,
          },
        })
        const parties = await tx.bookingAgreement.findUniqueOrThrow({
          where: { id },
          select: {
            clientId: true,
            modelUserId: true,
            application: { select: { casting: { select: { title: true } } } },
            proposal: { select: { title: true } },
          },
        })
        const title = parties.application?.casting.title ?? parties.proposal?.title ?? ''
        const wording = resolvedWording(
          title,
          note,
          `${webOrigin}${BOOKING_WEB_ROUTES.mypageBooking(id)}`,
        )
        return tellWithEmail(
          tx,
          PAY_CASE_EMAIL_KIND,
          [parties.clientId, parties.modelUserId].map((userId) => ({
            userId,
            agreementId: id,
            title,
            event: 'pay_case_resolved' as const,
            extra: { note: note || null },
            wording,
          })),
        )
      })
      if (emails > 0) wakeOutbox?.()
      return one(id)
    },
  }
}
