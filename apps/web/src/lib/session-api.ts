import {
  API_PATHS,
  authSessionSchema,
  currentUserDataSchema,
  type CurrentUser,
} from '@cnm/contracts'
import { z } from 'zod'
import { api } from './api-client'

// The calls the app shell makes on its own (current user, token refresh, log-out). The
// shell reaches them through loadSessionApi(), so zod and the schemas stay out of the
// first bundle and load only once someone is signed in.

export const getCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser> =>
  (await api.get(API_PATHS.CURRENT_USER, currentUserDataSchema, { signal })).data.user

const refreshAnswerSchema = authSessionSchema.pick({
  token: true,
  refreshToken: true,
  expiresIn: true,
})

export const requestTokenRefresh = async (refreshToken: string) =>
  (await api.post(API_PATHS.REFRESH, refreshAnswerSchema, { body: { refreshToken } })).data

// Spec §7: the log-out answer is not shown; nothing of it is used.
export const requestLogout = (refreshToken: string | null) =>
  api.post(API_PATHS.LOGOUT, z.unknown(), { body: refreshToken ? { refreshToken } : {} })
