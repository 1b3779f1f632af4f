import type { CastingCard, CastingBudgetType } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/** Texts built from a casting's values, the same on cards and the detail page. */
export function useCastingText() {
  const { t } = useTranslation('castings')
  const format = useFormat()
  return {
    /** "₩1,500,000 per day" / "하루 ₩1,500,000". */
    pay: (pay: { budget: number; budgetType: CastingBudgetType }) =>
      t(`pay.${pay.budgetType}`, { amount: format.money(pay.budget) }),
    /** "Closes in 3 days", "Closes today", or "Closed" once the casting is no longer live. */
    deadline: (casting: Pick<CastingCard, 'applicationDeadline' | 'status'>, now = Date.now()) => {
      if (casting.status === 'closed' || Date.parse(casting.applicationDeadline) <= now) {
        return t('card.closed')
      }
      return t('card.closes', { when: format.relativeDay(casting.applicationDeadline, now) })
    },
  }
}
