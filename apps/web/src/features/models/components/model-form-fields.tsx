import {
  INFO_TYPE,
  internationalSizeOf,
  KOREAN_CLOTHING_SIZES,
  KOREAN_CLOTHING_SIZE_VALUES,
  SIZE_FITS,
  type InfoItem,
  type InfoTypeId,
} from '@cnm/contracts'
import type { ReactNode } from 'react'
import { Controller, useFormContext, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/ui/field'
import { InfoOptions, useInfoOptions } from '@/components/ui/info-options'
import type { ModelFormValues } from './model-form-values'
import { toNumberOrNull } from './model-form-values'

type IdField = Extract<
  FieldPath<ModelFormValues>,
  'genderId' | 'hairColorId' | 'eyeColorId' | 'raceId' | 'careerId' | 'feeId' | 'cityId'
>
type IdsField = Extract<
  FieldPath<ModelFormValues>,
  'categoryIds' | 'detailedCategoryIds' | 'shootTypeIds' | 'keywordIds'
>

/**
 * A select of one number or none, controlled (issue #26): options that arrive after the form
 * is filled would leave an uncontrolled select on "Choose" although the value is kept.
 */
function NumberSelectField({
  name,
  label,
  children,
}: {
  name: IdField | 'clothingSizeKr'
  label: string
  children: ReactNode
}) {
  const form = useFormContext<ModelFormValues>()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(event) => field.onChange(toNumberOrNull(event.target.value))}
        >
          {children}
        </SelectField>
      )}
    />
  )
}

/**
 * The Korean clothing size (issue #29): women's 44-88 and men's 90-105 in two groups, each
 * shown with its international size.
 */
export function ClothingSizeField() {
  const { t } = useTranslation(['models', 'common'])
  return (
    <NumberSelectField name="clothingSizeKr" label={t('form.clothingSizeKr')}>
      <option value="">{t('form.choose')}</option>
      {SIZE_FITS.map((fit) => (
        <optgroup key={fit} label={t(`common:measure.fit.${fit}`)}>
          {KOREAN_CLOTHING_SIZE_VALUES.filter((size) => size in KOREAN_CLOTHING_SIZES[fit]).map(
            (size) => (
              <option key={size} value={size}>
                {t('common:measure.clothing', {
                  kr: size,
                  international: internationalSizeOf(size),
                })}
              </option>
            ),
          )}
        </optgroup>
      ))}
    </NumberSelectField>
  )
}

/** One info id from a list, or none. */
export function InfoSelectField({
  name,
  type,
  label,
}: {
  name: IdField
  type: InfoTypeId
  label: string
}) {
  const { t } = useTranslation('models')
  const { items } = useInfoOptions(type)
  return (
    <NumberSelectField name={name} label={label}>
      <InfoOptions items={items} empty={t('form.choose')} />
    </NumberSelectField>
  )
}

/** Several info ids as a group of checkboxes, optionally limited (keywords: up to 10). */
export function InfoChecklist({
  name,
  label,
  items,
  max,
}: {
  name: IdsField
  label: string
  items: readonly InfoItem[]
  max?: number
}) {
  const { t } = useTranslation('models')
  const form = useFormContext<ModelFormValues>()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as number[]
        const errorId = `${name}-error`
        return (
          <fieldset
            className="checklist"
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? errorId : undefined}
          >
            <legend>
              {label}
              {max !== undefined && (
                <span className="checklist__count">
                  {' '}
                  {t('form.chosenOf', { count: chosen.length, max })}
                </span>
              )}
            </legend>
            {items.length === 0 && <p className="field__hint">{t('form.nothingToChoose')}</p>}
            <div className="checklist__items">
              {items.map((item) => {
                const checked = chosen.includes(item.id)
                return (
                  <label key={item.id} className="field__check">
                    <input
                      type="checkbox"
                      checked={checked}
                      onBlur={field.onBlur}
                      onChange={() =>
                        field.onChange(
                          checked ? chosen.filter((id) => id !== item.id) : [...chosen, item.id],
                        )
                      }
                    />
                    {item.value}
                  </label>
                )
              })}
            </div>
            {fieldState.error && (
              <p id={errorId} className="field__error">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )
      }}
    />
  )
}

/** Categories, and the detailed categories of the ones chosen. */
export function CategoryChecklists() {
  const { t } = useTranslation('models')
  const form = useFormContext<ModelFormValues>()
  const { items } = useInfoOptions(INFO_TYPE.CATEGORY)
  const chosen = (form.watch('categoryIds') ?? []) as number[]
  const detailed = items
    .filter((item) => chosen.includes(item.id))
    .flatMap((item) => item.children ?? [])
  return (
    <>
      <InfoChecklist name="categoryIds" label={t('form.categories')} items={items} />
      <InfoChecklist
        name="detailedCategoryIds"
        label={t('form.detailedCategories')}
        items={detailed}
      />
    </>
  )
}

export function InfoListChecklist({
  name,
  type,
  label,
  max,
}: {
  name: IdsField
  type: InfoTypeId
  label: string
  max?: number
}) {
  const { items } = useInfoOptions(type)
  return <InfoChecklist name={name} label={label} items={items} max={max} />
}
