import {
  SERVICE_TYPE,
  toSignUpPayload,
  type CurrentUser,
  type SignUpServiceType,
} from '@cnm/contracts'
import { FormProvider, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { showServerFieldErrors } from '@/lib/form'
import { useMessageText } from '@/lib/messages'
import { useSessionActions, type GoogleSignUpPrefill } from '@/lib/session'
import { useSignUp } from '../../api/sign-up'
import { AccountSection } from './account-section'
import { CategorySection } from './category-section'
import { ClientSection } from './client-section'
import { ConsentSection } from './consent-section'
import { PhoneSection } from './phone-section'
import { ProfileSection } from './profile-section'
import { ServiceTypeChoice } from './service-type-choice'
import { useCountryOptions } from './use-country-options'
import { useSignUpForm } from './use-sign-up-form'

interface SignUpFormProps {
  serviceType: SignUpServiceType
  /** Set when continuing a Google sign-up: loginType 2, e-mail certified, no password. */
  google: GoogleSignUpPrefill | null
  onSignedUp: (user: CurrentUser) => void
}

/** Step 1 of the sign-up modal: every field of spec §3, validated on every change (§5). */
export function SignUpForm({ serviceType, google, onSignedUp }: SignUpFormProps) {
  const { signIn } = useSessionActions()
  const { t } = useTranslation('auth')
  const message = useMessageText()
  const { form, choices, switchServiceType } = useSignUpForm(serviceType, google)
  const chosenType = useWatch({ control: form.control, name: 'serviceType' })
  const countries = useCountryOptions(form)

  const mutation = useSignUp({
    onSuccess: ({ data }) => {
      // Spec §4: on success the token is stored; the modal stays for the outcome dialog.
      signIn(data, { keepAuthModal: true })
      onSignedUp(data.user)
    },
    onError: (error) => showServerFieldErrors(form, error),
  })

  return (
    <FormProvider {...form}>
      <form
        className="auth-form"
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(toSignUpPayload(values)))}
      >
        <ServiceTypeChoice
          legend={t('fields.signUp.serviceType')}
          value={chosenType}
          onChange={switchServiceType}
        />
        <AccountSection />
        <PhoneSection countries={countries} />
        <ProfileSection countries={countries} />
        <CategorySection choices={choices} />
        {chosenType === SERVICE_TYPE.CLIENT_NORMAL && <ClientSection />}
        <ConsentSection />
        {mutation.isError && <Alert>{message(mutation.error.message)}</Alert>}
        <Button type="submit" pending={mutation.isPending} busyLabel={t('signingUp')}>
          {t('signUp')}
        </Button>
      </form>
    </FormProvider>
  )
}
