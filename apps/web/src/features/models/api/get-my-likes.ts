import { API_PATHS, myLikesSchema } from '@cnm/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { modelKeys } from './keys'

/** GET /users/0/likes: followers of the caller's profiles, or the models the caller follows. */
export const getMyLikes = async (page: number, signal?: AbortSignal) =>
  (await api.get(API_PATHS.MY_LIKES, myLikesSchema, { query: { page }, signal })).data

export const getMyLikesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...modelKeys.likes(), page],
    queryFn: ({ signal }) => getMyLikes(page, signal),
  })

export const useMyLikes = (page = 1) => useQuery(getMyLikesQueryOptions(page))
