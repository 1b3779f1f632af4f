import type { z } from 'zod'
import {
  API_PATHS,
  PACKAGE_PASSWORD_HEADER,
  packagePickDataSchema,
  sharedPackageDataSchema,
  type PackagePickInput,
} from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, apiDownload } from '@/lib/api-client'
import { browser } from '@/lib/browser'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

const sharedKey = (token: string, password: string) => ['shared-package', token, password] as const

const passwordHeader = (password: string) =>
  password ? { headers: { [PACKAGE_PASSWORD_HEADER]: password } } : {}

/** GET /shared-packages/{token}: what the link shows; 403 asks for the password. */
export const useSharedPackage = (token: string, password: string) =>
  useQuery({
    queryKey: sharedKey(token, password),
    queryFn: async ({ signal }) =>
      (
        await api.get(API_PATHS.SHARED_PACKAGE(token), sharedPackageDataSchema, {
          signal,
          ...passwordHeader(password),
        })
      ).data.package,
    retry: false,
  })

/** PUT .../pick: the viewer's favourite and comment on one model. */
export const usePick = (
  token: string,
  password: string,
  options: MutationOptions<
    (vars: {
      profileId: number
      pick: PackagePickInput
    }) => Promise<z.infer<typeof packagePickDataSchema>['pick']>
  > = {},
) => {
  const client = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: async ({ profileId, pick }: { profileId: number; pick: PackagePickInput }) =>
        (
          await api.put(API_PATHS.SHARED_PACKAGE_PICK(token, profileId), packagePickDataSchema, {
            body: pick,
            ...passwordHeader(password),
          })
        ).data.pick,
      onSuccess: () => client.invalidateQueries({ queryKey: sharedKey(token, password) }),
    }),
  )
}

/** The comp card of one model of the package, saved as a download. */
export const useDownloadSharedCompCard = (
  token: string,
  password: string,
  options: MutationOptions<(vars: { profileId: number; fileName: string }) => Promise<void>> = {},
) =>
  useMutation(
    withOptions(options, {
      mutationFn: async ({ profileId, fileName }: { profileId: number; fileName: string }) =>
        browser.save(
          await apiDownload(API_PATHS.SHARED_PACKAGE_COMP_CARD(token, profileId), {
            headers: password ? { [PACKAGE_PASSWORD_HEADER]: password } : {},
          }),
          fileName,
        ),
    }),
  )
