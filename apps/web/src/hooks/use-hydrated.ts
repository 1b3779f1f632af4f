import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false

/**
 * False while rendering on the server (the prerender, ADR 0012) and during hydration, true on
 * every render after it. A public page is prerendered with no query string: what the URL's
 * query decides (how many filters are set) may only show once this is true, else the first
 * client render differs from the HTML and hydration fails (issue #26, ADR 0041).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer)
}
