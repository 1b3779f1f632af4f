import { INFO_TYPE } from '@cnm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ComboboxField, type ComboboxOption } from '@/components/ui/combobox'
import { Field } from '@/components/ui/field'
import { getCurrentLocationQueryOptions } from '@/lib/current-location'
import { getInfosQueryOptions } from '@/lib/infos'
import type { SignUpFormApi } from './use-sign-up-form'

/** Names, nationality and the current location, which starts from GET /users/current-location. */
export function ProfileSection({ countries }: { countries: readonly ComboboxOption[] }) {
  const form = useFormContext() as SignUpFormApi
  const { t } = useTranslation('auth')
  const { errors } = form.formState
  const citiesId = useId()
  const location = useQuery(getCurrentLocationQueryOptions())
  const here = location.data
  const cities = useQuery({
    ...getInfosQueryOptions({ type: INFO_TYPE.CITY, parentId: here?.countryId ?? 0 }),
    enabled: Boolean(here?.countryId),
  })
  // Nationality lists countries by name only; the dialling code belongs to the phone field.
  const nations = useMemo(
    () => countries.map(({ detail: _detail, ...country }) => country),
    [countries],
  )
  const guess = [here?.city_name, here?.country_name].filter(Boolean).join(', ')

  // Prefill only an untouched field: the visitor's own entry always wins over the guess.
  useEffect(() => {
    if (guess && !form.getValues('currentLocation')) {
      form.setValue('currentLocation', guess, { shouldValidate: false })
    }
  }, [form, guess])

  return (
    <fieldset>
      <div className="sign-up-grid">
        <Field
          label={t('fields.signUp.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <Field
          label={t('fields.signUp.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <Controller
        control={form.control}
        name="nationality"
        render={({ field, fieldState }) => (
          <ComboboxField
            label={t('fields.signUp.nationality')}
            name={field.name}
            options={nations}
            value={field.value?.id ?? null}
            error={fieldState.error?.message}
            onBlur={field.onBlur}
            onChange={(option) => field.onChange(option && { id: option.id })}
          />
        )}
      />
      <Field
        label={t('fields.signUp.currentLocation')}
        autoComplete="address-level2"
        list={citiesId}
        error={errors.currentLocation?.message}
        {...form.register('currentLocation')}
      />
      <datalist id={citiesId}>
        {(cities.data ?? []).map((city) => (
          <option
            key={city.id}
            value={[city.value, here?.country_name].filter(Boolean).join(', ')}
          />
        ))}
      </datalist>
    </fieldset>
  )
}
