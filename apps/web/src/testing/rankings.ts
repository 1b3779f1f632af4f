import {
  RANKING_SIGNALS,
  type KStars,
  type ModelCard,
  type RankingBreakdown,
  type RankingEntry,
  type RankingList,
} from '@cnm/contracts'
import { http } from 'msw'
import { apiUrl, ok } from './api'
import { buildCard } from './models'
import { server } from './mocks/server'

// Fakes of GET /models/rankings and GET /models/k-stars for web tests.

/** A breakdown with every signal at zero, then the given parts. */
export function buildBreakdown(parts: Partial<RankingBreakdown> = {}): RankingBreakdown {
  const zero = Object.fromEntries(
    RANKING_SIGNALS.map((signal) => [signal, { raw: 0, share: 0, points: 0 }]),
  ) as RankingBreakdown
  return { ...zero, ...parts }
}

export function buildEntry(
  rank: number,
  model: ModelCard = buildCard(rank),
  overrides: Partial<RankingEntry> = {},
): RankingEntry {
  return {
    rank,
    previousRank: null,
    movement: 'new',
    movementBy: 0,
    score: 50,
    model,
    breakdown: buildBreakdown(),
    ...overrides,
  }
}

export const buildRankingList = (
  items: RankingEntry[],
  overrides: Partial<RankingList> = {},
): RankingList => ({
  scope: 'all',
  items,
  page: 1,
  pageSize: 24,
  total: items.length,
  computedAt: '2026-11-24T03:07:00.000Z',
  ...overrides,
})

/** GET /models/rankings answering `list` (or a function of the query); records each query. */
export function serveRankings(
  list: RankingList | ((query: URLSearchParams) => RankingList) = buildRankingList([]),
) {
  const queries: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/models/rankings'), ({ request }) => {
      const query = new URL(request.url).searchParams
      queries.push(query)
      return ok(typeof list === 'function' ? list(query) : list)
    }),
  )
  return queries
}

export function serveKStars(kStars: KStars = { source: 'fallback', items: [] }) {
  server.use(http.get(apiUrl('/models/k-stars'), () => ok(kStars)))
}
