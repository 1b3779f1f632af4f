import { useSearchParams } from 'react-router-dom'

/** The list's page in the URL (`?page=2`); page 1 is left out. */
export function usePageParam() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current)
      if (next <= 1) copy.delete('page')
      else copy.set('page', String(next))
      return copy
    })
  return [page, setPage, params, setParams] as const
}
