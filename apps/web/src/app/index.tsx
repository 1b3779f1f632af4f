import { useEffect } from 'react'
import { RouterProvider } from 'react-router-dom'
import { AppProvider } from './provider'
import { createAppQueryClient, createAppRouter } from './router'

const router = createAppRouter()
const queryClient = createAppQueryClient(router)

export function App() {
  // Marks the moment the page answers input: a prerendered page is visible earlier (ADR 0012),
  // so the browser tests wait for this before they click.
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), [])
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}

/**
 * Resolves once the first page's code and catalogues are in (the router has loaded the lazy
 * routes of the URL), so a first render shows the page itself rather than its fallback.
 */
export function firstPageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}
