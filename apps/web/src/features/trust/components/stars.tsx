import type { ReviewSummary } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/** ★★★★☆ drawn for the eye; screen readers hear "4 of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('trust')
  const full = Math.round(rating)
  return (
    <span className="stars" role="img" aria-label={t('stars.label', { rating })}>
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>
    </span>
  )
}

/** "4.3 · 12 reviews", or "No reviews yet". */
export function ReviewSummaryLine({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('trust')
  const format = useFormat()
  if (summary.average === null || summary.count === 0) {
    return <span className="review-summary">{t('summary.none')}</span>
  }
  return (
    <span className="review-summary">
      <Stars rating={summary.average} />{' '}
      {t('summary.line', {
        average: format.number(Math.round(summary.average * 10) / 10),
        count: summary.count,
        formattedCount: format.number(summary.count),
      })}
    </span>
  )
}
