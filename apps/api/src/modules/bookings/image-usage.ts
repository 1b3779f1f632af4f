// The image-usage ledger (issue #28, ADR 0048): every agreed version of a booking's agreement
// writes one row: its usage scope as both sides accepted it (never split or reworded), from
// the first shoot day to that day plus the usage months. A later agreed version (an extension, a changed scope) writes its own rows and
// marks the earlier ones superseded; nothing is deleted, whoever leaves the platform.
import {
  DAY_MS,
  USAGE_ENDING_SOON_DAYS,
  type AgreementTerms,
  type ImageUsage,
  type UsageStatus,
} from '@cnm/contracts'
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { notify } from '../../lib/notify.js'
import { seoulToday } from '../../lib/seoul-day.js'
import { noticeSelect, withNotice } from './usage-notice-view.js'

type Tx = Prisma.TransactionClient

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`)
const dateOnly = (date: Date) => date.toISOString().slice(0, 10)
export const daysBetween = (from: string, to: string) =>
  Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / DAY_MS)

/** `date` plus `months` calendar months; a day the month lacks becomes its last (Jan 31 + 1 = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return dateOnly(target)
}

/** The usage period of agreed terms: the first shoot day, and the end (null: unlimited). */
export function usagePeriodOf(terms: AgreementTerms) {
  const startsOn = terms.shoots.map((shoot) => shoot.date).sort()[0]!
  return {
    startsOn,
    endsOn: terms.usage.months === null ? null : addMonths(startsOn, terms.usage.months),
  }
}

/**
 * Writes the ledger row of an agreed version, in its acceptance's transaction; the row of the
 * version it replaces is marked superseded. When the end did not move, the reminders already
 * sent carry over, so nobody is told twice.
 */
export async function recordUsage(
  tx: Tx,
  agreementId: number,
  versionNumber: number,
  terms: AgreementTerms,
  now: Date,
): Promise<void> {
  const current = await tx.imageUsage.findFirst({
    where: { agreementId, supersededAt: null },
  })
  if (current) {
    await tx.imageUsage.update({ where: { id: current.id }, data: { supersededAt: now } })
  }
  const { startsOn, endsOn } = usagePeriodOf(terms)
  const sameEnd = current !== null && (current.endsOn ? dateOnly(current.endsOn) : null) === endsOn
  await tx.imageUsage.create({
    data: {
      agreementId,
      versionNumber,
      scope: terms.usage.scope,
      territory: terms.usage.territory?.trim() || null,
      startsOn: utcDate(startsOn),
      endsOn: endsOn === null ? null : utcDate(endsOn),
      told30At: sameEnd ? current.told30At : null,
      told7At: sameEnd ? current.told7At : null,
      toldEndAt: sameEnd ? current.toldEndAt : null,
      createdAt: now,
    },
  })
}

const statusOf = (daysLeft: number | null): UsageStatus =>
  daysLeft === null
    ? 'unlimited'
    : daysLeft < 0
      ? 'ended'
      : daysLeft <= USAGE_ENDING_SOON_DAYS
        ? 'ending_soon'
        : 'running'

const usageSelect = {
  id: true,
  scope: true,
  territory: true,
  startsOn: true,
  endsOn: true,
  versionNumber: true,
  notice: { select: noticeSelect },
  agreement: {
    select: {
      id: true,
      versions: { select: { number: true, status: true } },
      clientId: true,
      modelUserId: true,
      client: { select: { deletedAt: true } },
      modelUser: { select: { deletedAt: true } },
      modelProfile: { select: { stageName: true, archivedAt: true } },
      application: {
        select: { status: true, casting: { select: { title: true, companyName: true } } },
      },
      proposal: { select: { status: true, title: true, companyName: true } },
      option: { select: { status: true, client: { select: { agency: true } } } },
    },
  },
} as const satisfies Prisma.ImageUsageSelect
type UsageRow = Prisma.ImageUsageGetPayload<{ select: typeof usageSelect }>

/** The booking a row belongs to: title, the client's company, whether it still stands. */
function bookingOf(agreement: UsageRow['agreement']) {
  if (agreement.option) {
    // A booking made from an option has no casting: the model's name stands for the title.
    return {
      title: agreement.modelProfile?.stageName ?? '',
      companyName: agreement.option.client.agency ?? '',
      standing: agreement.option.status === 'booked',
    }
  }
  return agreement.application
    ? {
        title: agreement.application.casting.title,
        companyName: agreement.application.casting.companyName,
        standing: agreement.application.status === 'booked',
      }
    : {
        title: agreement.proposal?.title ?? '',
        companyName: agreement.proposal?.companyName ?? '',
        standing: agreement.proposal?.status === 'accepted',
      }
}

/**
 * The other side's name as the viewer reads it: null once that account left the platform (the
 * row stays, anonymised) or the profile was archived.
 */
function counterpartOf(row: UsageRow, viewer: 'client' | 'model'): string | null {
  const { agreement } = row
  if (viewer === 'model') {
    return agreement.client.deletedAt ? null : bookingOf(agreement).companyName || null
  }
  if (agreement.modelUser.deletedAt || agreement.modelProfile?.archivedAt) return null
  return agreement.modelProfile?.stageName || null
}

export function createImageUsageService({ prisma, clock }: { prisma: PrismaClient; clock: Clock }) {
  return {
    /** The caller's current ledger rows (or the one `usageId`), as client or model side: soonest end first. */
    async list(userId: number, usageId?: number): Promise<ImageUsage[]> {
      const today = seoulToday(clock.now())
      const rows = await prisma.imageUsage.findMany({
        where: {
          ...(usageId === undefined ? { supersededAt: null } : { id: usageId }),
          agreement: { OR: [{ clientId: userId }, { modelUserId: userId }] },
        },
        orderBy: [{ endsOn: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
        take: 500,
        select: usageSelect,
      })
      return rows.map((row) => {
        const viewer = row.agreement.clientId === userId ? 'client' : 'model'
        const booking = bookingOf(row.agreement)
        const endsOn = row.endsOn === null ? null : dateOnly(row.endsOn)
        const daysLeft = endsOn === null ? null : daysBetween(today, endsOn)
        return {
          id: row.id,
          agreementId: row.agreement.id,
          viewer,
          title: booking.title,
          counterpartName: counterpartOf(row, viewer),
          scope: row.scope,
          territory: row.territory,
          startsOn: dateOnly(row.startsOn),
          endsOn,
          daysLeft,
          version: row.versionNumber,
          standing: booking.standing,
          ...withNotice(
            statusOf(daysLeft),
            viewer,
            row.notice,
            (number) => row.agreement.versions.find((one) => one.number === number)?.status,
          ),
        }
      })
    },

    /**
     * Tells both sides of each current usage of a standing booking that it ends in 30 days, in
     * 7 days, and on the day it ends; each once (the row's stamp is set in the same statement
     * that picks it, so a second run, or two runs at once, tell nobody again). A missed day
     * is made up while its window lasts, never once the next reminder is due: a usage first
     * seen 5 days before its end gets the 7-day reminder only; one seen more than 7 days
     * after its end gets none.
     */
    async sendReminders(): Promise<number> {
      const today = seoulToday(clock.now())
      const now = clock.now()
      let told = 0
      for (const step of REMINDER_STEPS) {
        told += await prisma.$transaction(async (tx) => {
          const due = await tx.$queryRaw<
            Array<{ id: number; agreementId: number; scope: string; endsOn: Date }>
          >`
            UPDATE image_usages u SET ${step.column} = ${now}
            FROM booking_agreements a
            LEFT JOIN applications ap ON ap.id = a.application_id
            LEFT JOIN casting_proposals p ON p.id = a.proposal_id
            LEFT JOIN model_options mo ON mo.id = a.option_id
            WHERE u.agreement_id = a.id
              AND u.superseded_at IS NULL
              AND u.ends_on IS NOT NULL
              AND ${step.column} IS NULL
              AND u.ends_on - ${utcDate(today)}::date BETWEEN ${step.fromDays} AND ${step.toDays}
              AND (ap.status = 'booked' OR p.status = 'accepted' OR mo.status = 'booked')
            RETURNING u.id, u.agreement_id AS "agreementId", u.scope, u.ends_on AS "endsOn"`
          if (due.length === 0) return 0
          const agreements = await tx.bookingAgreement.findMany({
            where: { id: { in: [...new Set(due.map((row) => row.agreementId))] } },
            select: {
              id: true,
              clientId: true,
              modelUserId: true,
              client: { select: { deletedAt: true } },
              modelUser: { select: { deletedAt: true } },
              application: { select: { casting: { select: { title: true } } } },
              proposal: { select: { title: true } },
            },
          })
          const byId = new Map(agreements.map((one) => [one.id, one]))
          await notify(
            tx,
            due.flatMap((row) => {
              const agreement = byId.get(row.agreementId)!
              const endsOn = dateOnly(row.endsOn)
              const payload = {
                agreementId: agreement.id,
                title: agreement.application?.casting.title ?? agreement.proposal?.title ?? '',
                event: step.event,
                scope: row.scope,
                endsOn,
                days: daysBetween(today, endsOn),
              }
              // The side that is still here; an account that left gets nothing.
              const sides = [
                agreement.client.deletedAt ? null : agreement.clientId,
                agreement.modelUser.deletedAt ? null : agreement.modelUserId,
              ].filter((userId) => userId !== null)
              return sides.map((userId) => ({ userId, kind: 'agreement' as const, payload }))
            }),
          )
          return due.length
        })
      }
      return told
    },
  }
}

/** The reminders: days from today (Seoul) to the end; the windows do not overlap. */
const REMINDER_STEPS = [
  { column: Prisma.raw('told_30_at'), fromDays: 8, toDays: 30, event: 'usage_ending' as const },
  { column: Prisma.raw('told_7_at'), fromDays: 1, toDays: 7, event: 'usage_ending' as const },
  { column: Prisma.raw('told_end_at'), fromDays: -7, toDays: 0, event: 'usage_ended' as const },
]
