import type { ApplicantListQuery } from '@cnm/contracts'

// Query keys of My Casting in one place, so a mutation refetches exactly what it changed.
export const myCastingKeys = {
  all: ['my-casting'] as const,
  lists: () => [...myCastingKeys.all, 'list'] as const,
  list: (view: MyCastingView, page: number) => [...myCastingKeys.lists(), view, page] as const,
  applicants: (castingId: number) => [...myCastingKeys.all, 'applicants', castingId] as const,
  applicantList: (castingId: number, query: Partial<ApplicantListQuery>) =>
    [...myCastingKeys.applicants(castingId), query] as const,
  application: (id: number) => [...myCastingKeys.all, 'application', id] as const,
  proposal: (id: number) => [...myCastingKeys.all, 'proposal', id] as const,
}

export type MyCastingView = 'client' | 'model'

/**
 * My Casting follows statuses as they change (issue #15): refetched when the tab regains
 * focus and every 30 s while it is visible. Threads poll faster (features/messages).
 */
export const LIVE_LIST_POLICY = {
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
} as const
