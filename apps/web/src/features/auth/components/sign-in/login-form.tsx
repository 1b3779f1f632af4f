import { loginPayloadSchema, WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { useZodForm } from '@/lib/form'
import { adoptSavedLanguage } from '@/lib/i18n'
import { useMessageText } from '@/lib/messages'
import { useSessionActions } from '@/lib/session'
import { useLogin } from '../../api/login'
import { GoogleButton } from '../google-button'
import '../auth-forms.css'

/** A log-in with a temporary password: its token may only be used to set a new password. */
export interface TemporarySession {
  email: string
  token: string
  temporaryPassword: string
  message: string
}

interface LoginFormProps {
  defaultEmail: string
  /** Shown above the form, e.g. "log in again" after the password was changed. */
  notice: string | null
  onPasswordChangeRequired: (session: TemporarySession) => void
}

export function LoginForm({ defaultEmail, notice, onPasswordChangeRequired }: LoginFormProps) {
  const { signIn, openAuthModal } = useSessionActions()
  const navigate = useNavigate()
  const location = useLocation()
  const { t } = useTranslation(['auth', 'common', 'messages'])
  const message = useMessageText()
  const form = useZodForm(loginPayloadSchema, {
    defaultValues: { email: defaultEmail, password: '' },
  })
  const { errors } = form.formState
  const mutation = useLogin({
    onSuccess: ({ data, message }, values) => {
      if (data.passwordChangeRequired) {
        onPasswordChangeRequired({
          email: values.email,
          token: data.token,
          temporaryPassword: values.password,
          message,
        })
        return
      }
      signIn(data)
      adoptSavedLanguage(data.user.language)
      void navigate(WEB_ROUTES.HOME)
    },
  })

  return (
    <div className="auth-form">
      {notice && <Alert tone="success">{message(notice)}</Alert>}
      <form
        className="auth-form__fields"
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <Field
          label={t('fields.login.email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Field
          label={t('fields.login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {mutation.isError && <Alert>{message(mutation.error.message)}</Alert>}
        <Button type="submit" pending={mutation.isPending} busyLabel={t('loggingIn')}>
          {t('logIn')}
        </Button>
      </form>
      <Button variant="text" size="sm" onClick={() => openAuthModal('findPassword')}>
        {t('forgotPassword')}
      </Button>
      <GoogleButton returnTo={`${location.pathname}${location.search}`} />
      <p className="auth-form__switch">
        {t('notAMemberYet')}{' '}
        <Button variant="text" size="sm" onClick={() => openAuthModal('signUp')}>
          {t('signUp')}
        </Button>
      </p>
    </div>
  )
}
