// The daily digest of saved-search matches (issue #29, ADR 0051): once a day, one e-mail per
// user listing what matched each of their searches (new castings, or new models for a client's
// directory search: a minor by the first name only) since the last digest, in the user's
// language, with a one-click unsubscribe (List-Unsubscribe + List-Unsubscribe-Post, RFC 8058).
// Only to users who allowed notifications and did not turn alert e-mails off; the matches of
// everybody else are marked too, so nothing piles up. The e-mail is written to the outbox in
// the transaction that marks its matches: a crash sends nothing twice and loses nothing.
import {
  API_PATHS,
  DEFAULT_LANGUAGE,
  GUARDIAN_CONSENT_AGE,
  HOUR_MS,
  isLanguage,
  SAVED_SEARCH_LIMITS,
  WEB_ROUTES,
  type Language,
  type SavedSearchKind,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { renderEmail } from '../../lib/email-layout.js'
import { enqueueEmail } from '../../lib/outbox/enqueue.js'
import { yearsBefore } from '../../lib/read-models/model-card.js'
import { unsubscribeToken } from './saved-searches.service.js'

export const DIGEST_EMAIL_KIND = 'saved-search-digest'
/** A user gets at most one digest in this window, however often the job runs. */
const ONCE_PER_MS = 20 * HOUR_MS
const USERS_PER_BATCH = 100

export interface DigestDeps {
  prisma: PrismaClient
  clock: Clock
  webOrigin: string
  apiPublicUrl: string
  secret: string
}

interface PendingRow {
  user_id: number
  email: string | null
  language: string | null
  allowed: boolean
  search_id: number
  search_kind: SavedSearchKind
  search_name: string
  query: string
  found: number
  titles: string[]
}

interface Words {
  subject: (count: number) => string
  title: string
  search: (name: string, count: number) => string
}

const TEXTS: Record<
  Language,
  {
    castings: Words
    models: Words
    /** Subject and title when one e-mail tells of both kinds. */
    both: Omit<Words, 'search'>
    more: (count: number) => string
    open: (link: string) => string
    manage: (link: string) => string
    footer: string
  }
> = {
  en: {
    castings: {
      subject: (count) =>
        count === 1
          ? 'A new casting matches your search'
          : `${count} new castings match your searches`,
      title: 'New castings for your saved searches',
      search: (name, count) =>
        `“${name}”: ${count === 1 ? '1 new casting' : `${count} new castings`}`,
    },
    models: {
      subject: (count) =>
        count === 1 ? 'A new model matches your search' : `${count} new models match your searches`,
      title: 'New models for your saved searches',
      search: (name, count) => `“${name}”: ${count === 1 ? '1 new model' : `${count} new models`}`,
    },
    both: {
      subject: (count) => `${count} new matches for your saved searches`,
      title: 'New matches for your saved searches',
    },
    more: (count) => `… and ${count} more.`,
    open: (link) => `See them all: ${link}`,
    manage: (link) => `Pause or delete your saved searches: ${link}`,
    footer:
      'You get this e-mail once a day at most because you saved a search and allowed notifications. Unsubscribe with one click from your mail app, or in My page.',
  },
  ko: {
    castings: {
      subject: (count) => `저장한 검색에 맞는 새 캐스팅 ${count}건`,
      title: '저장한 검색에 맞는 새 캐스팅',
      search: (name, count) => `“${name}”: 새 캐스팅 ${count}건`,
    },
    models: {
      subject: (count) => `저장한 검색에 맞는 새 모델 ${count}명`,
      title: '저장한 검색에 맞는 새 모델',
      search: (name, count) => `“${name}”: 새 모델 ${count}명`,
    },
    both: {
      subject: (count) => `저장한 검색에 맞는 새 결과 ${count}건`,
      title: '저장한 검색에 맞는 새 결과',
    },
    more: (count) => `그 밖에 ${count}건이 더 있습니다.`,
    open: (link) => `모두 보기: ${link}`,
    manage: (link) => `저장한 검색 일시 중지·삭제: ${link}`,
    footer:
      '검색을 저장하고 알림 수신에 동의하셔서 하루 한 번까지 보내 드리는 메일입니다. 메일 앱에서 한 번에 수신 거부하거나 마이페이지에서 끌 수 있습니다.',
  },
}

/** Sends the due digests; resolves with how many e-mails were queued and users marked. */
export async function sendSavedSearchDigests(
  deps: DigestDeps,
): Promise<{ emails: number; users: number }> {
  const { prisma, clock } = deps
  let emails = 0
  let users = 0
  for (;;) {
    const now = clock.now()
    const recent = new Date(now.getTime() - ONCE_PER_MS).toISOString()
    // A minor is named by the first name only, as on the directory (ADR 0035).
    const adultsBornBy = yearsBefore(now, GUARDIAN_CONSENT_AGE)
    const batch = await prisma.$transaction(async (tx) => {
      // Users with matches not yet digested and no digest in the window; their pending rows
      // are locked so an overlapping run skips them.
      const rows = await tx.$queryRaw<PendingRow[]>`
        WITH due_users AS (
          SELECT s.user_id FROM saved_search_hits h
          JOIN saved_searches s ON s.id = h.saved_search_id
          WHERE h.digested_at IS NULL
          GROUP BY s.user_id
          HAVING NOT EXISTS (
            SELECT 1 FROM saved_search_hits h2
            JOIN saved_searches s2 ON s2.id = h2.saved_search_id
            WHERE s2.user_id = s.user_id AND h2.digested_at > ${recent}::timestamp)
          ORDER BY s.user_id
          LIMIT ${USERS_PER_BATCH}
        ),
        pending AS (
          SELECT h.id, h.saved_search_id, h.found, h.item_ids FROM saved_search_hits h
          JOIN saved_searches s ON s.id = h.saved_search_id
          WHERE h.digested_at IS NULL AND s.user_id IN (SELECT user_id FROM due_users)
          FOR UPDATE OF h SKIP LOCKED
        ),
        marked AS (
          UPDATE saved_search_hits SET digested_at = ${now.toISOString()}::timestamp
          WHERE id IN (SELECT id FROM pending)
        ),
        per_search AS (
          -- Summed per hit row: unnesting the items first would count each run's total once
          -- per item it keeps.
          SELECT p.saved_search_id, sum(p.found)::int AS found,
                 ARRAY(SELECT DISTINCT item FROM pending p2, unnest(p2.item_ids) AS item
                       WHERE p2.saved_search_id = p.saved_search_id) AS items
          FROM pending p
          GROUP BY p.saved_search_id
        )
        SELECT u.id AS user_id, u.email, u.language,
               (u.allow_notification AND u.alert_emails_off_at IS NULL AND u.deleted_at IS NULL
                 AND u.suspended_at IS NULL AND u.email IS NOT NULL) AS allowed,
               s.id AS search_id, s.kind::text AS search_kind, s.name AS search_name, s.query,
               ps.found,
               CASE s.kind WHEN 'castings' THEN ARRAY(
                 SELECT c.title FROM castings c
                 WHERE c.id = ANY(ps.items) AND c.status = 'live' AND c.hidden_at IS NULL
                   AND c.client_id <> s.user_id
                 ORDER BY c.published_at DESC, c.id DESC
                 LIMIT ${SAVED_SEARCH_LIMITS.DIGEST_ITEMS_MAX}
               ) ELSE ARRAY(
                 SELECT CASE WHEN p.birth_date IS NULL OR p.birth_date <= ${adultsBornBy}::date
                   THEN p.stage_name
                   ELSE (regexp_split_to_array(btrim(p.stage_name), '[[:space:]]+'))[1] END
                 FROM model_profiles p
                 WHERE p.id = ANY(ps.items) AND p.status = 'published'
                   AND p.hidden_by_admin_at IS NULL AND p.owner_id <> s.user_id
                 ORDER BY p.published_at DESC, p.id DESC
                 LIMIT ${SAVED_SEARCH_LIMITS.DIGEST_ITEMS_MAX}
               ) END AS titles
        FROM per_search ps
        JOIN saved_searches s ON s.id = ps.saved_search_id
        JOIN users u ON u.id = s.user_id
        ORDER BY u.id, s.id`
      if (rows.length === 0) return 0
      const byUser = new Map<number, PendingRow[]>()
      for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row])
      for (const [userId, searches] of byUser) {
        const first = searches[0]!
        if (!first.allowed || first.email === null) continue
        await enqueueEmail(tx, digestEmail(deps, userId, first.email, first.language, searches))
        emails += 1
      }
      return byUser.size
    })
    users += batch
    if (batch < USERS_PER_BATCH) return { emails, users }
  }
}

