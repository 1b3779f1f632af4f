// The ranking job (issue #16, ADR 0029): one set-based statement scores every published,
// visible profile from its signals and writes the ranks of every scope ("all",
// "category:<id>", "gender:<id>"), keeping each scope's last rank as previous_rank.
// The weights come from the contracts (RANKING_WEIGHTS), so the page explains the same
// numbers the job uses. Nothing here reads payments: ranking never depends on money.
import { RANKING_POLICY as P, RANKING_WEIGHTS as W } from '@cnm/contracts'
import type { FastifyInstance } from 'fastify'
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js'

export const RANKING_JOBS = { RECOMPUTE: 'rankings.recompute' } as const

/** The job's handler (modules/jobs.ts); what it resolves with is the status administrators read. */
export const recomputeRankingsHandler = (app: FastifyInstance) => {
  const log = app.log.child({ module: 'rankings' })
  return async () => {
    const result = await recomputeRankings(app.prisma, app.clock.now())
    log.info(result, 'rankings: recomputed')
    return result
  }
}

/** A fresh database (or one restored without rankings) gets a ranking at once. */
export const rankingsAreEmpty = async (app: FastifyInstance) =>
  (await app.prisma.modelRanking.count({ take: 1 })) === 0

/** Advisory lock key: two instances never write the ranking at the same time. */
const LOCK_KEY = 0x72616e6b // "rank"

/** Fields counted by completeness (half of it; ready photos are the other half). */
export const COMPLETENESS_FIELDS = 12

/**
 * The statement. `$now` is the run's time in epoch seconds; every row written gets it as
 * computed_at, and rows of an earlier run left unmatched (a profile that was unpublished,
 * hidden or left a category) are deleted after.
 */
