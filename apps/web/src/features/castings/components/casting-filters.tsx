import { CASTING_LIMITS, CASTING_SORT_VALUES, INFO_TYPE, type InfoTypeId } from '@cnm/contracts'
import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field, SelectField } from '@/components/ui/field'
import { InfoOptions, useInfoOptions } from '@/components/ui/info-options'
import { isCastingSort, type CastingFilterKey, type useCastingFilters } from './use-casting-filters'

type Filters = ReturnType<typeof useCastingFilters>

const SELECTS: readonly { key: CastingFilterKey; type: InfoTypeId }[] = [
  { key: 'genderId', type: INFO_TYPE.GENDER },
  { key: 'cityId', type: INFO_TYPE.CITY },
  { key: 'shootTypeId', type: INFO_TYPE.SHOOT_TYPE },
]

/** "Closes within" choices, in days. */
export const DEADLINE_CHOICES = [1, 3, 7, 14, 30] as const

const TYPED = ['q', 'age', 'budgetMin', 'budgetMax'] as const
const BUDGET_RANGE = ['budgetMin', 'budgetMax'] as const

/**
 * The board's filters. Lists apply as soon as they change; the typed ones (search, age,
 * budget) when the form is sent, so each keystroke does not become a history entry.
 */
export function CastingFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation('castings')
  const { values, setFilters } = filters
  // Typed fields are re-created from the URL when it changes (back button, clear filters).
  const typedKey = TYPED.map((name) => values[name]).join('|')

  const applyTyped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setFilters(Object.fromEntries(TYPED.map((name) => [name, String(data.get(name) ?? '').trim()])))
  }

  return (
    <form
      className="casting-filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={applyTyped}
      key={typedKey}
    >
      <Field
        label={t('filters.q')}
        name="q"
        type="search"
        maxLength={CASTING_LIMITS.SEARCH_MAX}
        defaultValue={values.q ?? ''}
        placeholder={t('filters.qPlaceholder')}
      />
      <CategoryFilters filters={filters} />
      {SELECTS.map(({ key, type }) => (
        <InfoSelect key={key} name={key} type={type} filters={filters} />
      ))}
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
      <fieldset className="casting-filters__range">
        <legend>{t('filters.budgetLegend')}</legend>
        {BUDGET_RANGE.map((name) => (
          <Field
            key={name}
            label={t(`filters.${name}`)}
            name={name}
            type="number"
            inputMode="numeric"
            min={0}
            step={10000}
            defaultValue={values[name] ?? ''}
          />
        ))}
      </fieldset>
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
      <div className="casting-filters__actions">
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
  name: CastingFilterKey
  type: InfoTypeId
  filters: Filters
}) {
  const { t } = useTranslation('castings')
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
  const { t } = useTranslation('castings')
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
        hint={chosen ? undefined : t('filters.detailedCategoryHint')}
        onChange={(event) => filters.setFilters({ detailedCategoryId: event.target.value })}
      >
        <InfoOptions items={chosen?.children ?? []} empty={t('filters.any')} />
      </SelectField>
    </>
  )
}

/** Newest, closing soonest, highest pay. */
export function CastingSortSelect({ filters }: { filters: Filters }) {
  const { t } = useTranslation('castings')
  const id = useId()
  return (
    <div className="casting-sort">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        className="field__input"
        value={filters.query.sort}
        onChange={(event) => {
          if (isCastingSort(event.target.value)) filters.setSort(event.target.value)
        }}
      >
        {CASTING_SORT_VALUES.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
