import type { ModelListQuery } from '@cnm/contracts'

// Query keys of the models feature in one place, so a mutation invalidates exactly the
// lists and profiles it changed.
export const modelKeys = {
  all: ['models'] as const,
  lists: () => [...modelKeys.all, 'list'] as const,
  list: (query: ModelListQuery) => [...modelKeys.lists(), query] as const,
  profile: (id: number) => [...modelKeys.all, 'profile', id] as const,
  mine: () => [...modelKeys.all, 'mine'] as const,
  myList: (page: number) => [...modelKeys.mine(), 'list', page] as const,
  myModel: (id: number) => [...modelKeys.mine(), 'model', id] as const,
  likes: () => [...modelKeys.all, 'likes'] as const,
}
