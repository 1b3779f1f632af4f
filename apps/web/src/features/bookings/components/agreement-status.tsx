import type { AgreementStatus } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'

/** The agreement's status as a chip; a cancelled booking says so instead. */
export function AgreementStatusChip({
  status,
  standing,
}: {
  status: AgreementStatus
  standing: boolean
}) {
  const { t } = useTranslation('bookings')
  const tone = !standing ? 'cancelled' : status
  return (
    <span className={`bk-chip bk-chip--${tone}`}>
      {standing ? t(`status.${status}`) : t('cancelled')}
    </span>
  )
}
