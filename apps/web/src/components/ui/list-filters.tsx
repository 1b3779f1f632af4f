import { INFO_TYPE, type InfoTypeId } from '@cnm/contracts'
import { useId, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Field, SelectField } from '@/components/ui/field'
import { InfoOptions, useInfoOptions } from '@/components/ui/info-options'
import { useHydrated } from '@/hooks/use-hydrated'
import './list-page.css'

// The filter panel of a list page (/models, /castings): the pieces both lists show alike.
// Each feature keeps its own filters, words and limits and passes them in; the state is
// hooks/use-url-filters.ts (what useUrlFilters returns fits ListFilterState).

/** What the panel needs of a list's URL filters. */
export interface ListFilterState<Key extends string> {
  values: Partial<Record<Key, string>>
  activeCount: number
  setFilters(changes: Partial<Record<Key, string>>): void
  clearFilters(): void
}

/** Words every filter panel has; the feature keeps them in its catalogue under these names. */
export type FilterWord =
  'label' | 'apply' | 'clear' | 'any' | 'qPlaceholder' | 'categoryId' | 'detailedCategoryId'

type CategoryKey = 'categoryId' | 'detailedCategoryId'

/**
 * A list's filter panel: the search field, category and its detailed categories, the
 * single-choice info lists, the feature's own fields (children), then "apply" and, while any
 * filter is set, "clear". Lists apply as soon as they change; the typed fields (search and
 * those named in `typed`) when the form is sent, so each keystroke does not become a history
 * entry. `t` gives the feature's words: a FilterWord or a filter's label.
 */
export function FilterForm<Key extends string>({
  filters,
  search,
  typed,
  selects,
  detailedCategoryHint,
  t,
  children,
}: {
  filters: ListFilterState<Key> & ListFilterState<CategoryKey>
  search: { name: Key; maxLength: number }
  typed: readonly Key[]
  selects: readonly { key: Key; type: InfoTypeId }[]
  /** Under the detailed categories until a category is chosen. */
  detailedCategoryHint?: string
  t: (key: FilterWord | Key) => string
  children: ReactNode
}) {
  const { values, setFilters } = filters
  // "Clear" depends on the query string, which the prerendered HTML lacks (ADR 0041).
  const hydrated = useHydrated()
  const names = [search.name, ...typed]
  // Typed fields are re-created from the URL when it changes (back button, clear filters).
  const typedKey = names.map((name) => values[name]).join('|')

  const applyTyped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setFilters(
      Object.fromEntries(
        names.map((name) => [name, String(data.get(name) ?? '').trim()]),
      ) as Partial<Record<Key, string>>,
    )
  }

  return (
    <form
      className="list-filters"
      role="search"
      aria-label={t('label')}
      onSubmit={applyTyped}
      key={typedKey}
    >
      <Field
        label={t(search.name)}
        name={search.name}
        type="search"
        maxLength={search.maxLength}
        defaultValue={values[search.name] ?? ''}
        placeholder={t('qPlaceholder')}
      />
      <CategoryFilterSelects
        filters={filters}
        words={{
          category: t('categoryId'),
          detailed: t('detailedCategoryId'),
          any: t('any'),
          hint: detailedCategoryHint,
        }}
      />
      {selects.map(({ key, type }) => (
        <InfoFilterSelect
          key={key}
          name={key}
          type={type}
          label={t(key)}
          any={t('any')}
          filters={filters}
        />
      ))}
      {children}
      <div className="list-filters__actions">
        <Button type="submit">{t('apply')}</Button>
        {hydrated && filters.activeCount > 0 && (
          <Button variant="ghost" onClick={filters.clearFilters}>
            {t('clear')}
          </Button>
        )}
      </div>
    </form>
  )
}

/** A single-choice filter on an info list ("any" first); applies as soon as it changes. */
function InfoFilterSelect<Key extends string>({
  name,
  type,
  label,
  any,
  filters,
}: {
  name: Key
  type: InfoTypeId
  label: string
  any: string
  filters: ListFilterState<Key>
}) {
  const { items, loading } = useInfoOptions(type)
  return (
    <SelectField
      label={label}
      value={filters.values[name] ?? ''}
      onChange={(event) =>
        filters.setFilters({ [name]: event.target.value } as Partial<Record<Key, string>>)
      }
      aria-busy={loading || undefined}
    >
      <InfoOptions items={items} empty={any} />
    </SelectField>
  )
}

/** Category, then its detailed categories (the second list follows the first). */
function CategoryFilterSelects({
  filters,
  words,
}: {
  filters: ListFilterState<CategoryKey>
  words: { category: string; detailed: string; any: string; hint: string | undefined }
}) {
  const { items } = useInfoOptions(INFO_TYPE.CATEGORY)
  const chosen = items.find((item) => String(item.id) === filters.values.categoryId)
  return (
    <>
      <SelectField
        label={words.category}
        value={filters.values.categoryId ?? ''}
        onChange={(event) =>
          filters.setFilters({ categoryId: event.target.value, detailedCategoryId: '' })
        }
      >
        <InfoOptions items={items} empty={words.any} />
      </SelectField>
      <SelectField
        label={words.detailed}
        value={filters.values.detailedCategoryId ?? ''}
        disabled={!chosen?.children?.length}
        hint={chosen ? undefined : words.hint}
        onChange={(event) => filters.setFilters({ detailedCategoryId: event.target.value })}
      >
        <InfoOptions items={chosen?.children ?? []} empty={words.any} />
      </SelectField>
    </>
  )
}

/** A pair of typed number fields under one legend (from / to), sent with the form. */
export function RangeFilter<Key extends string>({
  legend,
  fields,
  values,
  min,
  max,
  step,
}: {
  legend: string
  fields: readonly { name: Key; label: string }[]
  values: Partial<Record<Key, string>>
  min: number
  max?: number
  step?: number
}) {
  return (
    <fieldset className="list-filters__range">
      <legend>{legend}</legend>
      {fields.map(({ name, label }) => (
        <Field
          key={name}
          label={label}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          defaultValue={values[name] ?? ''}
        />
      ))}
    </fieldset>
  )
}

/** The sort of a list, beside its count; `onChange` gets the chosen option's value. */
export function SortSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="list-sort">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
