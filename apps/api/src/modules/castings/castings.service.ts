// Castings (issue #15, ADR 0023): clients post them (drafts for every client account,
// live only for approved ones), the money-asking rule holds those that ask talent to pay,
// the board lists live ones, and their clients close them (the deadline job too).
import {
  CASTING_LIMITS,
  CASTING_SERVER_MESSAGES,
  EXAMINATION_STATUS,
  INFO_TYPE,
  isClientServiceType,
  MESSAGES,
  MODEL_STATUS,
  type CastingCard,
  type CastingDetail,
  type CastingInput,
  type CastingList,
  type CastingListQuery,
  type CastingReportInput,
  type CastingServerMessageKey,
  type ReportedCastingText,
  DAY_MS,
} from '@cnm/contracts'
import type pg from 'pg'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import type { CountCache } from '../../lib/short-cache.js'
import { forbidden, HttpError, notFound } from '../../lib/http-error.js'
import { fileReport } from '../../lib/reports.js'
import { validationError } from '../../lib/http/field-errors.js'
import { mayRegisterModels, type Viewer } from '../../lib/model-access.js'
import { notify } from '../../lib/notify.js'
import { castingInclude, toCastingDetail, type CastingRow } from './casting-views.js'
import { CASTING_CARD_INCLUDE, toCastingCardOfRecord } from '../../lib/read-models/casting-card.js'
import { listBoard } from './castings-list.js'
import { payRecordsOf } from '../../lib/read-models/pay-record.js'
import { holdMatchesOf, moneyAsksOfCasting } from './money-rule.js'

type Tx = Prisma.TransactionClient
type Db = PrismaClient | Tx

/** Applications whose applicant is still waiting for an answer. */
export const WAITING_APPLICATION_STATUSES = ['submitted', 'viewed', 'shortlisted'] as const

export const conflict = (message: string) => new HttpError('CONFLICT', message)

export interface CastingsDeps {
  prisma: PrismaClient
  /** The board's own pool (castings-list.ts). */
  pool: pg.Pool
  clock: Clock
  counts: CountCache
}

/** What a save or a publish ended in, for the answer's message. */
export type SaveOutcome = 'saved' | 'published' | 'held'

export const OUTCOME_MESSAGE: Record<SaveOutcome, string> = {
  saved: CASTING_SERVER_MESSAGES.SAVED,
  published: CASTING_SERVER_MESSAGES.PUBLISHED,
  held: CASTING_SERVER_MESSAGES.HELD,
}

const utcDate = (value: string) => new Date(`${value}T00:00:00Z`)

/** The columns of a create/update input. */
function columnsOf(input: CastingInput) {
  return {
    title: input.title,
    companyName: input.companyName,
    productCategories: input.productCategories,
    contractPeriod: input.contractPeriod,
    budgetType: input.budgetType,
    budget: BigInt(input.budget),
    modelCategoryId: input.modelCategoryId,
    modelDetailedCategoryId: input.modelDetailedCategoryId,
    genderId: input.genderId,
    ageMin: input.ageMin,
    ageMax: input.ageMax,
    modelNumber: input.modelNumber,
    filmingDate: input.filmingDate === null ? null : utcDate(input.filmingDate),
    filmingDateNote: input.filmingDateNote,
    locationOfFilming: input.locationOfFilming,
    postingMedia: input.postingMedia,
    otherContent: input.otherContent,
    cityId: input.cityId,
    shootTypeId: input.shootTypeId,
    usageScope: input.usageScope,
    usageMonths: input.usageMonths,
    applicationDeadline: new Date(input.applicationDeadline),
  } satisfies Prisma.CastingUncheckedUpdateInput
}

/**
 * Issue #25, finding 6: the terms a booking rests on. Once anyone is booked they stay as
 * booked (a changed filming date would also move the review window); changing them is a new
 * version the booked side accepts (the agreement of issue #28), not an edit.
 */
const BOOKED_TERMS = [
  'filmingDate',
  'filmingDateNote',
  'locationOfFilming',
  'contractPeriod',
  'budgetType',
  'budget',
  'postingMedia',
  'usageScope',
  'usageMonths',
] as const satisfies readonly (keyof ReturnType<typeof columnsOf>)[]

const termValue = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === null ? '' : String(value)

/** 409 when an edit would change what booked models agreed to, or want fewer than are booked. */
function checkBookedTerms(row: CastingRow, input: CastingInput): void {
  if (row.bookedCount === 0) return
  const next = columnsOf(input)
  const fields: Record<string, string> = {}
  for (const key of BOOKED_TERMS) {
    if (termValue(next[key]) !== termValue(row[key])) {
      fields[key] = CASTING_SERVER_MESSAGES.TERM_LOCKED
    }
  }
  if (input.modelNumber < row.bookedCount) fields.modelNumber = CASTING_SERVER_MESSAGES.BELOW_BOOKED
  if (Object.keys(fields).length > 0) {
    throw new HttpError('CONFLICT', CASTING_SERVER_MESSAGES.TERMS_LOCKED, { fields })
  }
}

