import type { MyReviews, PartnerCard, PartnerDetail, ReviewList } from '@cnm/contracts'
import { http } from 'msw'
import { apiUrl, ok } from './api'
import { server } from './mocks/server'

const NOW = '2026-11-01T09:00:00.000Z'

export function buildPartner(overrides: Partial<PartnerCard> = {}): PartnerCard {
  return {
    id: 21,
    name: 'Studio Haneul',
    verified: true,
    category: { id: 38, value: 'Model agency' },
    city: { id: 1801, value: 'Seoul' },
    memberSince: NOW,
    openCastings: 2,
    reviews: { average: 4.5, count: 2 },
    ...overrides,
  }
}

export const emptyReviewList: ReviewList = {
  items: [],
  page: 1,
  pageSize: 10,
  total: 0,
  summary: { average: null, count: 0 },
}

export const emptyMyReviews: MyReviews = {
  received: [],
  written: [],
  pending: [],
  receivedSummary: { average: null, count: 0 },
  upcoming: [],
}

/** GET /partners answering `items`; records every query string. */
export function servePartners(items: PartnerCard[] = []) {
  const queries: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/partners'), ({ request }) => {
      queries.push(new URL(request.url).searchParams)
      return ok({ items, page: 1, pageSize: 20, total: items.length })
    }),
  )
  return queries
}

export function servePartner(detail: PartnerDetail, reviews: ReviewList = emptyReviewList) {
  server.use(
    http.get(apiUrl(`/partners/${detail.id}`), () => ok(detail)),
    http.get(apiUrl(`/partners/${detail.id}/reviews`), () => ok(reviews)),
  )
}

export function serveMyReviews(reviews: MyReviews = emptyMyReviews) {
  server.use(http.get(apiUrl('/users/0/reviews'), () => ok(reviews)))
}
