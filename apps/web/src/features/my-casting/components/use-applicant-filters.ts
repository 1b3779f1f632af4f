import { applicantListQuerySchema, APPLICATION_STATUS_VALUES } from '@cnm/contracts'
import { useSearchParams } from 'react-router-dom'
import type { ApplicantFilters } from '../api/applicants'

const KEYS = [
  'status',
  'reviewedOnly',
  'ageMin',
  'ageMax',
  'heightMin',
  'heightMax',
  'cityId',
  'page',
] as const
type Key = (typeof KEYS)[number]

/**
 * The applicants view's filters live in the URL under GET /castings/{id}/applications' own
 * parameter names, read one at a time with the contract (a hand-edited bad value is dropped,
 * the rest still applies), as the models directory does (ADR 0018).
 */
export function useApplicantFilters() {
  const [params, setParams] = useSearchParams()
  const filters: ApplicantFilters = {}
  for (const key of KEYS) {
    const raw = params.get(key)
    if (raw === null || raw === '') continue
    const parsed = applicantListQuerySchema.shape[key].safeParse(raw)
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [key]: parsed.data })
  }

  /** Sets or clears some filters; any change but the page goes back to page 1. */
  const update = (changes: Partial<Record<Key, string | number | boolean | undefined>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || value === false) next.delete(key)
        else next.set(key, String(value))
      }
      if (!('page' in changes)) next.delete('page')
      return next
    })
  return { filters, update }
}

export const STATUS_TABS = ['all', ...APPLICATION_STATUS_VALUES] as const
