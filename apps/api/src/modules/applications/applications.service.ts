// Applications (issue #15, ADR 0024): apply, withdraw, the owner's applicants view and the
// status moves. Every change and its notification commit in one transaction; counters on
// the casting (applicationCount, bookedCount) move in the same statement that checks them,
// so concurrent clicks can neither apply twice nor book past modelNumber.
import {
  APPLICATION_STATUS_VALUES,
  canMoveApplication,
  SERVER_MESSAGES,
  type Applicant,
  type ApplicantList,
  type ApplicantListQuery,
  type ApplicationBulkResult,
  type ApplicationBulkUpdate,
  type ApplicationDetail,
  type ApplicationStatus,
  type ApplicationUpdate,
  type ApplyInput,
  type BookingCancellationInput,
  type Language,
  type MyApplication,
} from '@cnm/contracts'
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error.js'
import type { AuthContext } from '../../plugins/auth.js'
import { stageNameSeenBy, yearsBefore } from '../../lib/read-models/model-card.js'
import type { PhotoUrl } from '../../lib/read-models/photo-image.js'
import { notify } from '../../lib/notify.js'
import { recordCancellation, startAgreement } from '../bookings/index.js'
import {
  type CrossingReader,
  announceCancellation,
  assertCancellable,
  cancelledColumns,
} from '../threads/index.js'
import {
  assertCastingOwner,
  bookingCancellable,
  isPublicCasting,
  mayApply,
  mayCancelBooking,
  roleIn,
  WAITING_STATUSES,
  type ApplicationRole,
} from './application-rules.js'
import {
  APPLICATION_COLUMNS,
  APPLICATION_JOINS,
  guardianConsentOf,
  MY_APPLICATION_COLUMNS,
  MY_APPLICATION_JOINS,
  toApplicant,
  toMyApplication,
  type ApplicationRow,
  type MyApplicationRow,
} from './application-views.js'

type Tx = Prisma.TransactionClient
type Viewer = Pick<AuthContext, 'userId' | 'role'>

export interface ApplicationsDeps {
  prisma: PrismaClient
  clock: Clock
  photoUrl: PhotoUrl
  /** The platform's own hosts: links to them in a note are not contact details (before-booking.ts). */
  ownHosts?: readonly string[]
}

const conflict = (message: string) => new HttpError('CONFLICT', message)

/**
 * How a casting may have closed and still book among its applicants: the application period
 * ended (deadline, or its client closed it early) or every role was filled and one booking was
 * since cancelled (ADR 0024). A closure by staff ('admin') books nobody.
 */
const BOOKABLE_CLOSED_REASONS = ['deadline', 'client', 'full'] as const

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

const castingFacts = {
  id: true,
  clientId: true,
  status: true,
  hiddenAt: true,
  title: true,
  applicationDeadline: true,
} as const

/** What a notification about application `id` names: it, its casting and the casting's title. */
const aboutApplication = (
  id: number,
  application: { castingId: number; casting: { title: string } },
) => ({
  applicationId: id,
  castingId: application.castingId,
  castingTitle: application.casting.title,
})

