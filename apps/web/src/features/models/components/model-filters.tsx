import { INFO_TYPE, MODEL_LIMITS, MODEL_SORT_VALUES, type InfoTypeId } from '@cnm/contracts'
import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { CheckboxField, Field, SelectField } from '@/components/ui/field'
import { InfoOptions, useInfoOptions } from '@/components/ui/info-options'
import { isModelSort, type ModelFilterKey, type useModelFilters } from './use-model-filters'

type Filters = ReturnType<typeof useModelFilters>

// Single-choice filters on an info list, in the order of the contracts' filter keys.
const SELECTS: readonly { key: ModelFilterKey; type: InfoTypeId }[] = [
  { key: 'genderId', type: INFO_TYPE.GENDER },
  { key: 'cityId', type: INFO_TYPE.CITY },
  { key: 'hairColorId', type: INFO_TYPE.HAIR_COLOUR },
  { key: 'eyeColorId', type: INFO_TYPE.EYE_COLOUR },
  { key: 'raceId', type: INFO_TYPE.RACE },
  { key: 'shootTypeId', type: INFO_TYPE.SHOOT_TYPE },
  { key: 'careerId', type: INFO_TYPE.CAREER },
  { key: 'feeId', type: INFO_TYPE.MODEL_FEE },
  { key: 'keywordId', type: INFO_TYPE.KEYWORD },
]

const RANGES = [
  { min: 'ageMin', max: 'ageMax', limits: MODEL_LIMITS.AGE },
  { min: 'heightMin', max: 'heightMax', limits: MODEL_LIMITS.HEIGHT_CM },
] as const

/**
 * The directory's filters. Lists apply as soon as they change; the typed ones (search and
 * the ranges) when the form is sent, so each keystroke does not become a history entry.
 */
export function ModelFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation('models')
  const { values, setFilters } = filters
  // Typed fields are re-created from the URL when it changes (back button, clear filters).
  const typedKey = [
    values.q,
    values.ageMin,
    values.ageMax,
    values.heightMin,
    values.heightMax,
  ].join('|')

  const applyTyped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const read = (name: string) => String(data.get(name) ?? '').trim()
    setFilters({
      q: read('q'),
      ...Object.fromEntries(
        RANGES.flatMap((range) => [range.min, range.max]).map((n) => [n, read(n)]),
      ),
    })
  }

  return (
    <form
      className="model-filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={applyTyped}
      key={typedKey}
    >
      <Field
        label={t('filters.q')}
        name="q"
        type="search"
        maxLength={MODEL_LIMITS.SEARCH_MAX}
        defaultValue={values.q ?? ''}
        placeholder={t('filters.qPlaceholder')}
      />
      <CategoryFilters filters={filters} />
      {SELECTS.map(({ key, type }) => (
        <InfoSelect key={key} name={key} type={type} filters={filters} />
      ))}
      {RANGES.map((range) => (
        <fieldset key={range.min} className="model-filters__range">
          <legend>{t(`filters.${range.min}Legend`)}</legend>
          {([range.min, range.max] as const).map((name) => (
            <Field
              key={name}
              label={t(`filters.${name}`)}
              name={name}
              type="number"
              inputMode="numeric"
              min={range.limits.min}
              max={range.limits.max}
              defaultValue={values[name] ?? ''}
            />
          ))}
        </fieldset>
      ))}
      <CheckboxField
        label={t('filters.reviewedOnly')}
        checked={values.reviewedOnly === 'true'}
        onChange={(event) => setFilters({ reviewedOnly: event.target.checked ? 'true' : '' })}
      />
      <div className="model-filters__actions">
        <Button type="submit">{t('filters.apply')}</Button>
        {filters.activeCount > 0 && (
          <Button variant="ghost" onClick={filters.clearFilters}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </form>
  )
}

function InfoSelect({
  name,
  type,
  filters,
}: {
  name: ModelFilterKey
  type: InfoTypeId
  filters: Filters
}) {
  const { t } = useTranslation('models')
  const { items, loading } = useInfoOptions(type)
  return (
    <SelectField
      label={t(`filters.${name}` as 'filters.genderId')}
      value={filters.values[name] ?? ''}
      onChange={(event) => filters.setFilters({ [name]: event.target.value })}
      aria-busy={loading || undefined}
    >
      <InfoOptions items={items} empty={t('filters.any')} />
    </SelectField>
  )
}

/** Category, then its detailed categories (the second list follows the first). */
function CategoryFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation('models')
  const { items } = useInfoOptions(INFO_TYPE.CATEGORY)
  const chosen = items.find((item) => String(item.id) === filters.values.categoryId)
  return (
    <>
      <SelectField
        label={t('filters.categoryId')}
        value={filters.values.categoryId ?? ''}
        onChange={(event) =>
          filters.setFilters({ categoryId: event.target.value, detailedCategoryId: '' })
        }
      >
        <InfoOptions items={items} empty={t('filters.any')} />
      </SelectField>
      <SelectField
        label={t('filters.detailedCategoryId')}
        value={filters.values.detailedCategoryId ?? ''}
        disabled={!chosen?.children?.length}
        onChange={(event) => filters.setFilters({ detailedCategoryId: event.target.value })}
      >
        <InfoOptions items={chosen?.children ?? []} empty={t('filters.any')} />
      </SelectField>
    </>
  )
}

/** Newest, most liked, recently updated. */
export function ModelSortSelect({ filters }: { filters: Filters }) {
  const { t } = useTranslation('models')
  const id = useId()
  return (
    <div className="model-sort">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        className="field__input"
        value={filters.query.sort}
        onChange={(event) => {
          if (isModelSort(event.target.value)) filters.setSort(event.target.value)
        }}
      >
        {MODEL_SORT_VALUES.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
