import { LABELS } from '@cnm/contracts'
import { useFormContext } from 'react-hook-form'
import { CheckboxField } from '@/components/ui/field'
import type { SignUpFormApi } from './use-sign-up-form'

/** The two consents of spec §5; both are required. */
export function ConsentSection() {
  const form = useFormContext() as SignUpFormApi
  const { errors } = form.formState
  return (
    <fieldset>
      <CheckboxField
        label={LABELS.CONSENT_NOTIFICATION}
        error={errors.allowNotification?.message}
        {...form.register('allowNotification')}
      />
      <CheckboxField
        label={LABELS.CONSENT_RECEIVE}
        error={errors.allowReceive?.message}
        {...form.register('allowReceive')}
      />
    </fieldset>
  )
}
