import { INFO_TYPE } from '@cnm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useController } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { useZodForm } from '@/lib/form'
import { getInfosQueryOptions } from '@/lib/infos'
import { useMessageText } from '@/lib/messages'
import './app-dialog.css'

/** What every report of a thing (a profile, a casting, a message, a review) sends: a reason and optional details. */
export interface ReportValues {
  reasonId: number
  details?: string | undefined
}

/**
 * The words of a report dialog. Each feature keeps its own under these names in a `report`
 * group of its namespace and passes a function from a name to its words.
 */
export type ReportTextKey =
  'reason' | 'reasonRequired' | 'details' | 'sent' | 'close' | 'cancel' | 'send' | 'failed'

/** The part of a react-query mutation the form uses. */
export interface ReportMutation {
  mutate: (input: ReportValues) => void
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  error: unknown
}

/**
 * The body of a "Report" dialog: a reason of info type 13 (radios) and optional details,
 * sent through the feature's mutation; then a thank-you and Close.
 */
export function ReportReasonForm({
  schema,
  report,
  detailsMax,
  t,
  onClose,
}: {
  schema: z.ZodType<ReportValues, ReportValues>
  report: ReportMutation
  detailsMax: number
  t: (key: ReportTextKey) => string
  onClose: () => void
}) {
  const reasons = useQuery(getInfosQueryOptions({ type: INFO_TYPE.REPORT_REASON }))
  const text = useMessageText()
  const form = useZodForm(schema, { defaultValues: { details: '' } as Partial<ReportValues> })
  const errorId = useId()
  const { errors } = form.formState
  // Radios hand over strings; the contract wants the info id as a number.
  const { field: reasonField } = useController({ control: form.control, name: 'reasonId' })
  const details = form.register('details')
  if (report.isSuccess) {
    return (
      <>
        <Alert tone="success">{t('sent')}</Alert>
        <div className="app-dialog__actions">
          <Button onClick={onClose}>{t('close')}</Button>
        </div>
      </>
    )
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((input) => report.mutate(input))}>
      <fieldset className="report-reasons" aria-describedby={errors.reasonId ? errorId : undefined}>
        <legend>{t('reason')}</legend>
        {(reasons.data ?? []).map((reason) => (
          <label key={reason.id} className="field__check">
            <input
              type="radio"
              name={reasonField.name}
              value={reason.id}
              checked={reasonField.value === reason.id}
              onBlur={reasonField.onBlur}
              onChange={() => reasonField.onChange(reason.id)}
            />
            {reason.value}
          </label>
        ))}
        {errors.reasonId && (
          <p id={errorId} className="field__error">
            {t('reasonRequired')}
          </p>
        )}
      </fieldset>
      <TextareaField
        label={t('details')}
        maxLength={detailsMax}
        error={errors.details?.message}
        {...details}
      />
      {report.isError && (
        <Alert>{isApiError(report.error) ? text(report.error.message) : t('failed')}</Alert>
      )}
      <div className="app-dialog__actions">
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" pending={report.isPending}>
          {t('send')}
        </Button>
      </div>
    </form>
  )
}
