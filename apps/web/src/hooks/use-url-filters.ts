import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { withPage } from './use-page-param'

// A list page (/models, /castings) keeps every filter, the sort and the page in its URL,
// under the names of its API route's query parameters (ADR 0018, ADR 0026): the URL is
// shareable, the back button steps through earlier searches, and the request is the URL's
// own query. Each feature describes its list once (defineUrlFilters) and wraps the hook.

/** The parts of a contracts query schema this needs (zod's parse / safeParse). */
interface QuerySchema<Query> {
  parse(input: unknown): Query
  safeParse(input: unknown): { success: true; data: Query } | { success: false }
}

export interface UrlFilters<Key extends string, Query extends { sort: string }> {
  filterKeys: readonly Key[]
  defaultSort: Query['sort']
  /**
   * The URL's query read as the API would, one parameter at a time, so a single bad value
   * (a hand-edited `heightMin=abc`) is dropped instead of spoiling the whole search.
   */
  queryFromSearchParams: (params: URLSearchParams) => Query
  isSort: (value: string) => value is Query['sort']
}

export function defineUrlFilters<Key extends string, Query extends { sort: string }>(list: {
  schema: QuerySchema<Query>
  filterKeys: readonly Key[]
  sortValues: readonly Query['sort'][]
  /** Parameters dropped when only a cross-field rule still fails (a min above its max…). */
  dropOnConflict: readonly string[]
}): UrlFilters<Key, Query> {
  const queryFromSearchParams = (params: URLSearchParams): Query => {
    const raw: Record<string, string> = {}
    for (const key of [...list.filterKeys, 'sort', 'page']) {
      const value = params.get(key)
      if (value === null || value === '') continue
      if (list.schema.safeParse({ [key]: value }).success) raw[key] = value
    }
    const whole = list.schema.safeParse(raw)
    if (whole.success) return whole.data
    const rest = Object.fromEntries(
      Object.entries(raw).filter(([key]) => !list.dropOnConflict.includes(key)),
    )
    return list.schema.parse(rest)
  }
  return {
    filterKeys: list.filterKeys,
    defaultSort: list.schema.parse({}).sort,
    queryFromSearchParams,
    isSort: (value: string): value is Query['sort'] =>
      (list.sortValues as readonly string[]).includes(value),
  }
}

/** Filters, sort and page of a list, read from and written to the URL. */
export function useUrlFilters<Key extends string, Query extends { sort: string }>(
  filters: UrlFilters<Key, Query>,
) {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => filters.queryFromSearchParams(params), [filters, params])
  /** Filters as the form shows them (strings), from the URL. */
  const values = useMemo(
    (): Partial<Record<Key, string>> =>
      Object.fromEntries(
        filters.filterKeys.flatMap((key) => {
          const value = params.get(key)
          return value ? [[key, value]] : []
        }),
      ) as Partial<Record<Key, string>>,
    [filters, params],
  )
  const activeCount = filters.filterKeys.filter((key) => params.get(key)).length

  /** Changes filters; any change starts again at page 1 (a new history entry: back undoes it). */
  const setFilters = useCallback(
    (changes: Partial<Record<Key, string>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        next.delete('page')
        return next
      }),
    [setParams],
  )

  const setSort = useCallback(
    (sort: Query['sort']) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        if (sort === filters.defaultSort) next.delete('sort')
        else next.set('sort', sort)
        next.delete('page')
        return next
      }),
    [filters, setParams],
  )

  const setPage = useCallback(
    (page: number) => setParams((current) => withPage(current, page)),
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
