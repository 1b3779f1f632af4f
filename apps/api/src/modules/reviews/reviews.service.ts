import {
  TRUST_SERVER_MESSAGES,
  type ModelImage,
  type MyReview,
  type MyReviews,
  type PendingReview,
  type UpcomingReview,
  type PublicReview,
  type ReviewDirection,
  type ReviewInput,
  type ReviewList,
  type ReviewListQuery,
  type ReviewReportInput,
  type ReviewSummary,
} from '@cnm/contracts'
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { forbidden, HttpError, notFound } from '../../lib/http-error.js'
import type { AuthContext } from '../../plugins/auth.js'
import { stageNameSeenBy } from '../../lib/read-models/model-card.js'
import { toImage, type PhotoUrl } from '../../lib/read-models/photo-image.js'
import { isPublic } from '../castings/index.js'
import { isPublicProfile } from '../../lib/model-access.js'
import { notify } from '../../lib/notify.js'
import { fileReport } from '../../lib/reports.js'
import { OPENS_AT_SQL, reviewWindow, WINDOW_DAYS_SQL, windowState } from './review-window.js'

// Two-way double-blind reviews after a booking (issue #16, ADR 0028). A review is visible
// to its author alone until the other side wrote theirs (both are released at that moment)
// or the window closed (the release job). Only released, not hidden reviews are public and
// count in averages.

type Db = PrismaClient | Prisma.TransactionClient
type Caller = Pick<AuthContext, 'userId' | 'role'>

export interface ReviewsDeps {
  prisma: PrismaClient
  clock: Clock
  photoUrl: PhotoUrl
}

const conflict = (message: string) => new HttpError('CONFLICT', message)

/** What every review answer needs besides the review row: both sides' names and the casting. */
const reviewInclude = {
  application: {
    select: {
      modelProfileId: true,
      modelProfile: { select: { stageName: true, birthDate: true, archivedAt: true } },
      casting: {
        select: {
          id: true,
          title: true,
          status: true,
          holdReason: true,
          hiddenAt: true,
          clientId: true,
          companyName: true,
          client: { select: { agency: true, deletedAt: true } },
        },
      },
    },
  },
} as const satisfies Prisma.ReviewInclude

/**
 * A review stays public when its casting is hidden or held (what the two sides said of each
 * other still stands), but the casting's title does not: the public reads no title of a
 * casting it cannot open (the invariant test found it there).
 */
const publicTitleOf = (casting: Parameters<typeof isPublic>[0] & { title: string }): string =>
  isPublic(casting) ? casting.title : ''

type ReviewRow = Prisma.ReviewGetPayload<{ include: typeof reviewInclude }>

const opposite = (direction: ReviewDirection): ReviewDirection =>
  direction === 'client_to_model' ? 'model_to_client' : 'client_to_model'

/** A client is shown by its company: the account's agency field, else the casting's company. */
export const companyNameOf = (client: { agency: string | null } | null, fallback: string) =>
  client?.agency?.trim() ? client.agency.trim() : fallback

/** `today` set: a public answer, where a minor is named by the first name only (ADR 0035). */
function sidesOf(row: ReviewRow, publicOn?: Date) {
  const { casting, modelProfile } = row.application
  return {
    // A side that left (ADR 0032): its reviews stay and count, its name is a deleted account.
    clientLeft: casting.client.deletedAt !== null,
    modelLeft: modelProfile.archivedAt !== null,
    clientName: companyNameOf(casting.client, casting.companyName),
    modelName:
      publicOn === undefined
        ? modelProfile.stageName
        : stageNameSeenBy(modelProfile, publicOn, false),
  }
}

