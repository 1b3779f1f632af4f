import { CERTIFICATION_TYPE, MESSAGES } from '@cnm/contracts'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ComboboxField, type ComboboxOption } from '@/components/ui/combobox'
import { Field } from '@/components/ui/field'
import type { SignUpFormApi } from './use-sign-up-form'
import { useCodeVerification } from './use-code-verification'
import { SendCodeButton, VerificationNotice, VerifyCodeButton } from './verification-buttons'

/** Dialling code (flag, name, +number), phone number and its SMS code. */
export function PhoneSection({ countries }: { countries: readonly ComboboxOption[] }) {
  const form = useFormContext() as SignUpFormApi
  const { t } = useTranslation('auth')
  const { errors } = form.formState
  const [phoneNumber, country] = useWatch({
    control: form.control,
    name: ['phoneNumber', 'countryNumber'],
  })
  const dialling = countries.find((option) => option.id === country?.id)?.detail?.replace('+', '')
  const verification = useCodeVerification(
    CERTIFICATION_TYPE.PHONE,
    { destination: phoneNumber, countryCode: dialling },
    () => {
      form.setValue('smsCertified', true)
      void form.trigger('smsAuthCode')
    },
  )
  const certified = verification.status === 'certified'

  const sendCode = async () => {
    if (await form.trigger(['countryNumber', 'phoneNumber'])) verification.send()
  }

  return (
    <fieldset>
      <Controller
        control={form.control}
        name="countryNumber"
        render={({ field, fieldState }) => (
          <ComboboxField
            label={t('fields.signUp.countryNumber')}
            name={field.name}
            options={countries}
            value={field.value?.id ?? null}
            disabled={certified}
            error={fieldState.error?.message}
            onBlur={field.onBlur}
            onChange={(option) => field.onChange(option && { id: option.id, value: option.label })}
          />
        )}
      />
      <Field
        label={t('fields.signUp.phoneNumber')}
        type="tel"
        autoComplete="tel-national"
        readOnly={certified}
        hint={certified ? t('code.verified') : undefined}
        error={
          errors.phoneNumber?.message ??
          (verification.status === 'changed' ? MESSAGES.CHANGED_CONFIRM_AGAIN : undefined)
        }
        addon={
          certified ? undefined : (
            <SendCodeButton verification={verification} onSend={() => void sendCode()} />
          )
        }
        {...form.register('phoneNumber')}
      />
      <Field
        label={t('fields.signUp.smsAuthCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        readOnly={certified}
        error={errors.smsAuthCode?.message}
        addon={
          certified ? undefined : (
            <VerifyCodeButton
              verification={verification}
              onVerify={() => verification.check(form.getValues('smsAuthCode'))}
            />
          )
        }
        {...form.register('smsAuthCode')}
      />
      <VerificationNotice verification={verification} />
    </fieldset>
  )
}
