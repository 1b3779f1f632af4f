import { useTranslation } from 'react-i18next'
import { MarketplacePage } from './marketplace-page'

export function CastingsRoute() {
  const { t } = useTranslation('marketplace')
  return <MarketplacePage page="castings" emptyExtra={<p>{t('castings.emptyHint')}</p>} />
}
