import {
  MODEL_LIST_FILTER_KEYS,
  MODEL_SORT_VALUES,
  modelListQuerySchema,
  type ModelListQuery,
} from '@cnm/contracts'
import { defineUrlFilters, useUrlFilters } from '@/hooks/use-url-filters'

// /models keeps every filter, the sort and the page in its URL, under the same names as
// GET /models' query parameters (ADR 0018; the shared hook in hooks/use-url-filters.ts).

export type ModelFilterKey = (typeof MODEL_LIST_FILTER_KEYS)[number]
export type ModelFilterValues = Partial<Record<ModelFilterKey, string>>

const MODEL_FILTERS = defineUrlFilters<ModelFilterKey, ModelListQuery>({
  schema: modelListQuerySchema,
  filterKeys: MODEL_LIST_FILTER_KEYS,
  sortValues: MODEL_SORT_VALUES,
  // The cross-field rules: min above max, a page past the window.
  dropOnConflict: ['page', 'ageMax', 'heightMax'],
})

export const queryFromSearchParams = MODEL_FILTERS.queryFromSearchParams
export const isModelSort = MODEL_FILTERS.isSort

export const useModelFilters = () => useUrlFilters(MODEL_FILTERS)
