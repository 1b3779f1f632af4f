// Options (holds) on dates (issue #29, ADR 0049). A client holds a model for dates; the rank
// of an option is its place among the date's standing options (pending, accepted, booked) in
// the order they were placed, computed, never stored, so an option that ends moves the next
// one up by itself. Every change to a profile's options runs under one advisory lock per
// profile, so two clients racing for a free date get 1st and 2nd, never two 1sts, and the
// holder who moves up is told exactly once.
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
} from '@cnm/contracts'
import type { z } from 'zod'
import type { PrismaClient } from '../../db/prisma.js'
import { Prisma } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { forbidden, HttpError, notFound } from '../../lib/http-error.js'
import { isPublicProfile } from '../../lib/model-access.js'
import { notify } from '../../lib/notify.js'
import { stageNameSeenBy, toDateOnly } from '../../lib/read-models/model-card.js'
import { assertMayPlace, assertSide, sideOf, type OptionSide } from './option-access.js'

type Tx = Prisma.TransactionClient
type OptionInput = z.output<typeof optionInputSchema>

export interface OptionsDeps {
  prisma: PrismaClient
  clock: Clock
}

/** Advisory lock namespace of options (first key); the second is the profile id. */
const LOCK_NAMESPACE = 29_049
const LIST_MAX = 200
const SEOUL_OFFSET_MS = 9 * HOUR_MS

/** Today's date in Seoul, where the shoots are: the first date an option may hold. */
export const seoulToday = (now: Date): string =>
  new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10)

const STANDING = Prisma.join([...OPTION_STANDING_STATUSES])

interface OptionRow {
  id: number
  profile_id: number
  client_id: number
  owner_id: number
  option_date: Date
  status: OptionStatus
  note: string
  expires_at: Date
  created_at: Date
  rank: bigint | null
  stage_name: string
  birth_date: Date | null
  client_agency: string | null
}

/** The options a condition picks, each with its rank among its date's standing options. */
const rankedSql = (where: Prisma.Sql, order: Prisma.Sql) => Prisma.sql`
  WITH picked AS (
    SELECT o.* FROM model_options o JOIN model_profiles p ON p.id = o.profile_id
    WHERE ${where} ORDER BY ${order} LIMIT ${LIST_MAX}
  ), ranked AS (
    SELECT o.id, ROW_NUMBER() OVER (
      PARTITION BY o.profile_id, o.option_date ORDER BY o.created_at, o.id) AS rank
    FROM model_options o
    WHERE o.status IN (${STANDING})
      AND (o.profile_id, o.option_date) IN (SELECT profile_id, option_date FROM picked)
  )
  SELECT picked.id, picked.profile_id, picked.client_id, p.owner_id, picked.option_date,
         picked.status, picked.note, picked.expires_at, picked.created_at, ranked.rank,
         p.stage_name, p.birth_date, u.agency AS client_agency
  FROM picked
  JOIN model_profiles p ON p.id = picked.profile_id
  JOIN users u ON u.id = picked.client_id
  LEFT JOIN ranked ON ranked.id = picked.id
  ORDER BY ${order}`

export function createOptionsService({ prisma, clock }: OptionsDeps) {
  function toView(row: OptionRow, side: OptionSide): ModelOptionView {
    const standing = (OPTION_STANDING_STATUSES as readonly string[]).includes(row.status)
    return {
      id: row.id,
      profileId: row.profile_id,
      // The model side manages the profile; a client sees a minor's first name (ADR 0035).
      modelName: stageNameSeenBy(
        { stageName: row.stage_name, birthDate: row.birth_date },
        clock.now(),
        side === 'model',
      ),
      clientName: side === 'model' ? row.client_agency?.trim() || null : null,
      date: toDateOnly(row.option_date) ?? '',
      status: row.status,
      rank: standing && row.rank !== null ? Number(row.rank) : null,
      note: row.note,
      expiresAt: row.expires_at.toISOString(),
      createdAt: row.created_at.toISOString(),
      side,
    }
  }

  const rowsWhere = (db: Tx | PrismaClient, where: Prisma.Sql, order: Prisma.Sql) =>
    db.$queryRaw<OptionRow[]>(rankedSql(where, order))

  async function oneRow(db: Tx | PrismaClient, id: number): Promise<OptionRow | null> {
    const [row] = await rowsWhere(db, Prisma.sql`o.id = ${id}`, Prisma.sql`id`)
    return row ?? null
  }

  const lockProfile = (tx: Tx, profileId: number) =>
    tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${profileId}::int)`

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
    status: 'declined' | 'released' | 'expired',
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
      if (next && next.status !== 'booked') {
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

    /** The 1st option's client books the date: it stays 1st and never lapses. */
    book: (userId: number, id: number) =>
      act(userId, id, 'client', async (tx, row) => {
        if (row.status === 'booked') return
        if ((row.status !== 'pending' && row.status !== 'accepted') || lapsed(row)) {
          throw notStanding()
        }
        if (row.rank !== 1n) throw new HttpError('CONFLICT', OPTION_SERVER_MESSAGES.NOT_FIRST)
        await tx.modelOption.update({ where: { id }, data: { status: 'booked' } })
        await tell(tx, 'model', row, 'booked')
      }),

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
