import type { CastingCard, CastingDetail, CastingList, ModelOwnerSummary } from '@cnm/contracts'
import { http } from 'msw'
import { apiUrl, ok, openableGate } from './api'
import { server } from './mocks/server'
import { buildOwnerSummary, serveModelInfos } from './models'

// Fakes of the castings routes (issue #15) for web tests, following the contracts in
// castings-board.ts and applications.ts. Handlers record what the web sent.

/** Tests run with a fixed clock: 2026-11-22 15:00 in Seoul. */
export const CASTING_NOW = Date.parse('2026-11-22T06:00:00Z')

export function buildCastingCard(id: number, overrides: Partial<CastingCard> = {}): CastingCard {
  return {
    id,
    title: `Casting ${id}`,
    client: { id: 50, name: 'Hanbit Studio', verified: true },
    pay: { budget: 1_500_000, budgetType: 'per_day' },
    filmingDate: '2026-12-05',
    // 25 Nov, 23:59:59 in Seoul: three calendar days after CASTING_NOW.
    applicationDeadline: '2026-11-25T14:59:59.000Z',
    city: { id: 1410000001, value: 'Gangnam-gu, Seoul' },
    category: { id: 10, value: 'Fashion' },
    detailedCategory: { id: 101, value: 'Runway' },
    status: 'live',
    modelNumber: 2,
    isDemo: false,
    publishedAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  }
}

export const buildCastingList = (
  items: CastingCard[],
  overrides: Partial<CastingList> = {},
): CastingList => ({ items, page: 1, pageSize: 20, total: items.length, ...overrides })

export function buildCastingDetail(overrides: Partial<CastingDetail> = {}): CastingDetail {
  return {
    ...buildCastingCard(9, { title: 'Spring lookbook' }),
    publicCode: 'CNM-7KQ4-XR2M',
    companyName: 'Hanbit Studio Co.',
    productCategories: 'Spring outerwear',
    contractPeriod: 6,
    gender: { id: 40001, value: 'Female' },
    ageMin: 20,
    ageMax: 29,
    filmingDateNote: 'Two days',
    locationOfFilming: 'Seongsu studio, Seoul',
    postingMedia: 'Online store, Instagram',
    otherContent: 'Bring white sneakers.',
    shootType: { id: 60001, value: 'Studio' },
    usageScope: 'Online and in-store, Korea only',
    usageMonths: 12,
    bookedCount: 1,
    applicationCount: null,
    holdReason: null,
    closedReason: null,
    closedAt: null,
    otherCastings: [buildCastingCard(10, { title: 'Summer swimwear' })],
    viewer: { isOwner: false, canApply: true, cannotApplyReason: null, myApplications: [] },
    ...overrides,
  }
}

/** GET /castings answering `list` (or a function of the query); records every query string. */
export function serveCastingList(
  list: CastingList | ((query: URLSearchParams) => CastingList) = buildCastingList([]),
) {
  const queries: URLSearchParams[] = []
  serveModelInfos()
  server.use(
    http.get(apiUrl('/castings'), ({ request }) => {
      const query = new URL(request.url).searchParams
      queries.push(query)
      return ok(typeof list === 'function' ? list(query) : list)
    }),
  )
  return queries
}

/** GET /castings answering `list` only once the test calls `release()`: the loading state stays up. */
export function serveCastingListAfterGate(list: CastingList) {
  const gate = openableGate()
  serveModelInfos()
  server.use(http.get(apiUrl('/castings'), async () => ok(await gate.opened.then(() => list))))
  return gate
}

/** GET /castings/{id} from a mutable record, so a test can change what the next fetch sees. */
export function serveCasting(casting: CastingDetail = buildCastingDetail()) {
  const state = { casting }
  serveModelInfos()
  server.use(http.get(apiUrl(`/castings/${casting.id}`), () => ok(state.casting)))
  return state
}

/** GET /users/0/models: the caller's own profiles. */
export function serveMyProfiles(items: ModelOwnerSummary[]) {
  server.use(
    http.get(apiUrl('/users/0/models'), () =>
      ok({ items, page: 1, pageSize: 48, total: items.length }),
    ),
  )
}

export const publishedProfile = (id: number, stageName: string) =>
  buildOwnerSummary({ id, stageName, status: 'published' })
