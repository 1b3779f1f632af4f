// The model side's days (issue #29, ADR 0054): days it marks unavailable (a date, never a
// reason: none is stored), which clients see as "unavailable" and cannot hold; and the month
// calendar of one managed profile: its options, confirmed bookings and unavailable days.
import { DAY_MS, OPTION_LIMITS, OPTION_SERVER_MESSAGES, type OptionCalendar } from '@cnm/contracts'
import type { PrismaClient } from '../../db/prisma.js'
import { Prisma } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { confirmedDaysSql, lockProfileDays } from '../../lib/date-holds.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import { isPublicProfile } from '../../lib/model-access.js'
import { toDateOnly } from '../../lib/read-models/model-card.js'
import { optionViewOf, rowsWhere } from './option-rows.js'
import { seoulToday } from '../../lib/seoul-day.js'

type Tx = Prisma.TransactionClient

const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`)

/** The days among `dates` the profile is marked unavailable on (YYYY-MM-DD). */
export async function unavailableAmong(
  db: Tx | PrismaClient,
  profileId: number,
  dates: readonly Date[],
): Promise<string[]> {
  const rows = await db.modelUnavailableDate.findMany({
    where: { profileId, day: { in: [...dates] } },
    select: { day: true },
    orderBy: { day: 'asc' },
  })
  return rows.map((row) => toDateOnly(row.day) ?? '')
}

export function createOptionCalendarService({
  prisma,
  clock,
}: {
  prisma: PrismaClient
  clock: Clock
}) {
  /** The profile when the caller owns it (model account or agency); 404 for anybody else. */
  async function ownedProfile(userId: number, profileId: number) {
    const profile = await prisma.modelProfile.findUnique({
      where: { id: profileId },
      select: { id: true, ownerId: true, archivedAt: true },
    })
    if (!profile || profile.ownerId !== userId || profile.archivedAt) throw notFound()
    return profile
  }

  function assertBookable(day: string) {
    const now = clock.now()
    const last = seoulToday(new Date(now.getTime() + OPTION_LIMITS.DAYS_AHEAD_MAX * DAY_MS))
    if (day < seoulToday(now) || day > last) {
      throw new HttpError('VALIDATION_FAILED', OPTION_SERVER_MESSAGES.DATE_OUT_OF_RANGE)
    }
  }

  return {
    /**
     * A profile's unavailable days from today on, for any signed-in caller who may see the
     * profile (public, or the caller's own): the dates alone, never why.
     */
    async unavailable(userId: number, profileId: number) {
      const profile = await prisma.modelProfile.findUnique({
        where: { id: profileId },
        select: { ownerId: true, status: true, hiddenByAdminAt: true, archivedAt: true },
      })
      if (!profile || (profile.ownerId !== userId && !isPublicProfile(profile))) throw notFound()
      const rows = await prisma.modelUnavailableDate.findMany({
        where: { profileId, day: { gte: asDate(seoulToday(clock.now())) } },
        select: { day: true },
        orderBy: { day: 'asc' },
        take: OPTION_LIMITS.DAYS_AHEAD_MAX + 1,
      })
      return { profileId, dates: rows.map((row) => toDateOnly(row.day) ?? '') }
    },

    /** The model side marks (or unmarks) a day; standing options on it stay for it to answer. */
    async setUnavailable(userId: number, profileId: number, day: string, unavailable: boolean) {
      await ownedProfile(userId, profileId)
      assertBookable(day)
      await prisma.$transaction(async (tx) => {
        // Under the profile's lock: an option placed at the same moment sees the day either way.
        await lockProfileDays(tx, profileId)
        if (unavailable) {
          await tx.modelUnavailableDate.upsert({
            where: { profileId_day: { profileId, day: asDate(day) } },
            update: {},
            create: { profileId, day: asDate(day), createdAt: clock.now() },
          })
        } else {
          await tx.modelUnavailableDate.deleteMany({ where: { profileId, day: asDate(day) } })
        }
      })
      return this.unavailable(userId, profileId)
    },

    /** One month (YYYY-MM) of a profile the caller manages (the first one when none is named). */
    async month(userId: number, month: string, profileId?: number): Promise<OptionCalendar> {
      const profiles = await prisma.modelProfile.findMany({
        where: { ownerId: userId, archivedAt: null },
        orderBy: { id: 'asc' },
        select: { id: true, stageName: true },
        take: 200,
      })
      const chosen =
        profileId === undefined ? profiles[0] : profiles.find((p) => p.id === profileId)
      if (profileId !== undefined && !chosen) throw notFound()
      const base = { month, profiles: profiles.map((p) => ({ id: p.id, name: p.stageName })) }
      if (!chosen) return { ...base, profileId: null, unavailable: [], bookings: [], options: [] }
      const first = asDate(`${month}-01`)
      const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1))
      const [from, to] = [toDateOnly(first), toDateOnly(next)]
      const [unavailable, bookings, options] = await Promise.all([
        prisma.modelUnavailableDate.findMany({
          where: { profileId: chosen.id, day: { gte: first, lt: next } },
          select: { day: true },
          orderBy: { day: 'asc' },
        }),
        prisma.$queryRaw<Array<{ agreement_id: number; day: Date; title: string | null }>>`
          SELECT DISTINCT cd.agreement_id, cd.day, cd.title
          FROM (${Prisma.raw(confirmedDaysSql)}) cd
          WHERE cd.profile_id = ${chosen.id} AND cd.day >= ${from}::date AND cd.day < ${to}::date
          ORDER BY cd.day, cd.agreement_id`,
        rowsWhere(
          prisma,
          Prisma.sql`o.profile_id = ${chosen.id} AND o.option_date >= ${from}::date
            AND o.option_date < ${to}::date`,
          Prisma.sql`option_date, created_at, id`,
        ),
      ])
      return {
        ...base,
        profileId: chosen.id,
        unavailable: unavailable.map((row) => toDateOnly(row.day) ?? ''),
        bookings: bookings.map((row) => ({
          date: toDateOnly(row.day) ?? '',
          agreementId: row.agreement_id,
          title: row.title ?? '',
        })),
        options: options.map((row) => optionViewOf(row, 'model', clock.now())),
      }
    },
  }
}
