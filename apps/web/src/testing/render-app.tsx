import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProvider } from '@/app/provider'
import { createAppQueryClient, routes } from '@/app/router'

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
