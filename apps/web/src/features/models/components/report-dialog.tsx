import {
  INFO_TYPE,
  MODEL_LIMITS,
  modelReportInputSchema,
  type ModelReportInput,
} from '@cnm/contracts'
import { useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { useZodForm } from '@/lib/form'
import { useQuery } from '@tanstack/react-query'
import { getInfosQueryOptions } from '@/lib/infos'
import { useReportModel } from '../api/report-model'
import { useNativeDialog } from '@/hooks/use-native-dialog'
import '@/components/ui/app-dialog.css'

/** "Report" a profile: a reason of info type 13 and optional details, in a native <dialog>. */
export function ReportDialog({
  modelId,
  open,
  onClose,
}: {
  modelId: number
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('models')
  const { ref: dialogRef, returnFocus } = useNativeDialog(open)

  return (
    <dialog
      ref={dialogRef}
      className="app-dialog"
      aria-labelledby="report-title"
      onClose={() => {
        onClose()
        returnFocus()
      }}
    >
      <h2 id="report-title" className="app-dialog__title">
        {t('report.title')}
      </h2>
      {open && <ReportForm modelId={modelId} onCancel={() => dialogRef.current?.close()} />}
    </dialog>
  )
}

function ReportForm({ modelId, onCancel }: { modelId: number; onCancel: () => void }) {
  const { t } = useTranslation('models')
  const reasons = useQuery(getInfosQueryOptions({ type: INFO_TYPE.REPORT_REASON }))
  const report = useReportModel(modelId)
  const form = useZodForm(modelReportInputSchema, {
    defaultValues: { details: '' } as Partial<ModelReportInput>,
  })
  const { errors } = form.formState
  // Radios hand over strings; the contract wants the info id as a number.
  const { field: reasonField } = useController({ control: form.control, name: 'reasonId' })
  const fields = {
    details: form.register('details'),
  }
  if (report.isSuccess) {
    return (
      <>
        <Alert tone="success">{t('report.sent')}</Alert>
        <div className="app-dialog__actions">
          <Button onClick={onCancel}>{t('report.close')}</Button>
        </div>
      </>
    )
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((input) => report.mutate(input))}>
      <fieldset
        className="report-reasons"
        aria-describedby={errors.reasonId ? 'report-reason-error' : undefined}
      >
        <legend>{t('report.reason')}</legend>
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
          <p id="report-reason-error" className="field__error">
            {t('report.reasonRequired')}
          </p>
        )}
      </fieldset>
      <TextareaField
        label={t('report.details')}
        maxLength={MODEL_LIMITS.REPORT_DETAILS_MAX}
        error={errors.details?.message}
        {...fields.details}
      />
      {report.isError && (
        <Alert>{isApiError(report.error) ? report.error.message : t('report.failed')}</Alert>
      )}
      <div className="app-dialog__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" pending={report.isPending}>
          {t('report.send')}
        </Button>
      </div>
    </form>
  )
}
