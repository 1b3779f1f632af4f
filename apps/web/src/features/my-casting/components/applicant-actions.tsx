import type { Applicant, ApplicationStatus } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api-client'
import { useMessageText } from '@/lib/messages'
import { useNotify } from '@/lib/notifications'
import { useUpdateApplicationStatus } from '../api/applicants'

type ClientStatus = 'shortlisted' | 'declined' | 'booked'

/** What the client may do next from each status (Submitted → Viewed → Shortlisted → Declined or Booked). */
export function nextStatuses(status: ApplicationStatus): ClientStatus[] {
  switch (status) {
    case 'submitted':
    case 'viewed':
      return ['shortlisted', 'booked', 'declined']
    case 'shortlisted':
      return ['booked', 'declined']
    case 'declined':
      return ['shortlisted']
    default:
      return []
  }
}

/** Shortlist / Book / Decline buttons for one application, named with the model's name. */
export function ApplicantActions({
  applicant,
}: {
  applicant: Pick<Applicant, 'id' | 'status' | 'profile'>
}) {
  const { t } = useTranslation('myCasting')
  const message = useMessageText()
  const update = useUpdateApplicationStatus()
  const notify = useNotify()
  const actions = nextStatuses(applicant.status)
  if (actions.length === 0) return null
  return (
    <>
      <div className="mc-actions" role="group" aria-label={t('applicants.statusActions')}>
        {actions.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={
              status === 'declined' ? 'outline' : status === 'booked' ? 'primary' : 'outline'
            }
            disabled={update.isPending}
            aria-label={t(`applicants.actionFor.${status}`, { name: applicant.profile.stageName })}
            onClick={() =>
              update.mutate(
                { id: applicant.id, status },
                {
                  // The card may leave the current tab: the notice region says what happened.
                  onSuccess: () =>
                    notify(
                      t(`applicants.changed.${status}`, { name: applicant.profile.stageName }),
                      'success',
                    ),
                },
              )
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
    </>
  )
}
