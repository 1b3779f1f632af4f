import { CATEGORY_ID, INFO_TYPE, type InfoItem, type InfoTypeId } from '@cnm/contracts'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { START_FROM_HTML } from '@/lib/early-requests'
import { getInfosQueryOptions } from '@/lib/infos'

/**
 * Cities (of models and castings) come from Korea's list (ADR 0009 numbers South Korea 1410);
 * the platform works in Korea, and a city elsewhere is still shown on profiles by name.
 */
export const HOME_COUNTRY_ID = 1410

/** Set once the first page list of this visit has answered; from then on nothing waits. */
let firstListAnswered = false

function waitingForFirstList(client: QueryClient): boolean {
  if (firstListAnswered) return false
  const lists = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.meta?.startFromHtml === START_FROM_HTML.startFromHtml)
  if (lists.some((query) => query.state.status !== 'pending')) firstListAnswered = true
  return !firstListAnswered && lists.length > 0
}

/**
 * False while the first page list of the visit (a query marked START_FROM_HTML) has no
 * answer yet. Filter options wait for it, so on a cold load their ten small requests do not
 * share the first connections with the list and its photos (ADR 0014).
 */
function useFirstListAnswered(): boolean {
  const client = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  )
  const answered = () => !waitingForFirstList(client)
  return useSyncExternalStore(subscribe, answered, answered)
}

/** The info list behind a coded field; categories leave out the clients' own (ADR 0009). */
export function useInfoOptions(type: InfoTypeId) {
  const isCategory = type === INFO_TYPE.CATEGORY
  const enabled = useFirstListAnswered()
  const { data, isPending } = useQuery({
    ...getInfosQueryOptions(
      type === INFO_TYPE.CITY
        ? { type, parentId: HOME_COUNTRY_ID }
        : isCategory
          ? { type, withChildren: true }
          : { type },
    ),
    enabled,
  })
  const items = (data ?? []).filter((item) => !isCategory || item.id !== CATEGORY_ID.PROFESSIONAL)
  return { items, loading: isPending }
}

/** <option>s of an info list, after an "any"/"choose" first option. */
export function InfoOptions({ items, empty }: { items: readonly InfoItem[]; empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.value}
        </option>
      ))}
    </>
  )
}
