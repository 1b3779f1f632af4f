import type { PayRecord } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'

/**
 * The client's pay record in one line on a casting card and a casting's page (issue #28, ADR
 * 0046 addendum): computed from real bookings; a client without any reads "no bookings yet".
 */
export function PayRecordLine({ record }: { record: PayRecord | undefined }) {
  const { t } = useTranslation('castings')
  if (!record) return null
  const none = record.bookingsCompleted === 0 && record.killFees === 0
  const parts = none
    ? [t('card.payRecord.none')]
    : [
        t('card.payRecord.completed', { count: record.bookingsCompleted }),
        record.paidOnTimeShare === null
          ? t('card.payRecord.notYetDue')
          : t('card.payRecord.onTime', { percent: Math.round(record.paidOnTimeShare * 100) }),
        ...(record.medianDaysToPay === null
          ? []
          : [t('card.payRecord.median', { count: Math.round(record.medianDaysToPay) })]),
        t('card.payRecord.overdue', { count: record.openOverdue }),
      ]
  if (record.cancelledLast12Months > 0)
    parts.push(t('card.payRecord.cancelled', { count: record.cancelledLast12Months }))
  return (
    <p className="casting-card__pay-record">
      <span className="casting-card__pay-record-label">{t('card.payRecord.label')}</span>{' '}
      {parts.join(' · ')}
    </p>
  )
}
