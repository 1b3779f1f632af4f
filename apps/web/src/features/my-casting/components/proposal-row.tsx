import type { ProposalSummary } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClassName } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { useFormat } from '@/lib/format'
import { CancellationNote, useBookingCancellation } from './cancel-booking'
import { proposalPath } from './paths'
import { useProposalAnswer } from './proposal-answer'
import { useProposeAgain } from './propose-again'
import { StatusChip } from './status-chip'
import { usePayText } from './use-pay-text'

/**
 * A direct proposal in My Casting: sent (with its answer) or received (with Accept / Decline);
 * once accepted, either side may cancel the booking, and a cancelled one says who, when, why;
 * a declined or cancelled one its sender may send again, pre-filled.
 */
export function ProposalRow({
  proposal,
  side,
}: {
  proposal: ProposalSummary
  side: 'sender' | 'recipient'
}) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const payText = usePayText()
  const answer = useProposalAnswer(proposal, { canAnswer: side === 'recipient', size: 'sm' })
  const bookingSide = side === 'sender' ? 'client' : 'model'
  const cancellation = useBookingCancellation(proposal, {
    side: bookingSide,
    kind: 'proposal',
    name: side === 'sender' ? (proposal.profile?.stageName ?? proposal.title) : proposal.title,
  })
  const again = useProposeAgain(proposal, { isSender: side === 'sender', size: 'sm' })
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
        <CancellationNote booking={proposal} side={bookingSide} />
        {again.note}
        {answer.failure}
      </div>
      <div className="mc-row__actions">
        <Link to={proposalPath(proposal.id)} className={buttonClassName('outline', 'sm')}>
          {t('proposal.open')}
        </Link>
        {answer.buttons}
        {cancellation.button}
        {again.link}
      </div>
      {answer.confirm}
      {cancellation.dialog}
    </article>
  )
}
