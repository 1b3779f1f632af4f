// Options (holds) on dates (issue #29, ADR 0049). A client holds a model for dates; the rank
// of an option is its place among the date's standing options (pending, accepted, booked) in
// the order they were placed, computed, never stored, so an option that ends moves the next
// one up by itself. Every change to a profile's options runs under one advisory lock per
// profile, so two clients racing for a free date get 1st and 2nd, never two 1sts, and the
// holder who moves up is told exactly once. A confirmed booking's day (ADR 0054) takes one
// place ahead of every option, and an unavailable day takes none.
import {
  HOUR_MS,
  DAY_MS,
  OPTION_LIMITS,
  OPTION_SERVER_MESSAGES,
  OPTION_STANDING_STATUSES,
  type ModelOptionView,
  type OptionEvent,
  type OptionStatus,
  type optionInputSchema,
  SERVER_MESSAGES,
} from '@cnm/contracts'
import type { z } from 'zod'
import type { PrismaClient } from '../../db/prisma.js'
import { Prisma } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { forbidden, HttpError, notFound } from '../../lib/http-error.js'
import { isPublicProfile } from '../../lib/model-access.js'
import { notify } from '../../lib/notify.js'
import { toDateOnly } from '../../lib/read-models/model-card.js'
import { assertMayPlace, assertSide, sideOf, type OptionSide } from './option-access.js'
import { isDayTaken, lockProfileDays } from '../../lib/date-holds.js'
import { recordCancellation, startOptionAgreement } from '../bookings/index.js'
import { unavailableAmong } from './option-calendar.js'
import { optionViewOf, rowsWhere, type OptionRow } from './option-rows.js'
import { seoulToday } from '../../lib/seoul-day.js'

type Tx = Prisma.TransactionClient
type OptionInput = z.output<typeof optionInputSchema>

export interface OptionsDeps {
  prisma: PrismaClient
  clock: Clock
}

const STANDING = Prisma.join([...OPTION_STANDING_STATUSES])

