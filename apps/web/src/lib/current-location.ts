// Shared by the profile page and the sign-up form (prefills the current location).
import { API_PATHS, currentLocationSchema } from '@cnm/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'

export const getCurrentLocation = async (signal?: AbortSignal) =>
  (await api.get(API_PATHS.CURRENT_LOCATION, currentLocationSchema, { signal })).data

export const getCurrentLocationQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'current-location'],
    queryFn: ({ signal }) => getCurrentLocation(signal),
  })

export const useCurrentLocation = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...getCurrentLocationQueryOptions(), enabled })
