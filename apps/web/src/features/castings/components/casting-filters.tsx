import { CASTING_LIMITS, CASTING_SORT_VALUES, INFO_TYPE, type InfoTypeId } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Field, SelectField } from '@/components/ui/field'
import { FilterForm, RangeFilter, SortSelect } from '@/components/ui/list-filters'
import { isCastingSort, type CastingFilterKey, type useCastingFilters } from './use-casting-filters'

type Filters = ReturnType<typeof useCastingFilters>

const SELECTS: readonly { key: CastingFilterKey; type: InfoTypeId }[] = [
  { key: 'genderId', type: INFO_TYPE.GENDER },
  { key: 'cityId', type: INFO_TYPE.CITY },
  { key: 'shootTypeId', type: INFO_TYPE.SHOOT_TYPE },
]

/** "Closes within" choices, in days. */
export const DEADLINE_CHOICES = [1, 3, 7, 14, 30] as const

const TYPED = ['age', 'budgetMin', 'budgetMax'] as const
const BUDGET_RANGE = ['budgetMin', 'budgetMax'] as const

/**
 * The board's filters. Lists apply as soon as they change; the typed ones (search, age,
 * budget) when the form is sent, so each keystroke does not become a history entry.
 */
export function CastingFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation('castings')
  const { values, setFilters } = filters

  return (
    <FilterForm
      filters={filters}
      search={{ name: 'q', maxLength: CASTING_LIMITS.SEARCH_MAX }}
      typed={TYPED}
      selects={SELECTS}
      detailedCategoryHint={t('filters.detailedCategoryHint')}
      t={(key) => t(`filters.${key}`)}
    >
      <Field
        label={t('filters.age')}
        hint={t('filters.ageHint')}
        name="age"
        type="number"
        inputMode="numeric"
        min={CASTING_LIMITS.AGE.min}
        max={CASTING_LIMITS.AGE.max}
        defaultValue={values.age ?? ''}
      />
      <RangeFilter
        legend={t('filters.budgetLegend')}
        fields={BUDGET_RANGE.map((name) => ({ name, label: t(`filters.${name}`) }))}
        values={values}
        min={0}
        step={10000}
      />
      <SelectField
        label={t('filters.deadlineWithinDays')}
        value={values.deadlineWithinDays ?? ''}
        onChange={(event) => setFilters({ deadlineWithinDays: event.target.value })}
      >
        <option value="">{t('filters.any')}</option>
        {DEADLINE_CHOICES.map((days) => (
          <option key={days} value={days}>
            {t('filters.withinDays', { count: days })}
          </option>
        ))}
      </SelectField>
    </FilterForm>
  )
}

/** Newest, closing soonest, highest pay. */
export function CastingSortSelect({ filters }: { filters: Filters }) {
  const { t } = useTranslation('castings')
  return (
    <SortSelect
      label={t('sort.label')}
      value={filters.query.sort}
      options={CASTING_SORT_VALUES.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      onChange={(value) => {
        if (isCastingSort(value)) filters.setSort(value)
      }}
    />
  )
}
