import { API_PATHS, type SignUpServiceType } from '@cnm/contracts'
import { config } from '@/config'
import { browser } from '@/lib/browser'
import { clearCookie, writeCookie } from '@/lib/cookies'

/**
 * Leaves for the API's Google flow (spec §7: the state carries serviceType and the return
 * path). The two cookies keep the same facts on this side, so /register/google can return
 * to the page and pick the service type even if the API's answer leaves them out.
 */
export function startGoogleSignIn({
  serviceType,
  returnTo,
}: {
  serviceType?: SignUpServiceType
  returnTo: string
}) {
  writeCookie('OAUTH_RETURN_PATH', returnTo)
  // A log-in carries no type; a leftover from an earlier sign-up attempt must not count.
  if (serviceType === undefined) clearCookie('SIGNUP_SERVICE_TYPE')
  else writeCookie('SIGNUP_SERVICE_TYPE', String(serviceType))
  const query = new URLSearchParams({ returnTo })
  if (serviceType !== undefined) query.set('serviceType', String(serviceType))
  const base = config.apiBaseUrl.replace(/\/+$/, '')
  browser.assign(`${base}${API_PATHS.GOOGLE_START}?${query.toString()}`)
}
