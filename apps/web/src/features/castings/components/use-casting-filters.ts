import {
  CASTING_LIST_FILTER_KEYS,
  CASTING_SORT_VALUES,
  castingListQuerySchema,
  type CastingListQuery,
} from '@cnm/contracts'
import { defineUrlFilters, useUrlFilters } from '@/hooks/use-url-filters'

// /castings keeps every filter, the sort and the page in its URL under the names of
// GET /castings' query parameters, as /models does (ADR 0018, ADR 0026; the shared hook in
// hooks/use-url-filters.ts).

export type CastingFilterKey = (typeof CASTING_LIST_FILTER_KEYS)[number]
export type CastingFilterValues = Partial<Record<CastingFilterKey, string>>

const CASTING_FILTERS = defineUrlFilters<CastingFilterKey, CastingListQuery>({
  schema: castingListQuerySchema,
  filterKeys: CASTING_LIST_FILTER_KEYS,
  sortValues: CASTING_SORT_VALUES,
  // The cross-field rule: budget from above budget to.
  dropOnConflict: ['budgetMax'],
})

export const castingQueryFromSearchParams = CASTING_FILTERS.queryFromSearchParams
export const isCastingSort = CASTING_FILTERS.isSort

export const useCastingFilters = () => useUrlFilters(CASTING_FILTERS)