function digestEmail(
  deps: DigestDeps,
  userId: number,
  email: string,
  savedLanguage: string | null,
  searches: PendingRow[],
) {
  const language = isLanguage(savedLanguage) ? savedLanguage : DEFAULT_LANGUAGE
  const texts = TEXTS[language]
  const total = searches.reduce((sum, row) => sum + row.found, 0)
  const kinds = new Set(searches.map((row) => row.search_kind))
  const head = kinds.size > 1 ? texts.both : texts[searches[0]!.search_kind]
  const paragraphs = searches.flatMap((row) => {
    const titles = row.titles ?? []
    const lines = [
      texts[row.search_kind].search(row.search_name, row.found),
      ...titles.map((title) => `• ${title}`),
    ]
    if (row.found > titles.length) lines.push(texts.more(row.found - titles.length))
    const page = row.search_kind === 'models' ? WEB_ROUTES.MODELS : WEB_ROUTES.CASTINGS
    lines.push(texts.open(`${deps.webOrigin}${page}?${row.query}`))
    return [lines.join('\n')]
  })
  paragraphs.push(texts.manage(`${deps.webOrigin}${WEB_ROUTES.MYPAGE_SAVED_SEARCHES}`))
  const rendered = renderEmail({ language, title: head.title, paragraphs, footer: texts.footer })
  const unsubscribe = `${deps.apiPublicUrl}${API_PATHS.ALERT_UNSUBSCRIBE}?u=${userId}&t=${unsubscribeToken(deps.secret, userId)}`
  return {
    kind: DIGEST_EMAIL_KIND,
    to: email,
    subject: head.subject(total),
    text: rendered.text,
    html: rendered.html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
