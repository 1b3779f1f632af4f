import { WEB_ROUTES, type ProposalDetail as Proposal } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { PageTitle } from '@/components/ui/page-header'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useAnswerProposal, useProposal } from '../api/proposals'
import { StatusChip } from './status-chip'
import { usePayText } from './use-pay-text'
import './my-casting.css'

/** /mypage/proposals/:id: every field of a direct proposal; Accept / Decline for its recipient. */
export function ProposalDetail({ proposalId }: { proposalId: number }) {
  const { t } = useTranslation('myCasting')
  const message = useMessageText()
  const { data, isPending, isError, error } = useProposal(proposalId)
  if (isPending) return <p role="status">{t('loading')}</p>
  if (isError) {
    return (
      <Alert>
        {isApiError(error) && error.status !== 0 ? message(error.message) : t('loadFailed')}
      </Alert>
    )
  }
  return <ProposalBody proposal={data} />
}

function ProposalBody({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const payText = usePayText()
  const message = useMessageText()
  const answer = useAnswerProposal()
  const rows: [string, string][] = [
    [t('proposal.fields.companyName'), proposal.companyName],
    [t('proposal.fields.productCategories'), proposal.productCategories],
    [t('proposal.fields.budget'), payText(proposal.budget, proposal.budgetType)],
    [t('proposal.fields.contractPeriod'), t('proposal.months', { count: proposal.contractPeriod })],
    [
      t('proposal.fields.modelCategory'),
      [proposal.modelCategory, proposal.modelDetailedCategory].filter(Boolean).join(' / '),
    ],
    [t('proposal.fields.gender'), proposal.gender],
    [t('proposal.fields.age'), String(proposal.age)],
    [t('proposal.fields.modelNumber'), String(proposal.modelNumber)],
    [t('proposal.fields.filmingDate'), proposal.filmingDate],
    [t('proposal.fields.locationOfFilming'), proposal.locationOfFilming],
    [t('proposal.fields.postingMedia'), proposal.postingMedia],
    [t('proposal.fields.otherContent'), proposal.otherContent],
  ]
  return (
    <section aria-labelledby="proposal-title" className="mc-proposal">
      <PageTitle title={proposal.title} />
      <p>
        <Link to={WEB_ROUTES.MYPAGE_CASTING}>{t('summary.backToMyCasting')}</Link>
      </p>
      <p className="mc-eyebrow">{t('proposal.eyebrow')}</p>
      <h1 id="proposal-title">{proposal.title}</h1>
      <div className="mc-summary__head">
        {proposal.profile && <CoverThumb image={proposal.profile.cover} size={72} eager />}
        <div>
          <p className="mc-row__meta">
            <StatusChip kind="proposal" status={proposal.status} />{' '}
            {proposal.sender && (
              <span>
                {t('proposal.from', { name: proposal.sender.name })}
                {proposal.sender.verified && <span className="mc-verified">{t('verified')}</span>}
              </span>
            )}
            {proposal.profile && (
              <span>{t('proposal.to', { name: proposal.profile.stageName })}</span>
            )}
          </p>
          <p className="mc-row__counts">
            <span>{t('proposal.sentOn', { date: format.date(proposal.createdAt) })}</span>
            {proposal.answeredAt && (
              <span>{t('proposal.answeredOn', { date: format.date(proposal.answeredAt) })}</span>
            )}
          </p>
        </div>
      </div>
      <dl className="mc-fields">
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([label, value]) => (
            <div key={label} className="mc-fields__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {proposal.canAnswer && proposal.status === 'pending' ? (
        <div className="mc-actions" role="group" aria-label={t('proposal.answer')}>
          <Button
            pending={answer.isPending && answer.variables.answer.status === 'accepted'}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ id: proposal.id, answer: { status: 'accepted' } })}
          >
            {t('proposal.accept')}
          </Button>
          <Button
            variant="outline"
            pending={answer.isPending && answer.variables.answer.status === 'declined'}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ id: proposal.id, answer: { status: 'declined' } })}
          >
            {t('proposal.decline')}
          </Button>
        </div>
      ) : (
        <p className="mc-muted" role="status">
          {t(`proposal.statusText.${proposal.status}`)}
        </p>
      )}
      {answer.isError && (
        <Alert>
          {isApiError(answer.error) ? message(answer.error.message) : t('actionFailed')}
        </Alert>
      )}
    </section>
  )
}
