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

const refreshAnswerSchema = authSessionSchema.pick({ token: true, expiresIn: true })

/** The browser sends the HttpOnly refresh cookie itself; the answer sets the next one. */
export const requestTokenRefresh = async () =>
  (await api.post(API_PATHS.REFRESH, refreshAnswerSchema, { credentials: 'include' })).data

// Spec §7: the log-out answer is not shown; nothing of it is used. The API revokes the
// session of the access token and clears the refresh cookie.
export const requestLogout = () =>
  api.post(API_PATHS.LOGOUT, z.unknown(), { credentials: 'include' })
