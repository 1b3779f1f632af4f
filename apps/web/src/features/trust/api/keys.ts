import type { PartnerListQuery } from '@cnm/contracts'

// Query keys of partners and reviews: writing a review invalidates every review list.
export const trustKeys = {
  partners: (query: PartnerListQuery) => ['partners', 'list', query] as const,
  partner: (id: number) => ['partners', 'detail', id] as const,
  reviews: () => ['reviews'] as const,
  reviewList: (subject: 'model' | 'partner', id: number, page: number) =>
    ['reviews', subject, id, page] as const,
  mine: () => ['reviews', 'mine'] as const,
}
