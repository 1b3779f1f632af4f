import { WEB_ROUTES } from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { getRefreshToken } from '@/lib/cookies'
import { loadSessionApi } from '@/lib/load-session-api'
import { useSessionActions } from '@/lib/session'

export const logout = async (refreshToken: string | null) =>
  (await loadSessionApi()).requestLogout(refreshToken)

/**
 * Tells the API to revoke the refresh token, then signs out locally whatever the answer:
 * a visitor who pressed "Log out" must end up logged out even if the call fails.
 */
export function useLogout() {
  const { signOut } = useSessionActions()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => logout(getRefreshToken()),
    onSettled: () => {
      signOut()
      void navigate(WEB_ROUTES.HOME)
    },
  })
}