export function recomputeStatement(now: Date): Prisma.Sql {
  const nowEpoch = now.getTime() / 1000
  const ln = (cap: number) => Prisma.raw(String(Math.log(1 + cap)))
  return Prisma.sql`
WITH eligible AS (
  SELECT p.id, p.gender_id, p.category_ids, p.like_count, p.updated_at,
    ((p.gender_id IS NOT NULL)::int + (p.birth_date IS NOT NULL)::int
      + (p.height_cm IS NOT NULL)::int
      + (p.bust_cm IS NOT NULL AND p.waist_cm IS NOT NULL AND p.hips_cm IS NOT NULL)::int
      + (p.shoe_size_mm IS NOT NULL)::int + (p.hair_color_id IS NOT NULL)::int
      + (p.eye_color_id IS NOT NULL)::int + (cardinality(p.category_ids) > 0)::int
      + (cardinality(p.shoot_type_ids) > 0)::int + (p.career_id IS NOT NULL)::int
      + (p.city_id IS NOT NULL)::int + (length(p.bio) >= 50)::int) AS fields_filled
  FROM model_profiles p
  WHERE p.status = 'published' AND p.hidden_by_admin_at IS NULL
),
photos AS (
  SELECT profile_id, count(*)::int AS ready
  FROM model_photos WHERE status = 'ready' GROUP BY profile_id
),
reviews AS (
  SELECT model_profile_id AS profile_id, count(*)::int AS n, sum(rating)::float8 AS stars
  FROM reviews
  WHERE direction = 'client_to_model' AND released_at IS NOT NULL
    AND released_at <= to_timestamp(${nowEpoch}::float8) AT TIME ZONE 'UTC'
    AND hidden_at IS NULL AND model_profile_id IS NOT NULL
  GROUP BY model_profile_id
),
bookings AS (
  SELECT model_profile_id AS profile_id, count(*)::int AS n
  FROM applications WHERE status = 'booked' GROUP BY model_profile_id
),
-- Direct proposals to a profile: answered or not, and how fast (hours).
proposals AS (
  SELECT target_model_profile_id AS profile_id, count(*)::int AS received,
    count(answered_at)::int AS answered,
    sum(greatest(0, 1 - extract(epoch FROM answered_at - created_at) / 3600 / ${P.ANSWER_SPEED_HOURS}))
      FILTER (WHERE answered_at IS NOT NULL)::float8 AS speed,
    sum(extract(epoch FROM answered_at - created_at) / 3600)
      FILTER (WHERE answered_at IS NOT NULL)::float8 AS hours,
    max(answered_at) AS last_answer
  FROM casting_proposals
  WHERE target_model_profile_id IS NOT NULL AND recipient_id IS NOT NULL
  GROUP BY target_model_profile_id
),
-- Threads of a profile (through its application or its proposal): when the client first
-- wrote, and the model side's last message.
thread_firsts AS (
  SELECT t.id, t.model_user_id, coalesce(a.model_profile_id, cp.target_model_profile_id) AS profile_id,
    min(m.created_at) FILTER (WHERE m.sender_id = t.client_id) AS first_client,
    max(m.created_at) FILTER (WHERE m.sender_id = t.model_user_id) AS last_model
  FROM message_threads t
  JOIN messages m ON m.thread_id = t.id
  LEFT JOIN applications a ON a.id = t.application_id
  LEFT JOIN casting_proposals cp ON cp.id = t.proposal_id
  GROUP BY t.id, t.model_user_id, a.model_profile_id, cp.target_model_profile_id
),
thread_replies AS MATERIALIZED (
  SELECT f.profile_id, f.first_client, f.last_model,
    (SELECT min(m.created_at) FROM messages m
      WHERE m.thread_id = f.id AND m.sender_id = f.model_user_id
        AND m.created_at >= f.first_client) AS first_reply
  FROM thread_firsts f
  WHERE f.profile_id IS NOT NULL
),
threads AS (
  SELECT profile_id,
    count(*) FILTER (WHERE first_client IS NOT NULL)::int AS received,
    count(first_reply)::int AS answered,
    sum(greatest(0, 1 - extract(epoch FROM first_reply - first_client) / 3600 / ${P.ANSWER_SPEED_HOURS}))
      FILTER (WHERE first_reply IS NOT NULL)::float8 AS speed,
    sum(extract(epoch FROM first_reply - first_client) / 3600)
      FILTER (WHERE first_reply IS NOT NULL)::float8 AS hours,
    max(last_model) AS last_model
  FROM thread_replies GROUP BY profile_id
),
facts AS (
  SELECT e.id, e.gender_id, e.category_ids, e.like_count,
    coalesce(r.n, 0) AS review_n, coalesce(r.stars, 0) AS review_stars,
    coalesce(b.n, 0) AS booked,
    e.fields_filled, coalesce(ph.ready, 0) AS photos,
    coalesce(pr.received, 0) + coalesce(th.received, 0) AS asked,
    coalesce(pr.answered, 0) + coalesce(th.answered, 0) AS answered,
    coalesce(pr.speed, 0) + coalesce(th.speed, 0) AS speed_sum,
    coalesce(pr.hours, 0) + coalesce(th.hours, 0) AS hours_sum,
    greatest(extract(epoch FROM e.updated_at), extract(epoch FROM pr.last_answer),
      extract(epoch FROM th.last_model))::float8 AS last_active
  FROM eligible e
  LEFT JOIN reviews r ON r.profile_id = e.id
  LEFT JOIN bookings b ON b.profile_id = e.id
  LEFT JOIN photos ph ON ph.profile_id = e.id
  LEFT JOIN proposals pr ON pr.profile_id = e.id
  LEFT JOIN threads th ON th.profile_id = e.id
),
shares AS (
  SELECT f.*,
    (${P.PRIOR_REVIEWS} * ${P.PRIOR_STARS}::float8 + f.review_stars) / (${P.PRIOR_REVIEWS} + f.review_n) AS bayes,
    least(1, ln(1 + f.review_n) / ${ln(P.REVIEW_COUNT_CAP)}) AS s_review_count,
    least(1, ln(1 + f.booked) / ${ln(P.BOOKINGS_CAP)}) AS s_bookings,
    least(1, ln(1 + f.like_count) / ${ln(P.LIKES_CAP)}) AS s_likes,
    0.5 * f.fields_filled / ${COMPLETENESS_FIELDS}::float8
      + 0.5 * least(f.photos, ${P.PHOTOS_CAP}) / ${P.PHOTOS_CAP}::float8 AS s_completeness,
    (f.answered + 1) / (f.asked + 2)::float8 AS s_answer_rate,
    (f.speed_sum + 0.5) / (f.answered + 1)::float8 AS s_answer_speed,
    greatest(0, (${nowEpoch}::float8 - f.last_active) / 86400) AS idle_days
  FROM facts f
),
scored AS (
  SELECT s.*,
    ${W.rating} * (s.bayes - 1) / 4 AS p_rating,
    ${W.reviewCount} * s.s_review_count AS p_review_count,
    ${W.bookings} * s.s_bookings AS p_bookings,
    ${W.likes} * s.s_likes AS p_likes,
    ${W.completeness} * s.s_completeness AS p_completeness,
    ${W.answerRate} * s.s_answer_rate AS p_answer_rate,
    ${W.answerSpeed} * s.s_answer_speed AS p_answer_speed,
    ${W.activity} * greatest(0, 1 - s.idle_days / ${P.ACTIVITY_DAYS}) AS p_activity
  FROM shares s
),
final AS (
  SELECT sc.id, sc.gender_id, sc.category_ids, sc.like_count,
    sc.p_rating + sc.p_review_count + sc.p_bookings + sc.p_likes + sc.p_completeness
      + sc.p_answer_rate + sc.p_answer_speed + sc.p_activity AS score,
    jsonb_build_object(
      'rating', jsonb_build_object('raw', round(sc.bayes::numeric, 2),
        'share', round(((sc.bayes - 1) / 4)::numeric, 4), 'points', round(sc.p_rating::numeric, 2)),
      'reviewCount', jsonb_build_object('raw', sc.review_n,
        'share', round(sc.s_review_count::numeric, 4), 'points', round(sc.p_review_count::numeric, 2)),
      'bookings', jsonb_build_object('raw', sc.booked,
        'share', round(sc.s_bookings::numeric, 4), 'points', round(sc.p_bookings::numeric, 2)),
      'likes', jsonb_build_object('raw', sc.like_count,
        'share', round(sc.s_likes::numeric, 4), 'points', round(sc.p_likes::numeric, 2)),
      'completeness', jsonb_build_object('raw', round(sc.s_completeness::numeric, 4),
        'share', round(sc.s_completeness::numeric, 4), 'points', round(sc.p_completeness::numeric, 2)),
      'answerRate', jsonb_build_object(
        'raw', CASE WHEN sc.asked = 0 THEN NULL ELSE round((sc.answered / sc.asked::float8)::numeric, 4) END,
        'share', round(sc.s_answer_rate::numeric, 4), 'points', round(sc.p_answer_rate::numeric, 2)),
      'answerSpeed', jsonb_build_object(
        'raw', CASE WHEN sc.answered = 0 THEN NULL ELSE round((sc.hours_sum / sc.answered)::numeric, 1) END,
        'share', round(sc.s_answer_speed::numeric, 4), 'points', round(sc.p_answer_speed::numeric, 2)),
      'activity', jsonb_build_object('raw', round(sc.idle_days::numeric, 1),
        'share', round((sc.p_activity / ${W.activity})::numeric, 4), 'points', round(sc.p_activity::numeric, 2))
    ) AS breakdown
  FROM scored sc
),
-- The breakdown is the same in every scope: it is written once, on the "all" row.
scoped AS (
  SELECT 'all' AS scope, f.id, f.score, f.like_count, f.breakdown FROM final f
  UNION ALL
  SELECT 'category:' || c.id, f.id, f.score, f.like_count, '{}'::jsonb
  FROM final f CROSS JOIN LATERAL (SELECT DISTINCT unnest(f.category_ids) AS id) c
  UNION ALL
  SELECT 'gender:' || f.gender_id, f.id, f.score, f.like_count, '{}'::jsonb
  FROM final f WHERE f.gender_id IS NOT NULL
)
INSERT INTO model_rankings (scope, profile_id, rank, previous_rank, score, breakdown, computed_at)
SELECT scope, id,
  row_number() OVER (PARTITION BY scope ORDER BY score DESC, like_count DESC, id ASC),
  NULL, score, breakdown, to_timestamp(${nowEpoch}::float8) AT TIME ZONE 'UTC'
FROM scoped
ON CONFLICT (scope, profile_id) DO UPDATE SET
  previous_rank = model_rankings.rank,
  rank = EXCLUDED.rank,
  score = EXCLUDED.score,
  breakdown = EXCLUDED.breakdown,
  computed_at = EXCLUDED.computed_at`
}

export interface RecomputeResult {
  /** Rows written (one per profile and scope). */
  rows: number
  /** Rows of the previous run removed (profiles no longer ranked in a scope). */
  removed: number
  ms: number
}

/**
 * Recomputes every scope in one transaction (readers see the old ranking or the new one,
 * never half of each). Idempotent: a second run with nothing changed keeps every rank, and
 * previous_rank then equals rank.
 */
export async function recomputeRankings(prisma: PrismaClient, now: Date): Promise<RecomputeResult> {
  const started = performance.now()
  const nowEpoch = now.getTime() / 1000
  const [rows, removed] = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEY})`
      // JIT compiling this one statement cost ~9 s of the run on 100,000 profiles (bench).
      await tx.$executeRaw`SET LOCAL jit = off`
      const written = await tx.$executeRaw(recomputeStatement(now))
      const gone = await tx.$executeRaw`
        DELETE FROM model_rankings
        WHERE computed_at <> to_timestamp(${nowEpoch}::float8) AT TIME ZONE 'UTC'`
      return [written, gone] as const
    },
    { timeout: 10 * 60_000, maxWait: 30_000 },
  )
  return { rows, removed, ms: Math.round(performance.now() - started) }
}
