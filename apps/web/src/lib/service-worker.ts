// The service worker (public/sw.js, ADR 0055) for phone alerts: registered once a visitor is
// signed in, from a dynamic import, so the home route's first JS does not carry it. It caches
// nothing; it only shows pushes and opens their page.

export const SERVICE_WORKER_URL = '/sw.js'

/** Whether this browser can take Web Push at all (iOS: only once installed to the home screen). */
export function pushIsSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** The worker's registration, registering it first when needed; null where unsupported. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushIsSupported()) return null
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL)
  return existing ?? navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
}

/** Called by the layout after sign-in; never in tests, where a stub would hide real behaviour. */
export function registerServiceWorker(): void {
  if (import.meta.env.MODE === 'test' || !pushIsSupported()) return
  serviceWorkerRegistration().catch(() => {
    // Without it the site works as before; the My Page section says alerts are unavailable.
  })
}

/**
 * On sign-out this browser stops taking the account's alerts: its subscription is dropped
 * here, and the push service answers the server's next push 410, which deletes the row.
 */
export async function dropPushSubscription(): Promise<void> {
  if (!pushIsSupported()) return
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL)
  const subscription = await registration?.pushManager.getSubscription()
  await subscription?.unsubscribe()
}
