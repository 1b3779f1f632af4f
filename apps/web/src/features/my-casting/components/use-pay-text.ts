import { CASTING_BUDGET_TYPE_VALUES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/** "₩1,500,000 per day" / "1일 ₩1,500,000": pay is shown up front everywhere (issue #15). */
export function usePayText() {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  return (budget: number, budgetType: string) => {
    const amount = format.money(budget)
    const known = (CASTING_BUDGET_TYPE_VALUES as readonly string[]).includes(budgetType)
    return known
      ? t(`pay.${budgetType as (typeof CASTING_BUDGET_TYPE_VALUES)[number]}`, { amount })
      : t('pay.other', { amount, type: budgetType })
  }
}
