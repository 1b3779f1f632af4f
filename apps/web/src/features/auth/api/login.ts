import {
  API_PATHS,
  authSessionSchema,
  type LoginPayload,
  type PasswordChangePayload,
  type TemporaryPasswordPayload,
} from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import type { MutationOptions } from '@/lib/mutation-options'

/** POST /users/login: the session, or 400 INVALID_CREDENTIALS with the message to show. */
export const login = (payload: LoginPayload) =>
  api.post(API_PATHS.LOGIN, authSessionSchema, { body: payload, credentials: 'include' })

/** PATCH /users/temporary-password: the same message whether or not the account exists. */
export const requestTemporaryPassword = (payload: TemporaryPasswordPayload) =>
  api.patch(API_PATHS.TEMPORARY_PASSWORD, z.unknown(), { body: payload })

/**
 * PUT /users/password with the temporary-password session's token, which is never stored:
 * that session exists only to set a new password, after which the user logs in again.
 */
export const replaceTemporaryPassword = (payload: PasswordChangePayload, accessToken: string) =>
  api.put(API_PATHS.PASSWORD, z.unknown(), { body: payload, accessToken })

export const useLogin = (options: MutationOptions<typeof login> = {}) =>
  useMutation({ ...options, mutationFn: login })

export const useRequestTemporaryPassword = (
  options: MutationOptions<typeof requestTemporaryPassword> = {},
) => useMutation({ ...options, mutationFn: requestTemporaryPassword })

/** Sets the new password with the temporary session's `accessToken`. */
export const useReplaceTemporaryPassword = (
  accessToken: string,
  options: MutationOptions<
    (payload: PasswordChangePayload) => ReturnType<typeof replaceTemporaryPassword>
  > = {},
) =>
  useMutation({
    ...options,
    mutationFn: (payload: PasswordChangePayload) => replaceTemporaryPassword(payload, accessToken),
  })