const INFO_FIELDS = {
  modelCategoryId: INFO_TYPE.CATEGORY,
  modelDetailedCategoryId: INFO_TYPE.CATEGORY_DEPTH,
  genderId: INFO_TYPE.GENDER,
  cityId: INFO_TYPE.CITY,
  shootTypeId: INFO_TYPE.SHOOT_TYPE,
} as const

/** Field -> 'Is invalid.' for ids of the wrong info type or a detail outside its category. */
async function checkInput(db: Db, input: CastingInput, now: Date): Promise<void> {
  const fields: Record<string, string> = {}
  const ids = Object.keys(INFO_FIELDS)
    .map((key) => input[key as keyof typeof INFO_FIELDS])
    .filter((id): id is number => typeof id === 'number')
  const items = new Map(
    (
      await db.infoItem.findMany({
        where: { id: { in: ids } },
        select: { id: true, type: true, parentId: true },
      })
    ).map((item) => [item.id, item]),
  )
  for (const [key, type] of Object.entries(INFO_FIELDS)) {
    const id = input[key as keyof typeof INFO_FIELDS]
    if (id !== null && items.get(id)?.type !== type) fields[key] = MESSAGES.INVALID
  }
  const detail = input.modelDetailedCategoryId
  if (detail !== null && !fields.modelDetailedCategoryId) {
    const parent = items.get(detail)?.parentId
    if (input.modelCategoryId === null || parent !== input.modelCategoryId) {
      fields.modelDetailedCategoryId = MESSAGES.INVALID
    }
  }
  const deadline = new Date(input.applicationDeadline).getTime()
  if (
    deadline <= now.getTime() ||
    deadline > now.getTime() + CASTING_LIMITS.DEADLINE_MAX_DAYS * DAY_MS
  ) {
    fields.applicationDeadline = CASTING_SERVER_MESSAGES.DEADLINE_INVALID
  }
  if (Object.keys(fields).length > 0) throw validationError(fields)
}

/**
 * Managers (owner, admin) see every state; everybody else live and closed, shown ones. A
 * casting its client closed while it was held keeps its hold reason and stays private: the
 * text nobody reviewed never becomes public.
 */
export const isPublic = (row: {
  status: string
  hiddenAt: Date | null
  holdReason: string | null
}) =>
  (row.status === 'live' || (row.status === 'closed' && row.holdReason === null)) &&
  row.hiddenAt === null

const isManager = (viewer: Viewer, row: { clientId: number }) =>
  viewer !== null && (viewer.role === 'ADMIN' || viewer.userId === row.clientId)

/** 404 for what the caller may not see, 403 for a visible casting that is not theirs. */
function assertOwner(viewer: NonNullable<Viewer>, row: CastingRow | null): CastingRow {
  if (!row || !(isPublic(row) || isManager(viewer, row))) throw notFound()
  if (row.clientId !== viewer.userId) throw forbidden()
  return row
}

