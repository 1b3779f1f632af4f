import {
  API_PATHS,
  introVideoSchema,
  modelPublicProfileSchema,
  myLikesSchema,
  myModelListSchema,
  packageListDataSchema,
  packageOwnerDataSchema,
  packageShareDataSchema,
  type ModelImage,
  type PackageInput,
  type PackageLinkInput,
} from '@cnm/contracts'
import { z } from 'zod'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type MutationOptions, type MutationOptionsOf, withOptions } from '@/lib/mutation-options'
import { api } from '@/lib/api-client'

export const packageKeys = {
  all: ['packages'] as const,
  list: () => [...packageKeys.all, 'list'] as const,
  candidates: (source: CandidateSource) => [...packageKeys.all, 'candidates', source] as const,
  photos: (profileId: number) => [...packageKeys.all, 'photos', profileId] as const,
  videos: (profileId: number) => [...packageKeys.all, 'videos', profileId] as const,
}

/** GET /packages: the caller's packages with views and picks. */
export const getPackagesQueryOptions = () =>
  queryOptions({
    queryKey: packageKeys.list(),
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.PACKAGES, packageListDataSchema, { signal })).data.packages,
  })
export const usePackages = () => useQuery(getPackagesQueryOptions())

/** Where the builder's models come from: an agency's own, or those a client follows. */
export type CandidateSource = 'own' | 'following'

export interface Candidate {
  id: number
  stageName: string
  cover: ModelImage | null
}

async function getCandidates(source: CandidateSource, signal?: AbortSignal): Promise<Candidate[]> {
  if (source === 'own') {
    const page = (await api.get(API_PATHS.MY_MODELS, myModelListSchema, { signal })).data
    return page.items.filter((model) => model.status === 'published' && !model.hiddenByAdmin)
  }
  const likes = (await api.get(API_PATHS.MY_LIKES, myLikesSchema, { signal })).data
  return likes.view === 'following' ? likes.items : []
}

export const useCandidates = (source: CandidateSource) =>
  useQuery({
    queryKey: packageKeys.candidates(source),
    queryFn: ({ signal }) => getCandidates(source, signal),
  })

/** GET /models/{id}: the photos the builder may choose from. */
export const useModelPhotos = (profileId: number) =>
  useQuery({
    queryKey: packageKeys.photos(profileId),
    queryFn: async ({ signal }) =>
      (
        await api.get(API_PATHS.MODEL(profileId), z.object({ model: modelPublicProfileSchema }), {
          signal,
        })
      ).data.model.photos,
  })

/** GET /models/{id}/videos: the ready intro videos the builder may include (issue #31). */
export const useModelVideos = (profileId: number) =>
  useQuery({
    queryKey: packageKeys.videos(profileId),
    queryFn: async ({ signal }) =>
      (
        await api.get(API_PATHS.MODEL_VIDEOS(profileId), z.array(introVideoSchema), { signal })
      ).data.filter((video) => video.status === 'ready'),
  })

const useRefreshing = <V, R>(
  mutationFn: (variables: V) => Promise<R>,
  options: MutationOptionsOf<R, V> = {},
) => {
  const client = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn,
      onSuccess: () => client.invalidateQueries({ queryKey: packageKeys.list() }),
    }),
  )
}

export const savePackage = async ({ id, input }: { id?: number; input: PackageInput }) => {
  const schema = packageOwnerDataSchema
  const answer = id
    ? await api.put(API_PATHS.PACKAGE(id), schema, { body: input })
    : await api.post(API_PATHS.PACKAGES, schema, { body: input })
  return answer.data.package
}
export const useSavePackage = (options?: MutationOptions<typeof savePackage>) =>
  useRefreshing(savePackage, options)

export const deletePackage = async (id: number) => {
  await api.delete(API_PATHS.PACKAGE(id), z.null())
}
export const useDeletePackage = (options?: MutationOptions<typeof deletePackage>) =>
  useRefreshing(deletePackage, options)

/** POST /packages/{id}/link: answers the token, shown once. */
export const sharePackage = async ({ id, input }: { id: number; input: PackageLinkInput }) =>
  (await api.post(API_PATHS.PACKAGE_LINK(id), packageShareDataSchema, { body: input })).data
export const useSharePackage = (options?: MutationOptions<typeof sharePackage>) =>
  useRefreshing(sharePackage, options)

export const revokeLink = async (id: number) => {
  await api.delete(API_PATHS.PACKAGE_LINK(id), packageOwnerDataSchema)
}
export const useRevokeLink = (options?: MutationOptions<typeof revokeLink>) =>
  useRefreshing(revokeLink, options)
