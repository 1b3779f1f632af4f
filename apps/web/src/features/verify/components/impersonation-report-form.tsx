import {
  IMPERSONATION_CHANNEL_VALUES,
  impersonationReportSchema,
  type ImpersonationReportInput,
} from '@cnm/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { MessageText } from '@/components/ui/message-text'
import { Field, SelectField, TextareaField } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { useZodForm } from '@/lib/form'
import { useSendImpersonationReport } from '../api/verify'

const EMPTY: ImpersonationReportInput = {
  channel: 'instagram',
  claimedName: '',
  details: '',
  contactEmail: '',
}

/**
 * "Someone claims to be a company or casting of this platform": a guest or a member sends it
 * to the administrators' reports queue (ADR 0042).
 */
export function ImpersonationReportForm() {
  const { t } = useTranslation('verify')
  const titleId = useId()
  const form = useZodForm(impersonationReportSchema, { defaultValues: EMPTY })
  const { errors } = form.formState
  const mutation = useSendImpersonationReport({ onSuccess: () => form.reset(EMPTY) })

  return (
    <section className="page__section verify__report" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('report.title')}</h2>
      <p>{t('report.lead')}</p>
      <form
        className="verify__form"
        noValidate
        onSubmit={form.handleSubmit((report) => mutation.mutate(report))}
      >
        <SelectField
          label={t('report.channel')}
          error={errors.channel?.message}
          {...form.register('channel')}
        >
          {IMPERSONATION_CHANNEL_VALUES.map((channel) => (
            <option key={channel} value={channel}>
              {t(`report.channels.${channel}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('report.claimedName')}
          hint={t('report.claimedNameHint')}
          error={errors.claimedName?.message}
          {...form.register('claimedName')}
        />
        <TextareaField
          label={t('report.details')}
          hint={t('report.detailsHint')}
          error={errors.details?.message}
          {...form.register('details')}
        />
        <Field
          label={t('report.contactEmail')}
          hint={t('report.contactEmailHint')}
          type="email"
          autoComplete="email"
          error={errors.contactEmail?.message}
          {...form.register('contactEmail')}
        />
        {mutation.isSuccess && (
          <Alert tone="success">
            <MessageText text={mutation.data.message} />
          </Alert>
        )}
        {mutation.isError && (
          <Alert>
            {isApiError(mutation.error) && mutation.error.status === 429
              ? t('report.rateLimited')
              : t('report.error')}
          </Alert>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {t('report.submit')}
        </Button>
      </form>
    </section>
  )
}
