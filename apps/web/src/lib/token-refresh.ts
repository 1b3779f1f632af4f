import { isUnauthorized } from './api-error'
import { getAccessToken, saveTokens } from './cookies'
import { readJwtExpiry } from './jwt'
import { loadSessionApi } from './load-session-api'
import { MINUTE_MS } from '@cnm/contracts'

/** Refresh this long before the access token expires, so a slow call still lands in time. */
export const REFRESH_LEAD_MS = 5 * MINUTE_MS
/** After a failed refresh that was not a 401 (network, 5xx), try again after this pause. */
export const REFRESH_RETRY_MS = 30 * 1000
/** Floor between two successful refreshes, so a server handing out short-lived tokens is not hammered. */
export const MIN_REFRESH_INTERVAL_MS = 10 * 1000
// setTimeout overflows above 2^31-1 ms and would fire at once.
const MAX_TIMER_MS = 2_147_483_647

const REFRESH_LOCK = 'cnm-token-refresh'
let localQueue: Promise<unknown> = Promise.resolve()

/**
 * One refresh at a time across every tab of the site (Web Locks), or within this page where
 * the browser has no Web Locks: the API treats a refresh token presented twice as stolen.
 */
async function withRefreshLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks) {
    await locks.request(REFRESH_LOCK, work)
    return
  }
  const next = localQueue.then(work, work)
  localQueue = next.catch(() => {})
  await next
}

/** The browser sends the HttpOnly refresh cookie; only the new access token is stored here. */
export async function refreshTokens() {
  const tokens = await (await loadSessionApi()).requestTokenRefresh()
  saveTokens(tokens)
  return tokens
}

export interface TokenRefreshCallbacks {
  /** The refresh token was rejected: the session is over. */
  onSessionLost: () => void
}

/**
 * Keeps the access token fresh while signed in: one timer, set from the JWT `exp` claim,
 * re-armed after each refresh. Returns a function that stops it.
 */
export function startTokenRefresh({ onSessionLost }: TokenRefreshCallbacks): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  /** The access token when the timer was set; a different one means another tab refreshed. */
  let armedWith: string | null = null

  const arm = (delay: number) => {
    if (stopped) return
    armedWith = getAccessToken()
    timer = setTimeout(run, Math.min(Math.max(delay, 0), MAX_TIMER_MS))
  }

  const schedule = (justRefreshed: boolean) => {
    const access = getAccessToken()
    if (!access) return
    const expiresAt = readJwtExpiry(access)
    if (expiresAt === null) return
    const remaining = expiresAt - Date.now()
    // A token that lives less than twice the lead time is refreshed halfway through instead.
    const delay = remaining - Math.min(REFRESH_LEAD_MS, remaining / 2)
    arm(justRefreshed ? Math.max(delay, MIN_REFRESH_INTERVAL_MS) : delay)
  }

  async function run() {
    await withRefreshLock(async () => {
      const access = getAccessToken()
      if (!access || stopped) return
      // Tabs share the cookies: if another tab refreshed while this one waited for the lock,
      // the new pair is already stored, and refreshing again would only waste a rotation.
      if (armedWith !== null && access !== armedWith) {
        schedule(false)
        return
      }
      try {
        await refreshTokens()
        schedule(true)
      } catch (error) {
        if (stopped) return
        if (isUnauthorized(error)) onSessionLost()
        else arm(REFRESH_RETRY_MS)
      }
    })
  }

  schedule(false)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
