import { canMoveApplication, UI, type Applicant, type ApplicationStatus } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { NativeConfirmDialog } from '@/components/ui/native-confirm-dialog'
import { isApiError } from '@/lib/api-client'
import { useMessageText } from '@/lib/messages'
import { useNotify } from '@/lib/notifications'
import { useUpdateApplicationStatus } from '../api/applicants'
import { useUndoable } from './use-undoable'

type ClientStatus = 'shortlisted' | 'declined' | 'booked'
const CLIENT_ACTIONS: readonly ClientStatus[] = ['shortlisted', 'booked', 'declined']

/** What the client may do next from each status: the contracts' status graph (ADR 0024). */
export function nextStatuses(status: ApplicationStatus): ClientStatus[] {
  return CLIENT_ACTIONS.filter((next) => canMoveApplication(status, next))
}

/**
 * Shortlist / Book / Decline buttons for one application, named with the model's name.
 * Declining is final and tells the model, so it is asked for again, as the bulk Decline is,
 * and then waits UI.DECLINE_UNDO_MS with Undo before it is sent; booking tells the model at
 * once and fills a place, so it is asked for too (issue #26).
 */
export function ApplicantActions({
  applicant,
}: {
  applicant: Pick<Applicant, 'id' | 'status' | 'profile'>
}) {
  const { t } = useTranslation('myCasting')
  const message = useMessageText()
  const update = useUpdateApplicationStatus()
  const notify = useNotify()
  const [confirming, setConfirming] = useState<'declined' | 'booked' | null>(null)
  const name = applicant.profile.departed
    ? t('applicants.deletedAccount')
    : applicant.profile.stageName
  const actions = nextStatuses(applicant.status)
  const move = (status: ClientStatus, keepalive = false) =>
    update.mutate(
      { id: applicant.id, status, keepalive },
      {
        // The card may leave the current tab: the notice region says what happened.
        onSuccess: () => notify(t(`applicants.changed.${status}`, { name }), 'success'),
      },
    )
  // Issue #26: a Decline waits with Undo before it is sent and the model is told.
  const decline = useUndoable((keepalive) => move('declined', keepalive), UI.DECLINE_UNDO_MS)
  if (actions.length === 0) return null
  if (decline.pending) {
    return (
      <div
        className="mc-actions mc-actions--pending"
        role="group"
        aria-label={t('applicants.statusActions')}
      >
        <p role="status" className="mc-actions__pending">
          {t('applicants.declining', { name, seconds: UI.DECLINE_UNDO_MS / 1000 })}
        </p>
        <Button size="sm" variant="outline" onClick={decline.undo}>
          {t('applicants.undoDecline')}
        </Button>
      </div>
    )
  }
  return (
    <>
      <div className="mc-actions" role="group" aria-label={t('applicants.statusActions')}>
        {actions.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'booked' ? 'primary' : 'outline'}
            disabled={update.isPending}
            pending={update.isPending && update.variables.status === status}
            aria-label={t(`applicants.actionFor.${status}`, { name })}
            onClick={() =>
              status === 'declined' || status === 'booked' ? setConfirming(status) : move(status)
            }
          >
            {t(`applicants.action.${status}`)}
          </Button>
        ))}
      </div>
      {update.isError && (
        <Alert>
          {isApiError(update.error) ? message(update.error.message) : t('actionFailed')}
        </Alert>
      )}
      <NativeConfirmDialog
        open={confirming === 'declined'}
        title={t('applicants.declineTitle', { name })}
        text={t('applicants.declineText', { name })}
        confirmLabel={t('applicants.action.declined')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null)
          decline.start()
        }}
      />
      <NativeConfirmDialog
        open={confirming === 'booked'}
        title={t('applicants.bookTitle', { name })}
        text={t('applicants.bookText', { name })}
        confirmLabel={t('applicants.action.booked')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null)
          move('booked')
        }}
      />
    </>
  )
}
