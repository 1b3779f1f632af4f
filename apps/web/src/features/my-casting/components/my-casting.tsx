import {
  CASTING_STATUS_VALUES,
  WEB_ROUTES,
  type CastingStatus,
  type MyApplication,
  type MyPostedCasting,
  type ProposalSummary,
} from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClassName } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { EmptyState } from '@/components/ui/empty-state'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useWithdrawApplication } from '../api/application'
import type { MyCastingView } from '../api/keys'
import { useMyCastings } from '../api/my-castings'
import { useAnswerProposal } from '../api/proposals'
import {
  applicantsPath,
  applicationThreadPath,
  castingPath,
  NEW_CASTING_PATH,
  proposalPath,
} from './paths'
import { ConfirmDialog } from './confirm-dialog'
import { Pager } from './pager'
import { StatusChip } from './status-chip'
import { usePayText } from './use-pay-text'
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

function usePageParam() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current)
      if (next <= 1) copy.delete('page')
      else copy.set('page', String(next))
      return copy
    })
  return [page, setPage, params, setParams] as const
}

function ClientView() {
  const { t } = useTranslation('myCasting')
  const [page, setPage, params, setParams] = usePageParam()
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
    setParams((current) => {
      const copy = new URLSearchParams(current)
      copy.delete('page')
      if (tab === 'all') copy.delete('status')
      else copy.set('status', tab)
      return copy
    })
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
            <Pager
              page={castings.page}
              pageSize={castings.pageSize}
              total={castings.total}
              onPage={setPage}
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
              ? t('client.heldWithReason', { reason: casting.holdReason })
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

function ModelView() {
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
            <Pager
              page={applications.page}
              pageSize={applications.pageSize}
              total={applications.total}
              onPage={setPage}
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
  const message = useMessageText()
  const withdraw = useWithdrawApplication()
  const [confirming, setConfirming] = useState(false)
  const titleId = `mc-application-${application.id}`
  const { casting } = application
  const mayWithdraw = application.canWithdraw && application.status !== 'withdrawn'
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
        {withdraw.isError && (
          <Alert>
            {isApiError(withdraw.error) ? message(withdraw.error.message) : t('actionFailed')}
          </Alert>
        )}
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
      </div>
      <ConfirmDialog
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
    </article>
  )
}

function ProposalRow({
  proposal,
  side,
}: {
  proposal: ProposalSummary
  side: 'sender' | 'recipient'
}) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const payText = usePayText()
  const message = useMessageText()
  const answer = useAnswerProposal()
  const titleId = `mc-proposal-${proposal.id}`
  const other =
    side === 'recipient'
      ? t('proposal.from', { name: proposal.sender?.name ?? proposal.companyName })
      : t('proposal.to', { name: proposal.profile?.stageName ?? '' })
  return (
    <article className="mc-row" aria-labelledby={titleId}>
      {side === 'sender' && <CoverThumb image={proposal.profile?.cover ?? null} size={48} />}
      <div className="mc-row__main">
        <h3 id={titleId} className="mc-row__title">
          <Link to={proposalPath(proposal.id)}>{proposal.title}</Link>
        </h3>
        <p className="mc-row__meta">
          <StatusChip kind="proposal" status={proposal.status} /> <span>{other}</span>
          {side === 'recipient' && proposal.sender?.verified && (
            <span className="mc-verified">{t('verified')}</span>
          )}
        </p>
        <p className="mc-row__counts">
          <span>{t('proposal.sentOn', { date: format.date(proposal.createdAt) })}</span>
          <span>{payText(proposal.budget, proposal.budgetType)}</span>
          {proposal.unreadMessages > 0 && (
            <span className="mc-badge">
              {t('unreadMessages', { count: proposal.unreadMessages })}
            </span>
          )}
        </p>
        {answer.isError && (
          <Alert>
            {isApiError(answer.error) ? message(answer.error.message) : t('actionFailed')}
          </Alert>
        )}
      </div>
      <div className="mc-row__actions">
        <Link to={proposalPath(proposal.id)} className={buttonClassName('outline', 'sm')}>
          {t('proposal.open')}
        </Link>
        {side === 'recipient' && proposal.status === 'pending' && (
          <>
            <Button
              size="sm"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ id: proposal.id, answer: { status: 'accepted' } })}
            >
              {t('proposal.accept')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ id: proposal.id, answer: { status: 'declined' } })}
            >
              {t('proposal.decline')}
            </Button>
          </>
        )}
      </div>
    </article>
  )
}
