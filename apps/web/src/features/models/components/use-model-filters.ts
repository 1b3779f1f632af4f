import {
  MODEL_LIST_FILTER_KEYS,
  MODEL_SORT_VALUES,
  modelListQuerySchema,
  type ModelListQuery,
  type ModelSort,
} from '@cnm/contracts'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

// /models keeps every filter, the sort and the page in its URL, under the same names as
// GET /models' query parameters (ADR 0018): the URL is shareable, the back button steps
// through earlier searches, and the request is the URL's own query.

export type ModelFilterKey = (typeof MODEL_LIST_FILTER_KEYS)[number]
export type ModelFilterValues = Partial<Record<ModelFilterKey, string>>

const DEFAULT_QUERY = modelListQuerySchema.parse({})

/**
 * Reads the URL's query as the API would, one parameter at a time, so a single bad value
 * (a hand-edited `heightMin=abc`) is dropped instead of spoiling the whole search.
 */
export function queryFromSearchParams(params: URLSearchParams): ModelListQuery {
  const raw: Record<string, string> = {}
  for (const key of [...MODEL_LIST_FILTER_KEYS, 'sort', 'page'] as const) {
    const value = params.get(key)
    if (value === null || value === '') continue
    if (modelListQuerySchema.safeParse({ [key]: value }).success) raw[key] = value
  }
  const whole = modelListQuerySchema.safeParse(raw)
  if (whole.success) return whole.data
  // Only the cross-field rules (min above max, page past the window) can still fail.
  const { page: _page, ageMax: _ageMax, heightMax: _heightMax, ...rest } = raw
  return modelListQuerySchema.parse(rest)
}

export const isModelSort = (value: string): value is ModelSort =>
  (MODEL_SORT_VALUES as readonly string[]).includes(value)

/** Filters as the form shows them (strings), from the URL. */
const valuesFromParams = (params: URLSearchParams): ModelFilterValues =>
  Object.fromEntries(
    MODEL_LIST_FILTER_KEYS.flatMap((key) => {
      const value = params.get(key)
      return value ? [[key, value]] : []
    }),
  )

export function useModelFilters() {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => queryFromSearchParams(params), [params])
  const values = useMemo(() => valuesFromParams(params), [params])
  const activeCount = MODEL_LIST_FILTER_KEYS.filter((key) => params.get(key)).length

  /** Changes filters; any change starts again at page 1 (a new history entry: back undoes it). */
  const setFilters = useCallback(
    (changes: ModelFilterValues) =>
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
    (sort: ModelSort) =>
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
