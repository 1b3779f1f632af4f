import type { ProposalSummary } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClassName } from '@/components/ui/button'
import { proposeAgainPath } from '@/lib/propose-again'

/** Only its sender proposes again, and only once the model side said no or the booking ended. */
const AGAIN_AFTER: readonly ProposalSummary['status'][] = ['declined', 'cancelled']

/**
 * "Send a new proposal" on a declined or cancelled proposal its reader sent: a link to the
 * model's page, which opens the proposal form pre-filled from this one (ADR 0024 addendum).
 * When the profile is no longer public, a note says so instead.
 */
export function useProposeAgain(
  proposal: ProposalSummary,
  { isSender, size }: { isSender: boolean; size?: 'sm' },
) {
  const { t } = useTranslation('myCasting')
  if (!isSender || !AGAIN_AFTER.includes(proposal.status)) return { link: null, note: null }
  if (proposal.profile === null || proposal.profileAvailable === false) {
    return { link: null, note: <p className="mc-muted">{t('proposal.again.unavailable')}</p> }
  }
  return {
    link: (
      <Link
        to={proposeAgainPath(proposal.profile.id, proposal.id)}
        className={buttonClassName('outline', size)}
      >
        {t('proposal.again.link')}
      </Link>
    ),
    note: null,
  }
}
