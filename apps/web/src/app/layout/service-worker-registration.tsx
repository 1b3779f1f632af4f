import { useEffect } from 'react'
import { useSession } from '@/lib/session'

/**
 * Registers the service worker for phone alerts (ADR 0055) once someone is signed in; its code
 * arrives by a dynamic import, so a guest's first page does not load it.
 */
export function ServiceWorkerRegistration() {
  const { signedIn } = useSession()
  useEffect(() => {
    if (!signedIn || import.meta.env.MODE === 'test') return
    void import('@/lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker())
  }, [signedIn])
  return null
}
