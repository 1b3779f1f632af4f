import { temporaryPasswordPayloadSchema } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { useZodForm } from '@/lib/form'
import { useMessageText } from '@/lib/messages'
import { useSessionActions } from '@/lib/session'
import { useRequestTemporaryPassword } from '../api/login'
import './auth-forms.css'

/**
 * "Reset your password" (spec §2). Spec §8: a failure is only logged, never shown, so the
 * form cannot be used to probe which e-mail addresses have accounts.
 */
export function ResetPasswordForm() {
  const { closeAuthModal, openAuthModal } = useSessionActions()
  const { t } = useTranslation(['auth', 'common', 'messages'])
  const message = useMessageText()
  const form = useZodForm(temporaryPasswordPayloadSchema, { defaultValues: { email: '' } })
  const mutation = useRequestTemporaryPassword({
    onError: (error) => console.warn('Temporary password request failed:', error),
  })

  if (mutation.isSuccess) {
    return (
      <div className="auth-form">
        <Alert tone="success">{message(mutation.data.message)}</Alert>
        <Button onClick={() => openAuthModal('signIn')}>{t('logIn')}</Button>
      </div>
    )
  }

  return (
    <form
      className="auth-form auth-form__fields"
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <p className="auth-form__lead">{t('messages:RESET_PASSWORD_PROMPT')}</p>
      <Field
        label={t('fields.temporaryPassword.email')}
        type="email"
        autoComplete="email"
        autoFocus
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <div className="auth-form__actions">
        <Button variant="ghost" onClick={closeAuthModal}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" pending={mutation.isPending} busyLabel={t('common:sending')}>
          {t('common:send')}
        </Button>
      </div>
    </form>
  )
}
