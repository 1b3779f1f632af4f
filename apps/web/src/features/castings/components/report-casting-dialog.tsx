import {
  CASTING_LIMITS,
  castingReportSchema,
  INFO_TYPE,
  type CastingReportInput,
} from '@cnm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { isApiError } from '@/lib/api-client'
import { useZodForm } from '@/lib/form'
import { getInfosQueryOptions } from '@/lib/infos'
import { useReportCasting } from '../api/apply'

/** "Report this casting": a reason of info type 13 and optional details (native <dialog>). */
export function ReportCastingDialog({
  castingId,
  open,
  onClose,
}: {
  castingId: number
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('castings')
  return (
    <Modal open={open} onClose={onClose} title={t('report.title')}>
      <ReportForm castingId={castingId} onClose={onClose} />
    </Modal>
  )
}

function ReportForm({ castingId, onClose }: { castingId: number; onClose: () => void }) {
  const { t } = useTranslation('castings')
  const reasons = useQuery(getInfosQueryOptions({ type: INFO_TYPE.REPORT_REASON }))
  const report = useReportCasting(castingId)
  const form = useZodForm(castingReportSchema, {
    defaultValues: { details: '' } as Partial<CastingReportInput>,
  })
  const { errors } = form.formState
  // Radios hand over strings; the contract wants the info id as a number.
  const { field: reasonField } = useController({ control: form.control, name: 'reasonId' })
  const details = form.register('details')
  if (report.isSuccess) {
    return (
      <>
        <Alert tone="success">{t('report.sent')}</Alert>
        <div className="casting-apply__actions">
          <Button onClick={onClose}>{t('report.close')}</Button>
        </div>
      </>
    )
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((input) => report.mutate(input))}>
      <fieldset
        className="casting-apply__profiles"
        aria-describedby={errors.reasonId ? 'casting-report-reason-error' : undefined}
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
          <p id="casting-report-reason-error" className="field__error">
            {t('report.reasonRequired')}
          </p>
        )}
      </fieldset>
      <TextareaField
        label={t('report.details')}
        maxLength={CASTING_LIMITS.REPORT_DETAILS_MAX}
        error={errors.details?.message}
        {...details}
      />
      {report.isError && (
        <Alert>{isApiError(report.error) ? report.error.message : t('report.failed')}</Alert>
      )}
      <div className="casting-apply__actions">
        <Button variant="ghost" onClick={onClose}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" pending={report.isPending}>
          {t('report.send')}
        </Button>
      </div>
    </form>
  )
}
