import type { CastingListQuery } from '@cnm/contracts'

// Query keys of the castings feature, so a mutation invalidates exactly what it changed.
export const castingKeys = {
  all: ['castings'] as const,
  lists: () => [...castingKeys.all, 'list'] as const,
  list: (query: CastingListQuery) => [...castingKeys.lists(), query] as const,
  detail: (id: number) => [...castingKeys.all, 'detail', id] as const,
  myProfiles: () => [...castingKeys.all, 'my-profiles'] as const,
}
