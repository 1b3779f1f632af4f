import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

// The one way a list keeps its page in the URL (issue #27): `?page=2`, page 1 left out, so a
// page is shareable and the back button steps through pages. A filter change starts again
// at page 1. use-url-filters.ts (the directories) writes the page with the same helpers.

/** The page of the URL; anything but a whole number from 1 reads as page 1. */
export function pageOf(params: URLSearchParams): number {
  const raw = Number(params.get('page') ?? '1')
  return Number.isInteger(raw) && raw >= 1 ? raw : 1
}

/** A copy of the parameters on `page` (page 1 removes it). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const copy = new URLSearchParams(params)
  if (page <= 1) copy.delete('page')
  else copy.set('page', String(page))
  return copy
}

/** The list's page in the URL and a setter (a new history entry). */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const setPage = useCallback(
    (page: number) => setParams((current) => withPage(current, page)),
    [setParams],
  )
  return [pageOf(params), setPage]
}

/** Sets one filter of a list in the URL (blank removes it) and starts again at page 1. */
export function useFilterParam(): (name: string, value: string) => void {
  const [, setParams] = useSearchParams()
  return useCallback(
    (name, value) =>
      setParams((current) => {
        const copy = withPage(current, 1)
        if (value) copy.set(name, value)
        else copy.delete(name)
        return copy
      }),
    [setParams],
  )
}
