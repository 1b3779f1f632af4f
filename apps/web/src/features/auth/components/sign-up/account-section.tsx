import { CERTIFICATION_TYPE, LOGIN_TYPE, MESSAGES } from '@cnm/contracts'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import type { SignUpFormApi } from './use-sign-up-form'
import { useCodeVerification } from './use-code-verification'
import { SendCodeButton, VerificationNotice, VerifyCodeButton } from './verification-buttons'

/** E-mail with its code, then password and confirmation (e-mail sign-up only). */
export function AccountSection() {
  const form = useFormContext() as SignUpFormApi
  const { t } = useTranslation(['auth', 'messages'])
  const { errors } = form.formState
  const [email, loginType, preCertified] = useWatch({
    control: form.control,
    name: ['email', 'loginType', 'emailCertified'],
  })
  const byEmail = loginType === LOGIN_TYPE.EMAIL
  const verification = useCodeVerification(CERTIFICATION_TYPE.EMAIL, { destination: email }, () => {
    form.setValue('emailCertified', true)
    void form.trigger('emailAuthCode')
  })
  const certified = preCertified === true || verification.status === 'certified'
  const emailError =
    errors.email?.message ??
    (verification.status === 'changed' ? MESSAGES.CHANGED_CONFIRM_AGAIN : undefined)

  const sendCode = async () => {
    if (await form.trigger('email')) verification.send()
  }

  return (
    <fieldset>
      <Field
        label={t('fields.signUp.email')}
        type="email"
        autoComplete="email"
        readOnly={certified}
        hint={certified ? t('code.verified') : undefined}
        error={emailError}
        addon={
          byEmail && !certified ? (
            <SendCodeButton verification={verification} onSend={() => void sendCode()} />
          ) : undefined
        }
        {...form.register('email')}
      />
      {byEmail && (
        <>
          <Field
            label={t('fields.signUp.emailAuthCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            readOnly={certified}
            error={errors.emailAuthCode?.message}
            addon={
              certified ? undefined : (
                <VerifyCodeButton
                  verification={verification}
                  onVerify={() => verification.check(form.getValues('emailAuthCode') ?? '')}
                />
              )
            }
            {...form.register('emailAuthCode')}
          />
          <VerificationNotice verification={verification} />
          <Field
            label={t('fields.signUp.password')}
            type="password"
            autoComplete="new-password"
            hint={t('messages:PASSWORD_HINT')}
            error={errors.password?.message}
            {...form.register('password', {
              onChange: () => {
                // Re-check a confirmation already typed, so a mismatch shows either way round.
                if (form.getValues('confirmPassword')) {
                  void form.trigger('confirmPassword')
                }
              },
            })}
          />
          <Field
            label={t('fields.signUp.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </>
      )}
    </fieldset>
  )
}
