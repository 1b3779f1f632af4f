import { passwordChangeFormSchema, toPasswordChangePayload } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { showServerFieldErrors, useZodForm } from '@/lib/form'
import { useMessageText } from '@/lib/messages'
import { useReplaceTemporaryPassword } from '../../api/login'
import type { TemporarySession } from './login-form'

/** After a log-in with a temporary password: PUT /users/password with it as the current one. */
export function SetNewPasswordForm({
  session,
  onDone,
}: {
  session: TemporarySession
  onDone: (message: string) => void
}) {
  const { t } = useTranslation(['auth', 'common', 'messages'])
  const message = useMessageText()
  const form = useZodForm(passwordChangeFormSchema, {
    defaultValues: {
      currentPassword: session.temporaryPassword,
      newPassword: '',
      confirmNewPassword: '',
    },
  })
  const { errors } = form.formState
  const mutation = useReplaceTemporaryPassword(session.token, {
    onSuccess: ({ message }) => onDone(message),
    onError: (error) => showServerFieldErrors(form, error),
  })

  return (
    <form
      className="auth-form auth-form__fields"
      noValidate
      aria-labelledby="set-new-password-title"
      onSubmit={form.handleSubmit((values) => mutation.mutate(toPasswordChangePayload(values)))}
    >
      <h3 id="set-new-password-title" className="auth-form__heading">
        {t('setNewPassword.title')}
      </h3>
      <Alert tone="info">{message(session.message)}</Alert>
      <Field
        label={t('fields.passwordChange.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={t('messages:PASSWORD_HINT')}
        error={errors.newPassword?.message}
        {...form.register('newPassword', {
          onChange: () => {
            // Re-check a confirmation already typed, so a mismatch shows either way round.
            if (form.getValues('confirmNewPassword')) {
              void form.trigger('confirmNewPassword')
            }
          },
        })}
      />
      <Field
        label={t('fields.passwordChange.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        {...form.register('confirmNewPassword')}
      />
      {mutation.isError && <Alert>{message(mutation.error.message)}</Alert>}
      <Button type="submit" pending={mutation.isPending} busyLabel={t('common:saving')}>
        {t('setNewPassword.submit')}
      </Button>
    </form>
  )
}
