import { lazy, Suspense } from 'react'
import { useSession } from '@/lib/session'

const LiveStream = lazy(() =>
  import('@/lib/live-stream').then(({ useLiveStream }) => ({
    default: function LiveStream() {
      useLiveStream()
      return null
    },
  })),
)

/**
 * The signed-in visitor's live-updates stream (lib/live-stream.ts), held for the whole visit;
 * its code loads only once someone signs in.
 */
export function LiveUpdates() {
  const { signedIn } = useSession()
  if (!signedIn) return null
  return (
    <Suspense fallback={null}>
      <LiveStream />
    </Suspense>
  )
}
