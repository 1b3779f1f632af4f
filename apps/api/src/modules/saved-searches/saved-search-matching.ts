// Matching saved searches against new castings (issue #29, ADR 0051): one set-based
// statement for every active castings search at once, not a query per user. A casting is a
// candidate for a search when it went live since the search's last run (publishedAt is set
// once, when a casting first goes live, by its client or by an administrator releasing it
// from the hold queue); it matches when the board would show
// it for the search's filters (the same rules as castings-list.ts boardConditions, checked by
// saved-searches.test.ts against the board itself). Each (search, casting) pair is kept once,
// so a run that is repeated or overlaps another tells nobody twice.
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { notify } from '../notifications/index.js'

export const SAVED_SEARCH_JOBS = {
  MATCH: 'saved-searches.match',
  DIGEST: 'saved-searches.send-digests',
} as const

interface MatchedRow {
  saved_search_id: number
  user_id: number
  name: string
  found: number
}

/** Runs the matching once; resolves with how many matches and notifications it made. */
export async function matchSavedSearches(
  prisma: PrismaClient,
  clock: Clock,
): Promise<{ matches: number; notified: number }> {
  const now = clock.now().toISOString()
  const rows = await prisma.$transaction(async (tx) => {
    const found = await tx.$queryRaw<MatchedRow[]>`
      WITH due AS (
        SELECT s.id, s.user_id, s.name, s.matched_until,
               (s.filters->>'categoryId')::int AS category_id,
               (s.filters->>'detailedCategoryId')::int AS detailed_category_id,
               (s.filters->>'genderId')::int AS gender_id,
               (s.filters->>'age')::int AS age,
               (s.filters->>'cityId')::int AS city_id,
               (s.filters->>'shootTypeId')::int AS shoot_type_id,
               (s.filters->>'budgetMin')::bigint AS budget_min,
               (s.filters->>'budgetMax')::bigint AS budget_max,
               CASE WHEN s.text_query IS NULL THEN NULL
                    ELSE to_tsquery('simple', s.text_query) END AS text_query
        FROM saved_searches s
        WHERE s.kind = 'castings' AND s.paused_at IS NULL
          AND s.matched_until < ${now}::timestamp
        FOR UPDATE SKIP LOCKED
      ),
      inserted AS (
        INSERT INTO saved_search_matches (saved_search_id, item_id, matched_at)
        SELECT s.id, c.id, ${now}::timestamp
        FROM due s
        JOIN castings c
          ON c.status = 'live' AND c.published_at > s.matched_until
         AND c.published_at <= ${now}::timestamp AND c.hidden_at IS NULL
         AND c.application_deadline > ${now}::timestamp
         AND c.client_id <> s.user_id
        WHERE (s.category_id IS NULL OR c.model_category_id = s.category_id)
          AND (s.detailed_category_id IS NULL OR c.model_detailed_category_id = s.detailed_category_id)
          AND (s.gender_id IS NULL OR c.gender_id = s.gender_id OR c.gender_id IS NULL)
          AND (s.age IS NULL OR ((c.age_min IS NULL OR c.age_min <= s.age)
                             AND (c.age_max IS NULL OR c.age_max >= s.age)))
          AND (s.city_id IS NULL OR c.city_id = s.city_id)
          AND (s.shoot_type_id IS NULL OR c.shoot_type_id = s.shoot_type_id)
          AND (s.budget_min IS NULL OR c.budget >= s.budget_min)
          AND (s.budget_max IS NULL OR c.budget <= s.budget_max)
          AND (s.text_query IS NULL OR c.search_vector @@ s.text_query)
        ON CONFLICT DO NOTHING
        RETURNING saved_search_id
      ),
      moved AS (
        UPDATE saved_searches SET matched_until = ${now}::timestamp
        WHERE id IN (SELECT id FROM due)
      )
      SELECT due.id AS saved_search_id, due.user_id, due.name, count(*)::int AS found
      FROM inserted JOIN due ON due.id = inserted.saved_search_id
      GROUP BY due.id, due.user_id, due.name`
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
  })
  return { matches: rows.reduce((sum, row) => sum + row.found, 0), notified: rows.length }
}