export function createOptionsService({ prisma, clock }: OptionsDeps) {
  const toView = (row: OptionRow, side: OptionSide) => optionViewOf(row, side, clock.now())

  async function oneRow(db: Tx | PrismaClient, id: number): Promise<OptionRow | null> {
    const [row] = await rowsWhere(db, Prisma.sql`o.id = ${id}`, Prisma.sql`id`)
    return row ?? null
  }

  const lockProfile = lockProfileDays

  /** The date's 1st standing option (its id and client), or null when nobody holds it. */
  async function firstOf(tx: Tx, profileId: number, date: Date) {
    const [first] = await tx.$queryRaw<Array<{ id: number; client_id: number; status: string }>>`
      SELECT id, client_id, status FROM model_options
      WHERE profile_id = ${profileId} AND option_date = ${toDateOnly(date)}::date
        AND status IN (${STANDING})
      ORDER BY created_at, id LIMIT 1`
    return first ?? null
  }

  const titleOf = (row: OptionRow, side: OptionSide) =>
    `${toView(row, side).modelName}, ${toDateOnly(row.option_date)}`

  function tell(tx: Tx, to: OptionSide, row: OptionRow, event: OptionEvent) {
    const userId = to === 'client' ? row.client_id : row.owner_id
    return notify(tx, {
      userId,
      kind: 'option',
      payload: {
        optionId: row.id,
        name: toView(row, to).modelName,
        date: toDateOnly(row.option_date),
        title: titleOf(row, to),
        event,
      },
    })
  }

  /**
   * Ends a standing option (declined, released, expired) under the profile's lock; when it was
   * the 1st, the option that moves up is told. Answers false when it had already ended.
   */
  async function endOption(
    tx: Tx,
    row: OptionRow,
    status: 'declined' | 'released' | 'expired' | 'cancelled',
    from: readonly OptionStatus[],
  ): Promise<boolean> {
    const before = await firstOf(tx, row.profile_id, row.option_date)
    const ended = await tx.modelOption.updateMany({
      where: { id: row.id, status: { in: [...from] } },
      data: { status, endedAt: clock.now() },
    })
    if (ended.count === 0) return false
    if (before?.id === row.id) {
      const next = await firstOf(tx, row.profile_id, row.option_date)
      const day = toDateOnly(row.option_date) ?? ''
      if (next && next.status !== 'booked' && !(await isDayTaken(tx, row.profile_id, day))) {
        const promoted = await oneRow(tx, next.id)
        if (promoted) await tell(tx, 'client', promoted, 'promoted')
      }
    }
    return true
  }

  /** Loads an option for a change by one side, under its profile's lock. */
  async function forChange(tx: Tx, userId: number, id: number, wanted: OptionSide) {
    const found = await tx.modelOption.findUnique({
      where: { id },
      select: { profileId: true },
    })
    if (!found) throw notFound()
    await lockProfile(tx, found.profileId)
    const row = await oneRow(tx, id)
    if (!row) throw notFound()
    assertSide(sideOf(userId, { clientId: row.client_id, ownerId: row.owner_id }), wanted)
    return row
  }

  const lapsed = (row: OptionRow) => row.expires_at.getTime() <= clock.now().getTime()
  const notStanding = () => new HttpError('CONFLICT', OPTION_SERVER_MESSAGES.NOT_STANDING)

  async function act(
    userId: number,
    id: number,
    side: OptionSide,
    change: (tx: Tx, row: OptionRow) => Promise<void>,
  ): Promise<ModelOptionView> {
    await prisma.$transaction(async (tx) => change(tx, await forChange(tx, userId, id, side)))
    const row = await oneRow(prisma, id)
    if (!row) throw notFound()
    return toView(row, side)
  }

  return {
    async place(userId: number, input: OptionInput): Promise<ModelOptionView[]> {
      const user = await prisma.user.findUnique({
        where: { id: userId },
        select: { serviceType: true, examinationStatus: true, suspendedAt: true, deletedAt: true },
      })
      assertMayPlace(user)
      const profile = await prisma.modelProfile.findUnique({
        where: { id: input.profileId },
        select: { ownerId: true, status: true, hiddenByAdminAt: true, archivedAt: true },
      })
      // A profile out of public view answers like an unknown id (no probing drafts).
      if (!profile || !isPublicProfile(profile)) throw notFound()
      if (profile.ownerId === userId) {
        throw forbidden(OPTION_SERVER_MESSAGES.PROFILE_NOT_AVAILABLE)
      }
      const now = clock.now()
      const first = seoulToday(now)
      const last = seoulToday(new Date(now.getTime() + OPTION_LIMITS.DAYS_AHEAD_MAX * DAY_MS))
      if (input.dates.some((date) => date < first || date > last)) {
        throw new HttpError('VALIDATION_FAILED', OPTION_SERVER_MESSAGES.DATE_OUT_OF_RANGE)
      }
      const dates = [...input.dates].sort().map((date) => new Date(`${date}T00:00:00.000Z`))
      const expiresAt = new Date(now.getTime() + input.hours * HOUR_MS)
      const ids = await prisma.$transaction(async (tx) => {
        await lockProfile(tx, input.profileId)
        const held = await tx.modelOption.count({
          where: {
            profileId: input.profileId,
            clientId: userId,
            optionDate: { in: dates },
            status: { in: [...OPTION_STANDING_STATUSES] },
          },
        })
        if (held > 0) throw new HttpError('CONFLICT', OPTION_SERVER_MESSAGES.ALREADY_HELD)
        // The model side's unavailable days take no option; the client learns no reason.
        if ((await unavailableAmong(tx, input.profileId, dates)).length > 0) {
          throw new HttpError('CONFLICT', OPTION_SERVER_MESSAGES.DATE_UNAVAILABLE)
        }
        const created: number[] = []
        for (const optionDate of dates) {
          const row = await tx.modelOption.create({
            data: {
              profileId: input.profileId,
              clientId: userId,
              optionDate,
              note: input.note,
              expiresAt,
              createdAt: now,
            },
            select: { id: true },
          })
          created.push(row.id)
        }
        const firstRow = await oneRow(tx, created[0]!)
        if (firstRow) await tell(tx, 'model', firstRow, 'placed')
        return created
      })
      const rows = await rowsWhere(
        prisma,
        Prisma.sql`o.id IN (${Prisma.join(ids)})`,
        Prisma.sql`option_date, id`,
      )
      return rows.map((row) => toView(row, 'client'))
    },

    /** The caller's options as a client, latest placed first. */
    async mine(userId: number): Promise<ModelOptionView[]> {
      const rows = await rowsWhere(
        prisma,
        Prisma.sql`o.client_id = ${userId}`,
        Prisma.sql`created_at DESC, id DESC`,
      )
      return rows.map((row) => toView(row, 'client'))
    },

    /** The options on the caller's profiles from today on (Seoul), by date: the model's calendar. */
    async held(userId: number): Promise<ModelOptionView[]> {
      const rows = await rowsWhere(
        prisma,
        Prisma.sql`p.owner_id = ${userId} AND o.option_date >= ${seoulToday(clock.now())}::date`,
        Prisma.sql`option_date, created_at, id`,
      )
      return rows.map((row) => toView(row, 'model'))
    },

    /** The model side says the date is free for this client; the hold keeps its time. */
    accept: (userId: number, id: number) =>
      act(userId, id, 'model', async (tx, row) => {
        if (row.status !== 'pending' || lapsed(row)) throw notStanding()
        await tx.modelOption.update({
          where: { id },
          data: { status: 'accepted', answeredAt: clock.now() },
        })
        await tell(tx, 'client', row, 'accepted')
      }),

    decline: (userId: number, id: number) =>
      act(userId, id, 'model', async (tx, row) => {
        if (!(await endOption(tx, row, 'declined', ['pending', 'accepted']))) throw notStanding()
        await tx.modelOption.update({ where: { id }, data: { answeredAt: clock.now() } })
        await tell(tx, 'client', row, 'declined')
      }),

    release: (userId: number, id: number) =>
      act(userId, id, 'client', async (tx, row) => {
        if (!(await endOption(tx, row, 'released', ['pending', 'accepted']))) throw notStanding()
        await tell(tx, 'model', row, 'released')
      }),

    /**
     * The 1st option's client books it once the model side said the date is free (ADR 0054):
     * the option and its accepted 1st siblings placed with it become booked, and a draft
     * agreement holding those dates starts, for the client to fill in and send. Again on a
     * booked option answers the same agreement.
     */
    async book(
      userId: number,
      id: number,
    ): Promise<{ option: ModelOptionView; agreementId: number }> {
      const agreementId = await prisma.$transaction(async (tx) => {
        const row = await forChange(tx, userId, id, 'client')
        if (row.status === 'booked' && row.agreement_id !== null) return row.agreement_id
        if ((row.status !== 'pending' && row.status !== 'accepted') || lapsed(row)) {
          throw notStanding()
        }
        if (row.rank !== 1n) throw new HttpError('CONFLICT', OPTION_SERVER_MESSAGES.NOT_FIRST)
        if (row.status === 'pending') {
          throw new HttpError('CONFLICT', OPTION_SERVER_MESSAGES.NOT_ACCEPTED)
        }
        const placedWith = await rowsWhere(
          tx,
          Prisma.sql`o.profile_id = ${row.profile_id} AND o.client_id = ${userId}
            AND o.created_at = ${row.created_at} AND o.status = 'accepted'`,
          Prisma.sql`option_date, id`,
        )
        const booked = placedWith.filter(
          (one) => one.id === id || (one.rank === 1n && !lapsed(one)),
        )
        const created = await startOptionAgreement(tx, {
          optionId: id,
          dates: booked.map((one) => toDateOnly(one.option_date) ?? ''),
        })
        await tx.modelOption.updateMany({
          where: { id: { in: booked.map((one) => one.id) } },
          data: { status: 'booked', agreementId: created },
        })
        await tell(tx, 'model', row, 'booked')
        return created
      })
      const row = await oneRow(prisma, id)
      if (!row) throw notFound()
      return { option: toView(row, 'client'), agreementId }
    },

    /**
     * Either side cancels the booking made from an option, with a reason, until its last day
     * has passed in Seoul (ADR 0054 addendum; the same rule as a casting's booking, ADR 0024):
     * every date the booking holds ends `cancelled` with who and why, the next option on each
     * date moves up (told), a late cancellation by the client owes the agreed kill fee
     * (`recordCancellation`, as for applications and proposals) and the other side is told.
     */
    async cancelBooking(userId: number, id: number, reason: string): Promise<ModelOptionView> {
      const now = clock.now()
      let side: OptionSide = 'client'
      await prisma.$transaction(async (tx) => {
        const found = await tx.modelOption.findUnique({
          where: { id },
          select: { profileId: true },
        })
        if (!found) throw notFound()
        await lockProfile(tx, found.profileId)
        const row = await oneRow(tx, id)
        if (!row) throw notFound()
        side = sideOf(userId, { clientId: row.client_id, ownerId: row.owner_id })
        if (row.status === 'cancelled') {
          throw new HttpError('CONFLICT', SERVER_MESSAGES.BOOKING_ALREADY_CANCELLED)
        }
        if (row.status !== 'booked' || row.agreement_id === null) {
          throw new HttpError('CONFLICT', OPTION_SERVER_MESSAGES.NOT_BOOKED)
        }
        const held = await rowsWhere(
          tx,
          Prisma.sql`o.agreement_id = ${row.agreement_id} AND o.status = 'booked'`,
          Prisma.sql`option_date, id`,
        )
        const lastDay = toDateOnly(held.at(-1)?.option_date ?? row.option_date) ?? ''
        if (lastDay < seoulToday(now)) {
          throw new HttpError('CONFLICT', SERVER_MESSAGES.BOOKING_JOB_DONE)
        }
        // The agreement hangs on the option it was booked from (booking_agreements.option_id);
        // that one ends first, so the booking no longer stands when the next on each date is
        // weighed for moving up.
        const { optionId } = await tx.bookingAgreement.findUniqueOrThrow({
          where: { id: row.agreement_id },
          select: { optionId: true },
        })
        const byBookedFirst = [...held].sort(
          (a, b) => Number(b.id === optionId) - Number(a.id === optionId),
        )
        for (const one of byBookedFirst) await endOption(tx, one, 'cancelled', ['booked'])
        await tx.modelOption.updateMany({
          where: { id: { in: held.map((one) => one.id) } },
          data: { cancelledAt: now, cancelledById: userId, cancelReason: reason },
        })
        if (optionId !== null) await recordCancellation(tx, { optionId }, side, now)
        await tell(tx, side === 'client' ? 'model' : 'client', row, 'booking_cancelled')
      })
      const row = await oneRow(prisma, id)
      if (!row) throw notFound()
      return toView(row, side)
    },

    /**
     * The job: every standing option past its time becomes expired, both sides are told and
     * the option behind a lapsed 1st moves up. Idempotent: an option ends once (the status
     * condition), so a second run finds nothing to do.
     */
    async expireLapsed(): Promise<number> {
      const due = await prisma.modelOption.findMany({
        where: { status: { in: ['pending', 'accepted'] }, expiresAt: { lte: clock.now() } },
        orderBy: [{ optionDate: 'asc' }, { id: 'asc' }],
        select: { id: true, profileId: true },
        take: 500,
      })
      let expired = 0
      for (const { id, profileId } of due) {
        await prisma.$transaction(async (tx) => {
          await lockProfile(tx, profileId)
          const row = await oneRow(tx, id)
          if (!row || !lapsed(row)) return
          if (await endOption(tx, row, 'expired', ['pending', 'accepted'])) {
            expired += 1
            await tell(tx, 'client', row, 'expired')
            await tell(tx, 'model', row, 'expired')
          }
        })
      }
      return expired
    },
  }
}
