import {
  API_PATHS,
  savedSearchListSchema,
  savedSearchSchema,
  type SavedSearchInput,
  type SavedSearchPatch,
} from '@cnm/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import type { MutationOptions } from '@/lib/mutation-options'
import { useSession } from '@/lib/session'

// Saved searches and their alerts (issue #29, ADR 0051): the owner's list, saving from the
// castings board, renaming, pausing, deleting, and the alert e-mails' switch.

export const savedSearchKeys = { all: ['saved-searches'] as const }

export const getSavedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.MY_SAVED_SEARCHES, savedSearchListSchema, { signal })).data,
  })

export function useSavedSearches() {
  const { signedIn } = useSession()
  return useQuery({ ...getSavedSearchesQueryOptions(), enabled: signedIn })
}

/** The list is the only place that shows saved searches: every change refetches it. */
function useRefreshList() {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all })
}

export const saveSearch = (input: SavedSearchInput) =>
  api.post(API_PATHS.MY_SAVED_SEARCHES, savedSearchSchema, { body: input })

export function useSaveSearch(options: MutationOptions<typeof saveSearch> = {}) {
  const refresh = useRefreshList()
  return useMutation({
    ...options,
    mutationFn: saveSearch,
    onSuccess: (...args) => {
      refresh()
      return options.onSuccess?.(...args)
    },
  })
}

export const updateSavedSearch = ({ id, ...patch }: SavedSearchPatch & { id: number }) =>
  api.patch(API_PATHS.MY_SAVED_SEARCH(id), savedSearchSchema, { body: patch })

export function useUpdateSavedSearch(options: MutationOptions<typeof updateSavedSearch> = {}) {
  const refresh = useRefreshList()
  return useMutation({ ...options, mutationFn: updateSavedSearch, onSettled: refresh })
}

export const deleteSavedSearch = (id: number) =>
  api.delete(API_PATHS.MY_SAVED_SEARCH(id), z.unknown())

export function useDeleteSavedSearch(options: MutationOptions<typeof deleteSavedSearch> = {}) {
  const refresh = useRefreshList()
  return useMutation({ ...options, mutationFn: deleteSavedSearch, onSettled: refresh })
}

export const setAlertEmails = (on: boolean) =>
  api.put(API_PATHS.MY_ALERT_EMAILS, z.unknown(), { body: { on } })

export function useSetAlertEmails(options: MutationOptions<typeof setAlertEmails> = {}) {
  const refresh = useRefreshList()
  return useMutation({ ...options, mutationFn: setAlertEmails, onSettled: refresh })
}
