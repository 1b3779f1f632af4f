import {
  ACTION_LABELS,
  FIELD_LABELS,
  MESSAGES,
  passwordChangeFormSchema,
  toPasswordChangePayload,
} from '@cnm/contracts'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { showServerFieldErrors, useZodForm } from '@/lib/form'
import { useReplaceTemporaryPassword } from '../../api/login'
import type { TemporarySession } from './login-form'

const labels = FIELD_LABELS.passwordChange

/** After a log-in with a temporary password: PUT /users/password with it as the current one. */
export function SetNewPasswordForm({
  session,
  onDone,
}: {
  session: TemporarySession
  onDone: (message: string) => void
}) {
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
        {ACTION_LABELS.SET_NEW_PASSWORD_TITLE}
      </h3>
      <Alert tone="info">{session.message}</Alert>
      <Field
        label={labels.newPassword}
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={MESSAGES.PASSWORD_HINT}
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
        label={labels.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        {...form.register('confirmNewPassword')}
      />
      {mutation.isError && <Alert>{mutation.error.message}</Alert>}
      <Button type="submit" pending={mutation.isPending} busyLabel={ACTION_LABELS.SAVING}>
        {ACTION_LABELS.CHANGE_PASSWORD}
      </Button>
    </form>
  )
}
