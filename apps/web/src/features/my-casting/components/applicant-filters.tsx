import { INFO_TYPE } from '@cnm/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useInfoOptions } from '@/components/ui/info-options'
import type { ApplicantFilters as Filters } from '../api/applicants'

type Update = (changes: Record<string, string | number | boolean | undefined>) => void

/**
 * Reviewed only and the city apply as soon as they change; the typed ranges (age, height)
 * apply when the form is sent (Enter or "Apply"), so typing "2" on the way to "25" does not
 * search (ADR 0018's habit).
 */
export function ApplicantFiltersForm({ filters, update }: { filters: Filters; update: Update }) {
  const { t } = useTranslation('myCasting')
  // Korea's cities, as every other city filter lists them: the API serves cities per country
  // and answered this request without one with a 400 (issue #26).
  const cities = useInfoOptions(INFO_TYPE.CITY)
  const [ranges, setRanges] = useState(() => ({
    ageMin: filters.ageMin?.toString() ?? '',
    ageMax: filters.ageMax?.toString() ?? '',
    heightMin: filters.heightMin?.toString() ?? '',
    heightMax: filters.heightMax?.toString() ?? '',
  }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update(ranges)
  }
  const range = (key: RangeKey, label: string, min: number, max: number) => (
    <RangeInput
      label={label}
      min={min}
      max={max}
      value={ranges[key]}
      onChange={(value) => setRanges((current) => ({ ...current, [key]: value }))}
    />
  )
  const AGE = { min: 0, max: 120 }
  const HEIGHT = { min: 40, max: 250 }
  return (
    <form className="mc-filters" aria-label={t('applicants.filters')} onSubmit={submit}>
      <label className="mc-filter mc-filter--check">
        <input
          type="checkbox"
          checked={filters.reviewedOnly === true}
          onChange={(event) => update({ reviewedOnly: event.target.checked })}
        />
        <span>{t('applicants.reviewedOnly')}</span>
      </label>
      <label className="mc-filter">
        <span>{t('applicants.city')}</span>
        <select
          className="field__input"
          value={filters.cityId?.toString() ?? ''}
          onChange={(event) => update({ cityId: event.target.value })}
        >
          <option value="">{t('applicants.anyCity')}</option>
          {cities.items.map((city) => (
            <option key={city.id} value={city.id}>
              {city.value}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="mc-range">
        <legend>{t('applicants.age')}</legend>
        {range(RANGE_KEYS.ageMin, t('applicants.ageFrom'), AGE.min, AGE.max)}
        {range(RANGE_KEYS.ageMax, t('applicants.ageTo'), AGE.min, AGE.max)}
      </fieldset>
      <fieldset className="mc-range">
        <legend>{t('applicants.height')}</legend>
        {range(RANGE_KEYS.heightMin, t('applicants.heightFrom'), HEIGHT.min, HEIGHT.max)}
        {range(RANGE_KEYS.heightMax, t('applicants.heightTo'), HEIGHT.min, HEIGHT.max)}
      </fieldset>
      <div className="mc-filters__actions">
        <Button type="submit" size="sm" variant="outline">
          {t('applicants.apply')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setRanges({ ageMin: '', ageMax: '', heightMin: '', heightMax: '' })
            update({
              reviewedOnly: undefined,
              cityId: undefined,
              ageMin: undefined,
              ageMax: undefined,
              heightMin: undefined,
              heightMax: undefined,
            })
          }}
        >
          {t('applicants.clear')}
        </Button>
      </div>
    </form>
  )
}

const RANGE_KEYS = {
  ageMin: 'ageMin',
  ageMax: 'ageMax',
  heightMin: 'heightMin',
  heightMax: 'heightMax',
} as const
type RangeKey = keyof typeof RANGE_KEYS

function RangeInput({
  label,
  min,
  max,
  value,
  onChange,
}: {
  label: string
  min: number
  max: number
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label className="mc-filter">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        className="field__input"
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  )
}
