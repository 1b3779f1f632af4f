import { API_PATHS, updateLanguageSchema, type Language } from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/** ADR 0022: a signed-in user's choice is saved, so the API answers and mails them in it. */
export const saveLanguage = (language: Language) =>
  api.patch(API_PATHS.USER_LANGUAGE, updateLanguageSchema, { body: { language } })

export function useSaveLanguage(options: MutationOptions<typeof saveLanguage> = {}) {
  return useMutation(withOptions(options, { mutationFn: saveLanguage }))
}
