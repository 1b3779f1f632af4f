import { FIELD_LABELS } from '@cnm/contracts'
import { useFormContext } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import type { SignUpFormApi } from './use-sign-up-form'

const labels = FIELD_LABELS.signUp

/** Company details only clients give (spec §5: required for them). */
export function ClientSection() {
  const form = useFormContext() as SignUpFormApi
  const { errors } = form.formState
  return (
    <fieldset>
      <Field
        label={labels.agency}
        autoComplete="organization"
        error={errors.agency?.message}
        {...form.register('agency')}
      />
      <Field
        label={labels.companyLocation}
        error={errors.companyLocation?.message}
        {...form.register('companyLocation')}
      />
      <Field
        label={labels.homePage}
        type="url"
        inputMode="url"
        autoComplete="url"
        error={errors.homePage?.message}
        {...form.register('homePage')}
      />
    </fieldset>
  )
}
