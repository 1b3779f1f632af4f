import { ACTION_LABELS, CERTIFICATION_TYPE, FIELD_LABELS, MESSAGES } from '@cnm/contracts'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { ComboboxField, type ComboboxOption } from '@/components/ui/combobox'
import { Field } from '@/components/ui/field'
import type { SignUpFormApi } from './use-sign-up-form'
import { useCodeVerification } from './use-code-verification'
import { SendCodeButton, VerificationNotice, VerifyCodeButton } from './verification-buttons'

const labels = FIELD_LABELS.signUp

/** Dialling code (flag, name, +number), phone number and its SMS code. */
export function PhoneSection({ countries }: { countries: readonly ComboboxOption[] }) {
  const form = useFormContext() as SignUpFormApi
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
            label={labels.countryNumber}
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
        label={labels.phoneNumber}
        type="tel"
        autoComplete="tel-national"
        readOnly={certified}
        hint={certified ? ACTION_LABELS.VERIFIED : undefined}
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
        label={labels.smsAuthCode}
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
