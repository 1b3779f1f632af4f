import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckboxField } from '@/components/ui/field'
import { config } from '@/config'
import type { SignUpFormApi } from './use-sign-up-form'

/**
 * Spec §5's consents as Korean law asks for them (issue #26, ADR 0037): the Terms of use and
 * the Privacy policy as two separate, required agreements, each beside a link to its page
 * (hosted outside, opened in a new tab like the footer's); notifications required; special
 * offers optional, since PIPA art. 22 forbids refusing the service to someone who declines them.
 */
export function ConsentSection() {
  const form = useFormContext() as SignUpFormApi
  const { t } = useTranslation('auth')
  const { errors } = form.formState
  return (
    <fieldset>
      <CheckboxField
        label={t('consent.terms')}
        error={errors.acceptTerms?.message}
        {...form.register('acceptTerms')}
      />
      <a href={config.links.terms} target="_blank" rel="noreferrer">
        {t('consent.readTerms')}
      </a>
      <CheckboxField
        label={t('consent.privacy')}
        error={errors.acceptPrivacy?.message}
        {...form.register('acceptPrivacy')}
      />
      <a href={config.links.privacy} target="_blank" rel="noreferrer">
        {t('consent.readPrivacy')}
      </a>
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
