// Likes and reports: what visitors do to a published profile.
import { MODEL_SERVER_MESSAGES, type ModelLike, type ModelReportInput } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { forbidden, notFound } from '../../lib/http-error.js'
import { fileReport } from '../../lib/reports.js'
import { isPublicProfile, type Viewer } from '../../lib/model-access.js'

export interface EngagementDeps {
  prisma: PrismaClient
  clock: Clock
}

export function createEngagementService({ prisma, clock }: EngagementDeps) {
  /** Likes and reports are for published profiles only; anything else is not there (404). */
  async function publishedProfile(id: number) {
    const profile = await prisma.modelProfile.findUnique({
      where: { id },
      select: { ownerId: true, status: true, hiddenByAdminAt: true },
    })
    if (!profile || !isPublicProfile(profile)) throw notFound()
    return profile
  }

  // One statement each: the like row changes and the counter moves by exactly the number
  // of rows that changed (0 on a repeat), so concurrent and repeated requests cannot drift
  // (ADR 0015). `like_count + n` re-reads the row under its lock in READ COMMITTED.
  async function like(viewer: NonNullable<Viewer>, id: number): Promise<ModelLike> {
    const profile = await publishedProfile(id)
    if (profile.ownerId === viewer.userId) throw forbidden(MODEL_SERVER_MESSAGES.CANNOT_LIKE_OWN)
    const rows = await prisma.$queryRaw<Array<{ like_count: number }>>`
      WITH added AS (
        INSERT INTO model_likes (profile_id, user_id, created_at)
        VALUES (${id}, ${viewer.userId}, ${clock.now()})
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      UPDATE model_profiles SET like_count = like_count + (SELECT count(*) FROM added)
      WHERE id = ${id}
      RETURNING like_count`
    const row = rows[0]
    if (!row) throw notFound()
    return { liked: true, likeCount: row.like_count }
  }

  async function unlike(viewer: NonNullable<Viewer>, id: number): Promise<ModelLike> {
    await publishedProfile(id)
    const rows = await prisma.$queryRaw<Array<{ like_count: number }>>`
      WITH removed AS (
        DELETE FROM model_likes WHERE profile_id = ${id} AND user_id = ${viewer.userId}
        RETURNING 1
      )
      UPDATE model_profiles SET like_count = like_count - (SELECT count(*) FROM removed)
      WHERE id = ${id}
      RETURNING like_count`
    const row = rows[0]
    if (!row) throw notFound()
    return { liked: false, likeCount: row.like_count }
  }

  /**
   * Files a report for the admin queue. A second report by the same person on the same
   * profile while the first is open adds nothing (same answer, so it reveals nothing).
   */
  async function report(
    viewer: NonNullable<Viewer>,
    id: number,
    input: ModelReportInput,
    ip: string,
  ): Promise<void> {
    await publishedProfile(id)
    await fileReport(
      prisma,
      { profileId: id },
      { reporterId: viewer.userId, ...input, ip, now: clock.now() },
    )
  }

  return { like, unlike, report }
}

export type EngagementService = ReturnType<typeof createEngagementService>
