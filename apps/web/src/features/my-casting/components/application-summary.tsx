import { WEB_ROUTES, type MyApplication } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { useFormat } from '@/lib/format'
import { useApplication, type ApplicationDetail } from '../api/application'
import { ApplicantActions } from './applicant-actions'
import { CancellationNote, useBookingCancellation } from './cancel-booking'
import { ClientNote } from './client-note'
import { applicantsPath, castingPath } from './paths'
import { QueryGate } from './load-state'
import { SelfTapePanel } from './self-tape-panel'
import { StatusChip } from './status-chip'
import { usePayText } from './use-pay-text'
import { useWithdrawal } from './withdraw-application'
import './my-casting.css'

type ClientApplication = Extract<ApplicationDetail, { side: 'client' }>['application']

/**
 * The application above its thread. Opening it as the casting's owner is what marks it
 * Viewed (the API does so on GET /applications/{id}); the owner gets the status actions and
 * the private note, the applicant the status and Withdraw while allowed.
 */
export function ApplicationSummary({ applicationId }: { applicationId: number }) {
  const query = useApplication(applicationId)
  return (
    <QueryGate query={query}>
      {(data) =>
        data.side === 'client' ? (
          <ClientSummary applicant={data.application} />
        ) : (
          <ModelSummary application={data.application} />
        )
      }
    </QueryGate>
  )
}

/** The casting owner's side: the applicant, the status actions and the private note. */
function ClientSummary({ applicant }: { applicant: ClientApplication }) {
  const { t } = useTranslation('myCasting')
  const { profile } = applicant
  const cancellation = useBookingCancellation(applicant, {
    side: 'client',
    name: profile.stageName,
  })
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
      <CancellationNote booking={applicant} side="client" />
      {applicant.note && <blockquote className="mc-card__note">{applicant.note}</blockquote>}
      <ApplicantActions applicant={applicant} />
      {cancellation.button}
      {cancellation.dialog}
      <ClientNote applicationId={applicant.id} initial={applicant.clientNote} />
    </section>
  )
}

/** The applicant's side: the status, the casting and Withdraw while allowed. */
function ModelSummary({ application }: { application: MyApplication }) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const payText = usePayText()
  const withdrawal = useWithdrawal(application)
  const { casting } = application
  const cancellation = useBookingCancellation(application, { side: 'model', name: casting.title })
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
      <CancellationNote booking={application} side="model" />
      {withdrawal.button}
      {cancellation.button}
      {withdrawal.failure}
      {withdrawal.confirm}
      {cancellation.dialog}
      <SelfTapePanel applicationId={application.id} />
    </section>
  )
}
