import type { ProposalSummary } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClassName } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useAnswerProposal } from '../api/proposals'
import { proposalPath } from './paths'
import { StatusChip } from './status-chip'
import { usePayText } from './use-pay-text'

/** A direct proposal in My Casting: sent (with its answer) or received (with Accept / Decline). */
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