export function createApplicationsService({
  prisma,
  clock,
  photoUrl,
  ownHosts = [],
}: ApplicationsDeps) {
  /** The client reading what an applicant wrote, in their language (finding 9). */
  const clientReading = (language: Language): CrossingReader => ({ language, ownHosts })

  /** `viewerIsClient`: false when an administrator reads it (toApplicant). */
  async function applicantOf(
    db: Tx | PrismaClient,
    id: number,
    viewerIsClient = true,
    language: Language = 'en',
  ): Promise<Applicant> {
    const [row] = await db.$queryRaw<ApplicationRow[]>`
      SELECT ${APPLICATION_COLUMNS} FROM applications a ${APPLICATION_JOINS} WHERE a.id = ${id}`
    if (!row) throw notFound()
    return toApplicant(row, clock.now(), photoUrl, viewerIsClient, clientReading(language))
  }

  async function myApplicationOf(db: Tx | PrismaClient, id: number): Promise<MyApplication> {
    const [row] = await db.$queryRaw<MyApplicationRow[]>`
      SELECT ${MY_APPLICATION_COLUMNS} FROM applications a ${MY_APPLICATION_JOINS}
      WHERE a.id = ${id}`
    if (!row) throw notFound()
    return toMyApplication(row, clock.now(), photoUrl)
  }

  /** The application and the caller's part in it (404 when they have none). */
  async function loadApplication(viewer: Viewer, id: number) {
    const application = await prisma.application.findUnique({
      where: { id },
      select: {
        id: true,
        status: true,
        applicantId: true,
        castingId: true,
        casting: { select: castingFacts },
        modelProfile: { select: { stageName: true, birthDate: true, guardianConsentAt: true } },
      },
    })
    const role = roleIn(viewer, application)
    if (!application) throw notFound()
    return { application, role }
  }

  /** GET /applications/{id} and the cancellation answer: the caller's own view of it. */
  async function detailFor(
    role: ApplicationRole,
    application: { id: number; castingId: number },
    language: Language = 'en',
  ): Promise<ApplicationDetail> {
    if (role === 'applicant') {
      return { view: 'applicant', application: await myApplicationOf(prisma, application.id) }
    }
    return {
      view: 'client',
      castingId: application.castingId,
      applicant: await applicantOf(prisma, application.id, role === 'owner', language),
    }
  }

  /**
   * The casting has just reached modelNumber bookings: it closes (when still live) and every
   * applicant still waiting is told, so nobody is left without an answer.
   */
  async function closeWhenFull(
    tx: Tx,
    casting: { id: number; title: string; status: string },
    now: Date,
  ): Promise<void> {
    if (casting.status === 'live') {
      await tx.casting.update({
        where: { id: casting.id },
        data: { status: 'closed', closedAt: now, closedReason: 'full' },
      })
    }
    const waiting = await tx.application.findMany({
      where: { castingId: casting.id, status: { in: [...WAITING_STATUSES] } },
      select: { id: true, applicantId: true },
    })
    await notify(
      tx,
      waiting.map((application) => ({
        userId: application.applicantId,
        kind: 'casting_closed' as const,
        castingId: casting.id,
        payload: {
          castingId: casting.id,
          castingTitle: casting.title,
          applicationId: application.id,
          reason: 'full',
        },
      })),
    )
  }

  /**
   * Books one application inside `tx`: counts it on the casting, closes the casting when full.
   * A booking shows the two sides each other's contact details, so it needs a casting the
   * platform still stands behind (issue #25, finding 8): not hidden (by an administrator or a
   * suspension), not held or sent back to draft, not closed by staff. A casting that closed
   * at its deadline, by its client or full still books among its applicants (ADR 0024). The
   * check and the count are one statement under the casting's row lock, so a hide committed
   * first always wins.
   */
  async function countBooking(tx: Tx, castingId: number, now: Date): Promise<void> {
    const [casting] = await tx.$queryRaw<
      Array<{
        id: number
        title: string
        status: string
        booked_count: number
        model_number: number
      }>
    >`
      UPDATE castings SET booked_count = booked_count + 1
      WHERE id = ${castingId} AND booked_count < model_number AND hidden_at IS NULL
        AND (status = 'live'
          OR (status = 'closed' AND closed_reason IN (${Prisma.join(BOOKABLE_CLOSED_REASONS)})))
      RETURNING id, title, status::text AS status, booked_count, model_number`
    if (!casting) throw await bookingRefusal(tx, castingId)
    if (casting.booked_count >= casting.model_number) await closeWhenFull(tx, casting, now)
  }

  /** Why countBooking found no casting it may count on, in the order the client can act on. */
  async function bookingRefusal(tx: Tx, castingId: number): Promise<HttpError> {
    const casting = await tx.casting.findUnique({
      where: { id: castingId },
      select: { status: true, hiddenAt: true, closedReason: true },
    })
    if (!casting) return notFound()
    if (casting.hiddenAt !== null) return conflict(SERVER_MESSAGES.BOOKING_CASTING_HIDDEN)
    if (casting.status === 'held') return conflict(SERVER_MESSAGES.BOOKING_CASTING_HELD)
    const closedNormally =
      casting.status === 'closed' &&
      (BOOKABLE_CLOSED_REASONS as readonly (string | null)[]).includes(casting.closedReason)
    if (casting.status !== 'live' && !closedNormally) {
      return conflict(SERVER_MESSAGES.BOOKING_CASTING_NOT_OPEN)
    }
    return conflict(SERVER_MESSAGES.CASTING_FULL)
  }

  return {
    async apply(viewer: Viewer, castingId: number, input: ApplyInput): Promise<MyApplication> {
      const user = await prisma.user.findFirst({
        where: { id: viewer.userId, deletedAt: null },
        select: { serviceType: true, categoryTwoDepthId: true },
      })
      if (!user) throw unauthorized()
      const casting = await prisma.casting.findUnique({
        where: { id: castingId },
        select: castingFacts,
      })
      const isOwner = casting?.clientId === viewer.userId
      if (!casting || (!isPublicCasting(casting) && !isOwner && viewer.role !== 'ADMIN')) {
        throw notFound()
      }
      if (!mayApply(user)) throw forbidden(SERVER_MESSAGES.APPLICATION_NOT_ALLOWED)
      if (isOwner) throw forbidden(SERVER_MESSAGES.APPLICATION_OWN_CASTING)
      const now = clock.now()
      if (!isPublicCasting(casting) || casting.applicationDeadline <= now) {
        throw conflict(SERVER_MESSAGES.CASTING_NOT_OPEN)
      }
      const profile = await prisma.modelProfile.findUnique({
        where: { id: input.modelId },
        select: {
          id: true,
          ownerId: true,
          status: true,
          hiddenByAdminAt: true,
          stageName: true,
          birthDate: true,
        },
      })
      if (!profile) throw notFound()
      if (profile.ownerId !== viewer.userId) {
        // Someone else's draft is not even there; someone else's public profile is not yours.
        if (profile.status !== 'published') throw notFound()
        throw forbidden(SERVER_MESSAGES.APPLICATION_PROFILE_NOT_YOURS)
      }
      if (profile.status !== 'published' || profile.hiddenByAdminAt !== null) {
        throw conflict(SERVER_MESSAGES.APPLICATION_PROFILE_NOT_PUBLISHED)
      }

      let id: number
      try {
        id = await prisma.$transaction(async (tx) => {
          // Checks the casting is still open and counts the application in one statement;
          // the row lock also queues concurrent applications to this casting.
          const counted = await tx.$executeRaw`
            UPDATE castings SET application_count = application_count + 1
            WHERE id = ${castingId} AND status = 'live' AND hidden_at IS NULL
              AND application_deadline > ${now}`
          if (counted === 0) throw conflict(SERVER_MESSAGES.CASTING_NOT_OPEN)
          const row = await tx.application.create({
            data: {
              castingId,
              modelProfileId: profile.id,
              applicantId: viewer.userId,
              note: input.note,
              statusChangedAt: now,
              createdAt: now,
            },
            select: { id: true },
          })
          await notify(tx, {
            userId: casting.clientId,
            kind: 'application_received',
            castingId,
            payload: {
              applicationId: row.id,
              castingId,
              castingTitle: casting.title,
              // Before a booking the client knows a minor by the first name (ADR 0035).
              stageName: stageNameSeenBy(profile, now, false),
            },
          })
          return row.id
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.APPLICATION_DUPLICATE)
        throw error
      }
      return myApplicationOf(prisma, id)
    },

    /** The applicant takes it back, only while the client has not opened it. */
    async withdraw(viewer: Viewer, id: number): Promise<MyApplication> {
      const { application, role } = await loadApplication(viewer, id)
      if (role !== 'applicant') throw forbidden()
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        const changed = await tx.application.updateMany({
          where: { id, status: 'submitted' },
          data: { status: 'withdrawn', statusChangedAt: now },
        })
        if (changed.count === 0) {
          const current = await tx.application.findUnique({
            where: { id },
            select: { status: true },
          })
          throw conflict(
            current?.status === 'withdrawn'
              ? SERVER_MESSAGES.APPLICATION_ALREADY_WITHDRAWN
              : SERVER_MESSAGES.APPLICATION_ALREADY_VIEWED,
          )
        }
        // applicationCount counts the applications that stand (ADR 0024).
        await tx.$executeRaw`
          UPDATE castings SET application_count = application_count - 1
          WHERE id = ${application.castingId} AND application_count > 0`
        await notify(tx, {
          userId: application.casting.clientId,
          kind: 'application_withdrawn',
          castingId: application.castingId,
          payload: {
            ...aboutApplication(id, application),
            stageName: stageNameSeenBy(application.modelProfile, now, false),
          },
        })
      })
      return myApplicationOf(prisma, id)
    },

    async list(
      viewer: Viewer,
      castingId: number,
      query: ApplicantListQuery,
      language: Language = 'en',
    ): Promise<ApplicantList> {
      const casting = await prisma.casting.findUnique({
        where: { id: castingId },
        select: castingFacts,
      })
      assertCastingOwner(viewer, casting, { write: false })
      const today = clock.now()
      const conditions: Prisma.Sql[] = [Prisma.sql`a.casting_id = ${castingId}`]
      // Withdrawn applications leave the list unless asked for; the counts still show them.
      conditions.push(
        query.status === undefined
          ? Prisma.sql`a.status <> 'withdrawn'`
          : Prisma.sql`a.status = ${query.status}::"ApplicationStatus"`,
      )
      if (query.reviewedOnly) conditions.push(Prisma.sql`p.review_status = 'approved'`)
      if (query.ageMin !== undefined) {
        conditions.push(Prisma.sql`p.birth_date <= ${yearsBefore(today, query.ageMin)}::date`)
      }
      if (query.ageMax !== undefined) {
        conditions.push(Prisma.sql`p.birth_date > ${yearsBefore(today, query.ageMax + 1)}::date`)
      }
      if (query.heightMin !== undefined)
        conditions.push(Prisma.sql`p.height_cm >= ${query.heightMin}`)
      if (query.heightMax !== undefined)
        conditions.push(Prisma.sql`p.height_cm <= ${query.heightMax}`)
      if (query.cityId !== undefined) conditions.push(Prisma.sql`p.city_id = ${query.cityId}`)
      const where = Prisma.join(conditions, ' AND ')
      const offset = (query.page - 1) * query.pageSize
      const [rows, counted, byStatus] = await Promise.all([
        prisma.$queryRaw<ApplicationRow[]>`
          SELECT ${APPLICATION_COLUMNS}
          FROM (
            SELECT a.* FROM applications a JOIN model_profiles p ON p.id = a.model_profile_id
            WHERE ${where}
            ORDER BY a.created_at DESC, a.id DESC
            LIMIT ${query.pageSize} OFFSET ${offset}
          ) a
          ${APPLICATION_JOINS}
          ORDER BY a.created_at DESC, a.id DESC`,
        prisma.$queryRaw<Array<{ total: number }>>`
          SELECT count(*)::int AS total
          FROM applications a JOIN model_profiles p ON p.id = a.model_profile_id
          WHERE ${where}`,
        prisma.application.groupBy({
          by: ['status'],
          where: { castingId },
          _count: { _all: true },
        }),
      ])
      const counts: Record<string, number> = Object.fromEntries(
        APPLICATION_STATUS_VALUES.map((status) => [status, 0]),
      )
      for (const group of byStatus) counts[group.status] = group._count._all
      return {
        items: rows.map((row) =>
          toApplicant(
            row,
            today,
            photoUrl,
            casting.clientId === viewer.userId,
            clientReading(language),
          ),
        ),
        page: query.page,
        pageSize: query.pageSize,
        total: counted[0]?.total ?? 0,
        counts,
      }
    },

    /** The owner opening an application marks it viewed (and tells the applicant). */
    async get(viewer: Viewer, id: number, language: Language = 'en'): Promise<ApplicationDetail> {
      const { application, role } = await loadApplication(viewer, id)
      if (role === 'owner') {
        const now = clock.now()
        await prisma.$transaction(async (tx) => {
          const viewed = await tx.application.updateMany({
            where: { id, status: 'submitted' },
            data: { status: 'viewed', viewedAt: now, statusChangedAt: now },
          })
          if (viewed.count === 0) return
          await notify(tx, {
            userId: application.applicantId,
            kind: 'application_status',
            castingId: application.castingId,
            payload: {
              ...aboutApplication(id, application),
              status: 'viewed',
            },
          })
        })
      }
      return detailFor(role, application, language)
    },

    /**
     * Either side undoes a booking, with a reason, before the job has taken place (the
     * review window not yet open): the booking stops counting (status cancelled, bookedCount
     * down), the other side is told and the thread, when there is one, gets a system line.
     */
    async cancelBooking(
      viewer: Viewer,
      id: number,
      input: BookingCancellationInput,
    ): Promise<ApplicationDetail> {
      const { application, role } = await loadApplication(viewer, id)
      if (!mayCancelBooking(role)) throw forbidden()
      const side = role === 'owner' ? 'client' : 'model'
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        // The application row first, then the casting's (ADR 0024 lock order); a review being
        // written locks the same row, so it sees either the booking or the cancellation.
        const [current] = await tx.$queryRaw<
          Array<{ status: ApplicationStatus; filming_date: Date | null; completed_at: Date | null }>
        >`
          SELECT a.status::text AS status, c.filming_date, c.completed_at
          FROM applications a JOIN castings c ON c.id = a.casting_id
          WHERE a.id = ${id} FOR UPDATE OF a`
        if (!current) throw notFound()
        assertCancellable(current.status, 'booked', SERVER_MESSAGES.BOOKING_NOT_BOOKED)
        const job = { filmingDate: current.filming_date, completedAt: current.completed_at }
        if (!bookingCancellable(current.status, job, now)) {
          throw conflict(SERVER_MESSAGES.BOOKING_JOB_DONE)
        }
        await tx.application.update({
          where: { id },
          data: { ...cancelledColumns(now, viewer.userId, input.reason), statusChangedAt: now },
        })
        // A late cancellation by the client owes the agreed kill fee (ADR 0044).
        await recordCancellation(tx, { applicationId: id }, side, now)
        // The role is free again: the client may book someone else (the casting stays as it is).
        await tx.$executeRaw`
          UPDATE castings SET booked_count = booked_count - 1
          WHERE id = ${application.castingId} AND booked_count > 0`
        await announceCancellation(tx, {
          by: side,
          reason: input.reason,
          now,
          thread: { applicationId: id },
          otherUserId: side === 'client' ? application.applicantId : application.casting.clientId,
          castingId: application.castingId,
          payload: {
            ...aboutApplication(id, application),
            stageName: application.modelProfile.stageName,
          },
        })
      })
      return detailFor(role, application)
    },

    /** The owner's decision and/or private note. */
    async update(
      viewer: Viewer,
      id: number,
      input: ApplicationUpdate,
      language: Language = 'en',
    ): Promise<Applicant> {
      const { application, role } = await loadApplication(viewer, id)
      if (role !== 'owner') throw forbidden()
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        const [current] = await tx.$queryRaw<Array<{ status: ApplicationStatus }>>`
          SELECT status::text AS status FROM applications WHERE id = ${id} FOR UPDATE`
        if (!current) throw notFound()
        const target = input.status
        const moves = target !== undefined && target !== current.status
        if (moves && !canMoveApplication(current.status, target)) {
          throw conflict(SERVER_MESSAGES.APPLICATION_STATUS_NOT_ALLOWED)
        }
        // A minor's booking is a contract the legal guardian consents to (Civil Act, ADR 0035).
        if (
          moves &&
          target === 'booked' &&
          guardianConsentOf(application.modelProfile, now) === 'missing'
        ) {
          throw conflict(SERVER_MESSAGES.BOOKING_NEEDS_GUARDIAN)
        }
        await tx.application.update({
          where: { id },
          data: {
            ...(input.clientNote === undefined ? {} : { clientNote: input.clientNote }),
            ...(moves ? { status: target, statusChangedAt: now } : {}),
            ...(moves && current.status === 'submitted' ? { viewedAt: now } : {}),
          },
        })
        // After the status: a casting that fills up now answers the others, not this one.
        if (moves && target === 'booked') {
          await countBooking(tx, application.castingId, now)
          // The booking's terms start as a draft filled from the casting (ADR 0044).
          await startAgreement(tx, { applicationId: id })
        }
        if (moves) {
          await notify(tx, {
            userId: application.applicantId,
            kind: 'application_status',
            castingId: application.castingId,
            payload: {
              ...aboutApplication(id, application),
              status: target,
            },
          })
        }
      })
      return applicantOf(prisma, id, true, language)
    },

    /** Shortlist or decline many at once, in one transaction; ids that cannot move are skipped. */
    async bulkUpdate(
      viewer: Viewer,
      castingId: number,
      { ids, status }: ApplicationBulkUpdate,
    ): Promise<ApplicationBulkResult> {
      const casting = await prisma.casting.findUnique({
        where: { id: castingId },
        select: castingFacts,
      })
      assertCastingOwner(viewer, casting, { write: true })
      const unique = [...new Set(ids)]
      const now = clock.now()
      return prisma.$transaction(async (tx) => {
        const rows = await tx.$queryRaw<
          Array<{ id: number; status: ApplicationStatus; applicant_id: number }>
        >`
          SELECT id, status::text AS status, applicant_id FROM applications
          WHERE casting_id = ${castingId} AND id IN (${Prisma.join(unique)})
          ORDER BY id
          FOR UPDATE`
        // An id of another casting is not the caller's to know about.
        if (rows.length !== unique.length) throw notFound()
        const moving = rows.filter(
          (row) => row.status !== status && canMoveApplication(row.status, status),
        )
        const updated = moving.map((row) => row.id)
        if (updated.length > 0) {
          await tx.application.updateMany({
            where: { id: { in: updated } },
            data: { status, statusChangedAt: now },
          })
          await tx.application.updateMany({
            where: { id: { in: updated }, viewedAt: null },
            data: { viewedAt: now },
          })
          await notify(
            tx,
            moving.map((row) => ({
              userId: row.applicant_id,
              kind: 'application_status' as const,
              castingId,
              payload: { applicationId: row.id, castingId, castingTitle: casting.title, status },
            })),
          )
        }
        const moved = new Set(updated)
        return { updated, skipped: unique.filter((one) => !moved.has(one)).sort((a, b) => a - b) }
      })
    },
  }
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>
