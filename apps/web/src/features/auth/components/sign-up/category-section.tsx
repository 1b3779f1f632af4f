import type { InfoItem } from '@cnm/contracts'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/ui/field'
import type { SignUpFormApi, useCategoryChoices } from './use-sign-up-form'

type Choices = ReturnType<typeof useCategoryChoices>

const pick = (items: readonly InfoItem[], id: string) => {
  const item = items.find((option) => String(option.id) === id)
  return item ? { id: item.id, value: item.value } : null
}

/** Job category and, when the chosen one has any, its second level (spec §5). */
export function CategorySection({ choices }: { choices: Choices }) {
  const form = useFormContext() as SignUpFormApi
  const { t } = useTranslation(['auth', 'common'])
  return (
    <fieldset>
      <Controller
        control={form.control}
        name="categoryOneDepth"
        render={({ field, fieldState }) => (
          <SelectField
            label={t('fields.signUp.categoryOneDepth')}
            name={field.name}
            ref={field.ref}
            value={field.value ? String(field.value.id) : ''}
            // A client's category is fixed to professional (spec §4).
            disabled={choices.client || choices.loading}
            error={fieldState.error?.message}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(pick(choices.firstLevel, event.target.value))
              form.setValue('categoryTwoDepth', [], { shouldDirty: true })
            }}
          >
            <option value="">{choices.loading ? t('common:loading') : t('common:select')}</option>
            {choices.firstLevel.map((item) => (
              <option key={item.id} value={item.id}>
                {item.value}
              </option>
            ))}
          </SelectField>
        )}
      />
      {choices.secondLevel.length > 0 && (
        <Controller
          control={form.control}
          name="categoryTwoDepth"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('fields.signUp.categoryTwoDepth')}
              name={field.name}
              ref={field.ref}
              value={field.value?.[0] ? String(field.value[0].id) : ''}
              error={fieldState.error?.message}
              onBlur={field.onBlur}
              onChange={(event) => {
                const item = pick(choices.secondLevel, event.target.value)
                field.onChange(item ? [item] : [])
              }}
            >
              <option value="">{t('common:select')}</option>
              {choices.secondLevel.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.value}
                </option>
              ))}
            </SelectField>
          )}
        />
      )}
    </fieldset>
  )
}
