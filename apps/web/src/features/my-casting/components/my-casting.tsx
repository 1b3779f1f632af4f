import { CASTING_STATUS_VALUES, type CastingStatus, type MyPostedCasting } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { useFilterParam, usePageParam } from '@/hooks/use-page-param'
import { Pagination } from '@/components/ui/pagination'
import { Alert } from '@/components/ui/alert'
import { buttonClassName } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import type { MyCastingView } from '../api/keys'
import { useMyCastings } from '../api/my-castings'
import { ModelView } from './model-view'
import { applicantsPath, castingPath, NEW_CASTING_PATH } from './paths'
import { ProposalRow } from './proposal-row'
import { StatusChip } from './status-chip'
import './my-casting.css'

/**
 * My Casting (issue #15). `views` says what the account has: a client posts castings and
 * sends proposals, a model account applies and receives proposals, an agency does both
 * (it applies for the models it represents), so it gets a switch. The view and the page
 * live in the URL.
 */
export function MyCasting({ views }: { views: readonly MyCastingView[] }) {
  const { t } = useTranslation('myCasting')
  const [params, setParams] = useSearchParams()
  const requested = params.get('view')
  const view: MyCastingView =
    views.find((candidate) => candidate === requested) ?? views[0] ?? 'model'
  return (
    <>
      {views.length > 1 && (
        <div className="mc-tabs" role="group" aria-label={t('views.label')}>
          {views.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className="mc-tab"
              aria-pressed={candidate === view}
              onClick={() => setParams({ view: candidate })}
            >
              {t(`views.${candidate}`)}
            </button>
          ))}
        </div>
      )}
      {view === 'client' ? <ClientView /> : <ModelView />}
    </>
  )
}

const CLIENT_TABS = ['all', 'live', 'draft', 'held', 'closed'] as const

function ClientView() {
  const { t } = useTranslation('myCasting')
  const [page, setPage] = usePageParam()
  const [params] = useSearchParams()
  const setFilter = useFilterParam()
  const statusParam = params.get('status')
  const status = (CASTING_STATUS_VALUES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as CastingStatus)
    : undefined
  const { data, isPending, isError, isPlaceholderData } = useMyCastings({
    view: 'client',
    page,
    status,
  })
  const setStatus = (tab: (typeof CLIENT_TABS)[number]) =>
    setFilter('status', tab === 'all' ? '' : tab)
  const castings = data?.castings
  return (
    <>
      <section className="mc-section" aria-labelledby="mc-posted">
        <div className="mc-section__bar">
          <h2 id="mc-posted">{t('client.castingsTitle')}</h2>
          <Link to={NEW_CASTING_PATH} className={buttonClassName('primary', 'sm')}>
            {t('client.post')}
          </Link>
        </div>
        <div className="mc-tabs" role="group" aria-label={t('client.statusFilter')}>
          {CLIENT_TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              className="mc-tab"
              aria-pressed={(status ?? 'all') === tab}
              onClick={() => setStatus(tab)}
            >
              {tab === 'all' ? t('client.allStatuses') : t(`castingStatus.${tab}`)}
            </button>
          ))}
        </div>
        {isPending ? (
          <p role="status">{t('loading')}</p>
        ) : isError || !castings ? (
          <Alert>{t('loadFailed')}</Alert>
        ) : castings.items.length === 0 ? (
          <EmptyState
            title={t('client.emptyTitle')}
            action={
              <Link to={NEW_CASTING_PATH} className={buttonClassName('outline', 'sm')}>
                {t('client.post')}
              </Link>
            }
          >
            <p>{t('client.emptyText')}</p>
          </EmptyState>
        ) : (
          <>
            <ul className="mc-list" aria-busy={isPlaceholderData || undefined}>
              {castings.items.map((casting) => (
                <li key={casting.id}>
                  <PostedCastingRow casting={casting} />
                </li>
              ))}
            </ul>
            <Pagination
              page={castings.page}
              pageCount={Math.ceil(castings.total / castings.pageSize)}
              onChange={setPage}
              label={t('client.castingsPages')}
            />
          </>
        )}
      </section>
      <section className="mc-section" aria-labelledby="mc-proposals-sent">
        <h2 id="mc-proposals-sent">{t('client.proposalsTitle')}</h2>
        {data?.proposalsSent && data.proposalsSent.length > 0 ? (
          <ul className="mc-list">
            {data.proposalsSent.map((proposal) => (
              <li key={proposal.id}>
                <ProposalRow proposal={proposal} side="sender" />
              </li>
            ))}
          </ul>
        ) : (
          !isPending && <p className="mc-muted">{t('client.proposalsEmpty')}</p>
        )}
      </section>
    </>
  )
}

function PostedCastingRow({ casting }: { casting: MyPostedCasting }) {
  const { t } = useTranslation('myCasting')
  const message = useMessageText()
  const format = useFormat()
  const titleId = `mc-casting-${casting.id}`
  const hasApplicants = casting.status !== 'draft'
  return (
    <article className="mc-row" aria-labelledby={titleId}>
      <div className="mc-row__main">
        <h3 id={titleId} className="mc-row__title">
          {hasApplicants ? (
            <Link to={applicantsPath(casting.id)}>{casting.title}</Link>
          ) : (
            casting.title
          )}
        </h3>
        <p className="mc-row__meta">
          <StatusChip kind="casting" status={casting.status} />{' '}
          <span>{t('client.deadline', { date: format.date(casting.applicationDeadline) })}</span>
        </p>
        {casting.status === 'held' && (
          <p className="mc-row__note">
            {casting.holdReason
              ? t('client.heldWithReason', { reason: message(casting.holdReason) })
              : t('client.held')}
          </p>
        )}
        <p className="mc-row__counts">
          <span>{t('client.applicants', { count: casting.applicationCount })}</span>
          {casting.newApplications > 0 && (
            <span className="mc-badge">{t('client.new', { count: casting.newApplications })}</span>
          )}
          {casting.unreadMessages > 0 && (
            <span className="mc-badge">
              {t('unreadMessages', { count: casting.unreadMessages })}
            </span>
          )}
          <span>
            {t('client.booked', { booked: casting.bookedCount, wanted: casting.modelNumber })}
          </span>
        </p>
      </div>
      <div className="mc-row__actions">
        {hasApplicants && (
          <Link to={applicantsPath(casting.id)} className={buttonClassName('outline', 'sm')}>
            {t('client.viewApplicants')}
          </Link>
        )}
        <Link to={castingPath(casting.id)} className={buttonClassName('ghost', 'sm')}>
          {t('client.viewCasting')}
        </Link>
      </div>
    </article>
  )
}
