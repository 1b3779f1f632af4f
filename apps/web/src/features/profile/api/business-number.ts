import { API_PATHS, businessRegistrationDataSchema, type BusinessNumberInput } from '@cnm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { currentUserQueryKey } from '@/lib/current-user'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/** PUT /users/0/business-number (ADR 0043): the saved number and what the tax service said. */
export const saveBusinessNumber = (input: BusinessNumberInput) =>
  api.put(API_PATHS.USER_BUSINESS_NUMBER, businessRegistrationDataSchema, {
    body: input,
  })

export function useSaveBusinessNumber(options: MutationOptions<typeof saveBusinessNumber> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: saveBusinessNumber,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    }),
  )
}
