import {
  APPLICATION_LIMITS,
  ROLE,
  type ApplicationStatus,
  type BookingCancellation,
  type ProposalStatus,
} from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { useCurrentUser } from '@/lib/current-user'
import { useFormat } from '@/lib/format'
import { useNotify } from '@/lib/notifications'
import { useCancelBooking } from '../api/application'
import { useCancelProposal } from '../api/proposals'

type Side = 'client' | 'model'

/** The two kinds of booking: a booked application and an accepted direct proposal. */
type Kind = 'application' | 'proposal'
const LIVE: Record<Kind, ApplicationStatus | ProposalStatus> = {
  application: 'booked',
  proposal: 'accepted',
}

/** What the cancel pieces read of a booking (an application or a proposal, either view). */
interface Cancellable {
  id: number
  status: ApplicationStatus | ProposalStatus
  cancellation?: BookingCancellation | null
  /** The server's word (absent from older answers: then a live booking offers it). */
  canCancel?: boolean
}

/**
 * A booked application the server says can no longer be cancelled: the job has taken place.
 * Proposals have no such window (their filming date is free text).
 */
const jobDone = (booking: Omit<Cancellable, 'id'>) =>
  booking.status === 'booked' && booking.canCancel === false

/**
 * "Cancel booking" of a booked application or an accepted proposal, for either side (ADR 0024
 * addendum): the button (only while it is booked and the server says it can still be
 * cancelled) and the dialog asking for the reason the other side reads. The caller places
 * both; `name` is who or what the booking is with (the model's name for the client, the
 * casting's or proposal's title for the model side).
 */
export function useBookingCancellation(
  booking: Cancellable,
  { side, name, kind = 'application' }: { side: Side; name: string; kind?: Kind },
) {
  const { t } = useTranslation('myCasting')
  const [open, setOpen] = useState(false)
  return {
    button: booking.status === LIVE[kind] && booking.canCancel !== false && (
      <Button
        variant="danger"
        size="sm"
        aria-label={t('cancelBooking.openFor', { name })}
        onClick={() => setOpen(true)}
      >
        {t('cancelBooking.open')}
      </Button>
    ),
    dialog: open && (
      <CancelBookingDialog
        id={booking.id}
        kind={kind}
        side={side}
        name={name}
        onClose={() => setOpen(false)}
      />
    ),
  }
}

const DESCRIPTION = {
  application: { client: 'cancelBooking.textClient', model: 'cancelBooking.textModel' },
  proposal: {
    client: 'cancelBooking.textProposalClient',
    model: 'cancelBooking.textProposalModel',
  },
} as const

function CancelBookingDialog({
  id,
  kind,
  side,
  name,
  onClose,
}: {
  id: number
  kind: Kind
  side: Side
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation('myCasting')
  const cancelApplication = useCancelBooking()
  const cancelProposal = useCancelProposal()
  const cancel = kind === 'proposal' ? cancelProposal : cancelApplication
  const notify = useNotify()
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const missing = reason.trim() === ''
  return (
    <FormDialog
      title={t('cancelBooking.title', { name })}
      description={t(DESCRIPTION[kind][side])}
      words={{
        cancel: t('cancelBooking.keep'),
        submit: t('cancelBooking.submit'),
        failed: t('actionFailed'),
      }}
      request={cancel}
      lockCancel
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (missing) return
        cancel.mutate(
          { id, reason: reason.trim() },
          {
            onSuccess: () => {
              onClose()
              notify(t('cancelBooking.done', { name }), 'success')
            },
          },
        )
      }}
    >
      <TextareaField
        label={t('cancelBooking.reason')}
        hint={t('cancelBooking.reasonHint', { max: APPLICATION_LIMITS.CANCEL_REASON_MAX })}
        value={reason}
        maxLength={APPLICATION_LIMITS.CANCEL_REASON_MAX}
        rows={4}
        required
        error={touched && missing ? t('cancelBooking.reasonRequired') : undefined}
        onChange={(event) => setReason(event.target.value)}
        autoFocus
      />
    </FormDialog>
  )
}

/**
 * Who cancelled the booking (the reader, or the other side), when, and the reason given; on
 * a booking whose job has taken place, that it can no longer be cancelled. An administrator
 * reading a client's applicants is told `canCancel: false` because admins read but do not
 * decide, not because the job took place: no such line for them.
 */
export function CancellationNote({
  booking,
  side,
}: {
  booking: Omit<Cancellable, 'id'>
  side: Side
}) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const { data: user } = useCurrentUser()
  const { cancellation } = booking
  const administrator = side === 'client' && user?.role === ROLE.ADMIN
  if (!administrator && jobDone(booking))
    return <p className="mc-cancellation">{t('cancelBooking.jobDone')}</p>
  if (!cancellation) return null
  const by =
    cancellation.by === side ? 'byYou' : cancellation.by === 'client' ? 'byClient' : 'byModel'
  return (
    <p className="mc-cancellation">
      {t(`cancelled.${by}`, { date: format.dateTime(cancellation.at) })}{' '}
      {t('cancelled.reason', { reason: cancellation.reason })}
    </p>
  )
}
