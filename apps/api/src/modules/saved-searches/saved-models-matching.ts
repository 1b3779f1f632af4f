// Matching clients' saved searches of the models directory against profiles published since
// their last run (issue #29, ADR 0051 addendum): one set-based statement for every active models
// search at once, like the castings searches' (saved-search-matching.ts).
// - A profile is new for a search when it was first published since the search's last run
//   (published_at is set once, on the first publication). The run moves every search's
//   matched_until in the same transaction: nothing is told twice, nothing skipped.
// - Searches with the same filters that last ran at the same moment are matched once.
// - The conditions are the directory's (models-list.ts listConditions; the tests compare the
//   two): a minor never matches a city filter, and matches text on what the public sees only
//   (first name, keywords, bio, and the Korean pieces of the first name and keywords).
// - Few profiles are published in ten minutes, so every group meets every new profile; the
//   cheap equalities run before the text query.
// - An agency's own new profiles do not count for its searches.
import { GUARDIAN_CONSENT_AGE, MINUTE_MS } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { notify } from '../../lib/notify.js'
import { HIT_SAMPLE } from './saved-search-matching.js'

interface FoundRow {
  saved_search_id: number
  user_id: number
  name: string
  found: number
}

/** Runs the models searches' matching once: profiles found, and searches told. */
export async function matchSavedModelSearches(
  prisma: PrismaClient,
  clock: Clock,
): Promise<{ found: number; notified: number }> {
  const at = clock.now()
  const now = at.toISOString()
  // The directory reads ages on the UTC day (models-list.ts yearsBefore): Date.UTC rolls
  // 29 February over to 1 March, and so does make_date(…, 1) + (day - 1).
  const year = at.getUTCFullYear()
  const month = at.getUTCMonth() + 1
  const day = at.getUTCDate()
  const rows = await prisma.$transaction(
    async (tx) => {
      const found = await tx.$queryRaw<FoundRow[]>`
        WITH due AS (
          SELECT s.id, s.user_id, s.name, s.query, s.matched_until, s.filters, s.text_query
          FROM saved_searches s
          WHERE s.kind = 'models' AND s.paused_at IS NULL
            AND s.matched_until < ${now}::timestamp
          FOR UPDATE SKIP LOCKED
        ),
        groups AS MATERIALIZED (
          SELECT row_number() OVER () AS g, d.query, d.since,
                 (d.f->>'categoryId')::int AS category_id,
                 (d.f->>'detailedCategoryId')::int AS detailed_category_id,
                 (d.f->>'shootTypeId')::int AS shoot_type_id,
                 (d.f->>'keywordId')::int AS keyword_id,
                 (d.f->>'genderId')::int AS gender_id,
                 (d.f->>'cityId')::int AS city_id,
                 (d.f->>'hairColorId')::int AS hair_color_id,
                 (d.f->>'eyeColorId')::int AS eye_color_id,
                 (d.f->>'raceId')::int AS race_id,
                 (d.f->>'careerId')::int AS career_id,
                 (d.f->>'feeId')::int AS fee_id,
                 (make_date(${year}::int - (d.f->>'ageMin')::int, ${month}::int, 1)
                   + (${day}::int - 1)) AS born_by,
                 (make_date(${year}::int - (d.f->>'ageMax')::int - 1, ${month}::int, 1)
                   + (${day}::int - 1)) AS born_after,
                 (d.f->>'heightMin')::int AS height_min,
                 (d.f->>'heightMax')::int AS height_max,
                 coalesce((d.f->>'reviewedOnly')::boolean, false) AS reviewed_only,
                 CASE WHEN d.tq IS NULL THEN NULL ELSE to_tsquery('simple', d.tq) END AS text_query
          FROM (
            -- The filters and text follow from the query: grouping by them changes nothing.
            SELECT DISTINCT query, matched_until AS since, filters AS f, text_query AS tq
            FROM due
          ) d
        ),
        adults AS (
          SELECT make_date(${year - GUARDIAN_CONSENT_AGE}::int, ${month}::int, 1)
                   + (${day}::int - 1) AS born_by
        ),
        fresh AS MATERIALIZED (
          SELECT p.id, p.owner_id, p.published_at, p.category_ids, p.detailed_category_ids,
                 p.shoot_type_ids, p.keyword_ids, p.gender_id, p.city_id, p.hair_color_id,
                 p.eye_color_id, p.race_id, p.career_id, p.fee_id, p.birth_date, p.height_cm,
                 p.review_status, p.search_vector,
                 (p.birth_date IS NULL OR p.birth_date <= a.born_by) AS adult,
                 -- What the public sees of a minor, as the directory searches it (ADR 0035, 0050).
                 CASE WHEN p.birth_date IS NULL OR p.birth_date <= a.born_by THEN NULL ELSE
                   to_tsvector('simple', n.first_name)
                   || to_tsvector('simple', p.keyword_text) || to_tsvector('simple', p.bio)
                   || cnm_search_grams(n.first_name || ' ' || p.keyword_text)
                 END AS public_vector
          FROM model_profiles p
          CROSS JOIN adults a
          CROSS JOIN LATERAL (
            SELECT (regexp_split_to_array(btrim(p.stage_name), '[[:space:]]+'))[1] AS first_name
          ) n
          WHERE p.status = 'published' AND p.hidden_by_admin_at IS NULL
            AND p.published_at > (SELECT min(since) FROM groups)
            AND p.published_at <= ${now}::timestamp
        ),
        hits AS MATERIALIZED (
          SELECT k.g, p.id, p.owner_id, p.published_at
          FROM groups k
          JOIN fresh p ON p.published_at > k.since
          WHERE (k.category_id IS NULL OR p.category_ids @> ARRAY[k.category_id])
            AND (k.detailed_category_id IS NULL
                 OR p.detailed_category_ids @> ARRAY[k.detailed_category_id])
            AND (k.shoot_type_id IS NULL OR p.shoot_type_ids @> ARRAY[k.shoot_type_id])
            AND (k.keyword_id IS NULL OR p.keyword_ids @> ARRAY[k.keyword_id])
            AND (k.gender_id IS NULL OR p.gender_id = k.gender_id)
            AND (k.city_id IS NULL OR (p.city_id = k.city_id AND p.adult))
            AND (k.hair_color_id IS NULL OR p.hair_color_id = k.hair_color_id)
            AND (k.eye_color_id IS NULL OR p.eye_color_id = k.eye_color_id)
            AND (k.race_id IS NULL OR p.race_id = k.race_id)
            AND (k.career_id IS NULL OR p.career_id = k.career_id)
            AND (k.fee_id IS NULL OR p.fee_id = k.fee_id)
            AND (k.born_by IS NULL OR p.birth_date <= k.born_by)
            AND (k.born_after IS NULL OR p.birth_date > k.born_after)
            AND (k.height_min IS NULL OR p.height_cm >= k.height_min)
            AND (k.height_max IS NULL OR p.height_cm <= k.height_max)
            AND (NOT k.reviewed_only OR p.review_status = 'approved')
            AND (k.text_query IS NULL OR (p.search_vector @@ k.text_query
                 AND (p.adult OR p.public_vector @@ k.text_query)))
        ),
        per_group AS (
          SELECT g, count(*)::int AS found,
                 (array_agg(id ORDER BY published_at DESC, id DESC))[1:${HIT_SAMPLE + 1}] AS sample
          FROM hits GROUP BY g
        ),
        members AS (
          SELECT d.id, d.user_id, d.name, k.g
          FROM due d JOIN groups k ON k.query = d.query AND k.since = d.matched_until
        ),
        own AS (
          SELECT m.id, count(*)::int AS n
          FROM members m JOIN hits h ON h.g = m.g AND h.owner_id = m.user_id
          GROUP BY m.id
        ),
        counted AS (
          SELECT m.id, m.user_id, m.name, pg.found - coalesce(o.n, 0) AS found, pg.sample
          FROM members m JOIN per_group pg ON pg.g = m.g LEFT JOIN own o ON o.id = m.id
        ),
        inserted AS (
          INSERT INTO saved_search_hits (saved_search_id, run_at, found, item_ids)
          SELECT id, ${now}::timestamp, found, sample FROM counted WHERE found > 0
          RETURNING saved_search_id
        ),
        moved AS (
          UPDATE saved_searches SET matched_until = ${now}::timestamp
          WHERE id IN (SELECT id FROM due)
        )
        SELECT c.id AS saved_search_id, c.user_id, c.name, c.found
        FROM counted c JOIN inserted i ON i.saved_search_id = c.id`
      // One line per search and run (and a push, for a phone subscribed to matches); the daily
      // digest e-mails them.
      await notify(
        tx,
        found.map((row) => ({
          userId: row.user_id,
          kind: 'saved_search_match' as const,
          payload: {
            savedSearchId: row.saved_search_id,
            name: row.name,
            count: row.found,
            searchKind: 'models',
          },
          emailed: true,
        })),
      )
      return found
    },
    { timeout: 5 * MINUTE_MS, maxWait: MINUTE_MS },
  )
  return { found: rows.reduce((sum, row) => sum + row.found, 0), notified: rows.length }
}