export function createCastingsService({ prisma, pool, clock, counts }: CastingsDeps) {
  const load = (db: Db, id: number) =>
    db.casting.findUnique({ where: { id }, include: castingInclude })

  async function lock(tx: Tx, id: number): Promise<CastingRow | null> {
    await tx.$queryRaw`SELECT id FROM castings WHERE id = ${id} FOR UPDATE`
    return load(tx, id)
  }

  /**
   * Where a casting that is (or asks to be) public ends up: held when its text asks
   * talent for money, live otherwise. Writes the status and answers the outcome.
   */
  async function goPublic(tx: Tx, row: CastingRow, now: Date): Promise<SaveOutcome> {
    const asks = moneyAsksOfCasting(row)
    if (asks.length > 0) {
      await tx.casting.update({
        where: { id: row.id },
        // The client reads a general reason, so the words cannot be tuned until they pass;
        // administrators read the matched phrases (ADR 0033).
        data: {
          status: 'held',
          holdReason: CASTING_SERVER_MESSAGES.HOLD_REASON_MONEY,
          holdMatches: holdMatchesOf(asks),
        },
      })
      return 'held'
    }
    await tx.casting.update({
      where: { id: row.id },
      data: {
        status: 'live',
        holdReason: null,
        holdMatches: null,
        publishedAt: row.publishedAt ?? now,
      },
    })
    return 'published'
  }

  async function publishDraft(tx: Tx, row: CastingRow, now: Date): Promise<SaveOutcome> {
    if (row.status !== 'draft') throw conflict(CASTING_SERVER_MESSAGES.NOT_A_DRAFT)
    if (row.client.examinationStatus !== EXAMINATION_STATUS.APPROVAL) {
      throw forbidden(CASTING_SERVER_MESSAGES.NEEDS_APPROVAL)
    }
    if (row.applicationDeadline.getTime() <= now.getTime()) {
      throw validationError({ applicationDeadline: CASTING_SERVER_MESSAGES.DEADLINE_INVALID })
    }
    return goPublic(tx, row, now)
  }

  async function answer(viewer: NonNullable<Viewer>, id: number, outcome: SaveOutcome) {
    if (outcome !== 'saved') counts.clear()
    return { casting: await get(viewer, id), outcome }
  }

  async function create(viewer: NonNullable<Viewer>, input: CastingInput) {
    const user = await prisma.user.findUnique({
      where: { id: viewer.userId },
      select: { serviceType: true },
    })
    if (!user || !isClientServiceType(user.serviceType)) {
      throw forbidden(CASTING_SERVER_MESSAGES.CLIENTS_ONLY)
    }
    const now = clock.now()
    await checkInput(prisma, input, now)
    const { id, outcome } = await prisma.$transaction(async (tx) => {
      const created = await tx.casting.create({
        data: { ...columnsOf(input), clientId: viewer.userId, createdAt: now },
        include: castingInclude,
      })
      const result: SaveOutcome = input.publish ? await publishDraft(tx, created, now) : 'saved'
      return { id: created.id, outcome: result }
    })
    return answer(viewer, id, outcome)
  }

  /** Owner only. A live or held casting goes through the money rule again. */
  async function update(viewer: NonNullable<Viewer>, id: number, input: CastingInput) {
    const now = clock.now()
    const outcome = await prisma.$transaction(async (tx) => {
      const row = assertOwner(viewer, await lock(tx, id))
      if (row.status === 'closed') throw conflict(CASTING_SERVER_MESSAGES.NOT_EDITABLE)
      await checkInput(tx, input, now)
      checkBookedTerms(row, input)
      const changed = await tx.casting.update({
        where: { id },
        data: columnsOf(input),
        include: castingInclude,
      })
      if (row.status === 'live' || row.status === 'held') {
        const result = await goPublic(tx, changed, now)
        // A live casting that stays live was simply saved.
        return row.status === 'live' && result === 'published' ? 'saved' : result
      }
      return input.publish ? publishDraft(tx, changed, now) : 'saved'
    })
    if (outcome === 'saved') counts.clear()
    return answer(viewer, id, outcome)
  }

  async function publish(viewer: NonNullable<Viewer>, id: number) {
    const now = clock.now()
    const outcome = await prisma.$transaction(async (tx) => {
      const row = assertOwner(viewer, await lock(tx, id))
      return publishDraft(tx, row, now)
    })
    return answer(viewer, id, outcome)
  }

  /**
   * Owner only. A live casting, or a held one its client withdraws instead of waiting for
   * the review: it leaves the administrators' held queue and, keeping its hold reason,
   * stays private (isPublic). A draft is not closed (409): it was never public.
   */
  async function close(viewer: NonNullable<Viewer>, id: number) {
    const now = clock.now()
    await prisma.$transaction(async (tx) => {
      const row = assertOwner(viewer, await lock(tx, id))
      if (row.status !== 'live' && row.status !== 'held') {
        throw conflict(CASTING_SERVER_MESSAGES.NOT_CLOSABLE)
      }
      await closeAndTell(tx, [{ id, title: row.title }], 'client', now)
    })
    counts.clear()
    return { casting: await get(viewer, id) }
  }

  /** Published profiles of the viewer that have not applied to the casting yet, and theirs that have. */
  async function viewerBlock(
    viewer: Viewer,
    row: CastingRow,
    now: Date,
  ): Promise<CastingDetail['viewer']> {
    const refuse = (
      reason: CastingServerMessageKey,
      myApplications: CastingDetail['viewer']['myApplications'] = [],
    ) => ({
      isOwner: viewer !== null && viewer.userId === row.clientId,
      canApply: false,
      cannotApplyReason: reason,
      myApplications,
    })
    if (viewer === null) return refuse('SIGN_IN_REQUIRED')
    if (viewer.userId === row.clientId) return refuse('OWN_CASTING')
    const myApplications = (
      await prisma.application.findMany({
        where: { castingId: row.id, applicantId: viewer.userId },
        select: { id: true, modelProfileId: true, status: true },
        orderBy: { id: 'asc' },
      })
    ).map((application) => ({ ...application, status: application.status as string }))
    if (
      row.status !== 'live' ||
      row.hiddenAt !== null ||
      row.applicationDeadline.getTime() <= now.getTime()
    ) {
      return refuse('CASTING_CLOSED', myApplications)
    }
    if (row.bookedCount >= row.modelNumber) return refuse('CASTING_FULL', myApplications)
    const user = await prisma.user.findUnique({
      where: { id: viewer.userId },
      select: { serviceType: true, categoryTwoDepthId: true },
    })
    if (!user || !mayRegisterModels(user)) return refuse('APPLY_NOT_ALLOWED', myApplications)
    const profiles = await prisma.modelProfile.findMany({
      where: { ownerId: viewer.userId, status: MODEL_STATUS.PUBLISHED },
      select: { id: true },
    })
    if (profiles.length === 0) return refuse('MODEL_PROFILE_REQUIRED', myApplications)
    const applied = new Set(myApplications.map((application) => application.modelProfileId))
    if (profiles.every((profile) => applied.has(profile.id))) {
      return refuse('ALREADY_APPLIED', myApplications)
    }
    return { isOwner: false, canApply: true, cannotApplyReason: null, myApplications }
  }

  /** The client's other castings on the board. */
  async function otherCastings(row: CastingRow, now: Date): Promise<CastingCard[]> {
    const rows = await prisma.casting.findMany({
      where: {
        clientId: row.clientId,
        id: { not: row.id },
        status: 'live',
        hiddenAt: null,
        applicationDeadline: { gt: now },
      },
      include: CASTING_CARD_INCLUDE,
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      take: CASTING_LIMITS.OTHER_CASTINGS_MAX,
    })
    return rows.map(toCastingCardOfRecord)
  }

  async function get(viewer: Viewer, id: number): Promise<CastingDetail> {
    const row = await load(prisma, id)
    if (!row || !(isPublic(row) || isManager(viewer, row))) throw notFound()
    const now = clock.now()
    const [others, viewerInfo, records] = await Promise.all([
      otherCastings(row, now),
      viewerBlock(viewer, row, now),
      payRecordsOf(prisma, [row.clientId], now),
    ])
    // The casting and its other castings are one client's: one pay record for all the cards.
    const payRecord = records.get(row.clientId)!
    return {
      ...toCastingDetail(row, {
        manager: isManager(viewer, row),
        otherCastings: others.map((card) => ({ ...card, payRecord })),
        viewer: viewerInfo,
      }),
      payRecord,
    }
  }

  async function list(query: CastingListQuery): Promise<CastingList> {
    return listBoard(pool, query, clock.now(), counts)
  }

  /**
   * Files a report for the admin queue; a repeat by the same person while the first is
   * open adds nothing (same answer). Only castings the public sees can be reported.
   */
  async function report(
    viewer: NonNullable<Viewer>,
    id: number,
    input: CastingReportInput,
    ip: string,
  ): Promise<void> {
    const row = await prisma.casting.findUnique({
      where: { id },
      select: {
        status: true,
        hiddenAt: true,
        holdReason: true,
        title: true,
        otherContent: true,
        companyName: true,
      },
    })
    if (!row || !isPublic(row)) throw notFound()
    // The owner may edit the casting afterwards: administrators judge what was reported.
    const snapshot = {
      title: row.title,
      text: row.otherContent,
      companyName: row.companyName,
    } satisfies ReportedCastingText
    await fileReport(
      prisma,
      { castingId: id, snapshot },
      { reporterId: viewer.userId, ...input, ip, now: clock.now() },
    )
  }

  return { create, update, publish, close, get, list, report }
}

