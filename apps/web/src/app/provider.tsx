import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { NotificationsProvider } from '@/lib/notifications'
import { SessionProvider } from '@/lib/session'

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <SessionProvider>{children}</SessionProvider>
      </NotificationsProvider>
    </QueryClientProvider>
  )
}
