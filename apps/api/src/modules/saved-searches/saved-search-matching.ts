// Matching saved searches against new castings (issue #29, ADR 0051): one set-based
// statement for every active castings search at once, not a query per user.
// - A casting is new for a search when it went live since the search's last run
//   (publishedAt is set once, when a casting first goes live, by its client or by an
//   administrator releasing it from the hold queue). The run moves each search's
//   matchedUntil in the same transaction, so no casting is told twice and none is skipped.
// - Searches with the same filters that last ran at the same moment (most of them: they run
//   together) are matched once, as a group.
// - A group with text only meets the castings whose word starts hold all its signs (an
//   equality join on strings), then the full query checks each pair; the other filters are
//   the board's own rules (castings-list.ts boardConditions; saved-searches.test.ts checks
//   the results against the board itself).
// - Each search that found something gets one row (how many, the newest few) and one in-app
//   notification; a client's own castings do not count for its searches.
import { MINUTE_MS } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { notify } from '../../lib/notify.js'

export const SAVED_SEARCH_JOBS = {
  MATCH: 'saved-searches.match',
  DIGEST: 'saved-searches.send-digests',
} as const

/** The newest castings a run keeps per search, for the digest's lines. */
export const HIT_SAMPLE = 5

interface FoundRow {
  saved_search_id: number
  user_id: number
  name: string
  found: number
}

/** Runs the matching once; resolves with how many castings were found and searches told. */
export async function matchSavedSearches(
  prisma: PrismaClient,
  clock: Clock,
): Promise<{ found: number; notified: number }> {
  const now = clock.now().toISOString()
  const rows = await prisma.$transaction(
    async (tx) => {
      const found = await tx.$queryRaw<FoundRow[]>`
        WITH due AS (
          SELECT s.id, s.user_id, s.name, s.query, s.matched_until, s.filters, s.text_query,
                 s.text_signs
          FROM saved_searches s
          WHERE s.kind = 'castings' AND s.paused_at IS NULL
            AND s.matched_until < ${now}::timestamp
          FOR UPDATE SKIP LOCKED
        ),
        groups AS MATERIALIZED (
          SELECT row_number() OVER () AS g, d.query, d.since,
                 (d.f->>'categoryId')::int AS category_id,
                 (d.f->>'detailedCategoryId')::int AS detailed_category_id,
                 (d.f->>'genderId')::int AS gender_id,
                 (d.f->>'age')::int AS age,
                 (d.f->>'cityId')::int AS city_id,
                 (d.f->>'shootTypeId')::int AS shoot_type_id,
                 (d.f->>'budgetMin')::bigint AS budget_min,
                 (d.f->>'budgetMax')::bigint AS budget_max,
                 CASE WHEN d.tq IS NULL THEN NULL ELSE to_tsquery('simple', d.tq) END AS text_query,
                 coalesce(d.signs, '{}') AS signs
          FROM (
            -- The filters, text and signs follow from the query: grouping by them changes
            -- nothing but hands them over.
            SELECT DISTINCT query, matched_until AS since, filters AS f, text_query AS tq,
                   text_signs AS signs
            FROM due
          ) d
        ),
        fresh AS MATERIALIZED (
          SELECT c.id, c.client_id, c.published_at, c.model_category_id,
                 c.model_detailed_category_id, c.gender_id, c.age_min, c.age_max, c.city_id,
                 c.shoot_type_id, c.budget, c.search_vector
          FROM castings c
          WHERE c.status = 'live' AND c.hidden_at IS NULL
            AND c.published_at > (SELECT min(since) FROM groups)
            AND c.published_at <= ${now}::timestamp
            AND c.application_deadline > ${now}::timestamp
        ),
        starts AS MATERIALIZED (
          SELECT f.id AS casting_id, start
          FROM fresh f, unnest(cnm_search_prefixes(f.search_vector)) AS start
        ),
        signs AS MATERIALIZED (
          SELECT k.g, sign, cardinality(k.signs) AS wanted
          FROM groups k, unnest(k.signs) AS sign
        ),
        pairs AS MATERIALIZED (
          SELECT s.g, t.casting_id
          FROM signs s JOIN starts t ON t.start = s.sign
          GROUP BY s.g, t.casting_id, s.wanted HAVING count(*) = s.wanted
          UNION ALL
          SELECT k.g, f.id FROM groups k CROSS JOIN fresh f WHERE cardinality(k.signs) = 0
        ),
        hits AS MATERIALIZED (
          SELECT k.g, c.id, c.client_id, c.published_at
          FROM pairs p
          JOIN groups k ON k.g = p.g
          JOIN fresh c ON c.id = p.casting_id
          WHERE c.published_at > k.since
            AND (k.category_id IS NULL OR c.model_category_id = k.category_id)
            AND (k.detailed_category_id IS NULL
                 OR c.model_detailed_category_id = k.detailed_category_id)
            AND (k.gender_id IS NULL OR c.gender_id = k.gender_id OR c.gender_id IS NULL)
            AND (k.age IS NULL OR ((c.age_min IS NULL OR c.age_min <= k.age)
                               AND (c.age_max IS NULL OR c.age_max >= k.age)))
            AND (k.city_id IS NULL OR c.city_id = k.city_id)
            AND (k.shoot_type_id IS NULL OR c.shoot_type_id = k.shoot_type_id)
            AND (k.budget_min IS NULL OR c.budget >= k.budget_min)
            AND (k.budget_max IS NULL OR c.budget <= k.budget_max)
            AND (k.text_query IS NULL OR c.search_vector @@ k.text_query)
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
          FROM members m JOIN hits h ON h.g = m.g AND h.client_id = m.user_id
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
      // One line per search and run; the daily digest e-mails them (not the per-minute job).
      await notify(
        tx,
        found.map((row) => ({
          userId: row.user_id,
          kind: 'saved_search_match' as const,
          payload: { savedSearchId: row.saved_search_id, name: row.name, count: row.found },
          emailed: true,
        })),
      )
      return found
    },
    // A large backlog (many searches, a burst of castings) takes longer than Prisma's 5 s.
    { timeout: 5 * MINUTE_MS, maxWait: MINUTE_MS },
  )
  return { found: rows.reduce((sum, row) => sum + row.found, 0), notified: rows.length }
}