export type CastingsService = ReturnType<typeof createCastingsService>

/**
 * Closes the castings and tells every applicant still waiting (their applications keep
 * their status; the casting is what closed). Used by the client's close, the deadline job and
 * the withdrawal of the client's account (ADR 0032).
 */
export async function closeAndTell(
  tx: Tx,
  castings: ReadonlyArray<{ id: number; title: string }>,
  reason: 'client' | 'deadline' | 'admin' | 'account_closed',
  now: Date,
): Promise<number> {
  if (castings.length === 0) return 0
  const ids = castings.map((casting) => casting.id)
  await tx.casting.updateMany({
    where: { id: { in: ids } },
    data: { status: 'closed', closedAt: now, closedReason: reason },
  })
  const waiting = await tx.application.findMany({
    where: { castingId: { in: ids }, status: { in: [...WAITING_APPLICATION_STATUSES] } },
    select: { id: true, castingId: true, applicantId: true, modelProfileId: true },
  })
  const titles = new Map(castings.map((casting) => [casting.id, casting.title]))
  await notify(
    tx,
    waiting.map((application) => ({
      userId: application.applicantId,
      kind: 'casting_closed' as const,
      castingId: application.castingId,
      payload: {
        castingId: application.castingId,
        castingTitle: titles.get(application.castingId) ?? '',
        applicationId: application.id,
        modelProfileId: application.modelProfileId,
        reason,
      },
    })),
  )
  return waiting.length
}
