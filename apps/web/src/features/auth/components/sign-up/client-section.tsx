import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import type { SignUpFormApi } from './use-sign-up-form'

/** Company details only clients give (spec §5: required for them). */
export function ClientSection() {
  const form = useFormContext() as SignUpFormApi
  const { t } = useTranslation('auth')
  const { errors } = form.formState
  return (
    <fieldset>
      <Field
        label={t('fields.signUp.agency')}
        autoComplete="organization"
        error={errors.agency?.message}
        {...form.register('agency')}
      />
      <Field
        label={t('fields.signUp.companyLocation')}
        error={errors.companyLocation?.message}
        {...form.register('companyLocation')}
      />
      <Field
        label={t('fields.signUp.homePage')}
        type="url"
        inputMode="url"
        autoComplete="url"
        error={errors.homePage?.message}
        {...form.register('homePage')}
      />
    </fieldset>
  )
}