function toPublicReview(row: ReviewRow, today: Date): PublicReview {
  const { clientName, modelName, clientLeft, modelLeft } = sidesOf(row, today)
  const byClient = row.direction === 'client_to_model'
  const departed = byClient ? clientLeft : modelLeft
  return {
    id: row.id,
    direction: row.direction,
    rating: row.rating,
    text: row.text,
    author: {
      side: byClient ? 'client' : 'model',
      name: departed ? '' : byClient ? clientName : modelName,
      partnerId: byClient && !departed ? row.application.casting.clientId : null,
      modelProfileId: byClient || departed ? null : row.application.modelProfileId,
      departed,
    },
    castingTitle: publicTitleOf(row.application.casting),
    // Public lists select released rows only.
    releasedAt: (row.releasedAt ?? row.createdAt).toISOString(),
  }
}

/** `perspective`: the caller wrote the review, or received it. */
function toMyReview(row: ReviewRow, perspective: 'written' | 'received'): MyReview {
  const { clientName, modelName, clientLeft, modelLeft } = sidesOf(row)
  const authorName = row.direction === 'client_to_model' ? clientName : modelName
  const subjectName = row.direction === 'client_to_model' ? modelName : clientName
  const authorLeft = row.direction === 'client_to_model' ? clientLeft : modelLeft
  const subjectLeft = row.direction === 'client_to_model' ? modelLeft : clientLeft
  return {
    id: row.id,
    applicationId: row.applicationId,
    direction: row.direction,
    rating: row.rating,
    text: row.text,
    counterpartName: perspective === 'written' ? subjectName : authorName,
    counterpartDeparted: perspective === 'written' ? subjectLeft : authorLeft,
    castingId: row.application.casting.id,
    castingTitle: row.application.casting.title,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Released and not hidden: what the public sees and what averages count. */
export const visibleReview = {
  releasedAt: { not: null },
  hiddenAt: null,
} as const satisfies Prisma.ReviewWhereInput

export async function summaryOf(db: Db, where: Prisma.ReviewWhereInput): Promise<ReviewSummary> {
  const result = await db.review.aggregate({
    where: { ...where, ...visibleReview },
    _avg: { rating: true },
    _count: { _all: true },
  })
  const average = result._avg.rating
  return {
    average: average === null ? null : Math.round(average * 100) / 100,
    count: result._count._all,
  }
}

interface PendingRow {
  application_id: number
  casting_id: number
  title: string
  company_name: string
  agency: string | null
  profile_id: number
  stage_name: string
  cover_photo_id: string | null
  direction: ReviewDirection
  closes_at: Date
  counterpart_wrote: boolean
}

interface UpcomingRow {
  application_id: number
  casting_id: number
  title: string
  company_name: string
  agency: string | null
  stage_name: string
  direction: ReviewDirection
  opens_at: Date | null
}

const LIST_MAX = 100

export function createReviewsService({ prisma, clock, photoUrl }: ReviewsDeps) {
  async function listPublic(
    where: Prisma.ReviewWhereInput,
    { page, pageSize }: ReviewListQuery,
  ): Promise<ReviewList> {
    const visible = { ...where, ...visibleReview }
    const [rows, summary] = await Promise.all([
      prisma.review.findMany({
        where: visible,
        include: reviewInclude,
        orderBy: [{ releasedAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      summaryOf(prisma, where),
    ])
    const today = clock.now()
    return {
      items: rows.map((row) => toPublicReview(row, today)),
      page,
      pageSize,
      total: summary.count,
      summary,
    }
  }

  async function covers(photoIds: readonly string[]): Promise<Map<string, ModelImage>> {
    if (photoIds.length === 0) return new Map()
    const photos = await prisma.modelPhoto.findMany({
      where: { id: { in: [...photoIds] }, status: 'ready' },
      select: { id: true, variants: true, placeholder: true, width: true, height: true },
    })
    return new Map(photos.map((photo) => [photo.id, toImage(photo, photoUrl)]))
  }

  return {
    /**
     * POST /applications/{id}/reviews. Only the two sides of a booked application, inside the
     * window, once each. The second review releases both at once.
     */
    async write(
      caller: Caller,
      applicationId: number,
      input: ReviewInput,
    ): Promise<{ review: MyReview; released: boolean }> {
      const now = clock.now()
      return prisma.$transaction(async (tx) => {
        // Serialises the two sides: whoever commits second sees the first and releases both.
        await tx.$queryRaw`SELECT id FROM applications WHERE id = ${applicationId} FOR UPDATE`
        const application = await tx.application.findUnique({
          where: { id: applicationId },
          select: {
            id: true,
            status: true,
            applicantId: true,
            modelProfileId: true,
            casting: {
              select: {
                id: true,
                title: true,
                clientId: true,
                filmingDate: true,
                completedAt: true,
              },
            },
          },
        })
        if (!application) throw notFound()
        const { casting } = application
        const byClient = casting.clientId === caller.userId
        // Nobody else learns that the application exists.
        if (!byClient && application.applicantId !== caller.userId) throw notFound()
        if (application.status !== 'booked') throw conflict(TRUST_SERVER_MESSAGES.REVIEW_NOT_BOOKED)
        const state = windowState(reviewWindow(casting), now)
        if (state === 'not-open') throw conflict(TRUST_SERVER_MESSAGES.REVIEW_NOT_OPEN)
        if (state === 'closed') throw conflict(TRUST_SERVER_MESSAGES.REVIEW_WINDOW_CLOSED)

        const direction: ReviewDirection = byClient ? 'client_to_model' : 'model_to_client'
        const existing = await tx.review.findMany({
          where: { applicationId },
          select: { direction: true, authorId: true },
        })
        if (existing.some((review) => review.direction === direction)) {
          throw conflict(TRUST_SERVER_MESSAGES.REVIEW_ALREADY_WRITTEN)
        }
        const subjectUserId = byClient ? application.applicantId : casting.clientId
        const created = await tx.review.create({
          data: {
            applicationId,
            direction,
            authorId: caller.userId,
            subjectUserId,
            modelProfileId: byClient ? application.modelProfileId : null,
            rating: input.rating,
            text: input.text,
            createdAt: now,
          },
          select: { id: true },
        })
        const counterpart = existing.find((review) => review.direction === opposite(direction))
        const payload = { applicationId, castingId: casting.id, castingTitle: casting.title }
        if (counterpart) {
          await tx.review.updateMany({
            where: { applicationId, releasedAt: null },
            data: { releasedAt: now },
          })
          await notify(tx, [
            { userId: caller.userId, kind: 'review_released', payload, castingId: casting.id },
            { userId: subjectUserId, kind: 'review_released', payload, castingId: casting.id },
          ])
        } else {
          await notify(tx, {
            userId: subjectUserId,
            kind: 'review_received',
            payload,
            castingId: casting.id,
          })
        }
        const row = await tx.review.findUniqueOrThrow({
          where: { id: created.id },
          include: reviewInclude,
        })
        return { review: toMyReview(row, 'written'), released: counterpart !== undefined }
      })
    },

    /** GET /models/{id}/reviews: what clients wrote about this profile. 404 unless it is public. */
    async listForModel(profileId: number, query: ReviewListQuery): Promise<ReviewList> {
      const profile = await prisma.modelProfile.findUnique({
        where: { id: profileId },
        select: { ownerId: true, status: true, hiddenByAdminAt: true },
      })
      if (!profile || !isPublicProfile(profile)) throw notFound()
      return listPublic({ modelProfileId: profileId, direction: 'client_to_model' }, query)
    },

    /** GET /partners/{id}/reviews: what models wrote about this client (caller checks approval). */
    listForPartner: (partnerId: number, query: ReviewListQuery): Promise<ReviewList> =>
      listPublic({ subjectUserId: partnerId, direction: 'model_to_client' }, query),

    /** GET /users/0/reviews. */
    async mine(userId: number): Promise<MyReviews> {
      const now = clock.now()
      const [received, written, pendingRows, receivedSummary, upcomingRows] = await Promise.all([
        prisma.review.findMany({
          // Double-blind: a received review shows only once released.
          where: { subjectUserId: userId, releasedAt: { not: null } },
          include: reviewInclude,
          orderBy: [{ releasedAt: 'desc' }, { id: 'desc' }],
          take: LIST_MAX,
        }),
        prisma.review.findMany({
          where: { authorId: userId },
          include: reviewInclude,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: LIST_MAX,
        }),
        prisma.$queryRaw<PendingRow[]>`
          WITH mine AS (
            SELECT a.id AS application_id, c.id AS casting_id, c.title, c.company_name,
                   cu.agency, p.id AS profile_id, p.stage_name, p.cover_photo_id,
                   CASE WHEN c.client_id = ${userId} THEN 'client_to_model'
                        ELSE 'model_to_client' END AS direction,
                   ${Prisma.raw(OPENS_AT_SQL)} AS opens_at
            FROM applications a
            JOIN castings c ON c.id = a.casting_id
            JOIN users cu ON cu.id = c.client_id
            JOIN model_profiles p ON p.id = a.model_profile_id
            WHERE a.status = 'booked' AND (c.client_id = ${userId} OR a.applicant_id = ${userId})
              -- Nobody is asked to review a side that left (ADR 0032).
              AND p.archived_at IS NULL AND cu.deleted_at IS NULL
          )
          SELECT m.application_id, m.casting_id, m.title, m.company_name, m.agency, m.profile_id,
                 m.stage_name, m.cover_photo_id, m.direction,
                 m.opens_at + ${Prisma.raw(WINDOW_DAYS_SQL)} AS closes_at,
                 EXISTS (SELECT 1 FROM reviews o WHERE o.application_id = m.application_id
                         AND o.direction::text <> m.direction) AS counterpart_wrote
          FROM mine m
          WHERE m.opens_at <= ${now}
            AND m.opens_at + ${Prisma.raw(WINDOW_DAYS_SQL)} > ${now}
            AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.application_id = m.application_id
                            AND r.direction::text = m.direction)
          ORDER BY closes_at ASC, m.application_id ASC
          LIMIT ${LIST_MAX}`,
        summaryOf(prisma, { subjectUserId: userId }),
        // Issue #26: bookings whose review window has not opened yet, so the page can say when.
        prisma.$queryRaw<UpcomingRow[]>`
          SELECT a.id AS application_id, c.id AS casting_id, c.title, c.company_name, cu.agency,
                 p.stage_name,
                 CASE WHEN c.client_id = ${userId} THEN 'client_to_model'
                      ELSE 'model_to_client' END AS direction,
                 ${Prisma.raw(OPENS_AT_SQL)} AS opens_at
          FROM applications a
          JOIN castings c ON c.id = a.casting_id
          JOIN users cu ON cu.id = c.client_id
          JOIN model_profiles p ON p.id = a.model_profile_id
          WHERE a.status = 'booked' AND (c.client_id = ${userId} OR a.applicant_id = ${userId})
            AND p.archived_at IS NULL AND cu.deleted_at IS NULL
            AND (${Prisma.raw(OPENS_AT_SQL)} IS NULL OR ${Prisma.raw(OPENS_AT_SQL)} > ${now})
          ORDER BY opens_at ASC NULLS LAST, a.id ASC
          LIMIT ${LIST_MAX}`,
      ])
      const coverOf = await covers(
        pendingRows.flatMap((row) => (row.cover_photo_id ? [row.cover_photo_id] : [])),
      )
      const pending: PendingReview[] = pendingRows.map((row) => {
        const company = companyNameOf({ agency: row.agency }, row.company_name)
        return {
          applicationId: row.application_id,
          direction: row.direction,
          castingId: row.casting_id,
          castingTitle: row.title,
          counterpartName: row.direction === 'client_to_model' ? row.stage_name : company,
          profile: {
            id: row.profile_id,
            stageName: row.stage_name,
            cover: (row.cover_photo_id && coverOf.get(row.cover_photo_id)) || null,
          },
          counterpartWrote: row.counterpart_wrote,
          windowClosesAt: new Date(row.closes_at).toISOString(),
        }
      })
      const upcoming: UpcomingReview[] = upcomingRows.map((row) => ({
        applicationId: row.application_id,
        direction: row.direction,
        castingId: row.casting_id,
        castingTitle: row.title,
        counterpartName:
          row.direction === 'client_to_model'
            ? row.stage_name
            : companyNameOf({ agency: row.agency }, row.company_name),
        opensAt: row.opens_at ? new Date(row.opens_at).toISOString() : null,
      }))
      return {
        received: received.map((row) => toMyReview(row, 'received')),
        written: written.map((row) => toMyReview(row, 'written')),
        pending,
        receivedSummary,
        upcoming,
      }
    },

    /**
     * POST /reviews/{id}/reports: only a public review can be reported (else 404). A second
     * open report by the same person adds nothing and answers the same.
     */
    async report(caller: Caller, reviewId: number, input: ReviewReportInput, ip: string) {
      const review = await prisma.review.findFirst({
        where: { id: reviewId, ...visibleReview },
        select: { id: true, authorId: true },
      })
      if (!review) throw notFound()
      await fileReport(
        prisma,
        { reviewId },
        { reporterId: caller.userId, ...input, ip, now: clock.now() },
      )
    },

    /**
     * POST /castings/{id}/complete: the owner marks the casting done, which opens the review
     * window of its bookings before the filming date passes. 404 to anyone who cannot see it.
     */
    async complete(caller: Caller, castingId: number) {
      const now = clock.now()
      return prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM castings WHERE id = ${castingId} FOR UPDATE`
        const casting = await tx.casting.findUnique({
          where: { id: castingId },
          select: {
            clientId: true,
            status: true,
            hiddenAt: true,
            holdReason: true,
            completedAt: true,
          },
        })
        if (!casting) throw notFound()
        if (casting.clientId !== caller.userId) {
          throw isPublic(casting) ? forbidden() : notFound()
        }
        if (casting.completedAt) throw conflict(TRUST_SERVER_MESSAGES.CASTING_ALREADY_COMPLETED)
        const booked = await tx.application.count({ where: { castingId, status: 'booked' } })
        if (booked === 0) throw conflict(TRUST_SERVER_MESSAGES.CASTING_NOTHING_BOOKED)
        await tx.casting.update({ where: { id: castingId }, data: { completedAt: now } })
        return { castingId, completedAt: now.toISOString() }
      })
    },

    /**
     * The release job: reviews whose window closed without the other side's review are
     * released alone, and both sides are told. Returns how many were released.
     */
    async releaseExpired(): Promise<number> {
      const now = clock.now()
      const released = await prisma.$queryRaw<
        Array<{ author_id: number | null; subject_user_id: number; application_id: number }>
      >`
        UPDATE reviews r SET released_at = ${now}
        FROM applications a JOIN castings c ON c.id = a.casting_id
        WHERE r.application_id = a.id AND r.released_at IS NULL
          AND ${Prisma.raw(OPENS_AT_SQL)} + ${Prisma.raw(WINDOW_DAYS_SQL)} <= ${now}
        RETURNING r.author_id, r.subject_user_id, r.application_id`
      if (released.length === 0) return 0
      const castings = await prisma.application.findMany({
        where: { id: { in: released.map((row) => row.application_id) } },
        select: { id: true, casting: { select: { id: true, title: true } } },
      })
      const castingOf = new Map(castings.map((row) => [row.id, row.casting]))
      await notify(
        prisma,
        released.flatMap((row) => {
          const casting = castingOf.get(row.application_id)
          const payload = {
            applicationId: row.application_id,
            castingId: casting?.id ?? null,
            castingTitle: casting?.title ?? '',
          }
          const users = [row.author_id, row.subject_user_id].filter(
            (id): id is number => id !== null,
          )
          return users.map((userId) => ({
            userId,
            kind: 'review_released' as const,
            payload,
            castingId: casting?.id ?? null,
          }))
        }),
      )
      return released.length
    },
  }
}

export type ReviewsService = ReturnType<typeof createReviewsService>
