import type { MyReview, PendingReview, UpcomingReview } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useMarkCastingDone, useMyReviews } from '../api/reviews'
import { ReviewSummaryLine, Stars } from './stars'
import { WriteReviewDialog } from './write-review-dialog'
import './trust.css'

/**
 * /mypage/reviews: bookings still waiting for my review first (each with its deadline),
 * then reviews received (released ones only) and written (with whether they are out yet).
 */
export function MyReviews() {
  const { t } = useTranslation('trust')
  const reviews = useMyReviews()
  const [writing, setWriting] = useState<PendingReview | null>(null)
  if (reviews.isPending) return <p role="status">{t('mine.loading')}</p>
  if (reviews.isError) return <p>{t('mine.failed')}</p>
  const { pending, received, written, receivedSummary, upcoming } = reviews.data
  if (pending.length + received.length + written.length + upcoming.length === 0) {
    return <EmptyState title={t('mine.empty.title')}>{t('mine.empty.text')}</EmptyState>
  }
  return (
    <div className="my-reviews">
      {upcoming.length > 0 && <UpcomingSection upcoming={upcoming} />}
      <section aria-labelledby="my-reviews-pending">
        <h2 id="my-reviews-pending">{t('mine.pending.title')}</h2>
        {pending.length === 0 ? (
          <p>{t('mine.pending.none')}</p>
        ) : (
          <ul className="my-reviews__list">
            {pending.map((booking) => (
              <PendingRow
                key={`${booking.applicationId}-${booking.direction}`}
                booking={booking}
                onWrite={() => setWriting(booking)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-reviews-received">
        <h2 id="my-reviews-received">{t('mine.received.title')}</h2>
        <p>
          <ReviewSummaryLine summary={receivedSummary} />
        </p>
        {received.length === 0 ? (
          <p>{t('mine.received.none')}</p>
        ) : (
          <ul className="my-reviews__list">
            {received.map((review) => (
              <ReviewRow key={review.id} review={review} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-reviews-written">
        <h2 id="my-reviews-written">{t('mine.written.title')}</h2>
        {written.length === 0 ? (
          <p>{t('mine.written.none')}</p>
        ) : (
          <ul className="my-reviews__list">
            {written.map((review) => (
              <ReviewRow key={review.id} review={review} />
            ))}
          </ul>
        )}
      </section>
      {writing && <WriteReviewDialog booking={writing} onClose={() => setWriting(null)} />}
    </div>
  )
}

function PendingRow({ booking, onWrite }: { booking: PendingReview; onWrite: () => void }) {
  const { t } = useTranslation('trust')
  const format = useFormat()
  return (
    <li className="my-reviews__item">
      <div>
        <strong>{booking.counterpartName}</strong> · {booking.castingTitle}
        <p className="my-reviews__meta">
          {t('mine.pending.closes', { date: format.date(booking.windowClosesAt) })}
          {booking.counterpartWrote && <> · {t('mine.pending.counterpartWrote')}</>}
        </p>
      </div>
      <Button size="sm" onClick={onWrite}>
        {t('mine.pending.write')}
      </Button>
    </li>
  )
}

function ReviewRow({ review }: { review: MyReview }) {
  const { t } = useTranslation('trust')
  const format = useFormat()
  // The other side left (ADR 0032): the review stays, its name is a deleted account.
  const name = review.counterpartDeparted ? t('deletedAccount') : review.counterpartName
  return (
    <li className="my-reviews__item">
      <article aria-label={t('list.itemLabel', { name })}>
        <p className="review-list__head">
          <Stars rating={review.rating} /> <strong>{name}</strong> · {review.castingTitle}
        </p>
        {review.text && <p className="review-list__text">{review.text}</p>}
        <p className="my-reviews__meta">
          {review.hidden
            ? t('mine.state.hidden')
            : review.releasedAt
              ? t('mine.state.released', { date: format.date(review.releasedAt) })
              : t('mine.state.waiting')}
        </p>
      </article>
    </li>
  )
}

/**
 * Issue #26: bookings whose reviews have not opened yet, with when they open; the client may
 * open them now by marking the casting as done (POST /castings/{id}/complete).
 */
function UpcomingSection({ upcoming }: { upcoming: readonly UpcomingReview[] }) {
  const { t } = useTranslation('trust')
  const [done, setDone] = useState(false)
  const castings = new Map<number, UpcomingReview[]>()
  for (const booking of upcoming) {
    castings.set(booking.castingId, [...(castings.get(booking.castingId) ?? []), booking])
  }
  return (
    <section aria-labelledby="my-reviews-upcoming">
      <h2 id="my-reviews-upcoming">{t('mine.upcoming.title')}</h2>
      {done && <p role="status">{t('mine.upcoming.done')}</p>}
      <ul className="my-reviews__list">
        {[...castings.values()].map((bookings) => (
          <UpcomingRow
            key={bookings[0]!.castingId}
            bookings={bookings}
            onDone={() => setDone(true)}
          />
        ))}
      </ul>
    </section>
  )
}

function UpcomingRow({
  bookings,
  onDone,
}: {
  bookings: readonly UpcomingReview[]
  onDone: () => void
}) {
  const { t } = useTranslation('trust')
  const format = useFormat()
  const first = bookings[0]!
  const mine = first.direction === 'client_to_model'
  const markDone = useMarkCastingDone({ onSuccess: onDone })
  return (
    <li className="my-reviews__item">
      <div>
        <strong>{first.castingTitle}</strong> ·{' '}
        {bookings.map((booking) => booking.counterpartName).join(', ')}
        <p className="my-reviews__meta">
          {first.opensAt
            ? t('mine.upcoming.opensOn', { date: format.date(first.opensAt) })
            : t('mine.upcoming.opensWhenDone')}
          {mine && <> {t('mine.upcoming.clientHint')}</>}
        </p>
        {markDone.isError && <p role="alert">{t('mine.upcoming.failed')}</p>}
      </div>
      {mine && (
        <Button
          size="sm"
          pending={markDone.isPending}
          busyLabel={t('mine.upcoming.markingDone')}
          onClick={() => markDone.mutate(first.castingId)}
        >
          {t('mine.upcoming.markDone')}
        </Button>
      )}
    </li>
  )
}
