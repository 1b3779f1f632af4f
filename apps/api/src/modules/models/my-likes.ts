// GET /users/0/likes, the Followers page (issue #14). One route, two views:
// - those who register models (mayRegisterModels) see who follows each of their profiles;
// - everybody else sees the published models they follow, most recently liked first.
// A follower is shown by first name and last initial only (ADR 0015, privacy).
import {
  MY_LIKES_FOLLOWERS_SHOWN,
  type ModelFollower,
  type MyLikes,
  type MyLikesQuery,
  type Language,
} from '@cnm/contracts'
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js'
import { unauthorized } from '../../lib/http-error.js'
import { mayRegisterModels, type Viewer } from '../../lib/model-access.js'
import type { PhotoUrl } from './model-views.js'
import { CARD_COLUMNS, CARD_JOINS, toCard, type CardRow } from './models-list.js'

/** "Jiwoo K.": the first name and the initial of the last name, whichever exist. */
export function followerDisplayName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? ''
  const initial = Array.from(lastName?.trim() ?? '')[0]
  const parts = [first, initial ? `${initial}.` : ''].filter((part) => part !== '')
  return parts.length > 0 ? parts.join(' ') : '—'
}

interface FollowerRow {
  profile_id: number
  first_name: string | null
  last_name: string | null
  created_at: Date
}

export interface MyLikesDeps {
  prisma: PrismaClient
  photoUrl: PhotoUrl
  today: () => Date
  /** The caller's language, for city and category names (ADR 0022). */
  language?: Language
}

export async function loadMyLikes(
  { prisma, photoUrl, today, language }: MyLikesDeps,
  viewer: Viewer,
  { page, pageSize }: MyLikesQuery,
): Promise<MyLikes> {
  if (!viewer) throw unauthorized()
  const user = await prisma.user.findFirst({
    where: { id: viewer.userId, deletedAt: null },
    select: { serviceType: true, categoryTwoDepthId: true },
  })
  if (!user) throw unauthorized()
  const offset = (page - 1) * pageSize
  const now = today()

  if (!mayRegisterModels(user)) {
    const where = Prisma.sql`l.user_id = ${viewer.userId} AND p.status = 'published' AND p.hidden_by_admin_at IS NULL`
    const [rows, counted] = await Promise.all([
      prisma.$queryRaw<CardRow[]>`
        SELECT ${CARD_COLUMNS}
        FROM (
          SELECT p.*, l.created_at AS liked_at
          FROM model_likes l JOIN model_profiles p ON p.id = l.profile_id
          WHERE ${where}
          ORDER BY l.created_at DESC, p.id DESC
          LIMIT ${pageSize} OFFSET ${offset}
        ) p
        ${CARD_JOINS}
        ORDER BY p.liked_at DESC, p.id DESC`,
      prisma.$queryRaw<Array<{ total: number }>>`
        SELECT count(*)::int AS total
        FROM model_likes l JOIN model_profiles p ON p.id = l.profile_id
        WHERE ${where}`,
    ])
    return {
      view: 'following',
      items: rows.map((row) => toCard(row, now, photoUrl, language)),
      page,
      pageSize,
      total: counted[0]?.total ?? 0,
    }
  }

  // The owner's profiles that have followers, most followed first.
  const [rows, totals] = await Promise.all([
    prisma.$queryRaw<CardRow[]>`
      SELECT ${CARD_COLUMNS}
      FROM (
        SELECT p.* FROM model_profiles p
        WHERE p.owner_id = ${viewer.userId} AND p.like_count > 0
        ORDER BY p.like_count DESC, p.id DESC
        LIMIT ${pageSize} OFFSET ${offset}
      ) p
      ${CARD_JOINS}
      ORDER BY p.like_count DESC, p.id DESC`,
    prisma.modelProfile.aggregate({
      where: { ownerId: viewer.userId },
      _sum: { likeCount: true },
    }),
  ])
  const followers =
    rows.length === 0
      ? []
      : await prisma.$queryRaw<FollowerRow[]>`
          SELECT profile_id, first_name, last_name, created_at FROM (
            SELECT l.profile_id, u.first_name, u.last_name, l.created_at,
                   row_number() OVER (
                     PARTITION BY l.profile_id ORDER BY l.created_at DESC, l.user_id DESC
                   ) AS n
            FROM model_likes l JOIN users u ON u.id = l.user_id
            WHERE l.profile_id IN (${Prisma.join(rows.map((row) => row.id))})
          ) recent
          WHERE n <= ${MY_LIKES_FOLLOWERS_SHOWN}
          ORDER BY profile_id, created_at DESC`
  const byProfile = new Map<number, ModelFollower[]>()
  for (const follower of followers) {
    const list = byProfile.get(follower.profile_id) ?? []
    list.push({
      displayName: followerDisplayName(follower.first_name, follower.last_name),
      likedAt: follower.created_at.toISOString(),
    })
    byProfile.set(follower.profile_id, list)
  }
  return {
    view: 'followers',
    totalFollowers: totals._sum.likeCount ?? 0,
    models: rows.map((row) => ({
      // The owner knows the full name; the card's minor rule is for the public.
      model: { ...toCard(row, now, photoUrl, language), stageName: row.stage_name },
      followerCount: row.like_count,
      followers: byProfile.get(row.id) ?? [],
    })),
  }
}
