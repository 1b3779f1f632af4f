import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckboxField } from '@/components/ui/field'
import type { SignUpFormApi } from './use-sign-up-form'

/** The two consents of spec §5; both are required. */
export function ConsentSection() {
  const form = useFormContext() as SignUpFormApi
  const { t } = useTranslation('auth')
  const { errors } = form.formState
  return (
    <fieldset>
      <CheckboxField
        label={t('consent.notification')}
        error={errors.allowNotification?.message}
        {...form.register('allowNotification')}
      />
      <CheckboxField
        label={t('consent.receive')}
        error={errors.allowReceive?.message}
        {...form.register('allowReceive')}
      />
    </fieldset>
  )
}
