import { useSearchParams } from 'react-router-dom'

/** The page of a console table lives in the URL (?page=2), so a queue position is shareable. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const raw = Number(params.get('page') ?? '1')
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1
  return [
    page,
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current)
        if (next <= 1) copy.delete('page')
        else copy.set('page', String(next))
        return copy
      }),
  ]
}

/** Sets one filter of a console list in the URL (blank removes it) and starts again at page 1. */
export function useFilterParam(): (name: string, value: string) => void {
  const [, setParams] = useSearchParams()
  return (name, value) =>
    setParams((current) => {
      const copy = new URLSearchParams(current)
      if (value) copy.set(name, value)
      else copy.delete(name)
      copy.delete('page')
      return copy
    })
}
