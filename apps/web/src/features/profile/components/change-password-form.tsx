import {
  passwordChangeFormSchema,
  toPasswordChangePayload,
  type PasswordChangeForm,
  WEB_ROUTES,
} from '@cnm/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { useMessageText } from '@/lib/messages'
import { useNotify } from '@/lib/notifications'
import { useSessionActions } from '@/lib/session'
import { useChangePassword } from '../api/change-password'

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' }

/**
 * Spec §7: a password change forces a new log-in. On success the session is cleared,
 * the server's message is shown and the log-in dialog opens.
 */
export function ChangePasswordForm() {
  const changePassword = useChangePassword()
  const { signOut, openAuthModal } = useSessionActions()
  const notify = useNotify()
  const navigate = useNavigate()
  const { t } = useTranslation(['profile', 'messages'])
  const message = useMessageText()
  const form = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    // Spec §5: validation runs on every change and shows the first error.
    mode: 'onChange',
    criteriaMode: 'firstError',
    defaultValues: EMPTY,
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) =>
    changePassword.mutateAsync(toPasswordChangePayload(values)).then(
      ({ message }) => {
        signOut()
        notify(message, 'success')
        void navigate(WEB_ROUTES.HOME)
        openAuthModal('signIn')
      },
      (error: unknown) => {
        const fields = (error as { fields?: Record<string, string> }).fields ?? {}
        for (const name of ['currentPassword', 'newPassword'] as const) {
          const message = fields[name]
          if (message) form.setError(name, { message })
        }
      },
    ),
  )

  return (
    <section className="profile__card" aria-labelledby="profile-password">
      <h2 id="profile-password">{t('changePassword.title')}</h2>
      <form className="profile__form" onSubmit={onSubmit} noValidate>
        <Field
          label={t('changePassword.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Field
          label={t('changePassword.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('messages:PASSWORD_HINT')}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <Field
          label={t('changePassword.fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmNewPassword?.message}
          {...form.register('confirmNewPassword')}
        />
        {changePassword.isError && (
          <p role="alert" className="profile__error">
            {message(changePassword.error.message)}
          </p>
        )}
        <div>
          <Button type="submit" pending={changePassword.isPending}>
            {t('changePassword.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
