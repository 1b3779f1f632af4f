import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProvider } from '@/app/provider'
import { createAppQueryClient, routes } from '@/app/router'
import { NotificationsProvider } from '@/lib/notifications'
import { createQueryClient } from '@/lib/query-client'
import { SessionProvider } from '@/lib/session'

/**
 * Renders the whole app (providers, layout, lazy routes) at `path`, the way a visitor
 * would see it. `visited` records every pathname the router went through.
 */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = createAppQueryClient(router)
  const visited = [path]
  router.subscribe((state) => {
    if (visited.at(-1) !== state.location.pathname) visited.push(state.location.pathname)
  })
  const user = userEvent.setup()
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...view, router, queryClient, user, visited }
}

/** Renders one component with the app's providers but no router, for parts used outside a page. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient({ onUnauthorized: () => {} })
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <SessionProvider>{ui}</SessionProvider>
      </NotificationsProvider>
    </QueryClientProvider>,
  )
  return { ...view, user, queryClient }
}
