import {
  businessNumberInputSchema,
  formatBusinessNumber,
  type BusinessNumberInput,
  type CurrentUser,
} from '@cnm/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useNotify } from '@/lib/notifications'
import { useSaveBusinessNumber } from '../api/business-number'

/**
 * A client's business registration number (issue #25, ADR 0043): the check digit is checked
 * as it is typed, the National Tax Service's answer is shown once saved, and administrators
 * read both before they approve the account.
 */
export function BusinessNumberCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile')
  const format = useFormat()
  const message = useMessageText()
  const notify = useNotify()
  const save = useSaveBusinessNumber()
  const business = user.business
  const form = useForm<BusinessNumberInput>({
    resolver: zodResolver(businessNumberInputSchema),
    mode: 'onChange',
    defaultValues: { businessNumber: business ? formatBusinessNumber(business.number) : '' },
  })
  const { errors } = form.formState
  // A field's error is shown on the field; anything else (limits, network) above the button.
  const fieldError = (save.error as { fields?: Record<string, string> } | null)?.fields
    ?.businessNumber

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      ({ message: saved, data }) => {
        notify(saved, 'success')
        form.reset({ businessNumber: formatBusinessNumber(data.business.number) })
      },
      (error: unknown) => {
        const field = (error as { fields?: Record<string, string> }).fields?.businessNumber
        if (field) form.setError('businessNumber', { message: field })
      },
    ),
  )

  return (
    <section className="profile__card" aria-labelledby="profile-business">
      <h2 id="profile-business">{t('business.title')}</h2>
      <p>{t('business.lead')}</p>
      {business ? (
        <p className="profile__status" data-status={business.status}>
          {t(`business.status.${business.status}`, {
            number: formatBusinessNumber(business.number),
            date: business.checkedAt ? format.date(business.checkedAt) : '',
          })}
        </p>
      ) : (
        <p className="profile__status">{t('business.none')}</p>
      )}
      <form className="profile__form" onSubmit={onSubmit} noValidate>
        <Field
          label={t('business.field')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="123-45-67890"
          hint={t('business.hint')}
          error={errors.businessNumber?.message}
          {...form.register('businessNumber')}
        />
        {save.isError && !fieldError && (
          <p role="alert" className="profile__error">
            {message(save.error?.message)}
          </p>
        )}
        <div>
          <Button type="submit" pending={save.isPending}>
            {business ? t('business.change') : t('business.save')}
          </Button>
        </div>
      </form>
    </section>
  )
}
