import { lazy, Suspense } from 'react'
import { useSession } from '@/lib/session'

// The inbox reads the API (api-client, zod, the contracts' schemas), which the first paint of
// a guest's home page must not download (ADR 0012 budget): it is its own chunk, loaded only
// for signed-in visitors, and nothing shows until it is there.
const Inbox = lazy(() => import('./inbox').then((module) => ({ default: module.Inbox })))

/** The header's bell and messages count, for signed-in visitors only. */
export function HeaderInbox() {
  const { signedIn } = useSession()
  if (!signedIn) return null
  return (
    <Suspense fallback={null}>
      <Inbox />
    </Suspense>
  )
}
