import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { useFormat } from '@/lib/format'
import { useSession } from '@/lib/session'
import { useReviewList } from '../api/reviews'
import { ReportReviewDialog } from './report-review-dialog'
import { ReviewSummaryLine, Stars } from './stars'
import './trust.css'

/**
 * Reviews of a model profile or a partner: only released ones (both sides wrote, or the
 * window closed) and not hidden by an administrator, with their average and count.
 */
export function ReviewList({ subject, id }: { subject: 'model' | 'partner'; id: number }) {
  const { t } = useTranslation('trust')
  const format = useFormat()
  const { signedIn } = useSession()
  const [page, setPage] = useState(1)
  const [reporting, setReporting] = useState<number | null>(null)
  const reviews = useReviewList(subject, id, page)
  const headingId = `reviews-${subject}-${id}`
  return (
    <section className="review-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('list.title')}</h2>
      {reviews.isError && <p>{t('list.failed')}</p>}
      {reviews.data && (
        <>
          <p>
            <ReviewSummaryLine summary={reviews.data.summary} />
          </p>
          {reviews.data.items.length === 0 ? (
            <p className="review-list__empty">{t(`list.empty.${subject}`)}</p>
          ) : (
            <ul className="review-list__items">
              {reviews.data.items.map((review) => {
                // An author that left stays as a deleted account (ADR 0032); its review counts.
                const name = review.author.departed ? t('deletedAccount') : review.author.name
                return (
                  <li key={review.id} className="review-list__item">
                    <article aria-label={t('list.itemLabel', { name })}>
                      <p className="review-list__head">
                        <Stars rating={review.rating} /> <strong>{name}</strong> ·{' '}
                        {review.castingTitle || t('list.castingNotShown')} ·{' '}
                        {format.date(review.releasedAt)}
                      </p>
                      {review.text && <p className="review-list__text">{review.text}</p>}
                      {signedIn && (
                        <Button variant="ghost" size="sm" onClick={() => setReporting(review.id)}>
                          {t('list.report')}
                        </Button>
                      )}
                    </article>
                  </li>
                )
              })}
            </ul>
          )}
          {reviews.data.total > reviews.data.pageSize && (
            <Pagination
              page={page}
              pageCount={Math.ceil(reviews.data.total / reviews.data.pageSize)}
              onChange={setPage}
            />
          )}
        </>
      )}
      {reporting !== null && (
        <ReportReviewDialog reviewId={reporting} onClose={() => setReporting(null)} />
      )}
    </section>
  )
}
