import {
  CASTING_LIST_FILTER_KEYS,
  CASTING_SORT_VALUES,
  castingListQuerySchema,
  type CastingListQuery,
  type CastingSort,
} from '@cnm/contracts'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

// /castings keeps every filter, the sort and the page in its URL under the names of
// GET /castings' query parameters, as /models does (ADR 0018, ADR 0026).

export type CastingFilterKey = (typeof CASTING_LIST_FILTER_KEYS)[number]
export type CastingFilterValues = Partial<Record<CastingFilterKey, string>>

const DEFAULT_QUERY = castingListQuerySchema.parse({})

/** The URL's query read as the API would, one parameter at a time: a bad value is dropped. */
export function castingQueryFromSearchParams(params: URLSearchParams): CastingListQuery {
  const raw: Record<string, string> = {}
  for (const key of [...CASTING_LIST_FILTER_KEYS, 'sort', 'page'] as const) {
    const value = params.get(key)
    if (value === null || value === '') continue
    if (castingListQuerySchema.safeParse({ [key]: value }).success) raw[key] = value
  }
  const whole = castingListQuerySchema.safeParse(raw)
  if (whole.success) return whole.data
  // Only the cross-field rule (budget from above budget to) can still fail.
  const { budgetMax: _budgetMax, ...rest } = raw
  return castingListQuerySchema.parse(rest)
}

export const isCastingSort = (value: string): value is CastingSort =>
  (CASTING_SORT_VALUES as readonly string[]).includes(value)

const valuesFromParams = (params: URLSearchParams): CastingFilterValues =>
  Object.fromEntries(
    CASTING_LIST_FILTER_KEYS.flatMap((key) => {
      const value = params.get(key)
      return value ? [[key, value]] : []
    }),
  )

export function useCastingFilters() {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => castingQueryFromSearchParams(params), [params])
  const values = useMemo(() => valuesFromParams(params), [params])
  const activeCount = CASTING_LIST_FILTER_KEYS.filter((key) => params.get(key)).length

  /** Changes filters and starts again at page 1 (a new history entry: back undoes it). */
  const setFilters = useCallback(
    (changes: CastingFilterValues) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        next.delete('page')
        return next
      }),
    [setParams],
  )

  const setSort = useCallback(
    (sort: CastingSort) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        if (sort === DEFAULT_QUERY.sort) next.delete('sort')
        else next.set('sort', sort)
        next.delete('page')
        return next
      }),
    [setParams],
  )

  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        if (page <= 1) next.delete('page')
        else next.set('page', String(page))
        return next
      }),
    [setParams],
  )

  /** Keeps the sort; drops every filter and the page. */
  const clearFilters = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams()
        const sort = current.get('sort')
        if (sort) next.set('sort', sort)
        return next
      }),
    [setParams],
  )

  return { query, values, activeCount, setFilters, setSort, setPage, clearFilters }
}
