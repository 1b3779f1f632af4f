import { CATEGORY_ID, INFO_TYPE, type InfoItem, type InfoTypeId } from '@cnm/contracts'
import { useQuery } from '@tanstack/react-query'
import { getInfosQueryOptions } from '@/lib/infos'

/**
 * Cities (of models and castings) come from Korea's list (ADR 0009 numbers South Korea 1410);
 * the platform works in Korea, and a city elsewhere is still shown on profiles by name.
 */
export const HOME_COUNTRY_ID = 1410

/** The info list behind a coded field; categories leave out the clients' own (ADR 0009). */
export function useInfoOptions(type: InfoTypeId) {
  const isCategory = type === INFO_TYPE.CATEGORY
  const { data, isPending } = useQuery(
    getInfosQueryOptions(
      type === INFO_TYPE.CITY
        ? { type, parentId: HOME_COUNTRY_ID }
        : isCategory
          ? { type, withChildren: true }
          : { type },
    ),
  )
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
