import { WEB_ROUTES } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useApplication, useWithdrawApplication } from '../api/application'
import { ApplicantActions } from './applicant-actions'
import { ClientNote } from './client-note'
import { NativeConfirmDialog } from '@/components/ui/native-confirm-dialog'
import { applicantsPath, castingPath } from './paths'
import { StatusChip } from './status-chip'
import { usePayText } from './use-pay-text'
import './my-casting.css'

/**
 * The application above its thread. Opening it as the casting's owner is what marks it
 * Viewed (the API does so on GET /applications/{id}); the owner gets the status actions and
 * the private note, the applicant the status and Withdraw while allowed.
 */
export function ApplicationSummary({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const payText = usePayText()
  const message = useMessageText()
  const { data, isPending, isError, error } = useApplication(applicationId)
  const withdraw = useWithdrawApplication()
  const [confirming, setConfirming] = useState(false)

  if (isPending) return <p role="status">{t('loading')}</p>
  if (isError) {
    return (
      <Alert>
        {isApiError(error) && error.status !== 0 ? message(error.message) : t('loadFailed')}
      </Alert>
    )
  }
  if (data.side === 'client') {
    const applicant = data.application
    const { profile } = applicant
    return (
      <section className="mc-summary" aria-label={t('summary.application')}>
        <p>
          <Link to={applicantsPath(applicant.castingId)}>{t('summary.backToApplicants')}</Link>
        </p>
        <div className="mc-summary__head">
          <CoverThumb image={profile.cover} size={72} eager />
          <div>
            <p className="mc-card__name">
              {profile.stageName}
              {profile.reviewed && <span className="mc-verified">{t('applicants.reviewed')}</span>}
            </p>
            <p className="mc-row__meta">
              <StatusChip kind="application" status={applicant.status} />
            </p>
          </div>
        </div>
        {applicant.note && <blockquote className="mc-card__note">{applicant.note}</blockquote>}
        <ApplicantActions applicant={applicant} />
        <ClientNote applicationId={applicant.id} initial={applicant.clientNote} />
      </section>
    )
  }
  const application = data.application
  const { casting } = application
  const mayWithdraw = application.canWithdraw && application.status !== 'withdrawn'
  return (
    <section className="mc-summary" aria-label={t('summary.application')}>
      <p>
        <Link to={WEB_ROUTES.MYPAGE_CASTING}>{t('summary.backToMyCasting')}</Link>
      </p>
      <p className="mc-row__meta">
        <StatusChip kind="application" status={application.status} />{' '}
        <Link to={castingPath(casting.id)}>{casting.title}</Link>
      </p>
      <p className="mc-row__counts">
        <span>{casting.client.name}</span>
        <span>{payText(casting.pay.budget, casting.pay.budgetType)}</span>
        <span>{t('model.appliedOn', { date: format.date(application.createdAt) })}</span>
        <span>{t('summary.as', { profile: application.profile.stageName })}</span>
      </p>
      {mayWithdraw && (
        <Button
          variant="danger"
          size="sm"
          pending={withdraw.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('model.withdraw')}
        </Button>
      )}
      {withdraw.isError && (
        <Alert>
          {isApiError(withdraw.error) ? message(withdraw.error.message) : t('actionFailed')}
        </Alert>
      )}
      <NativeConfirmDialog
        open={confirming}
        title={t('model.withdrawTitle', { title: casting.title })}
        text={t('model.withdrawText')}
        confirmLabel={t('model.withdraw')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          withdraw.mutate(application.id)
        }}
      />
    </section>
  )
}
