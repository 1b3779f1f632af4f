import { WEB_ROUTES, type ProposalDetail as Proposal } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { PageTitle } from '@/components/ui/page-header'
import { useFormat } from '@/lib/format'
import { useProposal } from '../api/proposals'
import { CancellationNote, useBookingCancellation } from './cancel-booking'
import { QueryGate } from './load-state'
import { useProposalAnswer } from './proposal-answer'
import { useProposeAgain } from './propose-again'
import { StatusChip } from './status-chip'
import { usePayText } from './use-pay-text'
import './my-casting.css'

/**
 * /mypage/proposals/:id: every field of a direct proposal; Accept / Decline for its recipient,
 * Cancel booking for either side once accepted, then who cancelled, when and why; for its
 * sender, once declined or cancelled, "Send a new proposal" (pre-filled) or why it cannot be sent.
 */
export function ProposalDetail({ proposalId }: { proposalId: number }) {
  const query = useProposal(proposalId)
  return <QueryGate query={query}>{(proposal) => <ProposalBody proposal={proposal} />}</QueryGate>
}

function ProposalBody({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const payText = usePayText()
  const answer = useProposalAnswer(proposal, { canAnswer: proposal.canAnswer })
  // The sender is the client side of the booking, the recipient the model side.
  const side = proposal.viewer === 'sender' ? 'client' : 'model'
  const cancellation = useBookingCancellation(proposal, {
    side,
    kind: 'proposal',
    name: side === 'client' ? (proposal.profile?.stageName ?? proposal.title) : proposal.title,
  })
  const again = useProposeAgain(proposal, { isSender: proposal.viewer === 'sender' })
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
      {answer.buttons ? (
        <div className="mc-actions" role="group" aria-label={t('proposal.answer')}>
          {answer.buttons}
        </div>
      ) : (
        <p className="mc-muted" role="status">
          {t(`proposal.statusText.${proposal.status}`)}
        </p>
      )}
      <CancellationNote booking={proposal} side={side} />
      {cancellation.button && <div className="mc-actions">{cancellation.button}</div>}
      {again.note}
      {again.link && <div className="mc-actions">{again.link}</div>}
      {answer.failure}
      {answer.confirm}
      {cancellation.dialog}
    </section>
  )
}
