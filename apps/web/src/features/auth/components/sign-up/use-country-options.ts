import type { CountryItem } from '@cnm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { ComboboxOption } from '@/components/ui/combobox'
import { getCountryListQueryOptions } from '@/lib/infos'
import type { SignUpFormApi } from './use-sign-up-form'

/**
 * The platform's home market is Seoul: South Korea, found by its dialling code (no other
 * country uses +82), since the list's ids are the API's to choose.
 */
export const HOME_DIALLING_CODE = '82'

const isHome = (country: CountryItem) => country.number === HOME_DIALLING_CODE

/** The API's list (by name) as picker options, with the home country moved to the top. */
export function toCountryOptions(countries: readonly CountryItem[]): ComboboxOption[] {
  return [...countries.filter(isHome), ...countries.filter((country) => !isHome(country))].map(
    (country) => ({
      id: country.id,
      label: country.value,
      detail: `+${country.number}`,
      imageUrl: country.url,
    }),
  )
}

/**
 * The country options of the sign-up form. Once they load, an empty dialling code and
 * nationality start on the home country, as their defaults (so not counted as an edit).
 */
export function useCountryOptions(form: SignUpFormApi): ComboboxOption[] {
  const countryList = useQuery(getCountryListQueryOptions())
  const countries = useMemo(() => toCountryOptions(countryList.data ?? []), [countryList.data])
  const home = countryList.data?.find(isHome)

  useEffect(() => {
    if (!home) return
    if (!form.getValues('countryNumber')) {
      form.resetField('countryNumber', { defaultValue: { id: home.id, value: home.value } })
    }
    if (!form.getValues('nationality')) {
      form.resetField('nationality', { defaultValue: { id: home.id } })
    }
  }, [form, home])

  return countries
}
