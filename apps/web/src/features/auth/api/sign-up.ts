import {
  API_PATHS,
  authSessionSchema,
  certificationCheckResultSchema,
  certificationSendResultSchema,
  INFO_TYPE,
  type CertificationCheckQuery,
  type CertificationSend,
  type SignUpPayload,
} from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { getInfosQueryOptions } from '@/lib/infos'
import type { MutationOptions } from '@/lib/mutation-options'

/** POST /users: the new session; data.user.serviceType picks the success dialog. */
export const signUp = (payload: SignUpPayload) =>
  api.post(API_PATHS.SIGN_UP, authSessionSchema, { body: payload, credentials: 'include' })

/** POST /certifications: expiresIn and resendAfter (seconds), or 429 when asked too soon. */
export const sendVerificationCode = (payload: CertificationSend) =>
  api.post(API_PATHS.CERTIFICATIONS, certificationSendResultSchema, { body: payload })

/** GET /certifications: data.certification tells whether the code was right. */
export const checkVerificationCode = (query: CertificationCheckQuery) =>
  api.get(API_PATHS.CERTIFICATIONS, certificationCheckResultSchema, { query: { ...query } })

export const useSignUp = (options: MutationOptions<typeof signUp> = {}) =>
  useMutation({ ...options, mutationFn: signUp })

export const useSendVerificationCode = (
  options: MutationOptions<typeof sendVerificationCode> = {},
) => useMutation({ ...options, mutationFn: sendVerificationCode })

export const useCheckVerificationCode = (
  options: MutationOptions<typeof checkVerificationCode> = {},
) => useMutation({ ...options, mutationFn: checkVerificationCode })

/** Job categories with their second level as children (spec §3 categoryOneDepth/TwoDepth). */
export const getCategoriesQueryOptions = () =>
  getInfosQueryOptions({ type: INFO_TYPE.CATEGORY, withChildren: true })
