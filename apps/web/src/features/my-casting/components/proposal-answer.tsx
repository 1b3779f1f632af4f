import type { ProposalStatus } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { NativeConfirmDialog } from '@/components/ui/native-confirm-dialog'
import { isApiError } from '@/lib/api-client'
import { useMessageText } from '@/lib/messages'
import { useAnswerProposal } from '../api/proposals'

/**
 * Accept / Decline of a received proposal. A proposal is answered once, so Decline is asked
 * for again in a confirmation (as Withdraw and Close casting are). The caller places the
 * pieces: the buttons (only while the answer is open), the failure and the dialog.
 */
export function useProposalAnswer(
  proposal: { id: number; title: string; status: ProposalStatus },
  { canAnswer, size }: { canAnswer: boolean; size?: 'sm' | 'md' },
) {
  const { t } = useTranslation('myCasting')
  const message = useMessageText()
  const answer = useAnswerProposal()
  const [confirming, setConfirming] = useState(false)
  const sending = (status: 'accepted' | 'declined') =>
    answer.isPending && answer.variables.answer.status === status
  const send = (status: 'accepted' | 'declined') =>
    answer.mutate({ id: proposal.id, answer: { status } })
  return {
    buttons: canAnswer && proposal.status === 'pending' && (
      <>
        <Button
          size={size}
          pending={sending('accepted')}
          disabled={answer.isPending}
          onClick={() => send('accepted')}
        >
          {t('proposal.accept')}
        </Button>
        <Button
          size={size}
          variant="outline"
          pending={sending('declined')}
          disabled={answer.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('proposal.decline')}
        </Button>
      </>
    ),
    failure: answer.isError && (
      <Alert>{isApiError(answer.error) ? message(answer.error.message) : t('actionFailed')}</Alert>
    ),
    confirm: (
      <NativeConfirmDialog
        open={confirming}
        title={t('proposal.declineTitle', { title: proposal.title })}
        text={t('proposal.declineText')}
        confirmLabel={t('proposal.decline')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          send('declined')
        }}
      />
    ),
  }
}
