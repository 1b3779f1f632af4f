import { REVIEW_LIMITS, type PendingReview } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextareaField } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { useMessageText } from '@/lib/messages'
import { useNotifications } from '@/lib/notifications'
import { useWriteReview } from '../api/reviews'

const RATINGS = [1, 2, 3, 4, 5] as const

/**
 * One review per side per booking: 1 to 5 stars and an optional text. It stays hidden from
 * the other side until both have written or the window closes (ADR 0028), and the dialog
 * says so before anything is sent.
 */
export function WriteReviewDialog({
  booking,
  onClose,
}: {
  booking: PendingReview
  onClose: () => void
}) {
  const { t } = useTranslation('trust')
  const message = useMessageText()
  const { notify } = useNotifications()
  const write = useWriteReview()
  const [rating, setRating] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [tried, setTried] = useState(false)
  return (
    <FormDialog
      title={t('write.title', { name: booking.counterpartName })}
      description={t('write.blind')}
      words={{ cancel: t('write.cancel'), submit: t('write.submit'), failed: t('write.failed') }}
      request={write}
      lockCancel
      onClose={onClose}
      onSubmit={() => {
        setTried(true)
        if (rating === null) return
        write.mutate(
          { applicationId: booking.applicationId, review: { rating, text: text.trim() } },
          {
            onSuccess: (answer) => {
              notify(message(answer.message), 'success')
              onClose()
            },
          },
        )
      }}
    >
      <p>{t('write.casting', { title: booking.castingTitle })}</p>
      <fieldset className="star-input">
        <legend>{t('write.rating')}</legend>
        {RATINGS.map((value) => (
          <label key={value} className="star-input__option">
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span aria-hidden="true">{'★'.repeat(value)}</span>
            <span className="visually-hidden">{t('stars.label', { rating: value })}</span>
          </label>
        ))}
        {tried && rating === null && <p className="field__error">{t('write.ratingRequired')}</p>}
      </fieldset>
      <TextareaField
        label={t('write.text')}
        hint={t('write.textHint', { count: text.length, max: REVIEW_LIMITS.TEXT_MAX })}
        maxLength={REVIEW_LIMITS.TEXT_MAX}
        rows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </FormDialog>
  )
}
