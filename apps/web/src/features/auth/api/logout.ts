import { WEB_ROUTES } from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { loadSessionApi } from '@/lib/load-session-api'
import { useSessionActions } from '@/lib/session'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

export const logout = async () => (await loadSessionApi()).requestLogout()

/**
 * Tells the API to end the session and clear its refresh cookie, then signs out locally whatever the answer:
 * a visitor who pressed "Log out" must end up logged out even if the call fails.
 */
export function useLogout(options: MutationOptions<() => ReturnType<typeof logout>> = {}) {
  const { signOut } = useSessionActions()
  const navigate = useNavigate()
  return useMutation(
    withOptions(options, {
      mutationFn: () => logout(),
      onSettled: () => {
        signOut()
        void navigate(WEB_ROUTES.HOME)
      },
    }),
  )
}
