import { useEffect } from 'react'
import { isUnauthorized } from '@/lib/api-error'
import { useCurrentUser } from '@/lib/current-user'
import { useNotify } from '@/lib/notifications'
import { useSessionActions } from '@/lib/session'

/**
 * Loads the current user for a signed-in visitor. Spec §4/§8: a failed load shows the
 * server's message and signs out. A 401 is already being routed to /register/signOut by
 * the query client, which signs out there, so it is only announced here.
 */
export function CurrentUserWatcher() {
  const { error } = useCurrentUser()
  const { signOut } = useSessionActions()
  const notify = useNotify()

  useEffect(() => {
    if (!error) return
    notify(error.message, 'error')
    if (!isUnauthorized(error)) signOut()
  }, [error, notify, signOut])

  return null
}
