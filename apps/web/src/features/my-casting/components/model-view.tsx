import { WEB_ROUTES, type MyApplication } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Pagination } from '@/components/ui/pagination'
import { Alert } from '@/components/ui/alert'
import { buttonClassName } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useMyCastings } from '../api/my-castings'
import { CancellationNote, useBookingCancellation } from './cancel-booking'
import { applicationThreadPath, castingPath } from './paths'
import { ProposalRow } from './proposal-row'
import { StatusChip } from './status-chip'
import { usePageParam } from '@/hooks/use-page-param'
import { usePayText } from './use-pay-text'
import { useWithdrawal } from './withdraw-application'

/** My Casting's model side: proposals received, then every application with its status. */
export function ModelView() {
  const { t } = useTranslation('myCasting')
  const [page, setPage] = usePageParam()
  const { data, isPending, isError, isPlaceholderData } = useMyCastings({ view: 'model', page })
  const applications = data?.applications
  return (
    <>
      <section className="mc-section" aria-labelledby="mc-proposals-received">
        <h2 id="mc-proposals-received">{t('model.proposalsTitle')}</h2>
        {data?.proposalsReceived && data.proposalsReceived.length > 0 ? (
          <ul className="mc-list">
            {data.proposalsReceived.map((proposal) => (
              <li key={proposal.id}>
                <ProposalRow proposal={proposal} side="recipient" />
              </li>
            ))}
          </ul>
        ) : (
          !isPending && <p className="mc-muted">{t('model.proposalsEmpty')}</p>
        )}
      </section>
      <section className="mc-section" aria-labelledby="mc-applications">
        <h2 id="mc-applications">{t('model.applicationsTitle')}</h2>
        {isPending ? (
          <p role="status">{t('loading')}</p>
        ) : isError || !applications ? (
          <Alert>{t('loadFailed')}</Alert>
        ) : applications.items.length === 0 ? (
          <EmptyState
            title={t('model.emptyTitle')}
            action={
              <Link to={WEB_ROUTES.CASTINGS} className={buttonClassName('outline', 'sm')}>
                {t('model.browse')}
              </Link>
            }
          >
            <p>{t('model.emptyText')}</p>
          </EmptyState>
        ) : (
          <>
            <ul className="mc-list" aria-busy={isPlaceholderData || undefined}>
              {applications.items.map((application) => (
                <li key={application.id}>
                  <ApplicationRow application={application} />
                </li>
              ))}
            </ul>
            <Pagination
              page={applications.page}
              pageCount={Math.ceil(applications.total / applications.pageSize)}
              onChange={setPage}
              label={t('model.applicationsPages')}
            />
          </>
        )}
      </section>
    </>
  )
}

function ApplicationRow({ application }: { application: MyApplication }) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const payText = usePayText()
  const withdrawal = useWithdrawal(application)
  const titleId = `mc-application-${application.id}`
  const { casting } = application
  const cancellation = useBookingCancellation(application, { side: 'model', name: casting.title })
  return (
    <article className="mc-row" aria-labelledby={titleId}>
      <CoverThumb image={application.profile.cover} size={48} />
      <div className="mc-row__main">
        <h3 id={titleId} className="mc-row__title">
          <Link to={applicationThreadPath(application.id)}>{casting.title}</Link>
        </h3>
        <p className="mc-row__meta">
          <StatusChip kind="application" status={application.status} />{' '}
          <span>
            {t('model.appliedAs', {
              profile: application.profile.stageName,
              client: casting.client.name,
            })}
          </span>
        </p>
        <p className="mc-row__counts">
          <span>{t('model.appliedOn', { date: format.date(application.createdAt) })}</span>
          <span>{payText(casting.pay.budget, casting.pay.budgetType)}</span>
          {application.unreadMessages > 0 && (
            <span className="mc-badge">
              {t('unreadMessages', { count: application.unreadMessages })}
            </span>
          )}
        </p>
        <CancellationNote booking={application} side="model" />
        {withdrawal.failure}
      </div>
      <div className="mc-row__actions">
        <Link
          to={applicationThreadPath(application.id)}
          className={buttonClassName('outline', 'sm')}
        >
          {t('openThread')}
        </Link>
        <Link to={castingPath(casting.id)} className={buttonClassName('ghost', 'sm')}>
          {t('client.viewCasting')}
        </Link>
        {withdrawal.button}
        {cancellation.button}
      </div>
      {withdrawal.confirm}
      {cancellation.dialog}
    </article>
  )
}
