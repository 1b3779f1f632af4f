import { INFO_TYPE, MODEL_LIMITS, MODEL_SORT_VALUES, type InfoTypeId } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { CheckboxField } from '@/components/ui/field'
import { FilterForm, RangeFilter, SortSelect } from '@/components/ui/list-filters'
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
const TYPED = RANGES.flatMap((range) => [range.min, range.max])

/**
 * The directory's filters. Lists apply as soon as they change; the typed ones (search and
 * the ranges) when the form is sent, so each keystroke does not become a history entry.
 */
export function ModelFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation('models')
  const { values, setFilters } = filters

  return (
    <FilterForm
      filters={filters}
      search={{ name: 'q', maxLength: MODEL_LIMITS.SEARCH_MAX }}
      typed={TYPED}
      selects={SELECTS}
      t={(key) => t(`filters.${key}`)}
    >
      {RANGES.map((range) => (
        <RangeFilter
          key={range.min}
          legend={t(`filters.${range.min}Legend`)}
          fields={[range.min, range.max].map((name) => ({ name, label: t(`filters.${name}`) }))}
          values={values}
          min={range.limits.min}
          max={range.limits.max}
        />
      ))}
      <CheckboxField
        label={t('filters.reviewedOnly')}
        checked={values.reviewedOnly === 'true'}
        onChange={(event) => setFilters({ reviewedOnly: event.target.checked ? 'true' : '' })}
      />
    </FilterForm>
  )
}

/** Newest, most liked, recently updated. */
export function ModelSortSelect({ filters }: { filters: Filters }) {
  const { t } = useTranslation('models')
  return (
    <SortSelect
      label={t('sort.label')}
      value={filters.query.sort}
      options={MODEL_SORT_VALUES.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      onChange={(value) => {
        if (isModelSort(value)) filters.setSort(value)
      }}
    />
  )
}
